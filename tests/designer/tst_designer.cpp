#include "app/document/jobeditdocument.h"
#include "models/validation/validator.h"
#include "models/catalog/catalog.h"
#include "widgets/catalogbrowser/catalogbrowser.h"
#include "widgets/catalogbrowser/catalogfiltermodel.h"
#include "widgets/catalogbrowser/catalogtablemodel.h"
#include "widgets/designer/costbreakdown.h"
#include "widgets/designer/growingtable.h"
#include "widgets/designer/othersettings.h"
#include "widgets/designer/poolcard.h"
#include "widgets/designer/poolcardgrid.h"
#include "widgets/designer/regionpicker.h"
#include "widgets/diagnostics/diagnosticspanel.h"
#include "widgets/mainwindow.h"
#include "widgets/preview/exporttext.h"
#include "widgets/preview/previewpane.h"
#include "widgets/settings/translations.h"
#include "widgets/study/studyeditor.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QComboBox>
#include <QMessageBox>
#include <QSpinBox>
#include <QMimeData>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>
#include <QApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QProcess>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

#include <optional>


using namespace Poolcraft;

namespace {

constexpr int NameRole = Qt::UserRole + 1; // PoolCard's item data role

QStringList comboNames(const QComboBox *box)
{
    QStringList names;
    for (int i = 0; i < box->count(); ++i)
        names << box->itemData(i, NameRole).toString();
    return names;
}

bool pick(QComboBox *box, const QString &name)
{
    const int index = box->findData(name, NameRole);
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    emit box->activated(index);
    return true;
}

void dropFile(MainWindow *window, const QString &fileName)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(fileName)});
    const QPoint at = window->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &enter);
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window, &drop);
}

QString exampleJob()
{
    return QStringLiteral(POOLCRAFT_SOURCE_DIR
                          "/resources/examples/pytorch-digits/job.poolcraft.yaml");
}

// A card's table by its accessible name ("Arguments", "Environment"), and its Add button.
GrowingTable *cardTable(const PoolCard *card, const QString &name)
{
    for (GrowingTable *candidate : card->findChildren<GrowingTable *>()) {
        if (candidate->accessibleName() == PoolCard::tr(qPrintable(name)))
            return candidate;
    }
    return nullptr;
}

QPushButton *addRowButton(const PoolCard *card, const QTableWidget *table)
{
    const QString addName = PoolCard::tr("Add row to %1").arg(table->accessibleName());
    for (QPushButton *button : card->findChildren<QPushButton *>()) {
        if (button->accessibleName() == addName)
            return button;
    }
    return nullptr;
}

// A job the validator has nothing to say about.
JobDocument cleanJob()
{
    JobDocument job = JobEditDocument::newJob();
    job.displayName = QStringLiteral("digits");
    job.project = QStringLiteral("my-project");
    job.pools[ChiefPool].machine = {QStringLiteral("n1-standard-4"), QString(), 0, QString()};
    job.pools[ChiefPool].container.imageUri = QStringLiteral("gcr.io/my-project/trainer:1");
    return job;
}

// Shows the window at `size` and lets its deferred layout work (card rows) settle.
bool showAt(MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    for (int i = 0; i < 3; ++i) {
        QTest::qWait(20);
        QApplication::processEvents();
    }
    return true;
}

// $POOLCRAFT_SCREENSHOT_DIR/<name>.png, for people looking at the window.
void saveScreenshot(QWidget *window, const QString &name)
{
    const QString folder = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_DIR");
    if (!folder.isEmpty())
        QVERIFY(window->grab().save(folder + QLatin1Char('/') + name + QLatin1String(".png")));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return QString();
    return path;
}

} // namespace

class TestDesigner : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void undoCommandNames_data();
    void undoCommandNames();
    void undoRestoresEveryEdit_data();
    void undoRestoresEveryEdit();
    void typedNumberIsOneUndoStep();
    void refusesValuesThatDoNotFit_data();
    void refusesValuesThatDoNotFit();
    void studyFormRefuses_data();
    void studyFormRefuses();
    void studyRules_data();
    void studyRules();
    void modifiedTracksUndoStack();
    void poolSwitchStartsFromChief_data();
    void poolSwitchStartsFromChief();
    void tablesEditThroughUndo_data();
    void tablesEditThroughUndo();
    void closingAsksAboutUnsavedChanges_data();
    void closingAsksAboutUnsavedChanges();
    void translationsAreBuiltIn_data();
    void translationsAreBuiltIn();
    void diagnosticRowGoesToField_data();
    void diagnosticRowGoesToField();

    void countPickerOffersValidCounts_data();
    void countPickerOffersValidCounts();
    void acceleratorPickerDisablesWhatDoesNotFit();
    void invalidCountShowsDiagnosticAndFix();
    void regionListMarksRegionsThatCannotRun();
    void unknownPriceKeepsItsLowerBound();
    void catalogBrowserFiltersByRegion();
    void catalogBrowserMatchesWords_data();
    void catalogBrowserMatchesWords();
    void catalogBrowserSortsMachinesBySize();
    void legacyTypeShowsItsAccelerator_data();
    void legacyTypeShowsItsAccelerator();
    void costIsShownPoolByPool();
    void valueWithoutFieldKeepsItsDiagnostic_data();
    void valueWithoutFieldKeepsItsDiagnostic();
    void catalogFileSetting_data();
    void catalogFileSetting();

    void hostileDropKeepsTheJob_data();
    void hostileDropKeepsTheJob();
    void saveThenOpenGivesSameDocument_data();
    void saveThenOpenGivesSameDocument();
    void previewEqualsCommandLineExport_data();
    void previewEqualsCommandLineExport();
    void droppedFileShowsDiagnosticAndFix();
    void designerFitsTheWindow_data();
    void designerFitsTheWindow();
    void neighbouringCardsStayAligned();
    void emptyDiagnosticsTakeOneLine();
    void longProblemsWrap();
    void addRowOpensItsEditor_data();
    void addRowOpensItsEditor();

private:
    QTemporaryDir m_dir;
};

void TestDesigner::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Recent files and the language go to a throw-away settings file.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("PoolcraftTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_designer"));
}

void TestDesigner::undoCommandNames_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("workers-count") << ValuePath::acceleratorCount(1) << "4"
                                   << "Set workers accelerator count to 4";
    QTest::newRow("chief-machine") << ValuePath::machineType(0) << "n1-standard-16"
                                   << "Set chief machine type to n1-standard-16";
    QTest::newRow("region") << ValuePath::region() << "europe-west4"
                            << "Set region to europe-west4";
    QTest::newRow("evaluators-on") << ValuePath::pool(3) << "true"
                                   << "Turn on the evaluators pool";
}

void TestDesigner::undoCommandNames()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    JobEditDocument document;
    QVERIFY(document.setValue(ValuePath::pool(1), QStringLiteral("true")));
    QVERIFY(document.setValue(ValuePath::acceleratorType(1), QStringLiteral("NVIDIA_TESLA_T4")));
    QVERIFY(document.setValue(path, value));
    QCOMPARE(document.undoStack()->undoText(), expected);
}

