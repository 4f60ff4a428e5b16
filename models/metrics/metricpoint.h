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

// The metrics of one epoch (or one logging step, where the log numbers by fractional epoch).
struct MetricPoint
{
    double epoch = 0;            // as the log numbers it: 0- or 1-based, may be fractional
    QList<MetricValue> values;   // in the order the log first printed them
    bool complete = false;       // false while the epoch is still running
    qint64 line = 0;             // 1-based line of the log that last changed this point

    bool has(QStringView name) const;
    double value(QStringView name) const; // NaN when absent
    void set(const QString &name, double value);
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

// One training run: the epochs of a log until its epoch numbering starts again.
struct MetricRun
{
    QList<MetricPoint> points;                  // in epoch order
    QHash<QString, MetricSplit> splitOverrides; // where the format says more than the name
    qint64 firstLine = 0;

    QStringList metricNames() const;            // first-seen order
    MetricClass classify(const QString &name) const;
    QList<MetricPoint> completePoints() const;
    bool operator==(const MetricRun &) const = default;
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

// Both only hold Qt containers and plain values, so a growing list may move them with memcpy.
Q_DECLARE_TYPEINFO(Poolcraft::MetricValue, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(Poolcraft::MetricPoint, Q_RELOCATABLE_TYPE);
