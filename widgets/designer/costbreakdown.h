#pragma once

#include <QLabel>

namespace Poolcraft {

struct JobCost;

// The job's hourly cost pool by pool (machines, accelerators, replicas, subtotal), and
// what the figure leaves out, so that the total in the region list is not read as the bill.
class CostBreakdown : public QLabel
{
    Q_OBJECT

public:
    explicit CostBreakdown(QWidget *parent = nullptr);

    void setCost(const JobCost &cost);
};

} // namespace Poolcraft