void TestDesigner::undoRestoresEveryEdit_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::newRow("machine-type") << ValuePath::machineType(0) << "a2-highgpu-1g";
    QTest::newRow("accelerator-type") << ValuePath::acceleratorType(0) << "NVIDIA_TESLA_V100";
    QTest::newRow("replicas") << ValuePath::replicaCount(1) << "7";
    QTest::newRow("image") << ValuePath::imageUri(0) << "gcr.io/p/trainer:1";
    QTest::newRow("disk-size") << ValuePath::pool(0) + ".diskSpec.bootDiskSizeGb" << "200";
    QTest::newRow("pool-off") << ValuePath::pool(0) << "false";
}

void TestDesigner::undoRestoresEveryEdit()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    JobEditDocument document;
    const JobDocument before = document.job();
    QVERIFY(document.setValue(path, value));
    const JobDocument after = document.job();
    QVERIFY(after != before);
    QCOMPARE(valueAt(after, path), value);
    document.undoStack()->undo();
    QVERIFY(document.job() == before);
    document.undoStack()->redo();
    QVERIFY(document.job() == after);
}

// Typing "24" into a spin box edits the count twice ("2", "24"): one undo step. A count set
// again after a pause is a step of its own.
void TestDesigner::typedNumberIsOneUndoStep()
{
    JobEditDocument document;
    QVERIFY(document.setValue(ValuePath::pool(WorkerPoolRole), QStringLiteral("true")));
    const QString replicas = ValuePath::replicaCount(WorkerPoolRole);
    const QString before = valueAt(document.job(), replicas);
    QVERIFY(document.setValue(replicas, QStringLiteral("2")));
    QVERIFY(document.setValue(replicas, QStringLiteral("24")));
    QCOMPARE(document.undoStack()->count(), 2); // the pool switch, then the typed count
    QVERIFY(document.undoStack()->undoText().contains(QLatin1String("24")));
    QTest::qWait(1100);
    QVERIFY(document.setValue(replicas, QStringLiteral("8")));
    QCOMPARE(document.undoStack()->count(), 3);
    document.undoStack()->undo();
    QCOMPARE(valueAt(document.job(), replicas), QStringLiteral("24"));
    document.undoStack()->undo();
    QCOMPARE(valueAt(document.job(), replicas), before);
}

void TestDesigner::refusesValuesThatDoNotFit_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::newRow("count-text") << ValuePath::acceleratorCount(0) << "four";
    QTest::newRow("count-negative") << ValuePath::acceleratorCount(0) << "-1";
    QTest::newRow("count-huge") << ValuePath::acceleratorCount(0) << "99999999999999999999999";
    QTest::newRow("replicas-negative") << ValuePath::replicaCount(1) << "-3";
    QTest::newRow("pool-out-of-range") << "workerPoolSpecs[9].replicaCount" << "1";
    QTest::newRow("unknown-path") << "workerPoolSpecs[0].machineSpec.colour" << "red";
    QTest::newRow("pool-toggle-garbage") << ValuePath::pool(2) << "maybe";
}

void TestDesigner::refusesValuesThatDoNotFit()
{
    QFETCH(QString, path);
    QFETCH(QString, value);
    JobEditDocument document;
    const JobDocument before = document.job();
    QVERIFY(!document.setValue(path, value));
    QVERIFY(document.job() == before);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!document.isModified());
}

void TestDesigner::studyFormRefuses_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("grid-over-continuous") << "grid" << "grid search";
    QTest::newRow("log-scale-non-positive-min") << "log-zero-min" << "log scale";
    QTest::newRow("min-above-max") << "min-above-max" << "minimum";
    QTest::newRow("duplicate-id") << "duplicate-id" << "twice";
}

void TestDesigner::studyFormRefuses()
{
    QFETCH(QString, edit);
    QFETCH(QString, mentions);
    JobEditDocument document;
    StudyEditor editor(&document);
    editor.enabledBox()->setChecked(true);
    QVERIFY(document.job().study.has_value());
    QPushButton *add = nullptr;
    for (QPushButton *button : editor.findChildren<QPushButton *>()) {
        if (button->text() == StudyEditor::tr("&Add parameter"))
            add = button;
    }
    QVERIFY(add);
    QTest::mouseClick(add, Qt::LeftButton);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(document.job().study->parameters.size(), 2);
    QCOMPARE(document.job().study->parameters.first().type, ParameterType::Double);
    const JobDocument before = document.job();
    QTableWidget *table = editor.parameterTable();

    if (edit == QLatin1String("grid")) {
        const int grid = editor.algorithmBox()->findData(int(SearchAlgorithm::Grid));
        editor.algorithmBox()->setCurrentIndex(grid);
        emit editor.algorithmBox()->activated(grid);
    } else if (edit == QLatin1String("log-zero-min")) {
        auto *scale = qobject_cast<QComboBox *>(table->cellWidget(0, StudyEditor::ScaleColumn));
        QVERIFY(scale);
        const int log = scale->findData(int(ScaleType::Log));
        scale->setCurrentIndex(log);
        emit scale->activated(log);
    } else if (edit == QLatin1String("min-above-max")) {
        table->item(0, StudyEditor::MinColumn)->setText(QStringLiteral("5"));
    } else if (edit == QLatin1String("duplicate-id")) {
        table->item(1, StudyEditor::IdColumn)->setText(table->item(0, 0)->text());
    }
    QVERIFY(document.job() == before);
    QVERIFY2(editor.refusal().contains(mentions, Qt::CaseInsensitive),
             qPrintable(editor.refusal()));
    // The form shows the document again, not the refused value.
    QCOMPARE(editor.algorithmBox()->currentData().toInt(), int(before.study->algorithm));
}

void TestDesigner::studyRules_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<double>("minValue");
    QTest::addColumn<double>("maxValue");
    QTest::addColumn<int>("scale");
    QTest::addColumn<int>("algorithm");
    QTest::addColumn<bool>("accepted");
    const int d = int(ParameterType::Double);
    const int i = int(ParameterType::Integer);
    const int linear = int(ScaleType::Linear);
    const int log = int(ScaleType::Log);
    const int bayes = int(SearchAlgorithm::Bayesian);
    const int grid = int(SearchAlgorithm::Grid);
    QTest::newRow("double-linear-bayes") << d << 0.0 << 1.0 << linear << bayes << true;
    QTest::newRow("double-log-positive") << d << 1e-4 << 0.1 << log << bayes << true;
    QTest::newRow("double-log-zero") << d << 0.0 << 0.1 << log << bayes << false;
    QTest::newRow("double-log-negative") << d << -1.0 << 0.1 << log << bayes << false;
    QTest::newRow("double-grid") << d << 0.0 << 1.0 << linear << grid << false;
    QTest::newRow("integer-grid") << i << 1.0 << 8.0 << linear << grid << true;
    QTest::newRow("integer-fraction") << i << 1.5 << 8.0 << linear << bayes << false;
    QTest::newRow("nan-bound") << d << qQNaN() << 1.0 << linear << bayes << false;
    QTest::newRow("double-equal-bounds") << d << 0.5 << 0.5 << linear << bayes << false;
    QTest::newRow("integer-equal-bounds") << i << 3.0 << 3.0 << linear << bayes << false;
}

