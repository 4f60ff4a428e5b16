#include "mainwindow.h"

#include "app/cloud/vertexjobsource.h"
#include "app/history/historystore.h"

#include "models/catalog/catalog.h"

#include "widgets/runs/runspage.h"

#include "catalogbrowser/catalogbrowser.h"
#include "designer/catalogchoices.h"
#include "designer/costbreakdown.h"
#include "designer/othersettings.h"
#include "designer/poolcard.h"
#include "designer/poolcardgrid.h"
#include "designer/regionpicker.h"
#include "diagnostics/diagnosticspanel.h"
#include "preview/exporttext.h"
#include "preview/previewpane.h"
#include "study/studyeditor.h"
#include "study/studyview.h"
#include "settings/settingsdialog.h"
#include "settings/themeswitch.h"
#include "settings/translations.h"
#include "welcome/welcomepage.h"

#include "app/document/jobeditdocument.h"
#include "app/session/runsession.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace Poolcraft {

namespace {
const char RecentFilesKey[] = "recentFiles";

// The words a local command text stands for; nullopt while its quoting is unfinished.
std::optional<QStringList> commandWords(const QString &text)
{
    JobDocument scratch;
    if (!applyValue(scratch, QStringLiteral("localCommand"), text))
        return std::nullopt;
    return scratch.localCommand;
}
const char CatalogFileKey[] = "catalogFile";
constexpr int MaxRecentFiles = 8;
} // namespace

