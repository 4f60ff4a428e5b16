#include "app/document/jobeditdocument.h"
#include "models/catalog/catalog.h"
#include "models/formats/jobfile.h"
#include "models/formats/legacyconversion.h"
#include "models/validation/suggestions.h"
#include "models/validation/validator.h"
#include "widgets/designer/catalogchoices.h"
#include "widgets/designer/costbreakdown.h"
#include "widgets/designer/poolcard.h"
#include "widgets/mainwindow.h"
#include "widgets/preview/exporttext.h"

#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace Poolcraft;

namespace {

constexpr int NameRole = Qt::UserRole + 1; // PoolCard's item data role
constexpr int MaxSteps = 40;               // fixes applied to one config at most

// One pool as the cloud would run it: what every view of the job must agree on.
struct PoolShape
{
    int pool = 0;
    QString machine;       // the Compute Engine type (a legacy type's equivalent)
    QString accelerator;
    int count = 0;
    qint64 replicas = 0;
    QString image;         // container image, or a package's executor image

    bool operator==(const PoolShape &) const = default;
    QString text() const
    {
        return QStringLiteral("%1: %2 × %3 + %4 × %5, image '%6'")
            .arg(poolRoleName(pool)).arg(replicas).arg(machine).arg(count).arg(accelerator, image);
    }
};

QString describe(const QList<PoolShape> &shapes)
{
    QStringList lines;
    for (const PoolShape &s : shapes)
        lines << s.text();
    return lines.join(QStringLiteral("; "));
}

QList<PoolShape> shapesOf(const JobDocument &job, JobFlavour flavour)
{
    const Catalog &catalog = Catalog::builtIn();
    const JobDocument expanded = withScaleTierPools(job, catalog,
                                                    flavour == JobFlavour::AiPlatform);
    QList<PoolShape> shapes;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = expanded.pools[size_t(i)];
        if (!pool.enabled || pool.replicaCount <= 0)
            continue;
        PoolShape shape;
        shape.pool = i;
        const MachineTypeInfo *machine = machineFor(pool, catalog);
        shape.machine = machine ? machine->name : pool.machine.machineType;
        const PoolGpu gpu = poolGpu(pool, catalog);
        if (gpu.count > 0) {
            const AcceleratorInfo *info = catalog.accelerator(gpu.accelerator);
            shape.accelerator = info ? info->name : gpu.accelerator;
            shape.count = gpu.count;
        }
        shape.replicas = pool.replicaCount;
        shape.image = pool.taskKind == TaskKind::PythonPackage
                          ? pool.pythonPackage.executorImageUri
                          : pool.container.imageUri;
        shapes << shape;
    }
    return shapes;
}

QString diagnosticKey(const QString &ruleId, const QString &message)
{
    return ruleId + QStringLiteral(": ") + message;
}

QStringList windowDiagnostics(const MainWindow &window)
{
    QStringList keys;
    for (const Diagnostic &d : window.diagnostics())
        keys << diagnosticKey(d.ruleId, d.message);
    keys.sort();
    return keys;
}

} // namespace

class TestFixByFix : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFixKeepsTheViewsTogether_data();
    void everyFixKeepsTheViewsTogether();

private:
    QStringList validateWithCli(const QString &file);
    void checkViewsAgree(MainWindow &window, const QString &step);

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestFixByFix::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("PoolcraftTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_fixbyfix"));
}

void TestFixByFix::everyFixKeepsTheViewsTogether_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(POOLCRAFT_REALWORLD_DIR "/configs"));
    const QStringList names = dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 40);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name.chopped(5))) << dir.filePath(name);
}

// `poolcraft validate --json` on a file, as a user runs it: rule ids and messages, sorted.
QStringList TestFixByFix::validateWithCli(const QString &file)
{
    QProcess process;
    process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), {"validate", "--json", file});
    if (!process.waitForStarted(60000) || !process.waitForFinished(120000))
        return {QStringLiteral("poolcraft validate did not run")};
    QStringList keys;
    const QJsonDocument json = QJsonDocument::fromJson(process.readAllStandardOutput());
    for (const QJsonValue &value : json.array()) {
        const QJsonObject d = value.toObject();
        keys << diagnosticKey(d.value("rule").toString(), d.value("message").toString());
    }
    keys.sort();
    return keys;
}

