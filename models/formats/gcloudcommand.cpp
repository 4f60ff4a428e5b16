// writeGcloudCommand(); the reader is in gcloudreader.cpp.

#include "gcloudcommand.h"

#include "gcloudwords.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Poolcraft::GcloudWriter", text);
}

// gcloud splits list and dict flags on commas; "^D^" before the value picks another
// delimiter (`gcloud topic escaping`) for items that hold commas themselves.
QString joinList(const QStringList &items)
{
    const bool hasComma = std::any_of(items.cbegin(), items.cend(), [](const QString &item) {
        return item.contains(QLatin1Char(','));
    });
    const bool startsWithCaret = !items.isEmpty() && items.first().startsWith(QLatin1Char('^'));
    if (!hasComma && !startsWithCaret)
        return items.join(QLatin1Char(','));
    for (const QString delimiter : {QStringLiteral(":"), QStringLiteral(";"),
                                    QStringLiteral("|"), QStringLiteral("~"),
                                    QStringLiteral("!"), QStringLiteral("@"),
                                    QStringLiteral("%%"), QStringLiteral("::|::")}) {
        const bool free = std::none_of(items.cbegin(), items.cend(), [&](const QString &item) {
            return item.contains(delimiter);
        });
        if (free)
            return QLatin1Char('^') + delimiter + QLatin1Char('^') + items.join(delimiter);
    }
    return items.join(QLatin1Char(','));
}

QString flag(const QString &name, const QString &value)
{
    return name + QLatin1Char('=') + shellQuote(value);
}

QString poolSpec(const WorkerPool &pool)
{
    if (!pool.enabled)
        return QString();
    QStringList pairs;
    pairs.append(QStringLiteral("machine-type=") + pool.machine.machineType);
    pairs.append(QStringLiteral("replica-count=%1").arg(pool.replicaCount));
    if (!pool.machine.acceleratorType.isEmpty()) {
        pairs.append(QStringLiteral("accelerator-type=") + pool.machine.acceleratorType);
        pairs.append(QStringLiteral("accelerator-count=%1").arg(pool.machine.acceleratorCount));
    }
    if (pool.taskKind == TaskKind::Container) {
        pairs.append(QStringLiteral("container-image-uri=") + pool.container.imageUri);
    } else if (pool.taskKind == TaskKind::PythonPackage) {
        pairs.append(QStringLiteral("executor-image-uri=") + pool.pythonPackage.executorImageUri);
        pairs.append(QStringLiteral("python-module=") + pool.pythonPackage.pythonModule);
    }
    return joinList(pairs);
}

// The flags give one --args for every pool, one --command for container pools and one
// --python-package-uris for package pools: the first pool that has each one decides, and
// every pool that differs is named in a note.
struct SharedLists
{
    QStringList args;
    QStringList command;
    QStringList packageUris;
    QStringList notes;
};

SharedLists sharedLists(const JobDocument &document)
{
    SharedLists shared;
    bool argsSet = false;
    bool commandSet = false;
    bool urisSet = false;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = document.pools[i];
        if (!pool.enabled || pool.taskKind == TaskKind::None)
            continue;
        const QString where = ValuePath::pool(i);
        if (!argsSet) {
            shared.args = pool.args();
            argsSet = true;
        } else if (pool.args() != shared.args) {
            shared.notes.append(tr("%1 has arguments of its own; --args gives every pool the "
                                   "same ones").arg(where));
        }
        if (!pool.env().isEmpty())
            shared.notes.append(tr("%1 sets environment variables; gcloud has no flag for "
                                   "them").arg(where));
        if (pool.taskKind == TaskKind::Container) {
            if (!commandSet) {
                shared.command = pool.container.command;
                commandSet = true;
            } else if (pool.container.command != shared.command) {
                shared.notes.append(tr("%1 has a command of its own; --command gives every "
                                       "container pool the same one").arg(where));
            }
        } else {
            if (!urisSet) {
                shared.packageUris = pool.pythonPackage.packageUris;
                urisSet = true;
            } else if (pool.pythonPackage.packageUris != shared.packageUris) {
                shared.notes.append(tr("%1 has packages of its own; --python-package-uris "
                                       "gives every package pool the same ones").arg(where));
            }
        }
    }
    return shared;
}