MainWindow::MainWindow(HistoryStore *history, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(std::make_unique<CatalogChoices>())
    , m_document(new JobEditDocument(this))
{
    if (!history) {
        m_ownHistory = std::make_unique<HistoryStore>(HistoryStore::configuredDatabasePath());
        m_ownHistory->open();
        history = m_ownHistory.get();
    }
    setAcceptDrops(true);
    setObjectName(QStringLiteral("MainWindow"));

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createDesignPage(), QString());
    // The study as edited above, its trials as they run below.
    auto *studyPage = new QSplitter(Qt::Vertical, m_tabs);
    m_studyEditor = new StudyEditor(m_document, studyPage);
    m_studyView = new StudyView(m_document, history, studyPage);
    m_studyView->setObjectName(QStringLiteral("studyView"));
    studyPage->addWidget(m_studyEditor);
    studyPage->addWidget(m_studyView);
    // Extra height goes to the trials; the splitter gives it back to the editor on demand.
    studyPage->setChildrenCollapsible(false);
    studyPage->setStretchFactor(0, 0);
    studyPage->setStretchFactor(1, 1);
    // The study's form and plots together are taller than a 700 px screen: the tab scrolls
    // instead of making the window's minimum height the screen's.
    auto *studyScroll = new QScrollArea(m_tabs);
    studyScroll->setWidgetResizable(true);
    studyScroll->setFrameShape(QFrame::NoFrame);
    studyScroll->setWidget(studyPage);
    m_studyPage = studyScroll;
    m_tabs->addTab(m_studyPage, QString());
    m_catalogBrowser = new CatalogBrowser(m_catalog.get(), m_tabs);
    m_tabs->addTab(m_catalogBrowser, QString());
    m_runsPage = new RunsPage(m_document, history, m_tabs);
    m_runsPage->setObjectName(QStringLiteral("runsPage"));
    m_tabs->addTab(m_runsPage, QString());
    // F5 works from every tab: the window holds the actions too, and shows the run.
    addAction(m_runsPage->runAction());
    addAction(m_runsPage->stopAction());
    for (QAction *action : {m_runsPage->runAction(), m_runsPage->runOnVertexAction(),
                            m_runsPage->openCloudJobAction()}) {
        connect(action, &QAction::triggered, this,
                [this] { m_tabs->setCurrentWidget(m_runsPage); });
    }
    // A Vertex AI tuning job's trials show where a local study's do.
    connect(m_runsPage, &RunsPage::runStarted, this, [this] {
        if (auto *job = qobject_cast<VertexJobSource *>(m_runsPage->session()->source()))
            m_studyView->followTuningJob(job);
    });
    // A trial opens as the run it was: its logs and charts on the Runs tab.
    connect(m_studyView, &StudyView::runRequested, this, [this](qint64 runId) {
        if (m_runsPage->openPastRun(runId))
            m_tabs->setCurrentWidget(m_runsPage);
    });
    setCentralWidget(m_tabs);

    m_diagnosticsPanel = new DiagnosticsPanel(this);
    auto *diagnosticsDock = new QDockWidget(this);
    diagnosticsDock->setObjectName(QStringLiteral("diagnosticsDock"));
    diagnosticsDock->setWidget(m_diagnosticsPanel);
    addDockWidget(Qt::BottomDockWidgetArea, diagnosticsDock);

    m_preview = new PreviewPane(m_document, this);
    auto *previewDock = new QDockWidget(this);
    previewDock->setObjectName(QStringLiteral("previewDock"));
    previewDock->setWidget(m_preview);
    addDockWidget(Qt::RightDockWidgetArea, previewDock);
    resizeDocks({previewDock}, {380}, Qt::Horizontal);
    resizeDocks({diagnosticsDock}, {m_diagnosticsHeight}, Qt::Vertical);
    // An empty list shrinks the dock to its summary line; problems bring back its height.
    connect(m_diagnosticsPanel, &DiagnosticsPanel::emptyChanged, this,
            [this, diagnosticsDock](bool empty) {
                if (!empty)
                    resizeDocks({diagnosticsDock}, {m_diagnosticsHeight}, Qt::Vertical);
                else if (diagnosticsDock->isVisible())
                    m_diagnosticsHeight = diagnosticsDock->height(); // as the user left it
            });

    m_costLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_costLabel);

    // Menus, tab and dock titles: in the language installed now, and again when it changes.
    retranslate();

    connect(m_document, &JobEditDocument::jobChanged, this, &MainWindow::onJobChanged);
    connect(m_document, &JobEditDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &JobEditDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_diagnosticsPanel, &DiagnosticsPanel::pathActivated, this, &MainWindow::goToPath);
    connect(m_diagnosticsPanel, &DiagnosticsPanel::fixRequested, this, &MainWindow::applyFix);

    // The preview and diagnostics are for designing: a running job (and the welcome page)
    // gets the whole window.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, previewDock, diagnosticsDock] {
        const bool runs = m_tabs->currentWidget() == m_runsPage
                          || (m_welcomePage && m_tabs->currentWidget() == m_welcomePage);
        if (runs == m_docksHiddenForRuns)
            return;
        m_docksHiddenForRuns = runs;
        for (QDockWidget *dock : {previewDock, diagnosticsDock}) {
            if (runs) {
                dock->setProperty("shownBeforeRuns", dock->isVisible());
                dock->hide();
            } else if (dock->property("shownBeforeRuns").toBool()) {
                dock->show();
            }
        }
    });

    // 1280x800 where the screen has room; on a smaller one (1366x768 less a panel) the
    // window would open with its status line and diagnostics below the screen's edge.
    const QSize available = screen() ? screen()->availableSize() : QSize(1280, 800);
    resize(QSize(1280, 800).boundedTo(available - frameSize() + size()));
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    onJobChanged();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // Its session records how a live run ended: before a history this window owns goes.
    delete m_runsPage;
}

