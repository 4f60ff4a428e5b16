// Every command over a table of hostile inputs: none may crash, hang, answer without saying
// where the problem is, or write anything but the output it was asked for.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// A hang guard, not a speed measure: other engineers' builds share the two cores.
constexpr int HangGuardMs = 120000;

struct Run
{
    bool finished = false;
    bool crashed = false;
    int exitCode = -1;
    QString output;                  // stdout and stderr
};

// QProcess passes arguments as UTF-8; a file name that is not UTF-8 has to be made by the
// shell. An argument "@RAW@" becomes the bytes printf makes of rawName ("caf\\351.yaml").
Run runPoolcraft(const QStringList &arguments, const QString &workingDirectory,
                 const QByteArray &input = QByteArray(), const QString &rawName = QString())
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("RAW_NAME"), rawName);
    process.setProcessEnvironment(environment);
    const QString script = QStringLiteral(
        "n=$#; i=0\n"
        "while [ $i -lt $n ]; do\n"
        "  a=$1; shift; [ \"$a\" = @RAW@ ] && a=$(printf \"$RAW_NAME\"); set -- \"$@\" \"$a\"\n"
        "  i=$((i + 1))\n"
        "done\n"
        "exec \"$0\" \"$@\"\n");
    process.start(QStringLiteral("/bin/sh"), QStringList{QStringLiteral("-c"), script,
                                                         QStringLiteral(POOLCRAFT_EXECUTABLE)}
                                                 + arguments);
    Run run;
    if (!process.waitForStarted(HangGuardMs))
        return run;
    process.write(input);
    process.closeWriteChannel();
    run.finished = process.waitForFinished(HangGuardMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.exitCode = process.exitCode();
    run.output = QString::fromUtf8(process.readAll());
    return run;
}

// Name, size, type and mode of everything under dir: what "nothing else was written" is
// checked against.
QStringList snapshot(const QString &dir)
{
    QStringList entries;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        struct stat info = {};
        ::lstat(QFile::encodeName(it.filePath()).constData(), &info);
        entries << QStringLiteral("%1 %2 %3").arg(it.filePath()).arg(info.st_mode, 0, 8)
                       .arg(S_ISREG(info.st_mode) ? qint64(info.st_size) : 0);
    }
    entries.sort();
    return entries;
}

void writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(data), data.size());
}

// A file whose name QString cannot hold: made from its bytes.
void writeRawNamedFile(const QByteArray &name, const QByteArray &data)
{
    QFile file;
    QVERIFY(file.open(fopen(name.constData(), "w"), QIODevice::WriteOnly,
                      QFileDevice::AutoCloseHandle));
    QCOMPARE(file.write(data), data.size());
}

// The content of a file named by its bytes; null when there is no such file.
QByteArray readRawNamedFile(const QByteArray &name)
{
    QFile file;
    if (!file.open(fopen(name.constData(), "r"), QIODevice::ReadOnly,
                   QFileDevice::AutoCloseHandle))
        return QByteArray();
    return file.readAll();
}

// The names in a folder as bytes: QDir leaves out the names it cannot decode.
QByteArrayList rawEntries(const QString &folder)
{
    QByteArrayList names;
    if (DIR *dir = ::opendir(QFile::encodeName(folder).constData())) {
        while (const dirent *entry = ::readdir(dir)) {
            const QByteArray name(entry->d_name);
            if (name != "." && name != "..")
                names.append(name);
        }
        ::closedir(dir);
    }
    return names;
}

QByteArray repeated(const QByteArray &piece, int count)
{
    QByteArray data;
    data.reserve(piece.size() * count);
    for (int i = 0; i < count; ++i)
        data += piece;
    return data;
}

} // namespace

class tst_HostileCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyCommandSurvives_data();
    void everyCommandSurvives();
    void validateReadsStandardInput();
    void exportWritesThroughWhatIsNotARegularFile();
    void manyLabelsExport();
    void jobWithoutPools_data();
    void jobWithoutPools();
    void nonUtf8NameIsOpened_data();
    void nonUtf8NameIsOpened();
    void nonUtf8OutputIsWritten();
    void nonUtf8FolderRuns();
    void emptyProgramIsTheCommandLinesFault();

private:
    QTemporaryDir m_inputs;
    QMap<QString, QString> m_files;  // input name -> path
};

