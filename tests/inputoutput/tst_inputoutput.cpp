#include "models/core/inputfile.h"
#include "models/core/outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Poolcraft;

namespace {

mode_t modeOf(const QString &path)
{
    struct stat info = {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode : 0;
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

} // namespace

class tst_InputOutput final : public QObject
{
    Q_OBJECT

private slots:
    void refusesWhatCannotEnd_data();
    void refusesWhatCannotEnd();
    void readsAtMostOnePastTheLimit();
    void replacesRegularFilesKeepingTheirMode();
    void keepsLinksAndHardLinks();
    void writesThroughDevicesAndFifos();
    void keepsTheOwner();
    void writesInPlaceInAFolderThatTakesNoNewFile();
};

void tst_InputOutput::refusesWhatCannotEnd_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message"); // a part of it

    QTest::newRow("fifo without writer") << "fifo" << "FIFO";
    QTest::newRow("endless device") << "/dev/zero" << "device";
    QTest::newRow("directory") << "directory" << "directory";
    QTest::newRow("missing") << "missing" << "no such file";
}

// Each answer comes at once: a FIFO with no writer would block open() for ever.
void tst_InputOutput::refusesWhatCannotEnd()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QString path = kind;
    if (kind == QLatin1String("fifo")) {
        path = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == QLatin1String("directory")) {
        path = dir.path();
    } else if (kind == QLatin1String("missing")) {
        path = dir.filePath(QStringLiteral("missing"));
    }
    QByteArray data;
    QString error;
    QVERIFY(!InputFile::read(path, 1024, &data, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(data.isEmpty());
}

void tst_InputOutput::readsAtMostOnePastTheLimit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(5000, 'x'));
    file.close();
    QByteArray data;
    QString error;
    QVERIFY(InputFile::read(path, 100, &data, &error));
    QCOMPARE(data.size(), 101);
    QVERIFY(InputFile::read(path, 10000, &data, &error));
    QCOMPARE(data.size(), 5000);
}

void tst_InputOutput::replacesRegularFilesKeepingTheirMode()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.json"));
    QString error;
    // A new file gets the mode the shell's ">" would give it, not the temporary file's 0600.
    const mode_t previousMask = ::umask(027);
    const bool written = OutputFile::write(path, "first", &error);
    ::umask(previousMask);
    QVERIFY2(written, qPrintable(error));
    QCOMPARE(contents(path), QByteArray("first"));
    QCOMPARE(modeOf(path) & 07777, mode_t(0640));
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), 0640), 0);
    QVERIFY2(OutputFile::write(path, "second", &error), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("second"));
    QCOMPARE(modeOf(path) & 07777, mode_t(0640));
    QVERIFY(!OutputFile::write(dir.path(), "x", &error));
    QVERIFY2(error.contains(QStringLiteral("directory")), qPrintable(error));
}

void tst_InputOutput::keepsLinksAndHardLinks()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("target"));
    const QString link = dir.filePath(QStringLiteral("link"));
    const QString hard = dir.filePath(QStringLiteral("hard"));
    QString error;
    QVERIFY(OutputFile::write(target, "old", &error));
    QVERIFY(QFile::link(target, link));
    QVERIFY2(OutputFile::write(link, "via link", &error), qPrintable(error));
    QVERIFY(S_ISLNK(modeOf(link)));
    QCOMPARE(contents(target), QByteArray("via link"));

    QCOMPARE(::link(QFile::encodeName(target).constData(), QFile::encodeName(hard).constData()),
             0);
    QVERIFY2(OutputFile::write(hard, "both names", &error), qPrintable(error));
    QCOMPARE(contents(target), QByteArray("both names"));
    QCOMPARE(contents(hard), QByteArray("both names"));

    // A link to nothing yet stays a link, and its target is made, as with the shell's ">".
    const QString dangling = dir.filePath(QStringLiteral("dangling"));
    const QString future = dir.filePath(QStringLiteral("future"));
    QVERIFY(QFile::link(future, dangling));
    QVERIFY2(OutputFile::write(dangling, "made", &error), qPrintable(error));
    QVERIFY(S_ISLNK(modeOf(dangling)));
    QCOMPARE(contents(future), QByteArray("made"));
}

// Root (sudo) exporting over a user's file must not hand the file to root.
void tst_InputOutput::keepsTheOwner()
{
    if (::geteuid() != 0)
        QSKIP("giving a file to another user takes root");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("theirs.yaml"));
    QString error;
    QVERIFY(OutputFile::write(path, "old", &error));
    const QByteArray name = QFile::encodeName(path);
    QCOMPARE(::chown(name.constData(), 65534, 65534), 0);
    QVERIFY2(OutputFile::write(path, "new", &error), qPrintable(error));
    QCOMPARE(contents(path), QByteArray("new"));
    struct stat info = {};
    QCOMPARE(::stat(name.constData(), &info), 0);
    QCOMPARE(info.st_uid, uid_t(65534));
    QCOMPARE(info.st_gid, gid_t(65534));
}

// A file we may write in a folder we may not add to: written in place, not refused. Root
// may add to any folder, so as root a child that is nobody tries.
void tst_InputOutput::writesInPlaceInAFolderThatTakesNoNewFile()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("closed"));
    QVERIFY(QDir().mkdir(folder));
    const QString path = folder + QStringLiteral("/job.yaml");
    QString error;
    QVERIFY(OutputFile::write(path, "old", &error));
    const QByteArray name = QFile::encodeName(path);
    QCOMPARE(::chmod(name.constData(), 0666), 0);
    QCOMPARE(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0);
    QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    const auto reopen = qScopeGuard([&] { ::chmod(QFile::encodeName(folder).constData(), 0755); });
    if (::geteuid() == 0) {
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            QString childError;
            ::_exit(::setgid(65534) == 0 && ::setuid(65534) == 0
                            && OutputFile::write(path, "new", &childError)
                        ? 0
                        : 1);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
    } else {
        QVERIFY2(OutputFile::write(path, "new", &error), qPrintable(error));
    }
    QCOMPARE(contents(path), QByteArray("new"));
    // A new file there is still refused, with the system's reason.
    QVERIFY(::geteuid() == 0 || !OutputFile::write(folder + QStringLiteral("/other"), "x", &error));
}

void tst_InputOutput::writesThroughDevicesAndFifos()
{
    QString error;
    QVERIFY2(OutputFile::write(QStringLiteral("/dev/null"), "gone", &error), qPrintable(error));
    QVERIFY(S_ISCHR(modeOf(QStringLiteral("/dev/null"))));

    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // Nobody reads: refused at once instead of blocking.
    QVERIFY(!OutputFile::write(fifo, "x", &error));
    QVERIFY2(error.contains(QStringLiteral("nobody reads")), qPrintable(error));
    // A reader: the text goes through it, and the FIFO stays one.
    const int reader = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
    QVERIFY(reader >= 0);
    QVERIFY2(OutputFile::write(fifo, "through", &error), qPrintable(error));
    char buffer[16] = {};
    QCOMPARE(::read(reader, buffer, sizeof buffer), ssize_t(7));
    QCOMPARE(QByteArray(buffer, 7), QByteArray("through"));
    ::close(reader);
    QVERIFY(S_ISFIFO(modeOf(fifo)));
}

QTEST_GUILESS_MAIN(tst_InputOutput)
#include "tst_inputoutput.moc"
