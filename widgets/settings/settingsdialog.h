#pragma once

#include "app/cloud/cloudsettings.h"
#include "app/settings/appsettings.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace Poolcraft {

// Preferences: language, theme, the cloud's defaults (project, region, credentials,
// endpoints) and where the history is kept. Shows and edits the settings it is given;
// AppSettings and CloudSettings read and write them.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SettingsDialog(const AppSettings &app, const CloudSettings &cloud, QWidget *parent = nullptr);

    AppSettings appSettings() const;
    CloudSettings cloudSettings() const;

    QComboBox *languageBox() const { return m_language; }
    QComboBox *themeBox() const { return m_theme; }
    QLineEdit *projectEdit() const { return m_project; }
    QComboBox *regionBox() const { return m_region; }
    QLineEdit *credentialsFileEdit() const { return m_credentialsFile; }
    QLineEdit *gcloudAccountEdit() const { return m_gcloudAccount; }
    QLineEdit *aiplatformEndpointEdit() const { return m_aiplatformEndpoint; }
    QLineEdit *loggingEndpointEdit() const { return m_loggingEndpoint; }
    QLineEdit *historyFileEdit() const { return m_historyFile; }
    QSpinBox *historyLimitBox() const { return m_historyLimit; }
    QLabel *credentialsFound() const { return m_credentialsFound; }
    QLabel *historySize() const { return m_historySize; }

    void showCloudPage();

private:
    QWidget *createGeneralPage(const AppSettings &app);
    QWidget *createCloudPage(const CloudSettings &cloud);
    QWidget *createHistoryPage(const AppSettings &app);
    void updateEndpointProblem();
    void updateHistorySize();

    QTabWidget *m_pages = nullptr;
    QComboBox *m_language = nullptr;
    QComboBox *m_theme = nullptr;
    QLineEdit *m_project = nullptr;
    QComboBox *m_region = nullptr;
    QLineEdit *m_credentialsFile = nullptr;
    QLineEdit *m_gcloudAccount = nullptr;
    QLabel *m_credentialsFound = nullptr;
    QLineEdit *m_aiplatformEndpoint = nullptr;
    QLineEdit *m_loggingEndpoint = nullptr;
    QLabel *m_endpointProblem = nullptr;
    QLineEdit *m_historyFile = nullptr;
    QLabel *m_historySize = nullptr;
    QSpinBox *m_historyLimit = nullptr;
};

} // namespace Poolcraft