QWidget *MainWindow::createDesignPage()
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(scroll);
    auto *layout = new QVBoxLayout(page);

    auto *jobForm = new QFormLayout;
    m_displayName = new QLineEdit(page);
    m_displayName->setAccessibleName(tr("Display name"));
    m_displayName->setToolTip(
        tr("The job's name in the Vertex AI console (up to 128 characters)."));
    m_displayName->setMaxLength(128);
    m_project = new QLineEdit(page);
    m_project->setAccessibleName(tr("Project"));
    m_project->setPlaceholderText(tr("my-gcp-project"));
    m_project->setToolTip(tr("The Google Cloud project the job runs in."));
    m_regionPicker = new RegionPicker(m_document, m_catalog.get(), page);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_displayName, 2);
    auto *projectLabel = new QLabel(tr("&Project:"), page);
    projectLabel->setBuddy(m_project);
    nameRow->addWidget(projectLabel);
    nameRow->addWidget(m_project, 1);
    jobForm->addRow(tr("&Name:"), nameRow);
    jobForm->addRow(tr("Re&gion:"), m_regionPicker);
    m_costBreakdown = new CostBreakdown(page);
    jobForm->addRow(tr("Cost:"), m_costBreakdown);
    m_localCommand = new QLineEdit(page);
    m_localCommand->setObjectName(QStringLiteral("localCommand"));
    m_localCommand->setAccessibleName(tr("Local command"));
    m_localCommand->setPlaceholderText(tr("python3 train.py"));
    m_localCommand->setToolTip(
        tr("How the trainer runs on this machine (Run locally, F5), in shell words; a "
           "relative path is relative to the job file's folder."));
    jobForm->addRow(tr("&Local command:"), m_localCommand);
    qobject_cast<QLabel *>(jobForm->labelForField(nameRow))->setBuddy(m_displayName);
    qobject_cast<QLabel *>(jobForm->labelForField(m_regionPicker))
        ->setBuddy(m_regionPicker->comboBox());
    layout->addLayout(jobForm);
    connect(m_displayName, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_document->setValue(QStringLiteral("displayName"), text);
    });
    connect(m_project, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_document->setValue(QStringLiteral("project"), text);
    });
    connect(m_localCommand, &QLineEdit::textEdited, this, [this](const QString &text) {
        // Half-typed quotes do not split yet: the edit waits for the closing one.
        if (!m_document->setValue(QStringLiteral("localCommand"), text))
            statusBar()->showMessage(tr("Local command: close the quote to apply it."), 3000);
    });

    m_cardGrid = new PoolCardGrid(scroll->viewport(), page);
    for (int i = 0; i < MaxPools; ++i) {
        m_cards[size_t(i)] = new PoolCard(i, m_document, m_catalog.get(), m_cardGrid);
        m_cardGrid->addCard(m_cards[size_t(i)]);
    }
    layout->addWidget(m_cardGrid);
    m_otherSettings = new OtherSettings(m_document, page);
    layout->addWidget(m_otherSettings);
    layout->addStretch();
    scroll->setWidget(page);
    return scroll;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, &MainWindow::newFile);
    newAction->setShortcut(QKeySequence::New);
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    m_restartAction = file->addAction(tr("Res&tart"), this, &MainWindow::restart);
    m_restartAction->setVisible(m_restartForLanguage);
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    updateRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(edit, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *settings = edit->addAction(tr("&Settings…"), this, [this] { showSettings(); });
    settings->setShortcut(QKeySequence::Preferences);
    settings->setMenuRole(QAction::PreferencesRole);

    QMenu *runMenu = menuBar()->addMenu(tr("&Run"));
    runMenu->addAction(m_runsPage->runAction());
    runMenu->addAction(m_runsPage->runOnVertexAction());
    runMenu->addAction(m_runsPage->stopAction());
    runMenu->addSeparator();
    runMenu->addAction(m_runsPage->openCloudJobAction());
    runMenu->addAction(m_runsPage->consoleAction());
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    for (const char *dock : {"diagnosticsDock", "previewDock"})
        view->addAction(findChild<QDockWidget *>(QLatin1String(dock))->toggleViewAction());
    view->addSeparator();
    QMenu *catalogMenu = view->addMenu(tr("&Catalog"));
    catalogMenu->addAction(tr("Use a Catalog &File…"), this, &MainWindow::chooseCatalogFile);
    catalogMenu->addAction(tr("Use the &Built-in Catalog"), this, [this] {
        QSettings().remove(QLatin1String(CatalogFileKey));
        statusBar()->showMessage(tr("The built-in catalog is used when Poolcraft starts again."),
                                 8000);
    });
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Welcome"), this, &MainWindow::showWelcomePage);
}

