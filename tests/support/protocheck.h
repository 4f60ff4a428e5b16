#pragma once

// Runs tests/support/protocheck.js (Google's published Vertex protos, read with protobufjs)
// on a JSON document. Header-only so that any test folder can include it.

#include <QByteArray>
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace Poolcraft::Testing {

inline QString protoCheckScript()
{
    return QStringLiteral(POOLCRAFT_SOURCE_DIR "/tests/support/protocheck.js");
}

// True when every field name and enum value of `json` exists in `messageType`
// ("google.cloud.aiplatform.v1.CustomJob"). Otherwise false with the checker's report (or
// why it could not run) in *error.
inline bool checkAgainstProtos(const QByteArray &json, const QString &messageType,
                               QString *error)
{
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (node.isEmpty()) {
        *error = QStringLiteral("node is not installed (packaging/dev.sh installs it)");
        return false;
    }
    QProcess process;
    process.start(node, {protoCheckScript(), messageType});
    if (!process.waitForStarted(60000)) {
        *error = QStringLiteral("cannot start node: ") + process.errorString();
        return false;
    }
    process.write(json);
    process.closeWriteChannel();
    // Loading the 3.5 MB protos.json takes a fraction of a second; a loaded machine may need
    // far longer.
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished(5000);
        *error = QStringLiteral("protocheck.js did not finish in 120 s");
        return false;
    }
    const QString output = QString::fromUtf8(process.readAllStandardError()
                                             + process.readAllStandardOutput());
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("protocheck.js exit %1: %2")
                     .arg(process.exitCode())
                     .arg(output.trimmed());
        return false;
    }
    error->clear();
    return true;
}

} // namespace Poolcraft::Testing
