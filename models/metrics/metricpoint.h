#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace Poolcraft {

struct MetricValue
{
    QString name;   // as the log spells it: "val_loss", "Test Accuracy", "train_loss_epoch"
    double value = 0; // NaN when the log printed nan
    bool operator==(const MetricValue &other) const
    {
        return name == other.name
               && (value == other.value || (value != value && other.value != other.value));
    }
};

// What a run's points are numbered by: epochs, or training steps where a log reports
// evaluations by step ("Eval, step 1000:").
enum class MetricAxis { Epoch, Step };

// One epoch (or one logging step, where the log numbers by fractional epoch) of a MetricRun.
// Its values live in the run, so a long log costs a few bytes per value and no allocation
// per epoch.
struct MetricPoint
{
    double epoch = 0;            // as the log numbers it: 0- or 1-based, may be fractional;
                                 // the step in a run whose axis is MetricAxis::Step
    qint64 line = 0;             // 1-based line of the log that last changed this point
    qsizetype firstValue = 0;    // where this point's value slots start in its run
    int slotCount = 0;           // slots written so far: names the run knew by then
    bool complete = false;       // false while the epoch is still running
    bool operator==(const MetricPoint &) const = default;
};

enum class MetricFamily { Loss, Accuracy, Other };
enum class MetricSplit { Training, Validation };

// What a chart needs to know about a metric name: which plot it belongs on (family and
// base name, so "loss" and "val_loss" share one) and which line it is (training/validation).
struct MetricClass
{
    MetricFamily family = MetricFamily::Other;
    MetricSplit split = MetricSplit::Training;
    QString baseName; // lower case, split words removed: "val_student_loss" -> "student_loss"
    bool operator==(const MetricClass &) const = default;
};

MetricClass classifyMetric(QStringView name);
QString metricFamilyName(MetricFamily family); // "loss", "accuracy", "other"

// One training run: the epochs of a log until its epoch numbering starts again. Values are
// kept in one array, one slot per metric name for each point; slot i is metricNames()[i].
class MetricRun
{
public:
    QList<MetricPoint> points;                  // in epoch order
    QHash<QString, MetricSplit> splitOverrides; // where the format says more than the name
    qint64 firstLine = 0;
    MetricAxis axis = MetricAxis::Epoch;

    QString axisName() const; // "epoch" or "step", as tables and JSON name the x column
    const QStringList &metricNames() const { return m_names; } // first-seen order
    MetricClass classify(const QString &name) const;
    QList<MetricPoint> completePoints() const;

    bool has(const MetricPoint &point, QStringView name) const;
    double value(const MetricPoint &point, QStringView name) const; // NaN when absent
    // The values the point holds, in metricNames() order.
    QList<MetricValue> values(const MetricPoint &point) const;

    MetricPoint &appendPoint(double epoch, qint64 line);
    // The slot of a metric name, added at the end when new.
    int slot(const QString &name);
    void setValue(qsizetype pointIndex, int slot, double value)
    {
        // Inline for the common case: the slot exists and the value is a number.
        const MetricPoint &point = points.at(pointIndex);
        if (slot < point.slotCount && value == value)
            m_values[point.firstValue + slot] = value;
        else
            growAndSetValue(pointIndex, slot, value);
    }
    void setValue(qsizetype pointIndex, const QString &name, double value)
    {
        setValue(pointIndex, slot(name), value);
    }

    bool operator==(const MetricRun &other) const;

private:
    bool slotValue(const MetricPoint &point, int slot, double *value) const;
    void growAndSetValue(qsizetype pointIndex, int slot, double value);

    QStringList m_names;
    QList<double> m_values;
};

// A problem found while reading a log; the rest of the log is still read.
struct MetricNote
{
    qint64 line = 0;
    int column = 0;
    QString message;
    bool operator==(const MetricNote &) const = default;
};

} // namespace Poolcraft

// Only Qt containers and plain values: a growing list may move them with memcpy.
Q_DECLARE_TYPEINFO(Poolcraft::MetricValue, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(Poolcraft::MetricPoint, Q_PRIMITIVE_TYPE);
