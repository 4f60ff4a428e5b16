#pragma once

#include <QObject>

// RunDashboard fed from the history and from a LocalRunner running a real trainer.
class DashboardTest : public QObject
{
    Q_OBJECT

private slots:
    void chartsShowWhatMetricsCommandFinds_data();
    void chartsShowWhatMetricsCommandFinds();
    void pastRunFromHistory_data();
    void pastRunFromHistory();
    void liveRunThroughLocalRunner_data();
    void liveRunThroughLocalRunner();
    void searchBoxDrivesTheLogView();
    void pytorchDigitsExample();
};