void tst_HostileCli::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(POOLCRAFT_EXECUTABLE)));
    QVERIFY(m_inputs.isValid());
    auto add = [this](const char *name, const QByteArray &data) {
        const QString path = m_inputs.filePath(QString::fromLatin1(name));
        writeFile(path, data);
        m_files.insert(QString::fromLatin1(name), path);
    };
    const QByteArray job = "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
                           "  replicaCount: 1\n  containerSpec:\n    imageUri: gcr.io/p/t:1\n";
    add("empty", "");
    add("binary", QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0\xff\xfe", 12).repeated(100));
    add("invalid-utf8", job + "  x: \"\xc3\x28\xff\"\n");
    add("huge-line", QByteArray(17 << 20, 'a'));
    add("huge-file", repeated("k: v\n", 3'000'000));
    add("deep-json", QByteArray(100'000, '[') + QByteArray(100'000, ']'));
    add("deep-yaml", repeated("- ", 5'000) + "x\n");
    add("alias-bomb",
        "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c]\n"
        "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e]\n"
        "workerPoolSpecs: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\n");
    add("long-alias",
        job + "    args: [&s \"" + QByteArray(100'000, 'A') + "\"]\n    command: ["
            + repeated("*s, ", 1999) + "*s]\n");
    add("number-edges",
        R"({"jobSpec": {"workerPoolSpecs": [{"machineSpec": {"machineType": "n1-standard-4"},
            "replicaCount": 1e400, "diskSpec": {"bootDiskSizeGb": -1e400},
            "containerSpec": {"imageUri": "gcr.io/p/t:1", "args": ["x"]}},
           {"replicaCount": 18446744073709551616, "machineSpec": {"acceleratorCount": 1.5}},
           {"replicaCount": -9223372036854775809}, {"replicaCount": 1e-400}]}})");
    add("yaml-number-edges",
        "workerPoolSpecs:\n- machineSpec: {machineType: n1-standard-4, acceleratorCount: 1e400}\n"
        "  replicaCount: 18446744073709551616\n  diskSpec: {bootDiskSizeGb: -.inf}\n"
        "  containerSpec: {imageUri: gcr.io/p/t:1}\n- {replicaCount: .nan}\n"
        "- {replicaCount: 0x7fffffffffffffff}\n- {replicaCount: 1.5}\n");
    add("duplicate-keys",
        R"({"jobSpec": {"workerPoolSpecs": [{"machineSpec": {"machineType": "n1-standard-4"},
            "replicaCount": 1, "replicaCount": 2,
            "containerSpec": {"imageUri": "gcr.io/p/t:1"}}]}})");
    add("hostile-names", job + "    env:\n    - name: X;touch PWNED;Y\n      value: $(touch PWNED)\n"
                               "    - name: \"A\\nB\"\n      value: \"'\"\n"
                               "    - name: \"A\\nFILE:1:1: error: injected\\e]0;pwn\\a\\u202E\"\n"
                               "      value: v\n");
    add("no-pools", "poolcraft: 1\ndisplayName: nothing\n");
    add("json-garbage", "{\"a\": [1, 2,, \x01]}");
    add("log-backtracking", repeated(QByteArray(3000, 'a') + "!\n", 300));

    const QString fifo = m_inputs.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    m_files.insert(QStringLiteral("fifo"), fifo);
    m_files.insert(QStringLiteral("directory"), m_inputs.path());
    m_files.insert(QStringLiteral("device"), QStringLiteral("/dev/zero"));
    m_files.insert(QStringLiteral("missing"), m_inputs.filePath(QStringLiteral("missing.yaml")));
    // A readable job whose name is Latin-1, not UTF-8.
    writeRawNamedFile(QFile::encodeName(m_inputs.path()) + "/caf\xe9.yaml", job);
    m_files.insert(QStringLiteral("non-utf8-name"), QStringLiteral("@RAW@"));
}

void tst_HostileCli::cleanupTestCase()
{
    // QDir cannot name it to remove it: a name that is not UTF-8 is lost in decoding.
    ::unlink((QFile::encodeName(m_inputs.path()) + "/caf\xe9.yaml").constData());
}