void TestDesigner::studyRules()
{
    QFETCH(int, type);
    QFETCH(double, minValue);
    QFETCH(double, maxValue);
    QFETCH(int, scale);
    QFETCH(int, algorithm);
    QFETCH(bool, accepted);
    StudySpec study;
    study.metricId = QStringLiteral("accuracy");
    study.algorithm = SearchAlgorithm(algorithm);
    StudyParameter p;
    p.id = QStringLiteral("p");
    p.type = ParameterType(type);
    p.minValue = minValue;
    p.maxValue = maxValue;
    p.scale = ScaleType(scale);
    study.parameters << p;
    QCOMPARE(!hasErrors(validateStudy(study)), accepted);
}

void TestDesigner::modifiedTracksUndoStack()
{
    JobEditDocument document;
    QSignalSpy modified(&document, &JobEditDocument::modifiedChanged);
    QVERIFY(!document.isModified());
    QVERIFY(document.setValue(ValuePath::replicaCount(1), QStringLiteral("3")));
    QVERIFY(document.isModified());
    document.undoStack()->undo();
    QVERIFY(!document.isModified());
    QVERIFY(modified.count() >= 2);
}

void TestDesigner::poolSwitchStartsFromChief_data()
{
    QTest::addColumn<int>("pool");
    QTest::newRow("workers") << int(WorkerPoolRole);
    QTest::newRow("parameter-servers") << int(ParameterServerPool);
    QTest::newRow("evaluators") << int(EvaluatorPool);
}

void TestDesigner::poolSwitchStartsFromChief()
{
    QFETCH(int, pool);
    MainWindow window;
    JobEditDocument *document = window.document();
    QVERIFY(document->setValue(ValuePath::machineType(0), QStringLiteral("n1-standard-16")));
    QVERIFY(document->setValue(ValuePath::imageUri(0), QStringLiteral("gcr.io/p/t:2")));
    const JobDocument before = document->job();
    window.poolCard(pool)->setChecked(true);
    const WorkerPool &on = document->job().pools[size_t(pool)];
    QVERIFY(on.enabled);
    QCOMPARE(on.machine, before.pools[0].machine);
    QCOMPARE(on.container.imageUri, before.pools[0].container.imageUri);
    QCOMPARE(document->undoStack()->undoText(),
             QStringLiteral("Turn on the %1 pool").arg(poolRoleName(pool)));
    QVERIFY(window.poolCard(pool)->machineTypeBox()->isEnabled());
    document->undoStack()->undo();
    QVERIFY(document->job() == before);
    QVERIFY(!window.poolCard(pool)->isChecked());
}

void TestDesigner::tablesEditThroughUndo_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::newRow("argument") << "Arguments" << 0 << "--epochs=5";
    QTest::newRow("environment-name") << "Environment" << 0 << "NCCL_DEBUG";
    QTest::newRow("environment-value") << "Environment" << 1 << "INFO";
    QTest::newRow("hostile-text") << "Arguments" << 0 << QString(100000, QChar(0x2028));
}

void TestDesigner::tablesEditThroughUndo()
{
    QFETCH(QString, table);
    QFETCH(int, column);
    QFETCH(QString, text);
    MainWindow window;
    PoolCard *card = window.poolCard(ChiefPool);
    GrowingTable *widget = cardTable(card, table);
    QVERIFY(widget);
    QPushButton *add = addRowButton(card, widget);
    QVERIFY(add);
    const JobDocument before = window.document()->job();
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(widget->rowCount(), 1);
    const JobDocument added = window.document()->job();
    QVERIFY(added != before);
    widget->item(0, column)->setText(text);
    const WorkerPool &pool = window.document()->job().pools[0];
    if (table == QLatin1String("Arguments"))
        QCOMPARE(pool.args(), QStringList{text});
    else
        QCOMPARE(column == 0 ? pool.env().value(0).name : pool.env().value(0).value, text);
    window.document()->undoStack()->undo();
    QVERIFY(window.document()->job() == added);
    window.document()->undoStack()->undo();
    QVERIFY(window.document()->job() == before);
    QCOMPARE(widget->rowCount(), 0);
}

void TestDesigner::closingAsksAboutUnsavedChanges_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("closes");
    QTest::newRow("cancel") << int(QMessageBox::Cancel) << false;
    QTest::newRow("discard") << int(QMessageBox::Discard) << true;
}

void TestDesigner::closingAsksAboutUnsavedChanges()
{
    QFETCH(int, answer);
    QFETCH(bool, closes);
    MainWindow window;
    window.show();
    QVERIFY(window.document()->setValue(ValuePath::replicaCount(1), QStringLiteral("2")));
    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = true;
        box->button(QMessageBox::StandardButton(answer))->click();
    });
    QCOMPARE(window.close(), closes);
    QVERIFY(asked);
    QCOMPARE(window.document()->isModified(), true);
}

void TestDesigner::translationsAreBuiltIn_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::newRow("es") << "es" << "&Archivo";
    QTest::newRow("pt_BR") << "pt_BR" << "&Arquivo";
    QTest::newRow("zh_CN") << "zh_CN" << "文件(&F)";
}

void TestDesigner::translationsAreBuiltIn()
{
    QFETCH(QString, language);
    QFETCH(QString, file);
    QVERIFY(Translations::languages().contains(language));
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/poolcraft_%1.qm").arg(language)));
    QCOMPARE(translator.translate("Poolcraft::MainWindow", "&File"), file);
}

void TestDesigner::diagnosticRowGoesToField_data()
{
    QTest::addColumn<bool>("poolOn");
    QTest::newRow("pool-on-goes-to-field") << true;
    QTest::newRow("pool-off-goes-to-switch") << false;
}

