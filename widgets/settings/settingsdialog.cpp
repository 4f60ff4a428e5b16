#include "settingsdialog.h"

#include "translations.h"

#include "widgets/welcome/welcomepage.h"

#include "app/cloud/cloudsetup.h"
#include "app/cloud/endpoints.h"
#include "app/history/historystore.h"
#include "models/catalog/catalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace Poolcraft {

namespace {

// A line edit with a "Browse…" button that fills it from a file dialog.
QWidget *withBrowseButton(QLineEdit *edit, const std::function<QString()> &choose)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    auto *browse = new QPushButton(SettingsDialog::tr("Browse…"), row);
    QObject::connect(browse, &QPushButton::clicked, edit, [edit, choose] {
        const QString chosen = choose();
        if (!chosen.isEmpty())
            edit->setText(chosen);
    });
    layout->addWidget(browse);
    return row;
}

QLabel *noteLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

SettingsDialog::SettingsDialog(const AppSettings &app, const CloudSettings &cloud,
                               QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    m_pages = new QTabWidget(this);
    m_pages->addTab(createGeneralPage(app), tr("&General"));
    m_pages->addTab(createCloudPage(cloud), tr("&Cloud"));
    m_pages->addTab(createHistoryPage(app), tr("&History"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(buttons);
    resize(sizeHint().expandedTo(QSize(620, 480)));
}

void SettingsDialog::showCloudPage()
{
    m_pages->setCurrentIndex(1);
}

QWidget *SettingsDialog::createGeneralPage(const AppSettings &app)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_language = new QComboBox(page);
    m_language->setObjectName(QStringLiteral("language"));
    for (const QString &code : Translations::languages())
        m_language->addItem(Translations::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(app.language)));
    form->addRow(tr("&Language:"), m_language);
    m_theme = new QComboBox(page);
    m_theme->setObjectName(QStringLiteral("theme"));
    m_theme->addItem(tr("Follow the system"), int(AppSettings::Theme::System));
    m_theme->addItem(tr("Light"), int(AppSettings::Theme::Light));
    m_theme->addItem(tr("Dark"), int(AppSettings::Theme::Dark));
    m_theme->setCurrentIndex(m_theme->findData(int(app.theme)));
    form->addRow(tr("&Theme:"), m_theme);
    return page;
}

QWidget *SettingsDialog::createCloudPage(const CloudSettings &cloud)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_project = new QLineEdit(cloud.project, page);
    m_project->setPlaceholderText(tr("gcloud's project, when set"));
    form->addRow(tr("Default &project:"), m_project);
    m_region = new QComboBox(page);
    m_region->setEditable(true);
    m_region->addItem(QString());
    for (const RegionInfo &region : Catalog::active()->regions())
        m_region->addItem(region.name);
    m_region->setCurrentText(cloud.region);
    form->addRow(tr("Default &region:"), m_region);

    m_credentialsFound = noteLabel(page);
    m_credentialsFound->setObjectName(QStringLiteral("credentialsFound"));
    m_credentialsFound->setText(WelcomePage::cloudSetupText(CloudSetup::find()));
    form->addRow(tr("Found:"), m_credentialsFound);
    m_credentialsFile = new QLineEdit(cloud.credentialsFile, page);
    m_credentialsFile->setPlaceholderText(tr("the first one found"));
    form->addRow(tr("&Key file to use:"), withBrowseButton(m_credentialsFile, [this] {
                     return QFileDialog::getOpenFileName(this, tr("Credentials File"), QString(),
                                                         tr("JSON key files (*.json)"));
                 }));
    m_gcloudAccount = new QLineEdit(cloud.gcloudAccount, page);
    m_gcloudAccount->setPlaceholderText(tr("gcloud's active account"));
    form->addRow(tr("gcloud &account to use:"), m_gcloudAccount);

    m_aiplatformEndpoint = new QLineEdit(cloud.aiplatformEndpoint, page);
    m_aiplatformEndpoint->setPlaceholderText(
        QStringLiteral("https://REGION-aiplatform.googleapis.com/"));
    form->addRow(tr("&Vertex AI endpoint:"), m_aiplatformEndpoint);
    m_loggingEndpoint = new QLineEdit(cloud.loggingEndpoint, page);
    m_loggingEndpoint->setPlaceholderText(QStringLiteral("https://logging.googleapis.com/"));
    form->addRow(tr("Cloud &Logging endpoint:"), m_loggingEndpoint);
    m_endpointProblem = noteLabel(page);
    m_endpointProblem->setObjectName(QStringLiteral("endpointProblem"));
    form->addRow(m_endpointProblem);
    connect(m_aiplatformEndpoint, &QLineEdit::textChanged, this,
            &SettingsDialog::updateEndpointProblem);
    connect(m_loggingEndpoint, &QLineEdit::textChanged, this,
            &SettingsDialog::updateEndpointProblem);
    updateEndpointProblem();
    return page;
}

