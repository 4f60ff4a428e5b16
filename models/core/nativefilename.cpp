#include "nativefilename.h"

#include <QFile>
#include <QHash>

#include <cstdlib>
#include <unistd.h>

namespace Poolcraft {

namespace {

// Decoded component -> its bytes; an empty value when two components decoded alike, since
// then the name cannot say which file was meant.
QHash<QString, QByteArray> &componentBytes()
{
    static QHash<QString, QByteArray> bytes;
    return bytes;
}

void keepLossyComponents(const QByteArray &raw)
{
    QHash<QString, QByteArray> &bytes = componentBytes();
    for (const QByteArray &component : raw.split('/')) {
        const QString decoded = QFile::decodeName(component);
        if (QFile::encodeName(decoded) == component)
            continue;
        const auto known = bytes.constFind(decoded);
        bytes.insert(decoded, known == bytes.cend() || *known == component ? component
                                                                          : QByteArray());
    }
}

// QDir::currentPath() decodes the working directory too: names made absolute contain it.
void keepCurrentDirectory()
{
    static const bool kept = [] {
        if (char *directory = ::getcwd(nullptr, 0)) {
            keepLossyComponents(QByteArray(directory));
            ::free(directory);
        }
        return true;
    }();
    Q_UNUSED(kept);
}

} // namespace

QString NativeFileName::fromArgument(const char *argument)
{
    keepCurrentDirectory();
    const QByteArray raw(argument);
    keepLossyComponents(raw);
    return QFile::decodeName(raw);
}

QByteArray NativeFileName::encode(const QString &path)
{
    // Only a lossy decoding leaves replacement characters behind.
    if (componentBytes().isEmpty() || !path.contains(QChar::ReplacementCharacter))
        return QFile::encodeName(path);
    QByteArrayList components;
    for (const QString &component : path.split(u'/')) {
        const QByteArray raw = componentBytes().value(component);
        components.append(raw.isEmpty() ? QFile::encodeName(component) : raw);
    }
    return components.join('/');
}

bool NativeFileName::isPortable(const QString &path)
{
    return encode(path) == QFile::encodeName(path);
}

} // namespace Poolcraft