void TestDesigner::diagnosticRowGoesToField()
{
    QFETCH(bool, poolOn);
    MainWindow window;
    QVERIFY(window.document()->setValue(ValuePath::pool(1), poolOn ? QStringLiteral("true")
                                                                   : QStringLiteral("false")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Diagnostic d;
    d.path = ValuePath::replicaCount(1);
    d.message = QStringLiteral("too many");
    window.diagnosticsPanel()->setDiagnostics({d});
    QTreeWidget *tree = window.diagnosticsPanel()->tree();
    QCOMPARE(tree->topLevelItemCount(), 1);
    QSignalSpy activated(window.diagnosticsPanel(), &DiagnosticsPanel::pathActivated);
    emit tree->itemActivated(tree->topLevelItem(0), 0);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().toString(), d.path);
    QWidget *expected = window.poolCard(1)->replicaBox();
    if (!poolOn)
        expected = window.poolCard(1);
    QCOMPARE(QApplication::focusWidget(), expected);
}


void TestDesigner::countPickerOffersValidCounts_data()
{
    QTest::addColumn<QString>("machineType");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QStringList>("counts");
    // vertex-facts.md §3.2
    QTest::newRow("n1-standard-32-v100") << "n1-standard-32" << "NVIDIA_TESLA_V100"
                                         << QStringList{"4", "8"};
    QTest::newRow("n1-standard-8-t4") << "n1-standard-8" << "NVIDIA_TESLA_T4"
                                      << QStringList{"1", "2", "4"};
    QTest::newRow("n1-standard-16-v100") << "n1-standard-16" << "NVIDIA_TESLA_V100"
                                         << QStringList{"2", "4", "8"};
    QTest::newRow("g2-standard-24-l4") << "g2-standard-24" << "NVIDIA_L4" << QStringList{"2"};
}

void TestDesigner::countPickerOffersValidCounts()
{
    QFETCH(QString, machineType);
    QFETCH(QString, accelerator);
    QFETCH(QStringList, counts);
    MainWindow window;
    PoolCard *card = window.poolCard(ChiefPool);
    QVERIFY(pick(card->machineTypeBox(), machineType));
    QCOMPARE(window.document()->job().pools[0].machine.machineType, machineType);
    QVERIFY(pick(card->acceleratorBox(), accelerator));
    QCOMPARE(window.document()->job().pools[0].machine.acceleratorType, accelerator);
    QCOMPARE(comboNames(card->countBox()), counts);
    // Picking the GPU moved the count to one the table allows.
    QVERIFY(counts.contains(QString::number(window.document()->job().pools[0]
                                                .machine.acceleratorCount)));
}

void TestDesigner::acceleratorPickerDisablesWhatDoesNotFit()
{
    MainWindow window;
    PoolCard *card = window.poolCard(ChiefPool);
    QVERIFY(pick(card->machineTypeBox(), QStringLiteral("n1-standard-8")));
    auto *model = qobject_cast<QStandardItemModel *>(card->acceleratorBox()->model());
    QVERIFY(model);
    const int a100 = card->acceleratorBox()->findData(QStringLiteral("NVIDIA_TESLA_A100"),
                                                      NameRole);
    const int t4 = card->acceleratorBox()->findData(QStringLiteral("NVIDIA_TESLA_T4"), NameRole);
    QVERIFY(t4 > 0);
    QVERIFY(model->item(t4)->isEnabled());
    QVERIFY(a100 > 0);
    QVERIFY(!model->item(a100)->isEnabled());
    QVERIFY(!model->item(a100)->toolTip().isEmpty());
}

void TestDesigner::invalidCountShowsDiagnosticAndFix()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    JobDocument job = window.document()->job();
    job.displayName = QStringLiteral("resnet-multiworker");
    job.project = QStringLiteral("my-project");
    job.pools[0].machine = {QStringLiteral("n1-standard-8"), QStringLiteral("NVIDIA_TESLA_T4"),
                            3, QString()};
    job.pools[0].container.imageUri = QStringLiteral("gcr.io/my-project/trainer:1");
    job.pools[0].container.args = {QStringLiteral("--epochs=10")};
    job.pools[1] = job.pools[0];
    job.pools[1].machine.acceleratorCount = 2;
    job.pools[1].replicaCount = 3;
    window.document()->replaceJob(job, QStringLiteral("three T4"));

    const QString countPath = ValuePath::acceleratorCount(0);
    QVERIFY2(!window.poolCard(0)->messageAt(countPath).isEmpty(), "shown beside the field");
    QVERIFY(window.poolCard(0)->countBox()->currentText().contains(QLatin1String("3")));
    const Diagnostics all = window.diagnosticsPanel()->diagnostics();
    const auto it = std::find_if(all.cbegin(), all.cend(), [&](const Diagnostic &d) {
        return d.path == countPath && !d.fixes.isEmpty();
    });
    QVERIFY(it != all.cend());

    // The screenshot in the README is this state: POOLCRAFT_SCREENSHOT=path.png.
    const QString screenshot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT");
    if (!screenshot.isEmpty()) {
        window.previewPane()->updateNow();
        QVERIFY(window.grab().save(screenshot));
    }

    QVERIFY(window.applyFix(it->fixes.first()));
    const QList<int> valid{1, 2, 4};
    QVERIFY(valid.contains(window.document()->job().pools[0].machine.acceleratorCount));
    QVERIFY(window.poolCard(0)->messageAt(countPath).isEmpty());
    // The Edit menu names the edit, not the button: "Redo Use 4" read as nonsense (issue 10).
    const QString named = QStringLiteral("Set chief accelerator count to %1")
                              .arg(window.document()->job().pools[0].machine.acceleratorCount);
    QCOMPARE(window.document()->undoStack()->undoText(), named);
    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->undoStack()->redoText(), named);
    QCOMPARE(window.document()->job().pools[0].machine.acceleratorCount, 3);
    QVERIFY(!window.poolCard(0)->messageAt(countPath).isEmpty());
}

void TestDesigner::regionListMarksRegionsThatCannotRun()
{
    MainWindow window;
    JobDocument job = window.document()->job();
    job.pools[0].machine = {QStringLiteral("a2-highgpu-1g"), QStringLiteral("NVIDIA_TESLA_A100"),
                            1, QString()};
    job.pools[0].container.imageUri = QStringLiteral("gcr.io/p/t:1");
    window.document()->replaceJob(job, QStringLiteral("A100 job"));
    QComboBox *regions = window.regionPicker()->comboBox();
    QVERIFY(regions->count() > 1);
    int cannot = -1;
    int can = -1;
    for (int i = 0; i < regions->count(); ++i) {
        const bool canRun = regions->itemData(i, RegionPicker::CanRunRole).toBool();
        if (!canRun && cannot < 0)
            cannot = i;
        if (canRun && can < 0)
            can = i;
    }
    QVERIFY2(cannot >= 0, "some region has no A100");
    QVERIFY2(can >= 0, "some region has A100s");
    QVERIFY(regions->itemData(can, RegionPicker::CostRole).toDouble() > 0);
    QVERIFY(!regions->itemData(cannot, RegionPicker::ReasonRole).toString().isEmpty());
    // Picking it says why, in the status line and as a diagnostic on the region.
    emit regions->activated(cannot);
    const QString region = regions->itemData(regions->currentIndex(),
                                             RegionPicker::RegionRole).toString();
    QCOMPARE(window.document()->job().region, region);
    QVERIFY(window.regionPicker()->statusText().contains(
        regions->itemData(regions->currentIndex(), RegionPicker::ReasonRole).toString()));
    QVERIFY(window.regionPicker()->statusText().contains(QStringLiteral("cannot")));
}

// A price the catalog does not have makes the cost a lower bound: the list, its tip and the
// status line all say "≥".
void TestDesigner::unknownPriceKeepsItsLowerBound()
{
    MainWindow window;
    JobDocument job = JobEditDocument::newJob();
    job.pools[ChiefPool].machine = {QStringLiteral("cloud-tpu"), QStringLiteral("TPU_V2"), 8, {}};
    job.pools[ChiefPool].container.imageUri = QStringLiteral("gcr.io/p/tpu:latest");
    window.document()->replaceJob(job, QStringLiteral("TPU"));
    QComboBox *regions = window.regionPicker()->comboBox();
    int bound = -1;
    for (int i = 0; i < regions->count() && bound < 0; ++i) {
        if (regions->itemData(i, RegionPicker::CanRunRole).toBool()
            && regions->itemText(i).contains(u'≥'))
            bound = i;
    }
    QVERIFY2(bound >= 0, "some region runs a TPU job at an unknown price");
    QVERIFY(regions->itemData(bound, Qt::ToolTipRole).toString().contains(u'≥'));
    emit regions->activated(bound);
    QVERIFY2(window.regionPicker()->statusText().contains(u'≥'),
             qPrintable(window.regionPicker()->statusText()));
}

