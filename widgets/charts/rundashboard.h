#pragma once

#include "app/history/pastrunreader.h"
#include "app/session/runsession.h"

#include <QList>
#include <QPointer>
#include <QSet>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;
QT_END_NAMESPACE

namespace Poolcraft {

class HistoryStore;
class LogBuffer;
class LogView;
class MetricChartsPanel;
class MetricSeriesSet;

// One or more runs at a glance: per-epoch charts above, the replicas' logs below. It shows
// what a RunSession made of a live run, or what the history kept of a past one; it holds
// none of it. Several runs overlay on the charts (one colour each) and share the log, where
// each task is a filterable source.
class RunDashboard : public QWidget
{
    Q_OBJECT

public:
    explicit RunDashboard(QWidget *parent = nullptr);
    ~RunDashboard() override;

    // Returns the run's index on the charts. Lines the session recorded are indexed in the
    // history's files in place (the text is kept once, on disk); others are copied.
    int addSession(RunSession *session, const QString &label);
    // Reads the run from the history on another thread; its index now, its lines and points
    // when pastRunLoaded(run) says so. The store gives the path; the reading thread opens
    // its own connection.
    int addPastRun(const HistoryStore &store, qint64 runId, const QString &label = {});
    bool isLoading() const { return !m_loads.isEmpty(); }

    LogView *logView() const { return m_logView; }
    // "All tasks", then each task's log: picks the one task the log shows.
    QComboBox *taskFilter() const { return m_taskFilter; }
    // Shows only that log source's lines (-1: every source's).
    void showOnlyTask(int source);
    LogBuffer *logBuffer() const { return m_logBuffer; }
    MetricChartsPanel *chartsPanel() const { return m_charts; }
    MetricSeriesSet *metrics() const { return m_metrics; }

signals:
    void pastRunLoaded(int run);

private:
    struct RunFeed
    {
        QPointer<RunSession> session;
        QString label;
        int shownSeries = -1;       // the extractor's run the charts show: the latest
    };
    void onSessionLines(int run, const QList<Poolcraft::SessionLines> &lines);
    void onSessionMetrics(int run, int series, qsizetype firstPoint);
    void showMetricsSource(const QString &taskName);
    void showPastMetrics(int run, const QList<MetricRun> &metrics);
    void appendLines(int run, const QString &taskName, bool isStderr, const QByteArray &text,
                     const QString &filePath, qint64 fileOffset);
    // The charts show a run's latest training run (a log whose epochs start again is a new
    // one); only points from firstPoint on are published.
    void publishSeries(int run, const MetricRun &series, bool replace, qsizetype firstPoint);
    int sourceFor(int run, const QString &taskName);
    void rebuildSourceMenu();
    // The task filter says what the log shows: all tasks, one, or (placeholder) some.
    void syncTaskFilter();
    void applySearch();
    void updateMatchLabel();

    MetricSeriesSet *m_metrics = nullptr;
    LogBuffer *m_logBuffer = nullptr;
    MetricChartsPanel *m_charts = nullptr;
    LogView *m_logView = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QCheckBox *m_regexBox = nullptr;
    QCheckBox *m_caseBox = nullptr;
    QLabel *m_matchLabel = nullptr;
    QLabel *m_metricsSource = nullptr;
    QToolButton *m_sourcesButton = nullptr;
    QComboBox *m_taskFilter = nullptr;
    QList<RunFeed> m_feeds;
    QList<PastRunReader *> m_loads;
    QSet<int> m_attachedFiles;          // log sources indexed in the history's files
};

} // namespace Poolcraft
