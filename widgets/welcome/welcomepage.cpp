#include "welcomepage.h"

#include "examplefiles.h"

#include "widgets/preview/exporttext.h"

#include "app/cloud/cloudsetup.h"

#include <QApplication>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

#include <functional>

namespace Poolcraft {

namespace {

const char ExampleFolder[] = "pytorch-digits";

// Adds a button with a line under it saying what it does.
QPushButton *addButtonWithNote(QVBoxLayout *layout, const char *name, const QString &text,
                              const QString &note)
{
    QWidget *parent = layout->parentWidget();
    auto *button = new QPushButton(text, parent);
    button->setObjectName(QLatin1String(name));
    layout->addWidget(button, 0, Qt::AlignLeft);
    auto *label = new QLabel(note, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setContentsMargins(0, 0, 0, 8);
    layout->addWidget(label);
    return button;
}

// The formats the Open dialog reads, named as its filters name them.
QString readableFormats()
{
    static const QRegularExpression patterns(QStringLiteral("\\s*\\(.*\\)$"));
    QStringList names;
    for (Format format : saveFormats())
        names << saveFormatFilter(format).remove(patterns);
    return names.join(QStringLiteral(", "));
}

QString code(const QString &text)
{
    return QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped());
}

} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *page = new QWidget(scroll);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 18, 24, 18);

    auto *header = new QHBoxLayout;
    auto *logo = new QLabel(page);
    logo->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    header->addWidget(logo);
    auto *title = new QLabel(
        tr("<h2>Welcome to Poolcraft</h2>"
           "Compose distributed training jobs under the cloud's rules, run them on this "
           "machine, and export what Vertex AI takes."),
        page);
    title->setWordWrap(true);
    header->addWidget(title, 1);
    layout->addLayout(header);

    auto *columns = new QHBoxLayout;
    columns->addWidget(createStartBox(), 1);
    columns->addWidget(createRecentBox(), 1);
    layout->addLayout(columns);
    layout->addWidget(createCloudBox());
    layout->addStretch();
    scroll->setWidget(page);
    refreshCloudSetup();
}

QWidget *WelcomePage::createStartBox()
{
    auto *box = new QGroupBox(tr("Start"), this);
    auto *layout = new QVBoxLayout(box);

    struct Action
    {
        const char *name;
        QString text;
        QString note;
        std::function<void()> run;
    };
    const Action actions[] = {
        {"openExampleJob", tr("Open the example &job"),
         tr("A small PyTorch network on scikit-learn's digits: a chief and two workers over "
            "gloo. Press F5 to run it here (needs python3-torch and python3-sklearn)."),
         [this] { openExample(QStringLiteral("job.poolcraft.yaml")); }},
        {"openExampleStudy", tr("Open the example &study"),
         tr("The same trainer with a Bayesian search over learning rate, momentum and hidden "
            "units, maximising accuracy (6 trials, 2 at a time)."),
         [this] { openExample(QStringLiteral("study.poolcraft.yaml")); }},
        {"openConfig", tr("&Open a config.yaml…"),
         tr("Reads %1. An AI Platform job is converted to Vertex AI when exported; files can "
            "also be dropped on the window.").arg(readableFormats()),
         [this] { emit openDialogRequested(); }},
        {"newJob", tr("&New job"), tr("An empty job with one chief."),
         [this] { emit newJobRequested(); }},
    };
    for (const Action &action : actions)
        connect(addButtonWithNote(layout, action.name, action.text, action.note),
                &QPushButton::clicked, this, action.run);

    m_exampleProblem = new QLabel(box);
    m_exampleProblem->setWordWrap(true);
    m_exampleProblem->hide();
    layout->addWidget(m_exampleProblem);
    layout->addStretch();
    return box;
}

QWidget *WelcomePage::createRecentBox()
{
    auto *box = new QGroupBox(tr("Recent files"), this);
    auto *layout = new QVBoxLayout(box);
    m_recent = new QListWidget(box);
    m_recent->setObjectName(QStringLiteral("recentFiles"));
    m_recent->setAccessibleName(tr("Recent files"));
    connect(m_recent, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        emit openRequested(item->data(Qt::UserRole).toString());
    });
    layout->addWidget(m_recent);
    m_noRecent = new QLabel(tr("Files you open or save are listed here."), box);
    m_noRecent->setWordWrap(true);
    layout->addWidget(m_noRecent);
    setRecentFiles({});
    return box;
}