void MainWindow::showWelcomePage()
{
    if (!m_welcomePage) {
        m_welcomePage = new WelcomePage(m_tabs);
        // What is opened from the welcome page is shown in the designer.
        const auto showDesigner = [this] { m_tabs->setCurrentIndex(0); };
        connect(m_welcomePage, &WelcomePage::openRequested, this,
                [this, showDesigner](const QString &fileName) {
                    if (openFile(fileName))
                        showDesigner();
                });
        connect(m_welcomePage, &WelcomePage::openDialogRequested, this, [this, showDesigner] {
            const QString before = m_document->fileName();
            open();
            if (m_document->fileName() != before)
                showDesigner();
        });
        connect(m_welcomePage, &WelcomePage::newJobRequested, this, [this, showDesigner] {
            newFile();
            showDesigner();
        });
        m_tabs->addTab(m_welcomePage, QString());
        connect(m_welcomePage, &WelcomePage::cloudSettingsRequested, this,
                [this] { showSettings(true); });
        retranslate();
    }
    m_welcomePage->refreshCloudSetup();
    m_tabs->setCurrentWidget(m_welcomePage);
}

bool MainWindow::isFirstStart()
{
    return QSettings().allKeys().isEmpty();
}

void MainWindow::chooseCatalogFile()
{
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Use a Catalog File"), QString(), tr("Poolcraft catalog (*.yaml *.yml)"));
    if (fileName.isEmpty())
        return;
    // Check the file now, so a broken one is refused with its line and column at once; the
    // pickers are built from the catalog, so a good one takes effect at the next start.
    const CatalogLoadResult loaded = Catalog::loadFromFile(fileName);
    if (!loaded.catalog) {
        showCatalogProblems(loaded.diagnostics);
        return;
    }
    QSettings().setValue(QLatin1String(CatalogFileKey), fileName);
    statusBar()->showMessage(tr("%1 is used when Poolcraft starts again.").arg(fileName), 8000);
}

void MainWindow::showCatalogProblems(const Diagnostics &problems)
{
    QStringList lines;
    for (const Diagnostic &d : problems)
        lines << formatDiagnosticLine(d);
    QMessageBox::warning(this, tr("Catalog refused"),
                         tr("The chosen catalog file has errors; the catalog in use stays."
                            "\n\n%1").arg(lines.mid(0, 20).join(QLatin1Char('\n'))));
}

Diagnostics MainWindow::applyCatalogSetting()
{
    const QString fileName = QSettings().value(QLatin1String(CatalogFileKey)).toString();
    if (fileName.isEmpty())
        return {};
    return Catalog::useFile(fileName);
}

void MainWindow::showSettings(bool cloudPage)
{
    const AppSettings before = AppSettings::load();
    SettingsDialog dialog(before, CloudSettings::load(), this);
    if (cloudPage)
        dialog.showCloudPage();
    if (dialog.exec() != QDialog::Accepted)
        return;
    applySettings(before, dialog.appSettings(), dialog.cloudSettings());
}

void MainWindow::applySettings(const AppSettings &before, const AppSettings &after,
                               const CloudSettings &cloud)
{
    after.save();
    cloud.save();
    if (m_welcomePage)
        m_welcomePage->refreshCloudSetup();
    if (after.theme != before.theme)
        ThemeSwitch::apply(after.theme);
    if (after.language != before.language) {
        // The menus, tabs and docks follow at once (changeEvent()); the pages built from
        // translated text follow at the next start, which is offered here.
        Translations::apply(after.language);
        m_restartForLanguage = true;
        statusBar()->showMessage(tr("The whole window is in the new language when Poolcraft "
                                    "starts again (File ▸ Restart)."));
        m_restartAction->setVisible(true);
    }
    if (after.historyFile != before.historyFile)
        statusBar()->showMessage(tr("The new history file is used when Poolcraft starts "
                                    "again."), 8000);
}

