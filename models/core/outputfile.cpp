#include "outputfile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Poolcraft {

namespace {

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error)).toLower();
}

bool writeAll(int fd, const QByteArray &data, QString *error)
{
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + done, size_t(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            *error = systemError(errno);
            return false;
        }
        done += n;
    }
    return true;
}

// In place, through whatever the path is: the file is truncated only when it is a regular
// one (a device or FIFO has nothing to truncate).
bool writeThrough(const QString &path, bool truncate, const QByteArray &data, QString *error)
{
    // O_NONBLOCK: a FIFO nobody reads fails with ENXIO instead of blocking for ever.
    const int fd = ::open(QFile::encodeName(path).constData(),
                          O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (truncate ? O_TRUNC : 0));
    if (fd < 0) {
        *error = errno == ENXIO ? OutputFile::tr("it is a FIFO that nobody reads")
                                : systemError(errno);
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const bool ok = writeAll(fd, data, error);
    if (::close(fd) != 0 && ok) {
        *error = systemError(errno);
        return false;
    }
    return ok;
}

bool saveAtomically(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile out(path);
    const QFileInfo existing(path);
    const bool existed = existing.exists();
    const QFileDevice::Permissions permissions = existing.permissions();
    if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size()) {
        *error = out.errorString();
        return false;
    }
    // The temporary file is created 0600-ish by umask; the file it replaces keeps its mode.
    if (existed)
        out.setPermissions(permissions);
    if (!out.commit()) {
        *error = out.errorString();
        return false;
    }
    return true;
}

} // namespace

bool OutputFile::write(const QString &path, const QByteArray &data, QString *error)
{
    struct stat info = {};
    // stat, not lstat: a symbolic link is judged by what it points to.
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        if (errno != ENOENT) {
            *error = systemError(errno);
            return false;
        }
        return saveAtomically(path, data, error);
    }
    if (S_ISDIR(info.st_mode)) {
        *error = tr("it is a directory");
        return false;
    }
    if (!S_ISREG(info.st_mode))
        return writeThrough(path, false, data, error);
    if (info.st_nlink > 1)
        return writeThrough(path, true, data, error);
    // QSaveFile renames over the link's target, not the link: resolve it first.
    const QString target = QFileInfo(path).isSymLink() ? QFileInfo(path).canonicalFilePath()
                                                       : path;
    return saveAtomically(target, data, error);
}

} // namespace Poolcraft
