#pragma once

#include <QColor>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointF>
#include <QStringList>

#include <vector>

namespace Poolcraft {

enum class MetricSplit { Train, Validation };

// "val_loss" → family "loss", Validation; "accuracy" → "accuracy", Train; "lr" → "lr".
// Every name holding "loss" is in family "loss" and every "acc"/"accuracy" in "accuracy", so
// a trainer's "train_loss"/"eval_loss" pair lands on one chart.
struct MetricName
{
    QString family;
    MetricSplit split = MetricSplit::Train;
    static MetricName parse(const QString &name);
};

// The points the charts show: per run, per metric name, (epoch, value) in arrival order.
// The charts read it; whoever extracts metrics (live or from the history) fills it.
class MetricSeriesSet : public QObject
{
    Q_OBJECT

public:
    explicit MetricSeriesSet(QObject *parent = nullptr);

    // A run shown on the charts; its colour is picked once, from its position.
    int addRun(const QString &label);
    int runCount() const { return int(m_runs.size()); }
    QString runLabel(int run) const;
    static QColor runColor(int run);

    void addPoint(int run, const QString &metric, double epoch, double value);
    void addPoints(int run, const QString &metric, const QList<QPointF> &points);

    QStringList metrics(int run) const;
    QStringList families() const;                // in order of first appearance
    const std::vector<QPointF> &points(int run, const QString &metric) const;
    void clear();

signals:
    void runAdded(int run);
    void pointsAdded(int run, const QString &metric);
    void familyAdded(const QString &family);
    void cleared();

private:
    struct Run
    {
        QString label;
        QMap<QString, std::vector<QPointF>> series;
    };
    QList<Run> m_runs;
    QStringList m_families;
};

} // namespace Poolcraft