void TestDesigner::catalogBrowserFiltersByRegion()
{
    MainWindow window;
    CatalogBrowser *browser = window.catalogBrowser();
    const int all = browser->model()->rowCount();
    QVERIFY(all > 0);
    browser->proxy()->setQuery(QStringLiteral("NVIDIA_TESLA_A100"));
    const int a100 = browser->proxy()->rowCount();
    QVERIFY(a100 > 0);
    QVERIFY(a100 < all);
    for (int row = 0; row < a100; ++row) {
        const QModelIndex counts = browser->proxy()->index(row, CatalogTableModel::CountsColumn);
        QVERIFY(!counts.data().toString().isEmpty());
    }
    // A region narrows the rows to what it offers.
    browser->setRegion(QStringLiteral("us-central1"));
    QVERIFY(browser->model()->rowCount() <= all);
    for (int row = 0; row < browser->model()->rowCount(); ++row)
        QVERIFY(browser->model()->row(row).regions.contains(QStringLiteral("us-central1")));
    const QString screenshot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_CATALOG");
    if (!screenshot.isEmpty()) {
        window.resize(1280, 800);
        window.tabs()->setCurrentWidget(browser);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(screenshot));
    }
}

// Typing in the filter box as a user does: every row shown has the typed words, and a word
// that only appears inside another word ("T4" in us-west4) does not bring its rows in.
void TestDesigner::catalogBrowserMatchesWords_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("accelerator"); // every row shown has it
    QTest::newRow("T4 (issue 10)") << "T4" << "NVIDIA_TESLA_T4";
    QTest::newRow("a100 80gb") << "a100 80gb" << "NVIDIA_A100_80GB";
    QTest::newRow("v100") << "v100" << "NVIDIA_TESLA_V100";
}

void TestDesigner::catalogBrowserMatchesWords()
{
    QFETCH(QString, typed);
    QFETCH(QString, accelerator);
    MainWindow window;
    CatalogBrowser *browser = window.catalogBrowser();
    auto *filter = browser->findChild<QLineEdit *>();
    QVERIFY(filter);
    QTest::keyClicks(filter, typed);
    const int shown = browser->proxy()->rowCount();
    QVERIFY(shown > 0);
    for (int row = 0; row < shown; ++row) {
        const QModelIndex index = browser->proxy()->index(row,
                                                          CatalogTableModel::AcceleratorColumn);
        QCOMPARE(index.data().toString(), accelerator);
    }
    int expected = 0;
    for (int row = 0; row < browser->model()->rowCount(); ++row)
        expected += browser->model()->row(row).accelerator == accelerator;
    QCOMPARE(shown, expected);
}

void TestDesigner::catalogBrowserSortsMachinesBySize()
{
    MainWindow window;
    CatalogBrowser *browser = window.catalogBrowser();
    browser->view()->sortByColumn(CatalogTableModel::MachineColumn, Qt::AscendingOrder);
    QStringList order;
    for (int row = 0; row < browser->proxy()->rowCount(); ++row) {
        const QString name = browser->proxy()->index(row, CatalogTableModel::MachineColumn)
                                 .data().toString();
        if (order.isEmpty() || order.last() != name)
            order << name;
    }
    const qsizetype small = order.indexOf(QStringLiteral("n1-highmem-2"));
    const qsizetype large = order.indexOf(QStringLiteral("n1-highmem-16"));
    QVERIFY(small >= 0 && large >= 0);
    QVERIFY2(small < large, qPrintable(order.join(u' ')));
    QVERIFY(order.indexOf(QStringLiteral("n1-standard-2"))
            < order.indexOf(QStringLiteral("n1-standard-16")));
}

// A legacy type carries its accelerators (issue 10: standard_tpu showed "No accelerator"
// while the export said TPU_V2 × 8): the card names them, and the Vertex export agrees.
void TestDesigner::legacyTypeShowsItsAccelerator_data()
{
    QTest::addColumn<QString>("scaleTier");
    QTest::addColumn<QString>("machineType");   // empty: the scale tier's
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<QString>("count");
    QTest::newRow("standard_tpu") << "CUSTOM" << "standard_tpu" << "TPU_V2" << "8";
    QTest::newRow("cloud_tpu") << "CUSTOM" << "cloud_tpu" << "TPU_V2" << "8";
    QTest::newRow("standard_gpu") << "CUSTOM" << "standard_gpu" << "NVIDIA_TESLA_K80" << "1";
    QTest::newRow("BASIC_TPU tier") << "BASIC_TPU" << "" << "TPU_V2" << "8";
    QTest::newRow("BASIC_GPU tier") << "BASIC_GPU" << "" << "NVIDIA_TESLA_K80" << "1";
}

void TestDesigner::legacyTypeShowsItsAccelerator()
{
    QFETCH(QString, scaleTier);
    QFETCH(QString, machineType);
    QFETCH(QString, accelerator);
    QFETCH(QString, count);
    MainWindow window;
    JobDocument job = JobEditDocument::newJob();
    job.legacy.scaleTier = scaleTier;
    job.pools[ChiefPool].machine = {machineType, QString(), 0, {}};
    job.pools[ChiefPool].container.imageUri = QStringLiteral("gcr.io/p/trainer:1");
    window.document()->replaceJob(job, QStringLiteral("legacy"));
    PoolCard *card = window.poolCard(ChiefPool);
    QVERIFY2(card->acceleratorBox()->currentText().contains(accelerator),
             qPrintable(card->acceleratorBox()->currentText()));
    QVERIFY(!card->acceleratorBox()->isEnabled());
    QCOMPARE(card->countBox()->currentText(), count);
    const QString yaml = exportText(window.document()->job(), ExportKind::VertexYaml).text;
    QVERIFY2(yaml.contains(QStringLiteral("acceleratorType: ") + accelerator), qPrintable(yaml));
    QVERIFY2(yaml.contains(QStringLiteral("acceleratorCount: ") + count), qPrintable(yaml));
}

// The design page says what each pool costs and what the figure leaves out.
void TestDesigner::costIsShownPoolByPool()
{
    MainWindow window;
    QVERIFY(window.document()->setValue(ValuePath::pool(1), QStringLiteral("true")));
    QVERIFY(window.document()->setValue(ValuePath::machineType(1), QStringLiteral("n1-standard-8")));
    QVERIFY(window.document()->setValue(ValuePath::replicaCount(1), QStringLiteral("3")));
    QVERIFY(window.document()->setValue(QStringLiteral("region"), QStringLiteral("us-central1")));
    const JobDocument &job = window.document()->job();
    const QString text = window.costBreakdown()->text();
    for (int pool : {ChiefPool, WorkerPoolRole}) {
        const QString line = QStringLiteral("%1: %2 × %3 at $")
                                 .arg(poolRoleName(pool))
                                 .arg(job.pools[pool].replicaCount)
                                 .arg(job.pools[pool].machine.machineType);
        QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral(" in\n") + text));
    }
    QVERIFY2(text.contains(QStringLiteral("Total in us-central1: $")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("management fee")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("disk")), qPrintable(text));
    const QString screenshot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_COST");
    if (!screenshot.isEmpty()) {
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(screenshot));
    }
}

// Issue 10: a pythonVersion of ':3.5"' stopped being reported after any edit, though the
// saved file still had it. It is reported until the value changes, shown under Other
// settings, and its fixes remove it.
void TestDesigner::valueWithoutFieldKeepsItsDiagnostic_data()
{
    QTest::addColumn<QString>("fixLabel");
    QTest::addColumn<QString>("after");     // pythonVersion once the fix is applied
    QTest::newRow("clear") << "Clear pythonVersion" << "";
    QTest::newRow("use the version inside") << "Use pythonVersion 3.5" << "3.5";
}

