#include "outputfile.h"

#include "nativefilename.h"

#include <QFile>

#include <cerrno>
#include <cstdlib>
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
enum class Open { Existing, Truncate, Create };

bool writeThrough(const QByteArray &name, Open how, const QByteArray &data, QString *error)
{
    int flags = O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
    if (how != Open::Existing)
        flags |= O_TRUNC;
    if (how == Open::Create)
        flags |= O_CREAT;
    // O_NONBLOCK: a FIFO nobody reads fails with ENXIO instead of blocking for ever.
    const int fd = ::open(name.constData(), flags, 0666);
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

// The process's file-creation mask, without changing it (umask() would, for every thread).
mode_t currentUmask()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("Umask:"))
                return mode_t(line.mid(6).trimmed().toUInt(nullptr, 8));
        }
    }
    return 022;
}

// A new file in the same directory, renamed over the old one once it is complete, so that a
// crash leaves either the old content or the new, never half. Works on the name's bytes:
// QSaveFile takes a QString, and a name that is not valid UTF-8 would be re-encoded into a
// different file. Where that cannot keep what the file was, it is written in place instead,
// as QSaveFile's direct-write fallback does: in a folder we may not create files in, and
// for a file whose owner or group the new one could not be given.
bool saveAtomically(const QByteArray &target, const QByteArray &data, QString *error)
{
    struct stat existing = {};
    const bool existed = ::stat(target.constData(), &existing) == 0;
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray directory = slash < 0 ? QByteArray(".") : target.left(qMax(slash, 1));
    QByteArray temporary = (slash < 0 ? QByteArray() : target.left(slash + 1)) + '.'
                           + target.mid(slash + 1) + ".XXXXXX";
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0) {
        if (existed && (errno == EACCES || errno == EPERM || errno == EROFS))
            return writeThrough(target, Open::Truncate, data, error);
        *error = systemError(errno);
        return false;
    }
    // The new file is ours (root's, under sudo): the one it replaces keeps its owner.
    if (existed && ::fchown(fd, existing.st_uid, existing.st_gid) != 0) {
        ::close(fd);
        ::unlink(temporary.constData());
        return writeThrough(target, Open::Truncate, data, error);
    }
    // The temporary file is 0600; the file it replaces keeps its mode, a new one gets the
    // mode the shell's ">" would give it.
    const mode_t mode = existed ? (existing.st_mode & 07777) : (0666 & ~currentUmask());
    bool ok = writeAll(fd, data, error);
    if (ok && (::fchmod(fd, mode) != 0 || ::fsync(fd) != 0)) {
        *error = systemError(errno);
        ok = false;
    }
    if (::close(fd) != 0 && ok) {
        *error = systemError(errno);
        ok = false;
    }
    if (ok && ::rename(temporary.constData(), target.constData()) != 0) {
        *error = systemError(errno);
        ok = false;
    }
    if (!ok) {
        ::unlink(temporary.constData());
        return false;
    }
    // The rename is durable only once the directory is written.
    const int directoryFd = ::open(directory.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directoryFd >= 0) {
        ::fsync(directoryFd);
        ::close(directoryFd);
    }
    return true;
}

} // namespace

bool OutputFile::write(const QString &path, const QByteArray &data, QString *error)
{
    const QByteArray name = NativeFileName::encode(path);
    struct stat info = {};
    // stat, not lstat: a symbolic link is judged by what it points to.
    if (::stat(name.constData(), &info) != 0) {
        if (errno != ENOENT) {
            *error = systemError(errno);
            return false;
        }
        // A link to nothing yet: the shell's ">" makes its target; a rename would replace it.
        struct stat link = {};
        if (::lstat(name.constData(), &link) == 0 && S_ISLNK(link.st_mode))
            return writeThrough(name, Open::Create, data, error);
        return saveAtomically(name, data, error);
    }
    if (S_ISDIR(info.st_mode)) {
        *error = tr("it is a directory");
        return false;
    }
    if (!S_ISREG(info.st_mode))
        return writeThrough(name, Open::Existing, data, error);
    if (info.st_nlink > 1)
        return writeThrough(name, Open::Truncate, data, error);
    // A rename would replace a symbolic link itself: replace the file it points to.
    char *resolved = ::realpath(name.constData(), nullptr);
    if (!resolved) {
        *error = systemError(errno);
        return false;
    }
    const QByteArray target(resolved);
    ::free(resolved);
    return saveAtomically(target, data, error);
}

} // namespace Poolcraft
