#pragma once

#include "models/metrics/metricpoint.h"

#include <QByteArrayView>
#include <QRegularExpression>

#include <memory>
#include <string_view>
#include <vector>

namespace Poolcraft {

// A point that a line added or changed: runs()[run].points[point].
struct MetricUpdate
{
    int run = 0;
    int point = 0;
    bool operator==(const MetricUpdate &) const = default;
};

// The time a user's pattern may take, shared by every extractor given it: a command that
// reads a thousand logs gets one budget, not a thousand.
struct PatternTimeBudget
{
    static constexpr qint64 DefaultNanoseconds = 10'000'000'000;
    qint64 remainingNanoseconds = DefaultNanoseconds;
};
using PatternTimeBudgetPtr = std::shared_ptr<PatternTimeBudget>;

// Finds per-epoch metrics in training output, one assembled line at a time (see
// LineAssembler). Knows Keras 2/3 epoch and step lines, "Epoch N, name: value" custom loops,
// PyTorch "Train Epoch"/"Test set" prints, "EPOCH: N" headers with tqdm descriptions,
// Lightning tqdm bars, Hugging Face Trainer dict lines and tables, JSON lines, the hypertune
// metric file, and a user-defined regular expression with named groups (one named "epoch"
// or "step", every other one a metric); Cloud ML Engine's evaluations by step ("Eval, step
// 1000:") go to runs whose axis is steps. Line prefixes of Vertex/AI Platform stream-logs,
// docker service logs, knitr and timestamped loggers are skipped.
class MetricExtractor
{
public:
    MetricExtractor();

    // A pattern with a named group "epoch" (or "step"); false and a message if unusable.
    // Without a budget, the pattern gets one of its own.
    bool setCustomPattern(const QString &pattern, QString *errorMessage = nullptr,
                          PatternTimeBudgetPtr budget = {});

    void addLine(QByteArrayView utf8Line); // without the newline
    void addLine(const QString &line) { addLine(QByteArrayView(line.toUtf8())); }

    const QList<MetricRun> &runs() const { return m_runs; }
    const QList<MetricNote> &notes() const { return m_notes; }
    qint64 lineCount() const { return m_lineNumber; }

    // Points added or changed since the last call, for live charts.
    QList<MetricUpdate> takeUpdates();
    void setTrackUpdates(bool track) { m_trackUpdates = track; }

private:
    enum class Context { None, KerasEpoch, HeaderEpoch, TrainEpoch, StepEvaluation };
    enum class PointMode { MergeSameEpoch, AlwaysNew };

    bool customLine(QByteArrayView line);
    bool dictLine(std::string_view text);
    bool tableLine(std::string_view text);
    bool epochLine(std::string_view text);
    bool trainEpochLine(std::string_view text);
    bool testSetLine(std::string_view text);
    bool kerasStepLine(std::string_view text);
    bool headerContextLine(std::string_view text);
    bool evaluationStepLine(std::string_view text);
    bool evaluationSetLine(std::string_view text);

    MetricPoint &openPoint(double epoch, PointMode mode, MetricAxis axis = MetricAxis::Epoch);
    MetricPoint *currentPoint();
    void touch();
    void completeCurrent();
    int nameSlot(std::string_view name);
    void setCurrentValue(int slot, double value);
    void setCurrentValue(const QString &name, double value);
    int setPairs(std::string_view text);

    QList<MetricRun> m_runs;
    QList<MetricNote> m_notes;
    QList<MetricUpdate> m_updates;
    bool m_trackUpdates = true;
    qint64 m_lineNumber = 0;
    Context m_context = Context::None;
    int m_currentRun = -1;
    int m_currentPoint = -1;
    // Bounds on a user's --pattern: PCRE2 steps per line, and time for every line it sees.
    static constexpr int CustomPatternStepLimit = 1'000'000;
    QRegularExpression m_custom;
    PatternTimeBudgetPtr m_customBudget;
    bool m_customStepLimitNoted = false;
    QStringList m_customMetricGroups;
    QString m_customXGroup;
    QStringList m_tableColumns;
    int m_tableEpochColumn = -1;
    bool m_tableExpectRows = false;
    struct NameEntry
    {
        std::string bytes;
        QString name;
        int run = -1; // the run `slot` belongs to
        int slot = -1;
    };
    std::vector<NameEntry> m_names;
    size_t m_nextName = 0;
};

} // namespace Poolcraft