void tst_HostileCli::everyCommandSurvives_data()
{
    QTest::addColumn<QStringList>("arguments"); // FILE stands for the input, OUT for -o
    QTest::addColumn<QString>("input");

    const QList<QPair<const char *, QStringList>> commands = {
        {"validate", {QStringLiteral("validate"), QStringLiteral("FILE")}},
        {"validate-json",
         {QStringLiteral("validate"), QStringLiteral("--json"), QStringLiteral("FILE")}},
        {"export", {QStringLiteral("export"), QStringLiteral("--to"),
                    QStringLiteral("vertex-json"), QStringLiteral("FILE"), QStringLiteral("-o"),
                    QStringLiteral("OUT")}},
        {"export-yaml", {QStringLiteral("export"), QStringLiteral("--to"),
                         QStringLiteral("vertex-yaml"), QStringLiteral("FILE")}},
        {"where", {QStringLiteral("where"), QStringLiteral("FILE")}},
        {"metrics", {QStringLiteral("metrics"), QStringLiteral("FILE")}},
        {"metrics-pattern", {QStringLiteral("metrics"), QStringLiteral("--pattern"),
                             // Nested quantifiers and no literal PCRE2 could look for
                             // first: exponential backtracking on "aaa...a!".
                             QStringLiteral("^(?<epoch>(a+)+)(?<loss>x*)$"),
                             QStringLiteral("FILE")}},
        {"catalog", {QStringLiteral("catalog"), QStringLiteral("--catalog"),
                     QStringLiteral("FILE")}},
    };
    const QStringList inputs = {
        QStringLiteral("empty"), QStringLiteral("directory"), QStringLiteral("fifo"),
        QStringLiteral("device"), QStringLiteral("binary"), QStringLiteral("invalid-utf8"),
        QStringLiteral("huge-line"), QStringLiteral("huge-file"), QStringLiteral("deep-json"),
        QStringLiteral("deep-yaml"), QStringLiteral("alias-bomb"), QStringLiteral("long-alias"),
        QStringLiteral("number-edges"), QStringLiteral("yaml-number-edges"),
        QStringLiteral("duplicate-keys"),
        QStringLiteral("hostile-names"), QStringLiteral("no-pools"),
        QStringLiteral("json-garbage"), QStringLiteral("missing"),
        QStringLiteral("non-utf8-name"), QStringLiteral("log-backtracking"),
    };
    for (const auto &command : commands) {
        for (const QString &input : inputs) {
            const QByteArray row = QByteArray(command.first) + ' ' + input.toLatin1();
            QTest::newRow(row.constData()) << command.second << input;
        }
    }
}

void tst_HostileCli::everyCommandSurvives()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, input);

    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString file = m_files.value(input);
    const QString output = work.filePath(QStringLiteral("out.json"));
    arguments.replaceInStrings(QRegularExpression(QStringLiteral("^FILE$")), file);
    arguments.replaceInStrings(QRegularExpression(QStringLiteral("^OUT$")), output);
    const QStringList inputsBefore = snapshot(m_inputs.path());

    const QString rawName = m_inputs.path() + QStringLiteral("/caf\\351.yaml");
    const Run run = runPoolcraft(arguments, work.path(), QByteArray(), rawName);

    QVERIFY2(run.finished, "no answer: it hangs");
    QVERIFY2(!run.crashed, qPrintable(run.output.left(2000)));
    QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, qPrintable(run.output.left(2000)));
    if (run.exitCode != 0) {
        // FILE:LINE:COL: severity: message, naming the input as it was given.
        static const QRegularExpression located(QStringLiteral(":\\d+:\\d+: (error|warning): "));
        // Qt shows a name that is not UTF-8 with replacement characters.
        const QString shown = file == QLatin1String("@RAW@")
                                  ? QFile::decodeName(QFile::encodeName(m_inputs.path())
                                                      + "/caf\xe9.yaml")
                                  : file;
        if (arguments.contains(QStringLiteral("--json"))) {
            // The same facts as JSON: a file, a line and a column for each problem.
            const QJsonArray problems = QJsonDocument::fromJson(run.output.toUtf8()).array();
            QVERIFY2(!problems.isEmpty(), qPrintable(run.output.left(2000)));
            for (const QJsonValue &problem : problems) {
                const QJsonObject object = problem.toObject();
                QCOMPARE(object.value(QStringLiteral("file")).toString(), shown);
                QVERIFY(object.value(QStringLiteral("line")).toInt() >= 1);
                QVERIFY(object.value(QStringLiteral("column")).toInt() >= 1);
            }
        } else {
            QVERIFY2(run.output.contains(shown) && located.match(run.output).hasMatch(),
                     qPrintable(run.output.left(2000)));
        }
        QVERIFY2(!run.output.contains(QStringLiteral(":0:0:")), qPrintable(run.output.left(2000)));
    }
    // What a file holds never drives the terminal or starts a line of its own. (JSON and
    // an export on standard output are the data asked for, in their formats' own quoting.)
    const bool dataOut = arguments.contains(QStringLiteral("--json"))
                         || (arguments.first() == QLatin1String("export")
                             && !arguments.contains(QStringLiteral("-o")));
    static const QRegularExpression control(
        QStringLiteral("[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\x{202a}-\\x{202e}\\x{2066}-\\x{2069}]"));
    QVERIFY2(dataOut || !control.match(run.output).hasMatch(), qPrintable(run.output.left(2000)));
    QVERIFY2(!run.output.contains(QStringLiteral("\nFILE:1:1")), qPrintable(run.output.left(2000)));
    // Nothing written but the output asked for, and the inputs untouched.
    const QStringList written = QDir(work.path()).entryList(QDir::AllEntries | QDir::Hidden
                                                            | QDir::System
                                                            | QDir::NoDotAndDotDot);
    QVERIFY2(written.isEmpty() || written == QStringList{QStringLiteral("out.json")},
             qPrintable(written.join(u' ')));
    QCOMPARE(snapshot(m_inputs.path()), inputsBefore);
    QVERIFY(!QFile::exists(work.filePath(QStringLiteral("PWNED"))));
}

