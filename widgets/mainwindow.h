#pragma once

#include "app/cloud/cloudsettings.h"
#include "app/settings/appsettings.h"
#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"
#include "models/formats/format.h"

#include <QMainWindow>

#include <array>
#include <memory>

class QLabel;
class QLineEdit;
class QMenu;
class QTabWidget;

namespace Poolcraft {

class HistoryStore;

class CatalogBrowser;
class CatalogChoices;
class CostBreakdown;
class OtherSettings;
class DiagnosticsPanel;
class JobEditDocument;
class PoolCard;
class PoolCardGrid;
class PreviewPane;
class RegionPicker;
class RunsPage;
class StudyEditor;
class StudyView;
class WelcomePage;

// The job designer: pool cards, region, study, catalog, with diagnostics and a live preview
// of every export beside them. Holds the document; every view shows it and edits it.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // The history belongs to the application: main() opens it once and passes it here. A
    // window given none opens the configured one itself (tests, tools).
    explicit MainWindow(HistoryStore *history = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Reads the file; when it can be read, asks about unsaved changes and then shows it.
    // A file that cannot be read leaves the job as it was and shows why.
    bool openFile(const QString &fileName);
    bool saveTo(const QString &fileName, Format format);
    bool applyFix(const Fix &fix);
    void goToPath(const QString &path);
    Diagnostics diagnostics() const { return m_diagnostics; }

    JobEditDocument *document() const { return m_document; }
    PoolCard *poolCard(int index) const { return m_cards.at(size_t(index)); }
    PoolCardGrid *poolCardGrid() const { return m_cardGrid; }
    RegionPicker *regionPicker() const { return m_regionPicker; }
    CostBreakdown *costBreakdown() const { return m_costBreakdown; }
    OtherSettings *otherSettings() const { return m_otherSettings; }
    DiagnosticsPanel *diagnosticsPanel() const { return m_diagnosticsPanel; }
    PreviewPane *previewPane() const { return m_preview; }
    StudyEditor *studyEditor() const { return m_studyEditor; }
    StudyView *studyView() const { return m_studyView; }
    QWidget *studyPage() const { return m_studyPage; } // the Study tab
    CatalogBrowser *catalogBrowser() const { return m_catalogBrowser; }
    QTabWidget *tabs() const { return m_tabs; }
    RunsPage *runsPage() const { return m_runsPage; }
    QLineEdit *localCommandEdit() const { return m_localCommand; }

    // The welcome page (examples, open, recent files, cloud set-up), as a tab; a first
    // start shows it.
    void showWelcomePage();
    WelcomePage *welcomePage() const { return m_welcomePage; }
    static bool isFirstStart();          // no settings yet

    // The catalog file picked in View > Catalog, made active before the window is built;
    // a file with errors is refused (its problems returned) and the built-in one stays.
    static Diagnostics applyCatalogSetting();
    void showCatalogProblems(const Diagnostics &problems);

    // Edit > Settings; the welcome page's cloud set-up opens it on the cloud's page.
    void showSettings(bool cloudPage = false);
    // Saves the settings and applies what can change now: the theme, and the language of
    // the menus, tabs and docks (the rest follows at the restart then offered).
    void applySettings(const AppSettings &before, const AppSettings &after,
                       const CloudSettings &cloud);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void restart();
    QWidget *createDesignPage();
    void onJobChanged();
    void revalidate();
    void updateTitle();
    void newFile();
    void open();
    void chooseCatalogFile();
    bool save();
    bool saveAs();
    bool maybeSave();
    void addRecentFile(const QString &fileName);
    void updateRecentMenu();

    std::unique_ptr<CatalogChoices> m_catalog;
    std::unique_ptr<HistoryStore> m_ownHistory;
    JobEditDocument *m_document;
    // Problems of the opened file and where its values are, shown while the job is the one
    // read.
    Diagnostics m_readDiagnostics;
    SourceMap m_readSourceMap;
    JobDocument m_readJob;
    Diagnostics m_diagnostics;
    std::array<PoolCard *, 4> m_cards{};
    PoolCardGrid *m_cardGrid = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLineEdit *m_displayName = nullptr;
    QLineEdit *m_project = nullptr;
    QLineEdit *m_localCommand = nullptr;
    RunsPage *m_runsPage = nullptr;
    bool m_docksHiddenForRuns = false;
    int m_diagnosticsHeight = 150; // the Diagnostics dock's height while it lists problems
    RegionPicker *m_regionPicker = nullptr;
    CostBreakdown *m_costBreakdown = nullptr;
    OtherSettings *m_otherSettings = nullptr;
    DiagnosticsPanel *m_diagnosticsPanel = nullptr;
    PreviewPane *m_preview = nullptr;
    StudyEditor *m_studyEditor = nullptr;
    StudyView *m_studyView = nullptr;
    QWidget *m_studyPage = nullptr;
    CatalogBrowser *m_catalogBrowser = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_costLabel = nullptr;
    WelcomePage *m_welcomePage = nullptr;
    QAction *m_restartAction = nullptr;
    bool m_restartForLanguage = false;
};

} // namespace Poolcraft