void MainWindow::restart()
{
    if (!close())
        return;
    QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    // The menu bar is built from translated text: built again, in the language now installed.
    const QList<QAction *> menus = menuBar()->actions();
    menuBar()->clear();
    for (QAction *action : menus) {
        if (action->menu())
            action->menu()->deleteLater();
    }
    createMenus();
    const QList<std::pair<QWidget *, const char *>> tabs{
        {m_tabs->widget(0), QT_TR_NOOP("&Design")},
        {m_studyPage, QT_TR_NOOP("&Study")},
        {m_catalogBrowser, QT_TR_NOOP("&Catalog")},
        {m_runsPage, QT_TR_NOOP("&Runs")},
        {m_welcomePage, QT_TR_NOOP("&Welcome")}};
    for (const auto &[page, title] : tabs) {
        const int index = page ? m_tabs->indexOf(page) : -1;
        if (index >= 0)
            m_tabs->setTabText(index, tr(title));
    }
    findChild<QDockWidget *>(QStringLiteral("diagnosticsDock"))->setWindowTitle(tr("Diagnostics"));
    findChild<QDockWidget *>(QStringLiteral("previewDock"))->setWindowTitle(tr("Preview"));
    updateTitle();
}

void MainWindow::onJobChanged()
{
    const JobDocument &job = m_document->job();
    if (m_displayName->text() != job.displayName)
        m_displayName->setText(job.displayName);
    if (m_project->text() != job.project)
        m_project->setText(job.project);
    // Compared as words: what is being typed may quote differently than valueAt() would.
    if (commandWords(m_localCommand->text()) != job.localCommand)
        m_localCommand->setText(valueAt(job, QStringLiteral("localCommand")));
    for (PoolCard *card : m_cards)
        card->refresh();
    m_otherSettings->refresh();
    revalidate();
}

void MainWindow::revalidate()
{
    // What the reader said is about the file: shown while the job is the one read (undo may
    // come back to it), not once an edit has made it another. jobChanged comes before the
    // undo stack counts an edit as a change, so the job itself is compared.
    const bool readJob = m_document->job() == m_readJob;
    const bool asRead = readJob && !m_document->fileName().isEmpty();
    m_diagnostics = (readJob ? m_readDiagnostics : Diagnostics())
                    + m_catalog->validate(m_document->job(),
                                          asRead ? m_document->fileName() : QString(),
                                          asRead ? &m_readSourceMap : nullptr);
    m_diagnosticsPanel->setDiagnostics(m_diagnostics);
    for (PoolCard *card : m_cards)
        card->showDiagnostics(m_diagnostics);
    m_regionPicker->refresh();
    m_costLabel->setText(m_regionPicker->statusText());
    m_costBreakdown->setCost(m_catalog->cost(m_document->job()));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Poolcraft").arg(m_document->displayTitle()));
    setWindowModified(m_document->isModified());
}

