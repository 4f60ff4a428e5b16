#include "app/launch/launchplan.h"
#include "app/launch/replicascript.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

// name=value pairs of `env -0` output.
QMap<QString, QString> parseEnvironment(const QByteArray &nulSeparated)
{
    QMap<QString, QString> variables;
    for (const QByteArray &entry : nulSeparated.split('\0')) {
        const qsizetype equals = entry.indexOf('=');
        if (equals > 0)
            variables.insert(QString::fromUtf8(entry.left(equals)),
                             QString::fromUtf8(entry.mid(equals + 1)));
    }
    return variables;
}

} // namespace

class tst_ReplicaScript final : public QObject
{
    Q_OBJECT

private slots:
    void pastedScriptSetsExactlyTheValues_data();
    void pastedScriptSetsExactlyTheValues();
    void invalidNamesAreLeftOut();
    void staleClusterVariablesAreUnset();
};

void tst_ReplicaScript::pastedScriptSetsExactlyTheValues_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("directoryName");

    QTest::newRow("plain") << "0.1" << "--lr=0.1" << "run";
    QTest::newRow("single quotes") << "it's 'quoted'" << "--name=it's" << "it's";
    QTest::newRow("command substitution")
        << "$(touch PWNED)" << "`touch PWNED`" << "$(touch PWNED)";
    QTest::newRow("newlines") << "line 1\nline 2\n" << "a\nb" << "two\nlines";
    QTest::newRow("semicolons and pipes")
        << "x; touch PWNED | cat && true" << ";touch PWNED;" << "a;b|c";
    QTest::newRow("globs and variables") << "* $HOME ${PATH} ~" << "*" << "*";
    QTest::newRow("backslashes and double quotes") << "\\\"\\n\"\\" << "\"\\'" << "back\\slash";
    QTest::newRow("empty") << "" << "" << "-dash";
    QTest::newRow("unicode") << "Zürich 北京 🙂" << "été" << "répertoire";
    // They must arrive as they are, yet the script shown in a terminal must not drive it.
    QTest::newRow("terminal escapes")
        << "\x1b]0;pwned\x07\r\x1b[2J\u202Eevil" << "a\u009b31mb\x7f" << "esc\x1b[1mdir\r";
}

// Runs the script under sh, as pasted, with a program that records its directory,
// arguments and environment; hostile values must arrive unchanged and run nothing.
void tst_ReplicaScript::pastedScriptSetsExactlyTheValues()
{
    QFETCH(QString, value);
    QFETCH(QString, argument);
    QFETCH(QString, directoryName);

    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString directory = scratch.filePath(directoryName);
    QVERIFY(QDir().mkpath(directory));
    const QString record = scratch.filePath(QStringLiteral("record"));

    ReplicaPlan replica;
    replica.taskName = QStringLiteral("workerpool0-0");
    replica.workingDirectory = directory;
    replica.program = QStringLiteral("/bin/sh");
    // $1: where to write; the rest are the arguments under test.
    replica.arguments = {QStringLiteral("-c"),
                         QStringLiteral("printf '%s\\0' \"$(pwd -P)\" \"$@\" > \"$0.args\";"
                                        " env -0 > \"$0.env\""),
                         record, argument, QStringLiteral("second word")};
    replica.variables.insert(QStringLiteral("HOSTILE_VALUE"), value);
    replica.variables.insert(QStringLiteral("RANK"), QStringLiteral("0"));

    const ReplicaScript script = makeReplicaScript(replica);
    QVERIFY(script.omitted.isEmpty());
    for (const QChar c : script.text)
        QVERIFY2(c == u'\n' || c == u'\t' || !isTerminalControl(c.unicode()), qPrintable(script.text));

    QProcess shell;
    shell.setWorkingDirectory(scratch.path());
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-s")});
    QVERIFY(shell.waitForStarted());
    shell.write(script.text.toUtf8());
    shell.closeWriteChannel();
    QVERIFY2(shell.waitForFinished(30000), "the script did not finish");
    QCOMPARE(shell.exitCode(), 0);

    QFile args(record + QStringLiteral(".args"));
    QVERIFY(args.open(QIODevice::ReadOnly));
    const QList<QByteArray> words = args.readAll().split('\0');
    QCOMPARE(words.size(), 4); // directory, two arguments, what follows the last NUL
    QCOMPARE(QString::fromUtf8(words.at(0)), QDir(directory).canonicalPath());
    QCOMPARE(QString::fromUtf8(words.at(1)), argument);
    QCOMPARE(QString::fromUtf8(words.at(2)), QStringLiteral("second word"));

    QFile env(record + QStringLiteral(".env"));
    QVERIFY(env.open(QIODevice::ReadOnly));
    const QMap<QString, QString> variables = parseEnvironment(env.readAll());
    QCOMPARE(variables.value(QStringLiteral("HOSTILE_VALUE")), value);
    QCOMPARE(variables.value(QStringLiteral("RANK")), QStringLiteral("0"));

    // Nothing in the values ran: no file appeared in either directory.
    QVERIFY(!QFile::exists(scratch.filePath(QStringLiteral("PWNED"))));
    QVERIFY(!QFile::exists(QDir(directory).filePath(QStringLiteral("PWNED"))));
}

void tst_ReplicaScript::invalidNamesAreLeftOut()
{
    ReplicaPlan replica;
    replica.taskName = QStringLiteral("workerpool0-0");
    replica.program = QStringLiteral("true");
    replica.variables.insert(QStringLiteral("X;touch /tmp/x;Y"), QStringLiteral("1"));
    replica.variables.insert(QStringLiteral("BAD\nNAME"), QStringLiteral("1"));
    replica.variables.insert(QStringLiteral("GOOD_NAME"), QStringLiteral("1"));
    const ReplicaScript script = makeReplicaScript(replica);
    QCOMPARE(script.omitted.size(), 2);
    QVERIFY(!script.text.contains(QStringLiteral("touch")));
    QVERIFY(!script.text.contains(QStringLiteral("BAD")));
    QVERIFY(script.text.contains(QStringLiteral("export GOOD_NAME='1'")));
    QVERIFY(script.text.contains(QStringLiteral("2 variable")));
}

void tst_ReplicaScript::staleClusterVariablesAreUnset()
{
    ReplicaPlan replica;
    replica.taskName = QStringLiteral("workerpool0-0");
    replica.program = QStringLiteral("true");
    replica.variables.insert(QStringLiteral("CLUSTER_SPEC"), QStringLiteral("{}"));
    const ReplicaScript script = makeReplicaScript(replica);
    // A single-replica job has no TF_CONFIG: one the paster's shell holds must not leak in.
    QVERIFY(script.text.contains(QStringLiteral("unset TF_CONFIG\n")));
    QVERIFY(!script.text.contains(QStringLiteral("unset CLUSTER_SPEC")));
}

QTEST_GUILESS_MAIN(tst_ReplicaScript)
#include "tst_replicascript.moc"