void TestDesigner::valueWithoutFieldKeepsItsDiagnostic()
{
    QFETCH(QString, fixLabel);
    QFETCH(QString, after);
    const auto pythonVersionRule = [](const Diagnostics &diagnostics) {
        for (const Diagnostic &d : diagnostics) {
            if (d.ruleId == QLatin1String("python-version"))
                return std::optional<Diagnostic>(d);
        }
        return std::optional<Diagnostic>();
    };
    MainWindow window;
    QVERIFY(window.openFile(QStringLiteral(POOLCRAFT_REALWORLD_DIR
                                           "/configs/38-jondeaton-brats18-cloudml-gpu-malformed.yaml")));
    QVERIFY(pythonVersionRule(window.diagnostics()));
    QVERIFY(window.otherSettings()->isVisibleTo(&window));
    QCOMPARE(window.otherSettings()->field(QStringLiteral("pythonVersion"))->text(),
             QStringLiteral(":3.5\""));
    const QString screenshot = qEnvironmentVariable("POOLCRAFT_SCREENSHOT_OTHER");
    if (!screenshot.isEmpty()) {
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.goToPath(QStringLiteral("pythonVersion"));
        QVERIFY(window.grab().save(screenshot));
    }
    // An edit elsewhere leaves the value, so its diagnostic stays.
    QVERIFY(window.document()->setValue(QStringLiteral("displayName"), QStringLiteral("brats")));
    const std::optional<Diagnostic> kept = pythonVersionRule(window.diagnostics());
    QVERIFY2(kept, "the diagnostic stays after an unrelated edit");
    const auto fix = std::find_if(kept->fixes.cbegin(), kept->fixes.cend(),
                                  [&](const Fix &f) { return f.label == fixLabel; });
    QVERIFY2(fix != kept->fixes.cend(), qPrintable(fixLabel));
    QVERIFY(window.applyFix(*fix));
    QVERIFY(!pythonVersionRule(window.diagnostics()));
    QCOMPARE(window.document()->job().legacy.pythonVersion, after);
    QCOMPARE(window.otherSettings()->field(QStringLiteral("pythonVersion"))->text(), after);
    window.document()->undoStack()->undo();
    QVERIFY(pythonVersionRule(window.diagnostics()));
}

void TestDesigner::hostileDropKeepsTheJob_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("malformed-yaml") << QByteArray("workerPoolSpecs:\n  - machineSpec: [\n");
    QTest::newRow("truncated") << QByteArray("workerPoolSpecs:\n  - machineSpec:\n      machi");
    QTest::newRow("binary") << QByteArray("\x00\x01\xff\xfe garbage \x00", 14);
    QTest::newRow("huge-line") << QByteArray(4 * 1024 * 1024, 'x');
    QTest::newRow("deep-nesting") << QByteArray(20000, '[');
    QTest::newRow("empty") << QByteArray();
}

void TestDesigner::hostileDropKeepsTheJob()
{
    QFETCH(QByteArray, content);
    MainWindow window;
    QVERIFY(window.document()->setValue(ValuePath::replicaCount(1), QStringLiteral("5")));
    const JobDocument before = window.document()->job();
    const QString path = writeFile(m_dir, QStringLiteral("hostile.yaml"), content);
    QVERIFY(!path.isEmpty());
    // Should the reader take the file, the question about unsaved changes gets Cancel.
    bool asked = false;
    QTimer answer;
    connect(&answer, &QTimer::timeout, &window, [&asked] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            asked = true;
            box->button(QMessageBox::Cancel)->click();
        }
    });
    answer.start(50);
    dropFile(&window, path);
    answer.stop();
    // The unsaved job is never replaced, and what went wrong names the file and its line.
    QVERIFY(window.document()->job() == before);
    QVERIFY(window.document()->isModified());
    const Diagnostics shown = window.diagnosticsPanel()->diagnostics();
    const bool fromFile = std::any_of(shown.cbegin(), shown.cend(), [&](const Diagnostic &d) {
        return d.file == path && d.position.isValid();
    });
    QVERIFY2(fromFile || asked, "either readable (and asked) or a diagnostic with its line");
}

void TestDesigner::saveThenOpenGivesSameDocument_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("poolcraft") << int(Format::PoolcraftDocument) << "job.poolcraft.yaml";
    QTest::newRow("vertex-yaml") << int(Format::VertexCustomJobYaml) << "config.yaml";
}

void TestDesigner::saveThenOpenGivesSameDocument()
{
    QFETCH(int, format);
    QFETCH(QString, fileName);
    MainWindow window;
    JobEditDocument *document = window.document();
    QVERIFY(document->setValue(ValuePath::machineType(0), QStringLiteral("n1-standard-8")));
    QVERIFY(document->setValue(ValuePath::acceleratorType(0), QStringLiteral("NVIDIA_TESLA_T4")));
    QVERIFY(document->setValue(ValuePath::acceleratorCount(0), QStringLiteral("2")));
    QVERIFY(document->setValue(ValuePath::imageUri(0), QStringLiteral("gcr.io/p/trainer:1")));
    QVERIFY(document->setValue(ValuePath::pool(1), QStringLiteral("true")));
    QVERIFY(document->setValue(ValuePath::machineType(1), QStringLiteral("n1-standard-8")));
    QVERIFY(document->setValue(ValuePath::replicaCount(1), QStringLiteral("3")));
    QVERIFY(document->setValue(ValuePath::imageUri(1), QStringLiteral("gcr.io/p/trainer:1")));
    const QString path = m_dir.filePath(fileName);
    QVERIFY(window.saveTo(path, Format(format)));
    QVERIFY(!document->isModified());
    const JobDocument saved = document->job();

    MainWindow reopened;
    QVERIFY(reopened.openFile(path));
    const JobDocument read = reopened.document()->job();
    QCOMPARE(read.pools[0].machine, saved.pools[0].machine);
    QCOMPARE(read.pools[1].replicaCount, saved.pools[1].replicaCount);
    QCOMPARE(read.pools[1].container.imageUri, saved.pools[1].container.imageUri);
    if (Format(format) == Format::PoolcraftDocument)
        QVERIFY(read == saved);
}

void TestDesigner::previewEqualsCommandLineExport_data()
{
    QTest::addColumn<int>("kind");
    for (ExportKind kind : exportKinds())
        QTest::newRow(qPrintable(exportKindFormatId(kind))) << int(kind);
}

void TestDesigner::previewEqualsCommandLineExport()
{
    QFETCH(int, kind);
    MainWindow window;
    JobEditDocument *document = window.document();
    QVERIFY(document->setValue(ValuePath::machineType(0), QStringLiteral("n1-standard-8")));
    QVERIFY(document->setValue(ValuePath::acceleratorType(0), QStringLiteral("NVIDIA_TESLA_T4")));
    QVERIFY(document->setValue(ValuePath::acceleratorCount(0), QStringLiteral("1")));
    QVERIFY(document->setValue(ValuePath::imageUri(0), QStringLiteral("gcr.io/p/trainer:1")));
    const QString path = m_dir.filePath(QStringLiteral("export-me.poolcraft.yaml"));
    QVERIFY(window.saveTo(path, Format::PoolcraftDocument));
    window.previewPane()->updateNow();

    QProcess process;
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE),
                  {QStringLiteral("export"), QStringLiteral("--to"),
                   exportKindFormatId(ExportKind(kind)), path});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QCOMPARE(window.previewPane()->text(ExportKind(kind)),
             QString::fromUtf8(process.readAllStandardOutput()));
}