void tst_HostileCli::validateReadsStandardInput()
{
    QTemporaryDir work;
    const Run run = runPoolcraft({QStringLiteral("validate"), QStringLiteral("-")}, work.path(),
                                 "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
                                 "  replicaCount: 2\n  containerSpec:\n    imageUri: gcr.io/p/t:1\n");
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.output.contains(QStringLiteral("<stdin>:4:17: error: ")), qPrintable(run.output));
}

void tst_HostileCli::exportWritesThroughWhatIsNotARegularFile()
{
    QTemporaryDir work;
    const QString job = work.filePath(QStringLiteral("job.yaml"));
    writeFile(job, "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
                   "  replicaCount: 1\n  containerSpec:\n    imageUri: gcr.io/p/t:1\n");
    // A FIFO nobody reads: refused at once, and still a FIFO.
    const QString fifo = work.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    Run run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"),
                            QStringLiteral("vertex-json"), job, QStringLiteral("-o"), fifo},
                           work.path());
    QVERIFY(run.finished);
    QCOMPARE(run.exitCode, 2);
    struct stat info = {};
    QCOMPARE(::lstat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));

    // A symbolic link stays a link; its target gets the text and keeps its mode.
    const QString target = work.filePath(QStringLiteral("target.json"));
    writeFile(target, "old");
    QVERIFY(QFile::setPermissions(target, QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                              | QFileDevice::ReadGroup));
    const QString link = work.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(target, link));
    run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"),
                        QStringLiteral("vertex-json"), job, QStringLiteral("-o"), link},
                       work.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(::stat(QFile::encodeName(target).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, mode_t(0640));
    QFile written(target);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("workerPoolSpecs"));

    // /dev/null stays a device (as root, the rename would have replaced it).
    run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"),
                        QStringLiteral("vertex-json"), job, QStringLiteral("-o"),
                        QStringLiteral("/dev/null")},
                       work.path());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(::stat("/dev/null", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
}

// Labels used to be inserted one by one into an ordered JSON object, a linear search each:
// 100 000 took 8 s, 500 000 took minutes, past the hang guard. Linear, this takes seconds.
void tst_HostileCli::manyLabelsExport()
{
    QTemporaryDir work;
    const QString job = work.filePath(QStringLiteral("labels.json"));
    QByteArray json = R"({"displayName": "d", "jobSpec": {"workerPoolSpecs": [{"machineSpec":
        {"machineType": "n1-standard-4"}, "replicaCount": "1", "containerSpec":
        {"imageUri": "gcr.io/p/t:1"}}]}, "labels": {)";
    constexpr int Labels = 500'000;
    for (int i = 0; i < Labels; ++i)
        json += (i ? ", \"k" : "\"k") + QByteArray::number(i) + "\": \"v\"";
    json += "}}";
    writeFile(job, json);
    const QString output = work.filePath(QStringLiteral("out.json"));
    const Run run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"),
                                  QStringLiteral("vertex-json"), job, QStringLiteral("-o"),
                                  output},
                                 work.path());
    QVERIFY2(run.finished, "no answer: exporting labels is not linear");
    QVERIFY2(run.exitCode <= 1, qPrintable(run.output.left(2000)));
    QFile written(output);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll().count("\"k"), qsizetype(Labels));
}