QStringList otherNotes(const JobDocument &document)
{
    QStringList notes;
    for (int i = 0; i < MaxPools; ++i) {
        const WorkerPool &pool = document.pools[i];
        if (!pool.enabled)
            continue;
        if (!pool.disk.bootDiskType.isEmpty() || pool.disk.bootDiskSizeGb > 0)
            notes.append(tr("%1 has a boot disk setting").arg(ValuePath::pool(i)));
        if (!pool.machine.tpuTopology.isEmpty())
            notes.append(tr("%1 has a TPU topology").arg(ValuePath::pool(i)));
    }
    if (!(document.scheduling == Scheduling()))
        notes.append(tr("the job has scheduling settings (timeout, retries, Spot)"));
    if (!document.baseOutputDirectory.isEmpty())
        notes.append(tr("the job has a base output directory"));
    return notes;
}

QString labelsValue(const QMap<QString, QString> &labels)
{
    QStringList pairs;
    for (auto it = labels.constBegin(); it != labels.constEnd(); ++it)
        pairs.append(it.key() + QLatin1Char('=') + it.value());
    return joinList(pairs);
}

QString render(const QStringList &notes, const QStringList &words)
{
    QString text;
    for (const QString &note : notes) {
        QString line = note;
        line.replace(QLatin1Char('\n'), QLatin1Char(' '));
        text += QStringLiteral("# ") + line + QLatin1Char('\n');
    }
    text += words.join(QStringLiteral(" \\\n  "));
    text += QLatin1Char('\n');
    return text;
}

QStringList commonFlags(const JobDocument &document)
{
    QStringList words;
    if (!document.project.isEmpty())
        words.append(flag(QStringLiteral("--project"), document.project));
    if (!document.region.isEmpty())
        words.append(flag(QStringLiteral("--region"), document.region));
    words.append(flag(QStringLiteral("--display-name"), document.displayName));
    return words;
}

QStringList accountFlags(const JobDocument &document)
{
    QStringList words;
    if (!document.serviceAccount.isEmpty())
        words.append(flag(QStringLiteral("--service-account"), document.serviceAccount));
    if (!document.network.isEmpty())
        words.append(flag(QStringLiteral("--network"), document.network));
    if (!document.labels.isEmpty())
        words.append(flag(QStringLiteral("--labels"), labelsValue(document.labels)));
    return words;
}

QString tuningCommand(const JobDocument &document)
{
    const StudySpec &study = *document.study;
    QStringList words{QStringLiteral("gcloud ai hp-tuning-jobs create")};
    words += commonFlags(document);
    words.append(QStringLiteral("--max-trial-count=%1").arg(study.maxTrialCount));
    words.append(QStringLiteral("--parallel-trial-count=%1").arg(study.parallelTrialCount));
    QString algorithm = algorithmName(study.algorithm).toLower();
    algorithm.replace(QLatin1Char('_'), QLatin1Char('-'));
    words.append(QStringLiteral("--algorithm=") + algorithm);
    words += accountFlags(document);
    words.append(QStringLiteral("--config=hptuning_config.yaml"));
    const QStringList notes{
        tr("The study (studySpec) and the trial job (trialJobSpec) cannot be given as flags:"),
        tr("export this job as a Vertex hp-tuning config.yaml and save it as "
           "hptuning_config.yaml next to where you run this command.")};
    return render(notes, words);
}

} // namespace

QString writeGcloudCommand(const JobDocument &document)
{
    if (document.study)
        return tuningCommand(document);
    QStringList words{QStringLiteral("gcloud ai custom-jobs create")};
    words += commonFlags(document);
    for (int i = 0; i <= document.lastEnabledPool(); ++i)
        words.append(flag(QStringLiteral("--worker-pool-spec"), poolSpec(document.pools[i])));
    const SharedLists shared = sharedLists(document);
    if (!shared.args.isEmpty())
        words.append(flag(QStringLiteral("--args"), joinList(shared.args)));
    if (!shared.command.isEmpty())
        words.append(flag(QStringLiteral("--command"), joinList(shared.command)));
    if (!shared.packageUris.isEmpty())
        words.append(flag(QStringLiteral("--python-package-uris"),
                          joinList(shared.packageUris)));
    words += accountFlags(document);
    QStringList notes = shared.notes + otherNotes(document);
    if (!notes.isEmpty()) {
        notes.prepend(tr("These settings cannot be given as gcloud flags and are left out; "
                         "use --config with the job's Vertex config.yaml to keep them:"));
    }
    return render(notes, words);
}

} // namespace Poolcraft
