#pragma once

#include "models/core/jobdocument.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
QT_END_NAMESPACE

namespace Poolcraft {

// What "Run on Vertex AI" is about to send, for a last look before money is spent: each
// pool's machine, accelerators, replicas and image, the region and project, the estimated
// cost per hour from the catalog's prices, and the exact REST body (read-only, copyable).
// Launch accepts the dialog; the caller sends the job.
class VertexLaunchDialog : public QDialog
{
    Q_OBJECT

public:
    // `region` and `project`: where the job goes, as resolved now (empty when unknown).
    VertexLaunchDialog(const JobDocument &job, const QString &region, const QString &project,
                       QWidget *parent = nullptr);

    QTreeWidget *pools() const { return m_pools; }
    QLabel *regionLabel() const { return m_region; }
    QLabel *costLabel() const { return m_cost; }
    QPlainTextEdit *body() const { return m_body; }
    QPushButton *launchButton() const { return m_launch; }
    QPushButton *cancelButton() const { return m_cancel; }

private:
    void showPools(const JobDocument &job, const QString &region);
    void showCost(const JobDocument &job, const QString &region);

    QTreeWidget *m_pools;
    QLabel *m_region;
    QLabel *m_cost;
    QPlainTextEdit *m_body;
    QPushButton *m_launch;
    QPushButton *m_cancel;
};

} // namespace Poolcraft