void TestDesigner::droppedFileShowsDiagnosticAndFix()
{
    const QByteArray config = "workerPoolSpecs:\n"
                              "  - machineSpec:\n"
                              "      machineType: n1-standard-8\n"
                              "      acceleratorType: NVIDIA_TESLA_T4\n"
                              "      acceleratorCount: 3\n"
                              "    replicaCount: 1\n"
                              "    containerSpec:\n"
                              "      imageUri: gcr.io/p/trainer:1\n";
    const QString path = writeFile(m_dir, QStringLiteral("three-t4.yaml"), config);
    MainWindow window;
    dropFile(&window, path);
    QCOMPARE(window.document()->fileName(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(window.document()->job().pools[0].machine.acceleratorCount, 3);

    const QString countPath = ValuePath::acceleratorCount(0);
    QVERIFY2(!window.poolCard(0)->messageAt(countPath).isEmpty(), "shown beside the field");
    const Diagnostics all = window.diagnosticsPanel()->diagnostics();
    const auto it = std::find_if(all.cbegin(), all.cend(), [&](const Diagnostic &d) {
        return d.path == countPath && !d.fixes.isEmpty();
    });
    QVERIFY(it != all.cend());
    QVERIFY(window.applyFix(it->fixes.first()));
    const int fixed = window.document()->job().pools[0].machine.acceleratorCount;
    QVERIFY(QList<int>({1, 2, 4}).contains(fixed));
    QVERIFY(window.poolCard(0)->messageAt(countPath).isEmpty());
    QVERIFY(window.document()->isModified());

    window.document()->undoStack()->undo();
    QCOMPARE(window.document()->job().pools[0].machine.acceleratorCount, 3);
    QVERIFY(!window.poolCard(0)->messageAt(countPath).isEmpty());
}


QTEST_MAIN(TestDesigner)
// View > Catalog: the file the user picked becomes the active catalog at the next start;
// a broken one is refused with its line and column and the catalog in use stays.
void TestDesigner::catalogFileSetting_data()
{
    QTest::addColumn<QByteArray>("yamlEdit");   // appended to a copy of the built-in file
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("message");

    QTest::newRow("copy-of-built-in") << QByteArray() << true << QString();
    QTest::newRow("syntax-error") << QByteArray("\nmachineTypes: [unclosed\n") << false
                                  << QStringLiteral("catalog.yaml:");
}

void TestDesigner::catalogFileSetting()
{
    QFETCH(QByteArray, yamlEdit);
    QFETCH(bool, accepted);
    QFETCH(QString, message);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDir source(QStringLiteral(POOLCRAFT_SOURCE_DIR "/resources/catalog"));
    for (const QString &name : source.entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(name), dir.filePath(name)));
    const QString catalogFile = dir.filePath(QStringLiteral("catalog.yaml"));
    if (!yamlEdit.isEmpty()) {
        QFile file(catalogFile);
        QVERIFY(file.open(QIODevice::Append));
        file.write(yamlEdit);
    }

    QSettings().setValue(QStringLiteral("catalogFile"), catalogFile);
    const Diagnostics problems = MainWindow::applyCatalogSetting();
    QSettings().remove(QStringLiteral("catalogFile"));
    const CatalogPtr active = Catalog::active();
    Catalog::useBuiltIn();

    QCOMPARE(problems.isEmpty(), accepted);
    QVERIFY(active);
    if (accepted) {
        QCOMPARE(active->fileName(), catalogFile);
        QVERIFY(active->machineType(QStringLiteral("n1-standard-8")));
    } else {
        QVERIFY(active->fileName() != catalogFile);
        const QString line = formatDiagnosticLine(problems.first());
        QVERIFY2(line.contains(message), qPrintable(line));
        QVERIFY2(problems.first().position.line > 0, qPrintable(line));
    }
}

void TestDesigner::designerFitsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// Issue 10: at 1024×700 the designer scrolled sideways, cut off buttons and the Preview's
// tabs ("gcl" and scroll arrows).
void TestDesigner::designerFitsTheWindow()
{
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(window.openFile(exampleJob()));
    QVERIFY(showAt(window, size));
    QCOMPARE(window.size(), size); // no minimum size larger than the screen

    auto *scroll = qobject_cast<QScrollArea *>(window.tabs()->widget(0));
    QVERIFY(scroll);
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("page %1 px in a %2 px view")
                            .arg(scroll->widget()->width())
                            .arg(scroll->viewport()->width())));
    int buttons = 0;
    for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
        if (!button->isVisibleTo(&window) || button->size().isEmpty())
            continue;
        ++buttons;
        // The designer's page scrolls down, never sideways; everything else is in the window.
        if (scroll->widget()->isAncestorOf(button)) {
            const int left = button->mapTo(scroll->viewport(), QPoint()).x();
            QVERIFY2(left >= 0 && left + button->width() <= scroll->viewport()->width(),
                     qPrintable(button->text() + button->accessibleName()));
        } else {
            const QRect inWindow(button->mapTo(&window, QPoint()), button->size());
            QVERIFY2(window.rect().contains(inWindow),
                     qPrintable(button->text() + button->accessibleName()));
        }
    }
    QVERIFY(buttons > 10);

    const QTabBar *formats = window.previewPane()->findChild<QTabWidget *>()->tabBar();
    QCOMPARE(formats->count(), exportKinds().size());
    for (int tab = 0; tab < formats->count(); ++tab) {
        const QRect rect = formats->tabRect(tab);
        QVERIFY2(formats->rect().contains(rect), qPrintable(formats->tabText(tab)));
        QVERIFY2(rect.width() > formats->fontMetrics().horizontalAdvance(formats->tabText(tab)),
                 qPrintable(formats->tabText(tab)));
        QVERIFY(!formats->tabToolTip(tab).isEmpty());
    }
    if (size.width() >= 1366)
        QCOMPARE(window.poolCardGrid()->columnCount(), 2);
    saveScreenshot(&window, QStringLiteral("designer-%1x%2").arg(size.width())
                                .arg(size.height()));
}

