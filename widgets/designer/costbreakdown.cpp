#include "costbreakdown.h"

#include "models/validation/jobcost.h"

namespace Poolcraft {

CostBreakdown::CostBreakdown(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("costBreakdown"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAccessibleName(tr("Cost per pool"));
}

void CostBreakdown::setCost(const JobCost &cost)
{
    if (cost.region.isEmpty() || cost.pools.isEmpty()) {
        setText(tr("Pick a region to see what each pool costs."));
        return;
    }
    QStringList lines;
    for (const PoolCost &pool : cost.pools)
        lines << pool.description();
    const QString total = moneyPerHour(cost.total());
    lines << (cost.known() ? tr("Total in %1: %2").arg(cost.region, total)
                           : tr("Total in %1: ≥ %2 (price unknown: %3)")
                                 .arg(cost.region, total,
                                      cost.unknownPrices().join(QStringLiteral(", "))));
    lines << JobCost::notCountedText();
    setText(lines.join(QLatin1Char('\n')));
}

} // namespace Poolcraft
