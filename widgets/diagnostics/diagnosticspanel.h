#pragma once

#include "models/core/diagnostic.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace Poolcraft {

// Every diagnostic of the job, one row each: severity, where, what, and a button per fix.
// Activating a row asks to go to its field; a fix button asks to apply that fix.
class DiagnosticsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsPanel(QWidget *parent = nullptr);

    void setDiagnostics(const Diagnostics &diagnostics);
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    QTreeWidget *tree() const { return m_tree; }

signals:
    void pathActivated(const QString &path);
    void fixRequested(const Poolcraft::Fix &fix);
    // The list went away (nothing to say) or came back: the dock holding it can resize.
    void emptyChanged(bool empty);

private:
    QTreeWidget *m_tree;
    QLabel *m_summary;
    Diagnostics m_diagnostics;
};

// "workers · accelerator count" for "workerPoolSpecs[1].machineSpec.acceleratorCount".
QString describePath(const QString &path);

} // namespace Poolcraft