QWidget *SettingsDialog::createHistoryPage(const AppSettings &app)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_historyFile = new QLineEdit(app.historyFile, page);
    m_historyFile->setPlaceholderText(HistoryStore::defaultDatabasePath());
    form->addRow(tr("History &file:"), withBrowseButton(m_historyFile, [this] {
                     return QFileDialog::getSaveFileName(this, tr("History File"), QString(),
                                                         tr("SQLite databases (*.sqlite)"),
                                                         nullptr,
                                                         QFileDialog::DontConfirmOverwrite);
                 }));
    m_historySize = noteLabel(page);
    m_historySize->setObjectName(QStringLiteral("historySize"));
    form->addRow(tr("Size:"), m_historySize);
    m_historyLimit = new QSpinBox(page);
    m_historyLimit->setRange(0, 1024 * 1024);
    m_historyLimit->setSingleStep(256);
    m_historyLimit->setSuffix(tr(" MiB"));
    m_historyLimit->setSpecialValueText(tr("No limit"));
    m_historyLimit->setValue(app.historyLimitMiB);
    form->addRow(tr("Size &limit:"), m_historyLimit);
    auto *note = noteLabel(page);
    note->setText(tr("When Poolcraft starts, the oldest runs that are not part of a study "
                     "are removed until the history fits the limit. Another file is used when "
                     "Poolcraft starts again; $POOLCRAFT_HISTORY_DB, when set, comes first."));
    form->addRow(note);
    connect(m_historyFile, &QLineEdit::textChanged, this, &SettingsDialog::updateHistorySize);
    updateHistorySize();
    return page;
}

void SettingsDialog::updateEndpointProblem()
{
    // Resolved as the cloud client will: what the dialog warns about is what it would refuse.
    const CloudEndpoints endpoints = CloudEndpoints::resolve(cloudSettings());
    m_endpointProblem->setText(endpoints.problem().toHtmlEscaped());
    m_endpointProblem->setVisible(!endpoints.problem().isEmpty());
}

void SettingsDialog::updateHistorySize()
{
    const QString file = m_historyFile->text().isEmpty() ? HistoryStore::defaultDatabasePath()
                                                         : m_historyFile->text();
    m_historySize->setText(QFileInfo::exists(file)
                               ? QLocale().formattedDataSize(HistoryStore::diskUsage(file))
                               : tr("not created yet"));
}

AppSettings SettingsDialog::appSettings() const
{
    AppSettings app;
    app.language = m_language->currentData().toString();
    app.theme = AppSettings::Theme(m_theme->currentData().toInt());
    app.historyFile = m_historyFile->text().trimmed();
    app.historyLimitMiB = m_historyLimit->value();
    return app;
}

CloudSettings SettingsDialog::cloudSettings() const
{
    CloudSettings cloud;
    cloud.project = m_project->text().trimmed();
    cloud.region = m_region->currentText().trimmed();
    cloud.credentialsFile = m_credentialsFile->text().trimmed();
    cloud.gcloudAccount = m_gcloudAccount->text().trimmed();
    cloud.aiplatformEndpoint = m_aiplatformEndpoint->text().trimmed();
    cloud.loggingEndpoint = m_loggingEndpoint->text().trimmed();
    return cloud;
}

} // namespace Poolcraft