void MainWindow::goToPath(const QString &path)
{
    if (path == QLatin1String("region")) {
        m_tabs->setCurrentIndex(0);
        m_regionPicker->comboBox()->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (path.startsWith(QLatin1String("studySpec")) || path.startsWith(QLatin1String("study"))) {
        m_tabs->setCurrentWidget(m_studyPage);
        m_studyEditor->setFocus(Qt::OtherFocusReason);
        return;
    }
    if (m_otherSettings->focusPath(path)) {
        m_tabs->setCurrentIndex(0);
        if (auto *scroll = qobject_cast<QScrollArea *>(m_tabs->widget(0)))
            scroll->ensureWidgetVisible(m_otherSettings);
        return;
    }
    for (PoolCard *card : m_cards) {
        if (card->focusPath(path)) {
            m_tabs->setCurrentIndex(0);
            if (auto *scroll = qobject_cast<QScrollArea *>(m_tabs->widget(0)))
                scroll->ensureWidgetVisible(QApplication::focusWidget()
                                                ? QApplication::focusWidget() : card);
            return;
        }
    }
}

bool MainWindow::applyFix(const Fix &fix)
{
    // The undo entry names the edit ("Set chief machine type to …"): the fix's label is an
    // imperative ("Use standard_v100") that reads wrong after "Undo" and "Redo".
    if (!m_document->setValue(fix.path, fix.value)) {
        statusBar()->showMessage(tr("Could not apply “%1”.").arg(fix.label), 8000);
        return false;
    }
    // A fix the reader offered may leave the job as it is (it read 'FLOAT' as DOUBLE already):
    // the document now holds the right value and a saved file will too, so the file's
    // diagnostic is answered.
    const auto offered = [&fix](const Diagnostic &d) {
        return std::any_of(d.fixes.cbegin(), d.fixes.cend(), [&fix](const Fix &f) {
            return f.path == fix.path && f.value == fix.value;
        });
    };
    if (m_readDiagnostics.removeIf(offered) > 0)
        revalidate();
    statusBar()->showMessage(tr("Applied: %1").arg(fix.label), 4000);
    goToPath(fix.path);
    return true;
}

bool MainWindow::openFile(const QString &fileName)
{
    const ReadResult result = readDocumentFile(fileName);
    if (!result.ok) {
        // Nothing usable: keep the current job and say why, with file, line and column.
        m_readDiagnostics = result.diagnostics;
        m_readJob = m_document->job();
        revalidate();
        statusBar()->showMessage(tr("Could not read %1").arg(QFileInfo(fileName).fileName()),
                                 10000);
        return false;
    }
    // Asked only now, once the file is known to be readable: a broken file costs nothing.
    if (!maybeSave())
        return false;
    m_readDiagnostics = result.diagnostics;
    m_readSourceMap = result.sourceMap;
    m_readJob = result.document;
    m_document->reset(result.document, QFileInfo(fileName).absoluteFilePath(), result.format);
    addRecentFile(m_document->fileName());
    statusBar()->showMessage(tr("Opened %1 (%2)").arg(fileName, formatId(result.format)), 4000);
    return true;
}

bool MainWindow::saveTo(const QString &fileName, Format format)
{
    const ExportText written = documentText(m_document->job(), format);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(written.text.toUtf8()) < 0
        || !file.commit()) {
        statusBar()->showMessage(tr("Could not save %1: %2").arg(fileName, file.errorString()),
                                 10000);
        return false;
    }
    m_document->markSaved(QFileInfo(fileName).absoluteFilePath(), format);
    addRecentFile(m_document->fileName());
    if (!written.lost.isEmpty()) {
        statusBar()->showMessage(tr("Saved; this format does not carry: %1")
                                     .arg(written.lost.join(QStringLiteral("; "))), 10000);
    } else {
        statusBar()->showMessage(tr("Saved %1").arg(fileName), 4000);
    }
    return true;
}

void MainWindow::newFile()
{
    if (!maybeSave())
        return;
    m_readDiagnostics.clear();
    m_readSourceMap = SourceMap();
    m_readJob = JobEditDocument::newJob();
    m_document->reset(JobEditDocument::newJob(), QString(), Format::PoolcraftDocument);
}

void MainWindow::open()
{
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open Job"), QString(),
        tr("Job files (*.yaml *.yml *.json *.sh *.txt);;All files (*)"));
    if (!fileName.isEmpty())
        openFile(fileName);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName(), m_document->format());
}

bool MainWindow::saveAs()
{
    QStringList filters;
    for (Format format : saveFormats())
        filters << saveFormatFilter(format);
    QString selected = saveFormatFilter(m_document->format());
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Job As"),
                                                          m_document->fileName(),
                                                          filters.join(QStringLiteral(";;")),
                                                          &selected);
    if (fileName.isEmpty())
        return false;
    const int index = int(filters.indexOf(selected));
    return saveTo(fileName, index >= 0 ? saveFormats().at(index) : Format::PoolcraftDocument);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("%1 has changes that are not saved. Save them?").arg(m_document->displayTitle()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_runsPage->confirmQuit() || !maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(QStringLiteral("geometry"), saveGeometry());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    openFile(urls.first().toLocalFile());
}

void MainWindow::addRecentFile(const QString &fileName)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(RecentFilesKey)).toStringList();
    files.removeAll(fileName);
    files.prepend(fileName);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    settings.setValue(QLatin1String(RecentFilesKey), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QLatin1String(RecentFilesKey)).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString fileName = files.at(i);
        QAction *action = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(fileName).fileName()));
        action->setToolTip(fileName);
        connect(action, &QAction::triggered, this, [this, fileName] { openFile(fileName); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
    if (m_welcomePage)
        m_welcomePage->setRecentFiles(files);
}

} // namespace Poolcraft
