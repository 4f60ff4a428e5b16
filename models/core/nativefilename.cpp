#include "nativefilename.h"

#include <QFile>
#include <QHash>

namespace Poolcraft {

namespace {

// Decoded name -> the argument's bytes; an empty value when two arguments decoded alike,
// since then the name cannot say which file was meant.
QHash<QString, QByteArray> &argumentBytes()
{
    static QHash<QString, QByteArray> bytes;
    return bytes;
}

} // namespace

QString NativeFileName::fromArgument(const char *argument)
{
    const QByteArray raw(argument);
    const QString decoded = QFile::decodeName(raw);
    if (QFile::encodeName(decoded) != raw) {
        QHash<QString, QByteArray> &bytes = argumentBytes();
        const auto known = bytes.constFind(decoded);
        bytes.insert(decoded, known == bytes.cend() || *known == raw ? raw : QByteArray());
    }
    return decoded;
}

QByteArray NativeFileName::encode(const QString &path)
{
    const QByteArray raw = argumentBytes().value(path);
    return raw.isEmpty() ? QFile::encodeName(path) : raw;
}

} // namespace Poolcraft