void tst_HostileCli::jobWithoutPools_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("where prices nothing") << "where" << 1;
    QTest::newRow("export writes nothing") << "export" << 2;
}

// A job without pools used to cost $0.00/h everywhere and export as {} with exit 0.
void tst_HostileCli::jobWithoutPools()
{
    QFETCH(QString, command);
    QFETCH(int, exitCode);
    QTemporaryDir work;
    const QString job = work.filePath(QStringLiteral("empty.yaml"));
    writeFile(job, "poolcraft: 1\ndisplayName: nothing\n");
    const QString output = work.filePath(QStringLiteral("out.json"));
    QStringList arguments{command, job};
    if (command == QLatin1String("export"))
        arguments << QStringLiteral("--to") << QStringLiteral("vertex-json")
                  << QStringLiteral("-o") << output;
    const Run run = runPoolcraft(arguments, work.path());
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.output.contains(job + QStringLiteral(":1:1: error: the job has no worker pools")),
             qPrintable(run.output));
    QVERIFY(!run.output.contains(QStringLiteral("$0.00")));
    QVERIFY(!QFile::exists(output));
}

// `run JOB -- ''` used to say the job file had no local command, at a line of the file.
void tst_HostileCli::emptyProgramIsTheCommandLinesFault()
{
    QTemporaryDir work;
    const QString job = work.filePath(QStringLiteral("job.yaml"));
    writeFile(job, "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
                   "  replicaCount: 1\n  containerSpec:\n    imageUri: gcr.io/p/t:1\n");
    for (const QString &dryRun : {QString(), QStringLiteral("--dry-run")}) {
        QStringList arguments{QStringLiteral("run"), job, QStringLiteral("--local")};
        if (!dryRun.isEmpty())
            arguments << dryRun;
        const Run run = runPoolcraft(arguments + QStringList{QStringLiteral("--"), QString()},
                                     work.path());
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.output.contains(QStringLiteral("the program after -- is empty")),
                 qPrintable(run.output));
        QVERIFY(!run.output.contains(job + u':'));
    }
}

QTEST_GUILESS_MAIN(tst_HostileCli)
void tst_HostileCli::nonUtf8NameIsOpened_data()
{
    QTest::addColumn<QStringList>("arguments"); // @RAW@ stands for the file
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");      // @SHOWN@: the name as messages show it

    const QByteArray job = "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
                           "  replicaCount: 1\n  containerSpec:\n    imageUri: gcr.io/p/t:1\n";
    // A warning at a place only a read of the file can know.
    const QByteArray twice = "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
                             "  replicaCount: 1\n  replicaCount: 1\n"
                             "  containerSpec:\n    imageUri: gcr.io/p/t:1\n";
    const QString raw = QStringLiteral("@RAW@");
    QTest::newRow("validate")
        << QStringList{QStringLiteral("validate"), raw} << twice
        << QStringLiteral("@SHOWN@:5:3: warning: 'replicaCount' appears twice");
    QTest::newRow("validate --json")
        << QStringList{QStringLiteral("validate"), QStringLiteral("--json"), raw} << twice
        << QStringLiteral("\"file\": \"@SHOWN@\"");
    QTest::newRow("export") << QStringList{QStringLiteral("export"), QStringLiteral("--to"),
                                           QStringLiteral("vertex-json"), raw}
                            << job << QStringLiteral("gcr.io/p/t:1");
    QTest::newRow("where") << QStringList{QStringLiteral("where"), raw} << job
                           << QStringLiteral("us-central1");
    QTest::newRow("metrics") << QStringList{QStringLiteral("metrics"), raw}
                             << QByteArray("{\"epoch\": 1, \"loss\": 0.25}\n"
                                           "{\"epoch\": 2, \"loss\": 0.125}\n")
                             << QStringLiteral("0.125");
}

