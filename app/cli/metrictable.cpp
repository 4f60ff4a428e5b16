#include "metrictable.h"

#include <QCoreApplication>

#include <cmath>

namespace Poolcraft {

// The messages of this file, under the context Qt Linguist files them by.
class MetricTableMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::MetricTable)
};

static QString numberText(double value)
{
    if (std::isnan(value))
        return QStringLiteral("nan");
    return QString::number(value, 'g', 12);
}

void printMetricTable(const QList<MetricRun> &runs, QTextStream &out)
{
    bool printedAny = false;
    for (qsizetype r = 0; r < runs.size(); ++r) {
        const MetricRun &run = runs.at(r);
        const QList<MetricPoint> points = run.completePoints();
        if (points.isEmpty())
            continue;
        if (runs.size() > 1)
            out << MetricTableMessages::tr("run %1").arg(r + 1)
                << '\n';
        const QStringList &names = run.metricNames();
        QList<QStringList> rows;
        rows.append(QStringList{run.axisName()} + names);
        for (const MetricPoint &point : points) {
            QStringList row{numberText(point.epoch)};
            for (const QString &name : names)
                row.append(run.has(point, name) ? numberText(run.value(point, name))
                                                : QStringLiteral("-"));
            rows.append(row);
        }
        QList<int> widths(rows.first().size(), 0);
        for (const QStringList &row : std::as_const(rows)) {
            for (qsizetype c = 0; c < row.size(); ++c)
                widths[c] = qMax(widths[c], int(row.at(c).size()));
        }
        for (const QStringList &row : std::as_const(rows)) {
            QStringList cells;
            for (qsizetype c = 0; c < row.size(); ++c)
                cells.append(c == 0 ? row.at(c).leftJustified(widths[c])
                                    : row.at(c).rightJustified(widths[c]));
            out << cells.join(QStringLiteral("  ")) << '\n';
        }
        printedAny = true;
    }
    if (!printedAny)
        out << QCoreApplication::translate("Poolcraft::MetricTable", "no complete epochs found")
            << '\n';
}

} // namespace Poolcraft
