#pragma once

#include <QObject>

#include <functional>

namespace Poolcraft {

class TrialTableModel;

// How the trial views follow the model: rows added or changed reach `rows(first, last)`,
// so a view updates only them (an update stays O(changed) at 10 000 trials); a reset
// (a new study) reaches `reset()`, which rebuilds.
void followTrialRows(const TrialTableModel *model, QObject *receiver,
                     const std::function<void(int first, int last)> &rows,
                     const std::function<void()> &reset);

} // namespace Poolcraft
