#include "chartviewsetup.h"

#include <QChartView>

namespace Poolcraft {

void setUpChartView(QChartView *view)
{
    view->setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
}

} // namespace Poolcraft