// The window's diagnostics are what the command line says of the saved job; the cards, the
// cost and the four exports describe one job.
void TestFixByFix::checkViewsAgree(MainWindow &window, const QString &step)
{
    const JobDocument &job = window.document()->job();
    const JobFlavour flavour = flavourOf(job);
    const QList<PoolShape> expected = shapesOf(job, flavour);

    const QString saved = m_dir.filePath(QStringLiteral("job-%1.poolcraft.yaml").arg(++m_files));
    {
        QFile file(saved);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(documentText(job, Format::PoolcraftDocument).text.toUtf8());
    }
    const QStringList cli = validateWithCli(saved);
    const QStringList shown = windowDiagnostics(window);
    QVERIFY2(shown == cli, qPrintable(step + QStringLiteral("\nwindow:\n  ")
                                      + shown.join(QStringLiteral("\n  "))
                                      + QStringLiteral("\npoolcraft validate:\n  ")
                                      + cli.join(QStringLiteral("\n  "))));

    // The cards hold what the document holds.
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = job.pools[size_t(i)];
        PoolCard *card = window.poolCard(i);
        QCOMPARE(card->isChecked(), pool.enabled);
        if (!pool.enabled)
            continue;
        QCOMPARE(card->machineTypeBox()->currentData(NameRole).toString(),
                 pool.machine.machineType);
        QCOMPARE(card->acceleratorBox()->currentData(NameRole).toString(),
                 pool.machine.acceleratorType);
        QCOMPARE(card->replicaBox()->value(), int(std::min<qint64>(pool.replicaCount,
                                                                   card->replicaBox()->maximum())));
    }
    // What a legacy type carries is on its card, as the exports give it.
    for (const PoolShape &shape : expected) {
        PoolCard *card = window.poolCard(shape.pool);
        if (!shape.accelerator.isEmpty()) {
            QVERIFY2(card->acceleratorBox()->currentText().contains(shape.accelerator),
                     qPrintable(step + QStringLiteral(": card shows '")
                                + card->acceleratorBox()->currentText() + QStringLiteral("' for ")
                                + shape.text()));
            QCOMPARE(card->countBox()->currentText().section(u' ', 0, 0),
                     QString::number(shape.count));
        }
    }

    // The cost prices the same pools.
    CatalogChoices choices;
    const JobCost cost = choices.cost(job);
    if (!job.region.isEmpty()) {
        QList<PoolShape> priced;
        for (const PoolCost &pool : cost.pools) {
            PoolShape shape;
            shape.pool = pool.pool;
            shape.machine = pool.machineType;
            shape.accelerator = pool.accelerator;
            shape.count = pool.acceleratorCount;
            shape.replicas = pool.replicas;
            priced << shape;
            QVERIFY2(window.costBreakdown()->text().contains(pool.description()),
                     qPrintable(step + QStringLiteral(": ") + pool.description()));
        }
        QList<PoolShape> unimaged = expected;
        for (PoolShape &shape : unimaged)
            shape.image.clear();
        QVERIFY2(priced == unimaged, qPrintable(step + QStringLiteral("\ncost: ") + describe(priced)
                                                + QStringLiteral("\njob:  ") + describe(unimaged)));
    }

    // Every export reads back as the same pools, or is refused naming why. An AI Platform job
    // goes to Vertex converted (a TPU master and worker become one TPU pool): then the export
    // is compared with the converted job, and must say what the conversion changed.
    const Catalog &catalog = Catalog::builtIn();
    const bool converted = needsLegacyConversion(job, catalog);
    const QList<PoolShape> asVertex
        = converted ? shapesOf(convertLegacyToVertex(job, catalog).document, JobFlavour::Vertex)
                    : expected;
    for (ExportKind kind : {ExportKind::VertexYaml, ExportKind::RestJson,
                            ExportKind::GcloudCommand}) {
        const ExportText exported = exportText(job, kind);
        if (exported.text.isEmpty()) {
            QVERIFY2(!exported.lost.isEmpty(), qPrintable(exportKindTitle(kind)));
            continue;
        }
        if (asVertex != expected) {
            QVERIFY2(!exported.lost.isEmpty(),
                     qPrintable(step + QStringLiteral(": ") + exportKindTitle(kind)
                                + QStringLiteral(" changes the pools without a word")));
        }
        const ReadResult read = readJobData(exported.text.toUtf8(), exportKindTitle(kind));
        QVERIFY2(read.ok, qPrintable(step + QStringLiteral(": ") + exportKindTitle(kind)));
        const QList<PoolShape> got = shapesOf(read.document, flavourOf(read.document));
        QVERIFY2(got == asVertex, qPrintable(step + QStringLiteral("\n")
                                             + exportKindTitle(kind) + QStringLiteral(": ")
                                             + describe(got) + QStringLiteral("\njob: ")
                                             + describe(asVertex)));
    }
    const ReadResult again = readJobFile(saved);
    QVERIFY(again.ok);
    QVERIFY2(shapesOf(again.document, flavourOf(again.document)) == expected,
             qPrintable(step + QStringLiteral(": Poolcraft document")));
}

// Issue 10: open each real-world config in the real window, apply every fix it offers one by
// one, and after each check that nothing the user sees disagrees with what is exported.
void TestFixByFix::everyFixKeepsTheViewsTogether()
{
    QFETCH(QString, file);
    MainWindow window;
    if (!window.openFile(file))
        QSKIP("the file holds no job the window can open; tst_realworld_configs covers why");
    QSet<QString> tried;
    int applied = 0;
    for (int step = 0; step < MaxSteps; ++step) {
        std::optional<Fix> next;
        for (const Diagnostic &d : window.diagnostics()) {
            for (const Fix &fix : d.fixes) {
                const QString key = fix.path + u'=' + fix.value;
                if (!next && !tried.contains(key)) {
                    next = fix;
                    tried.insert(key);
                }
            }
        }
        if (!next)
            break;
        const QString label = QStringLiteral("after fix %1 “%2”").arg(step + 1).arg(next->label);
        const JobDocument before = window.document()->job();
        QVERIFY2(window.applyFix(*next), qPrintable(QStringLiteral("cannot apply ") + label));
        ++applied;
        if (window.document()->job() == before) {
            // A fix of the file's spelling ('display_name' read as displayName) leaves the job
            // as it was: the window then still shows the file as read, less what was fixed.
            for (const Diagnostic &d : window.diagnostics()) {
                for (const Fix &fix : d.fixes)
                    QVERIFY2(fix.path != next->path || fix.value != next->value,
                             qPrintable(label + QStringLiteral(" still offered: ") + d.message));
            }
            continue;
        }
        checkViewsAgree(window, label);
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%d fixes applied", applied);
    if (applied == 0) {
        // Nothing to fix: the opened job itself must still agree with its exports.
        window.document()->setValue(QStringLiteral("displayName"),
                                    window.document()->job().displayName + QStringLiteral("-x"));
        checkViewsAgree(window, QStringLiteral("after an edit of the name"));
    }
}

QTEST_MAIN(TestFixByFix)
#include "tst_fixbyfix.moc"
