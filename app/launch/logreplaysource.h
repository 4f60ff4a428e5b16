#pragma once

#include "runsource.h"

#include <QFile>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace Poolcraft {

// A saved log played back as a run: its bytes become one task's output, a piece per event
// loop turn, so a log someone else wrote goes through the same session (terminal model,
// extractor, history) as a live run. Pieces are `chunkBytes` long, or of random lengths up
// to that when a seed is given (how a pipe cuts a stream).
class LogReplaySource : public RunSource
{
    Q_OBJECT

public:
    explicit LogReplaySource(QObject *parent = nullptr);

    void setLog(const QString &fileName, const QString &taskName = QStringLiteral("workerpool0-0"));
    void setLogData(const QByteArray &data,
                    const QString &taskName = QStringLiteral("workerpool0-0"));
    void setStream(OutputStream stream) { m_stream = stream; }
    void setChunking(int chunkBytes, quint32 seed = 0);

    bool start() override;
    void stop() override;
    void stopNow() override;
    Run *run() const override { return m_run; }
    quint64 generation() const override { return m_generation; }
    QStringList taskNames() const override { return {m_taskName}; }
    QString kind() const override { return QStringLiteral("log"); }
    QString resourceName() const override { return m_fileName; }
    QString whyNotStarted() const override { return m_whyNotStarted; }

private:
    void playNext();
    void end(RunState state, const QString &message);

    QString m_fileName;
    QByteArray m_data;
    std::unique_ptr<QFile> m_file;
    QString m_taskName;
    OutputStream m_stream = OutputStream::Stdout;
    int m_chunkBytes = 1 << 16;
    quint32 m_seed = 0;
    quint32 m_random = 0;
    qsizetype m_position = 0;
    QPointer<Run> m_run;
    quint64 m_generation = 0;
    QString m_whyNotStarted;
    QTimer m_timer;
};

} // namespace Poolcraft