// Issue 10: a message under one card's field pushed its rows out of line with the card
// beside it, and long messages were cut ("…such as").
void TestDesigner::neighbouringCardsStayAligned()
{
    MainWindow window;
    JobDocument job = cleanJob();
    job.pools[ChiefPool].machine = {QStringLiteral("n1-standard-8"),
                                    QStringLiteral("NVIDIA_TESLA_T4"), 3, QString()};
    job.pools[WorkerPoolRole] = job.pools[ChiefPool];
    job.pools[WorkerPoolRole].machine.acceleratorCount = 1;
    job.pools[WorkerPoolRole].replicaCount = 2;
    window.document()->replaceJob(job, QStringLiteral("three T4"));
    QVERIFY(showAt(window, QSize(1920, 1080)));
    QCOMPARE(window.poolCardGrid()->columnCount(), 2);
    PoolCard *chief = window.poolCard(ChiefPool);
    PoolCard *workers = window.poolCard(WorkerPoolRole);
    QVERIFY(!chief->messageAt(ValuePath::acceleratorCount(ChiefPool)).isEmpty());
    const auto rowTops = [&window](const PoolCard *card) {
        QList<int> tops;
        for (const QWidget *row : card->rows())
            tops << row->mapTo(&window, QPoint()).y();
        return tops;
    };
    QTRY_COMPARE(rowTops(chief), rowTops(workers));
    saveScreenshot(&window, QStringLiteral("designer-messages-1920x1080"));
    for (const PoolCard *card : {chief, workers}) {
        for (const QLabel *label : card->findChildren<QLabel *>()) {
            if (!label->isVisibleTo(&window) || !label->wordWrap() || label->text().isEmpty())
                continue;
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(label->text()));
            const QWidget *row = label->parentWidget();
            QVERIFY2(row->rect().contains(QRect(label->mapTo(row, QPoint()), label->size())),
                     qPrintable(label->text()));
        }
    }
    // One column at 1024 px: nothing to line up, and no row is kept taller than it needs.
    window.resize(1024, 700);
    QTRY_COMPARE(window.poolCardGrid()->columnCount(), 1);
    QTRY_VERIFY(workers->rows().value(2)->minimumHeight() == 0);
}

// Issue 10: the Diagnostics dock took 100 px to say nothing.
void TestDesigner::emptyDiagnosticsTakeOneLine()
{
    MainWindow window;
    window.document()->replaceJob(JobEditDocument::newJob(), QStringLiteral("new"));
    QVERIFY(showAt(window, QSize(1024, 700)));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("diagnosticsDock"));
    QVERIFY(dock);
    DiagnosticsPanel *panel = window.diagnosticsPanel();
    QVERIFY(!panel->diagnostics().isEmpty());
    QVERIFY(panel->tree()->isVisible());
    const int withProblems = dock->height();

    window.document()->replaceJob(cleanJob(), QStringLiteral("clean"));
    QVERIFY2(panel->diagnostics().isEmpty(),
             qPrintable(formatDiagnosticLine(panel->diagnostics().value(0))));
    QVERIFY(!panel->tree()->isVisible());
    const int line = panel->fontMetrics().height();
    QTRY_VERIFY2(panel->height() <= 2 * line, qPrintable(QString::number(panel->height())));
    QTRY_VERIFY(dock->height() < withProblems);

    // Problems again: the list and its room come back.
    window.document()->undoStack()->undo();
    QVERIFY(!panel->diagnostics().isEmpty());
    QVERIFY(panel->tree()->isVisible());
    QTRY_VERIFY2(dock->height() >= withProblems - 2, qPrintable(QString::number(dock->height())));
}

// Issue 10: a long problem was cut with "…" at the column's edge, its end only in a tooltip.
void TestDesigner::longProblemsWrap()
{
    DiagnosticsPanel panel;
    const QString message = QStringLiteral("The job uses 24 vCPUs at once; the default quota is "
                                           "20 concurrent training vCPUs a project starts with. "
                                           "Ask for more quota before you submit it.");
    panel.setDiagnostics({{.severity = Severity::Warning, .ruleId = QStringLiteral("quota"),
                           .path = ValuePath::replicaCount(1), .message = message},
                          {.severity = Severity::Warning, .ruleId = QStringLiteral("short"),
                           .path = ValuePath::replicaCount(1), .message = QStringLiteral("x")}});
    panel.resize(900, 300);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTreeWidget *tree = panel.tree();
    QHeaderView *header = tree->header();
    const int line = tree->fontMetrics().height();
    const auto rowHeight = [tree](int row) {
        return tree->visualItemRect(tree->topLevelItem(row)).height();
    };
    header->resizeSection(2, 300);
    const int lines = tree->fontMetrics()
                          .boundingRect(QRect(0, 0, 290, 1 << 20), Qt::TextWordWrap, message)
                          .height() / line;
    QVERIFY(lines >= 3);
    QTRY_VERIFY2(rowHeight(0) >= lines * line,
                 qPrintable(QStringLiteral("%1 px for %2 lines").arg(rowHeight(0)).arg(lines)));
    QVERIFY(rowHeight(1) < 2 * line + 8);
    // A wider column takes fewer lines.
    const int narrow = rowHeight(0);
    header->resizeSection(2, 800);
    QTRY_VERIFY(rowHeight(0) < narrow);
}

void TestDesigner::addRowOpensItsEditor_data()
{
    QTest::addColumn<QString>("table");
    QTest::newRow("arguments") << "Arguments";
    QTest::newRow("environment") << "Environment";
}

// Issue 10: tables showed 2½ rows, and Add put an empty row out of sight with no editor.
void TestDesigner::addRowOpensItsEditor()
{
    QFETCH(QString, table);
    MainWindow window;
    window.document()->replaceJob(cleanJob(), QStringLiteral("clean"));
    QVERIFY(showAt(window, QSize(1024, 700)));
    PoolCard *card = window.poolCard(WorkerPoolRole);
    card->setChecked(true);
    QVERIFY(card->isChecked());
    GrowingTable *widget = cardTable(card, table);
    QVERIFY(widget);
    QPushButton *add = addRowButton(card, widget);
    QVERIFY(add);
    auto *scroll = qobject_cast<QScrollArea *>(window.tabs()->widget(0));
    const int rowHeight = widget->verticalHeader()->defaultSectionSize();
    int previousHeight = widget->viewport()->height();
    for (int rows = 1; rows <= 12; ++rows) {
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(widget->rowCount(), rows);
        QCOMPARE(widget->currentRow(), rows - 1);
        QApplication::processEvents();
        // Its editor is open, on the new row.
        const QRect cell = widget->visualRect(widget->currentIndex());
        QLineEdit *editor = nullptr;
        for (QLineEdit *candidate : widget->viewport()->findChildren<QLineEdit *>()) {
            if (candidate->isVisible())
                editor = candidate;
        }
        QVERIFY2(editor, qPrintable(QString::number(rows)));
        QVERIFY(cell.contains(editor->geometry().center()));
        // The new row is in sight: inside the table's view and the page's.
        QVERIFY2(widget->viewport()->rect().contains(cell), qPrintable(QString::number(rows)));
        const QPoint inPage = widget->viewport()->mapTo(scroll->viewport(), cell.topLeft());
        QVERIFY2(inPage.y() >= 0 && inPage.y() + cell.height() <= scroll->viewport()->height(),
                 qPrintable(QStringLiteral("row %1 at %2..%3 of %4")
                                .arg(rows)
                                .arg(inPage.y())
                                .arg(inPage.y() + cell.height())
                                .arg(scroll->viewport()->height())));
        // Whole rows: the view is a multiple of a row tall, growing up to its limit (once the
        // page's layout has caught up with the rows around it that changed with the edit).
        QTRY_COMPARE(widget->viewport()->height() % rowHeight, 0);
        QVERIFY(widget->viewport()->height() >= previousHeight);
        previousHeight = widget->viewport()->height();
        QTest::keyClick(editor, Qt::Key_Escape);
    }
    QCOMPARE(widget->viewport()->height(), 8 * rowHeight);
}

#include "tst_designer.moc"