void tst_HostileCli::nonUtf8NameIsOpened()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);

    QTemporaryDir work;
    QVERIFY(work.isValid());
    // "\xff" and "\xfe" are never UTF-8; the shell makes the argument from the printf format.
    const QByteArray rawName = QFile::encodeName(work.path()) + "/r\xff\xfe.txt";
    writeRawNamedFile(rawName, content);

    const Run run = runPoolcraft(arguments, work.path(), QByteArray(),
                                 work.path() + QStringLiteral("/r\\377\\376.txt"));
    ::unlink(rawName.constData());
    QVERIFY2(run.finished, "no answer: it hangs");
    QVERIFY2(run.exitCode == 0, qPrintable(run.output));
    expected.replace(QStringLiteral("@SHOWN@"), QFile::decodeName(rawName));
    QVERIFY2(run.output.contains(expected), qPrintable(run.output));
}

// export -o with a name that is not UTF-8 writes that very name, not its decoded spelling.
void tst_HostileCli::nonUtf8OutputIsWritten()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    writeFile(work.filePath(QStringLiteral("job.yaml")),
              "workerPoolSpecs:\n- machineSpec:\n    machineType: n1-standard-4\n"
              "  replicaCount: 1\n  containerSpec:\n    imageUri: gcr.io/p/t:1\n");
    const QByteArray rawName = QFile::encodeName(work.path()) + "/o\xff\xfe.yaml";
    const Run run = runPoolcraft({QStringLiteral("export"), QStringLiteral("--to"),
                                  QStringLiteral("vertex-yaml"), QStringLiteral("-o"),
                                  QStringLiteral("@RAW@"), QStringLiteral("job.yaml")},
                                 work.path(), QByteArray(),
                                 work.path() + QStringLiteral("/o\\377\\376.yaml"));
    QVERIFY2(run.finished && run.exitCode == 0, qPrintable(run.output));
    QVERIFY2(readRawNamedFile(rawName).contains("gcr.io/p/t:1"),
             "the output is not under the name it was given");
    // Nothing else: no file under the decoded name, no temporary file left behind.
    const QByteArrayList files = rawEntries(work.path());
    QVERIFY2(files.size() == 2, files.join(' ').constData());
}

// A job file in a folder whose name is not UTF-8: the replicas run in that folder, and the
// --dry-run script, pasted into a shell, enters it too.
void tst_HostileCli::nonUtf8FolderRuns()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QByteArray folder = QFile::encodeName(work.path()) + "/d\xfe";
    QCOMPARE(::mkdir(folder.constData(), 0700), 0);
    writeRawNamedFile(folder + "/job.yaml",
                      "poolcraft: 1\nlocalCommand: [/bin/sh, -c, 'pwd > where.txt']\n"
                      "jobSpec:\n  workerPoolSpecs:\n  - machineSpec: {machineType: n1-standard-4}\n"
                      "    replicaCount: 1\n    containerSpec: {imageUri: gcr.io/p/t:1}\n");
    const QString rawJob = work.path() + QStringLiteral("/d\\376/job.yaml");
    const QStringList run{QStringLiteral("run"), QStringLiteral("--local"),
                          QStringLiteral("--no-history"), QStringLiteral("--run-dir"),
                          work.filePath(QStringLiteral("runs"))};

    const Run started = runPoolcraft(run + QStringList{QStringLiteral("@RAW@")}, work.path(),
                                     QByteArray(), rawJob);
    QVERIFY2(started.finished && !started.crashed, qPrintable(started.output));
    QVERIFY2(readRawNamedFile(folder + "/where.txt").trimmed() == folder,
             qPrintable(QStringLiteral("the replica did not run in the job's folder: ")
                        + started.output));
    ::unlink(folder + "/where.txt");

    const Run dryRun = runPoolcraft(run + QStringList{QStringLiteral("--dry-run"),
                                                      QStringLiteral("@RAW@")},
                                    work.path(), QByteArray(), rawJob);
    QVERIFY2(dryRun.finished && dryRun.exitCode == 0, qPrintable(dryRun.output));
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), dryRun.output});
    QVERIFY(shell.waitForFinished(HangGuardMs));
    QVERIFY2(readRawNamedFile(folder + "/where.txt").trimmed() == folder,
             qPrintable(QStringLiteral("the script did not enter the job's folder: ")
                        + dryRun.output));
}

#include "tst_hostilecli.moc"
