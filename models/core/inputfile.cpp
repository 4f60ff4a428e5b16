#include "inputfile.h"

#include "models/core/nativefilename.h"

#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

QString whatItIs(mode_t mode)
{
    if (S_ISDIR(mode))
        return InputFile::tr("is a directory, not a file");
    if (S_ISFIFO(mode))
        return InputFile::tr("is a FIFO (named pipe), not a file; give a regular file, or "
                             "\"-\" and pipe it to standard input");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return InputFile::tr("is a device, not a file");
    if (S_ISSOCK(mode))
        return InputFile::tr("is a socket, not a file");
    return InputFile::tr("is not a regular file");
}

QString openError(const QString &path, int error)
{
    // Qt decodes a name that is not UTF-8 with replacement characters: the file that was
    // meant cannot be named any more, and "no such file" alone would mislead.
    if (error == ENOENT && path.contains(QChar::ReplacementCharacter))
        return InputFile::tr("no such file; its name is not valid UTF-8, which Poolcraft "
                             "cannot pass on (rename the file)");
    return QString::fromLocal8Bit(std::strerror(error)).toLower();
}

} // namespace

bool InputFile::open(const QString &path, QFile *file, QString *error)
{
    if (isStandardInput(path)) {
        if (!file->open(stdin, QIODevice::ReadOnly)) {
            *error = file->errorString();
            return false;
        }
        return true;
    }
    // Qt resources (":/catalog/catalog.yaml") are built in: nothing there can block.
    if (path.startsWith(u':')) {
        file->setFileName(path);
        if (!file->open(QIODevice::ReadOnly)) {
            *error = file->errorString();
            return false;
        }
        return true;
    }
    // O_NONBLOCK: opening a FIFO without a writer returns at once instead of waiting.
    const int fd = ::open(NativeFileName::encode(path).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        *error = errno == EISDIR ? whatItIs(S_IFDIR) : openError(path, errno);
        return false;
    }
    struct stat info = {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        *error = whatItIs(info.st_mode);
        ::close(fd);
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        *error = file->errorString();
        ::close(fd);
        return false;
    }
    return true;
}

bool InputFile::read(const QString &path, qint64 maxBytes, QByteArray *data, QString *error)
{
    QFile file;
    if (!open(path, &file, error))
        return false;
    data->clear();
    // Standard input may be endless (/dev/zero piped in): read in steps up to the cap.
    constexpr qint64 Step = 1 << 20;
    while (data->size() <= maxBytes) {
        const QByteArray chunk = file.read(std::min(Step, maxBytes + 1 - data->size()));
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                *error = file.errorString();
                return false;
            }
            break;
        }
        data->append(chunk);
    }
    return true;
}

QString InputFile::displayName(const QString &path)
{
    return isStandardInput(path) ? QStringLiteral("<stdin>") : path;
}

} // namespace Poolcraft