QWidget *WelcomePage::createCloudBox()
{
    auto *box = new QGroupBox(tr("Cloud set-up"), this);
    auto *layout = new QVBoxLayout(box);
    m_cloud = new QLabel(box);
    m_cloud->setObjectName(QStringLiteral("cloudSetup"));
    m_cloud->setWordWrap(true);
    m_cloud->setTextFormat(Qt::RichText);
    m_cloud->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_cloud);
    auto *again = new QPushButton(tr("Check &again"), box);
    connect(again, &QPushButton::clicked, this, &WelcomePage::refreshCloudSetup);
    auto *settings = new QPushButton(tr("Cloud &Settings…"), box);
    settings->setObjectName(QStringLiteral("cloudSettings"));
    connect(settings, &QPushButton::clicked, this, &WelcomePage::cloudSettingsRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(again);
    buttons->addWidget(settings);
    buttons->addStretch();
    layout->addLayout(buttons);
    return box;
}

void WelcomePage::setRecentFiles(const QStringList &files)
{
    m_recent->clear();
    for (const QString &fileName : files) {
        auto *item = new QListWidgetItem(QFileInfo(fileName).fileName(), m_recent);
        item->setToolTip(fileName);
        item->setData(Qt::UserRole, fileName);
        if (!QFileInfo::exists(fileName))
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    m_recent->setVisible(!files.isEmpty());
    m_noRecent->setVisible(files.isEmpty());
}

void WelcomePage::refreshCloudSetup()
{
    m_cloud->setText(cloudSetupText(CloudSetup::find()));
}

QString WelcomePage::cloudSetupText(const CloudSetup &setup)
{
    QStringList lines;
    switch (setup.source) {
    case CloudSetup::CredentialSource::KeyFile:
        lines << tr("Credentials: the key file %1 (GOOGLE_APPLICATION_CREDENTIALS, type %2).")
                     .arg(code(setup.credentialFile), code(setup.credentialType));
        break;
    case CloudSetup::CredentialSource::ApplicationDefault:
        lines << tr("Credentials: gcloud's application default credentials in %1 (type %2).")
                     .arg(code(setup.credentialFile), code(setup.credentialType));
        break;
    case CloudSetup::CredentialSource::GcloudAccount:
        lines << tr("Credentials: gcloud's account %1, through %2.")
                     .arg(code(setup.account),
                          code(QStringLiteral("gcloud auth print-access-token")));
        break;
    case CloudSetup::CredentialSource::None:
        lines << tr("Credentials: none found. To launch on Vertex AI, install the Google Cloud "
                    "CLI and run %1, or create a service-account key and set %2 to its file.")
                     .arg(code(QStringLiteral("gcloud auth application-default login")),
                          code(QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS")));
        break;
    }
    if (!setup.problem.isEmpty())
        lines << QStringLiteral("<b>%1</b>").arg(setup.problem.toHtmlEscaped());
    if (setup.project.isEmpty()) {
        lines << tr("Project: none set. A job names its own; otherwise run %1 or set %2.")
                     .arg(code(QStringLiteral("gcloud config set project PROJECT_ID")),
                          code(QStringLiteral("CLOUDSDK_CORE_PROJECT")));
    } else {
        lines << tr("Project: %1 (from %2), used when a job names none.")
                     .arg(code(setup.project), setup.projectOrigin.toHtmlEscaped());
    }
    lines << (setup.gcloudPath.isEmpty()
                  ? tr("gcloud is not installed; Poolcraft does not need it to run jobs here.")
                  : tr("gcloud: %1.").arg(code(setup.gcloudPath)));
    lines << tr("Running on this machine, validating and exporting need none of this.");
    return lines.join(QStringLiteral("<br>"));
}

void WelcomePage::openExample(const QString &file)
{
    QString error;
    const QString copy = ExampleFiles::editableCopy(QLatin1String(ExampleFolder), file, &error);
    m_exampleProblem->setText(error);
    m_exampleProblem->setVisible(copy.isEmpty());
    if (!copy.isEmpty())
        emit openRequested(copy);
}

} // namespace Poolcraft
