#include "trialrowupdates.h"

#include "models/search/trialtablemodel.h"

namespace Poolcraft {

void followTrialRows(const TrialTableModel *model, QObject *receiver,
                     const std::function<void(int first, int last)> &rows,
                     const std::function<void()> &reset)
{
    QObject::connect(model, &QAbstractItemModel::modelReset, receiver, reset);
    QObject::connect(model, &QAbstractItemModel::rowsInserted, receiver,
                     [rows](const QModelIndex &, int first, int last) { rows(first, last); });
    QObject::connect(model, &QAbstractItemModel::dataChanged, receiver,
                     [rows](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                         rows(topLeft.row(), bottomRight.row());
                     });
}

} // namespace Poolcraft
