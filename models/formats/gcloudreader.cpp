// readGcloudCommand(): from shell words to a JobDocument.

#include "gcloudcommand.h"

#include "gcloudwords.h"
#include "jobfile.h"
#include "restjsonreader.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace Poolcraft {

namespace {

const char *const Source = "gcloud reference: ai custom-jobs create, ai hp-tuning-jobs create, "
                           "ai-platform jobs submit training";

// The messages of this file, under the context Qt Linguist files them by.
class GcloudReaderMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::GcloudReader)
};

enum class Command { CustomJob, TuningJob, LegacyTraining };

// A flag's value: its text and where each of its characters is in the command text.
struct Value
{
    QString text;
    const ShellWord *word = nullptr;
    qsizetype from = 0; // index in word->text where the value starts

    qsizetype offset(qsizetype index = 0) const { return word ? word->offsetOf(from + index) : 0; }
    Value part(qsizetype index, qsizetype length) const
    {
        return {text.mid(index, length), word, from + index};
    }
};

struct Item
{
    QString key;
    Value value;
    Value whole;
};

// A file a script writes with `cat > FILE <<'EOF'` before running gcloud: Poolcraft's gcloud
// export keeps the job's config there.
struct HereDocument
{
    QString body;
    int firstLine = 0; // 1-based line of the body's first line in the script
};

// Takes the here-documents out of `text`, leaving their lines empty so that every other
// word keeps its line and column.
QHash<QString, HereDocument> takeHereDocuments(QString *text)
{
    static const QRegularExpression start(
        QStringLiteral(R"(^\s*cat\s*>\s*(\S+)\s*<<(-?)\s*(['"]?)(\w+)\3\s*$)"));
    QHash<QString, HereDocument> documents;
    QStringList lines = text->split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = start.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        const bool stripTabs = !m.captured(2).isEmpty();
        const QString delimiter = m.captured(4);
        qsizetype end = i + 1;
        QStringList body;
        while (end < lines.size()) {
            QString line = lines.at(end);
            if (stripTabs) {
                while (line.startsWith(QLatin1Char('\t')))
                    line.remove(0, 1);
            }
            if (line == delimiter)
                break;
            body.append(line);
            ++end;
        }
        if (end >= lines.size())
            break; // unterminated: left for the shell-word reader to complain about
        documents.insert(m.captured(1), {body.join(QLatin1Char('\n')) + QLatin1Char('\n'),
                                         int(i) + 2});
        for (qsizetype j = i; j <= end; ++j)
            lines[j].clear();
        i = end;
    }
    *text = lines.join(QLatin1Char('\n'));
    return documents;
}

class GcloudReader
{
public:
    GcloudReader(const QString &text, const QString &fileName, ReadResult *result)
        : m_text(text), m_fileName(fileName), m_result(result)
    {
        m_hereDocuments = takeHereDocuments(&m_text);
    }

    void read()
    {
        m_result->format = Format::GcloudCommand;
        if (m_text.size() > GcloudLimits::MaxTextLength) {
            add(Severity::Error, 0, QStringLiteral("file-too-large"), QString(),
                GcloudReaderMessages::tr("the text has %1 characters; a command line is at most %2")
                    .arg(m_text.size()).arg(GcloudLimits::MaxTextLength));
            return;
        }
        const ShellWords split = splitShellWords(m_text);
        if (!split.error.isEmpty()) {
            add(Severity::Error, split.errorOffset, QStringLiteral("syntax"), QString(),
                split.error);
            return;
        }
        if (split.endOfCommand >= 0) {
            add(Severity::Warning, split.endOfCommand, QStringLiteral("second-command"), QString(),
                split.endedAtLineEnd
                    ? GcloudReaderMessages::tr("the command ends with this line, as in a shell; the lines "
                                               "after it are not read (a '\\' missing at its end?)")
                    : GcloudReaderMessages::tr("only the first command is read; the rest is ignored"));
        }
        m_words = split.words;
        qsizetype next = 0;
        if (!readCommandName(&next))
            return;
        m_result->ok = true;
        readFlags(next);
        finish();
    }

private:
    // gcloud [beta|alpha] ai custom-jobs create | ai hp-tuning-jobs create |
    // ai-platform jobs submit training JOB
    bool readCommandName(qsizetype *next)
    {
        qsizetype i = 0;
        // A pasted prompt ("$ gcloud ...") and environment assignments before the command.
        while (i < m_words.size()
               && (m_words[i].text == QLatin1String("$")
                   || (m_words[i].text.contains(QLatin1Char('='))
                       && !m_words[i].text.startsWith(QLatin1Char('-'))
                       && m_words[i].text.indexOf(QLatin1Char('=')) > 0)))
            ++i;
        if (i >= m_words.size()) {
            add(Severity::Error, m_words.isEmpty() ? 0 : m_words.last().start(),
                QStringLiteral("not-gcloud"), QString(), GcloudReaderMessages::tr("there is no gcloud command here"));
            return false;
        }
        const ShellWord &program = m_words[i];
        if (program.text != QLatin1String("gcloud")
            && !program.text.endsWith(QLatin1String("/gcloud"))) {
            add(Severity::Error, program.start(), QStringLiteral("not-gcloud"), QString(),
                GcloudReaderMessages::tr("expected a gcloud command, found '%1'").arg(program.text.left(60)));
            return false;
        }
        ++i;
        while (i < m_words.size() && (m_words[i].text == QLatin1String("beta")
                                      || m_words[i].text == QLatin1String("alpha")))
            ++i;
        // Global flags may come before or between the command names.
        const qsizetype groupStart = i;
        QStringList names;
        QList<qsizetype> nameIndexes;
        for (qsizetype j = groupStart; j < m_words.size() && names.size() < 4; ++j) {
            const QString &word = m_words[j].text;
            if (word.startsWith(QLatin1Char('-'))) {
                if (!word.contains(QLatin1Char('=')) && isGlobalValueFlag(word))
                    ++j;
                continue;
            }
            names.append(word);
            nameIndexes.append(j);
        }
        const QString joined = names.join(QLatin1Char(' '));
        // Word by word: one quoted word "custom-jobs create" joins like two, but it is not
        // the command, and taking it as one left fewer names than the command has.
        const auto startsWith = [&names](const QStringList &command) {
            return names.mid(0, command.size()) == command;
        };
        int nameCount = 0;
        if (startsWith({QStringLiteral("ai"), QStringLiteral("custom-jobs"),
                        QStringLiteral("create")})) {
            m_command = Command::CustomJob;
            nameCount = 3;
        } else if (startsWith({QStringLiteral("ai"), QStringLiteral("hp-tuning-jobs"),
                               QStringLiteral("create")})) {
            m_command = Command::TuningJob;
            nameCount = 3;
        } else if (startsWith({QStringLiteral("ai-platform"), QStringLiteral("jobs"),
                               QStringLiteral("submit"), QStringLiteral("training")})) {
            m_command = Command::LegacyTraining;
            nameCount = 4;
        } else {
            const qsizetype at = groupStart < m_words.size() ? m_words[groupStart].start()
                                                             : program.start();
            add(Severity::Error, at, QStringLiteral("not-gcloud"), QString(),
                GcloudReaderMessages::tr("'gcloud %1' is not a command that creates a training job (expected 'ai "
                   "custom-jobs create', 'ai hp-tuning-jobs create' or 'ai-platform jobs "
                   "submit training')").arg(joined.left(80)));
            return false;
        }
        const qsizetype lastName = nameIndexes.at(nameCount - 1);
        for (qsizetype j = groupStart; j < lastName; ++j) {
            if (!nameIndexes.contains(j))
                m_earlyFlags.append(j);
        }
        *next = lastName + 1;
        if (m_command == Command::LegacyTraining) {
            if (*next < m_words.size() && !m_words[*next].text.startsWith(QLatin1Char('-'))) {
                m_result->document.displayName = m_words[*next].text;
                m_result->sourceMap.insert(QStringLiteral("displayName"),
                                           position(m_words[*next].start()));
                ++*next;
            } else {
                add(Severity::Error, *next < m_words.size() ? m_words[*next].start()
                                                            : m_text.size(),
                    QStringLiteral("missing-value"), QStringLiteral("displayName"),
                    GcloudReaderMessages::tr("'gcloud ai-platform jobs submit training' needs the job name (JOB) "
                       "after 'training'"));
            }
        }
        m_result->sourceMap.insert(QString(), position(program.start()));
        if (m_command == Command::TuningJob)
            m_result->document.study = StudySpec();
        return true;
    }

    static bool isGlobalValueFlag(const QString &name)
    {
        static const QSet<QString> names{
            QStringLiteral("--project"), QStringLiteral("--format"),
            QStringLiteral("--verbosity"), QStringLiteral("--account"),
            QStringLiteral("--configuration"), QStringLiteral("--impersonate-service-account"),
            QStringLiteral("--billing-project")};
        return names.contains(name);
    }

    void readFlags(qsizetype from)
    {
        QList<qsizetype> order = m_earlyFlags;
        for (qsizetype i = from; i < m_words.size(); ++i)
            order.append(i);
        for (qsizetype n = 0; n < order.size(); ++n) {
            const qsizetype i = order[n];
            const ShellWord &word = m_words[i];
            if (word.text == QLatin1String("--")) {
                for (qsizetype k = n + 1; k < order.size(); ++k)
                    m_userArgs.append(m_words[order[k]].text);
                return;
            }
            if (!word.text.startsWith(QLatin1Char('-'))) {
                add(Severity::Warning, word.start(), QStringLiteral("unexpected-argument"),
                    QString(), GcloudReaderMessages::tr("unexpected argument '%1' is ignored").arg(word.text.left(60)));
                continue;
            }
            const qsizetype equals = word.text.indexOf(QLatin1Char('='));
            const QString name = equals < 0 ? word.text : word.text.left(equals);
            const std::optional<bool> takesValue = flagTakesValue(name);
            Value value;
            if (equals >= 0) {
                value = {word.text.mid(equals + 1), &word, equals + 1};
            } else if (takesValue.value_or(false) || (!takesValue && nextIsValue(order, n))) {
                if (n + 1 >= order.size() || m_words[order[n + 1]].text == QLatin1String("--")) {
                    add(Severity::Error, word.start(), QStringLiteral("missing-value"), QString(),
                        GcloudReaderMessages::tr("%1 needs a value").arg(name));
                    continue;
                }
                const ShellWord &valueWord = m_words[order[++n]];
                value = {valueWord.text, &valueWord, 0};
            }
            if (!takesValue) {
                add(Severity::Warning, word.start(), QStringLiteral("unknown-flag"), QString(),
                    GcloudReaderMessages::tr("unknown flag %1 is ignored").arg(name.left(60)));
                continue;
            }
            if (!*takesValue && equals >= 0) {
                add(Severity::Error, value.offset(), QStringLiteral("bad-value"), QString(),
                    GcloudReaderMessages::tr("%1 takes no value").arg(name));
                continue;
            }
            handleFlag(name, value, word);
        }
    }

    bool nextIsValue(const QList<qsizetype> &order, qsizetype n) const
    {
        return n + 1 < order.size() && !m_words[order[n + 1]].text.startsWith(QLatin1Char('-'));
    }

    // true: takes a value; false: a switch; nullopt: unknown for this command.
    std::optional<bool> flagTakesValue(const QString &name) const
    {
        static const QSet<QString> globalSwitches{
            QStringLiteral("--quiet"), QStringLiteral("-q"), QStringLiteral("--async"),
            QStringLiteral("--stream-logs"), QStringLiteral("--log-http")};
        static const QSet<QString> customValues{
            QStringLiteral("--region"), QStringLiteral("--display-name"),
            QStringLiteral("--worker-pool-spec"), QStringLiteral("--args"),
            QStringLiteral("--command"), QStringLiteral("--python-package-uris"),
            QStringLiteral("--service-account"), QStringLiteral("--network"),
            QStringLiteral("--labels"), QStringLiteral("--config")};
        static const QSet<QString> customSwitches{QStringLiteral("--enable-web-access"),
                                                  QStringLiteral("--enable-dashboard-access")};
        static const QSet<QString> tuningValues{
            QStringLiteral("--region"), QStringLiteral("--display-name"),
            QStringLiteral("--max-trial-count"), QStringLiteral("--parallel-trial-count"),
            QStringLiteral("--algorithm"), QStringLiteral("--config"),
            QStringLiteral("--service-account"), QStringLiteral("--network"),
            QStringLiteral("--labels")};
        static const QSet<QString> legacyValues{
            QStringLiteral("--scale-tier"), QStringLiteral("--master-machine-type"),
            QStringLiteral("--worker-machine-type"),
            QStringLiteral("--parameter-server-machine-type"), QStringLiteral("--worker-count"),
            QStringLiteral("--parameter-server-count"), QStringLiteral("--master-accelerator"),
            QStringLiteral("--worker-accelerator"),
            QStringLiteral("--parameter-server-accelerator"), QStringLiteral("--region"),
            QStringLiteral("--module-name"), QStringLiteral("--package-path"),
            QStringLiteral("--packages"), QStringLiteral("--job-dir"),
            QStringLiteral("--runtime-version"), QStringLiteral("--python-version"),
            QStringLiteral("--master-image-uri"), QStringLiteral("--worker-image-uri"),
            QStringLiteral("--parameter-server-image-uri"), QStringLiteral("--config"),
            QStringLiteral("--staging-bucket"), QStringLiteral("--labels"),
            QStringLiteral("--service-account"), QStringLiteral("--network")};
        static const QSet<QString> legacySwitches{QStringLiteral("--use-chief-in-tf-config"),
                                                  QStringLiteral("--enable-web-access")};
        if (isGlobalValueFlag(name))
            return true;
        if (globalSwitches.contains(name))
            return false;
        switch (m_command) {
        case Command::CustomJob:
            if (customValues.contains(name))
                return true;
            if (customSwitches.contains(name))
                return false;
            break;
        case Command::TuningJob:
            if (tuningValues.contains(name))
                return true;
            if (customSwitches.contains(name))
                return false;
            break;
        case Command::LegacyTraining:
            if (legacyValues.contains(name))
                return true;
            if (legacySwitches.contains(name))
                return false;
            break;
        }
        return std::nullopt;
    }

    void handleFlag(const QString &name, const Value &value, const ShellWord &flagWord)
    {
        JobDocument &document = m_result->document;
        const auto remember = [&](const QString &path) {
            m_flagPaths.insert(path);
            m_result->sourceMap.insert(path, position(value.word ? value.offset()
                                                                 : flagWord.start()));
        };
        if (name == QLatin1String("--project")) {
            document.project = value.text;
            remember(QStringLiteral("project"));
        } else if (name == QLatin1String("--region")) {
            document.region = value.text;
            remember(QStringLiteral("region"));
        } else if (name == QLatin1String("--display-name")) {
            document.displayName = value.text;
            remember(QStringLiteral("displayName"));
        } else if (name == QLatin1String("--service-account")) {
            document.serviceAccount = value.text;
            remember(QStringLiteral("serviceAccount"));
        } else if (name == QLatin1String("--network")) {
            document.network = value.text;
            remember(QStringLiteral("network"));
        } else if (name == QLatin1String("--labels")) {
            for (const Item &item : dictItems(value, name)) {
                document.labels.insert(item.key, item.value.text);
                m_result->sourceMap.insert(QStringLiteral("labels.") + item.key,
                                           position(item.whole.offset()));
            }
        } else if (name == QLatin1String("--config")) {
            m_hasConfig = true;
            if (m_hereDocuments.contains(value.text))
                readConfig(m_hereDocuments.value(value.text));
            else
                add(Severity::Warning, flagWord.start(), QStringLiteral("config-file"), QString(),
                    GcloudReaderMessages::tr("--config %1: the job spec in that file is not part of this command "
                       "line; open the file itself to read it").arg(value.text.left(200)));
        } else if (name == QLatin1String("--worker-pool-spec")) {
            workerPoolSpec(value, flagWord);
        } else if (name == QLatin1String("--args")) {
            m_args = listItems(value);
            m_hasArgs = true;
        } else if (name == QLatin1String("--command")) {
            m_commandWords = listItems(value);
            m_hasCommand = true;
        } else if (name == QLatin1String("--python-package-uris")
                   || name == QLatin1String("--packages")) {
            m_packageUris = listItems(value);
            m_hasPackageUris = true;
        } else if (name == QLatin1String("--max-trial-count")
                   || name == QLatin1String("--parallel-trial-count")) {
            const bool max = name == QLatin1String("--max-trial-count");
            if (const auto n = integer(value, name, 1, 100000)) {
                (max ? document.study->maxTrialCount : document.study->parallelTrialCount) =
                    int(*n);
                remember(max ? QStringLiteral("maxTrialCount")
                             : QStringLiteral("parallelTrialCount"));
            }
        } else if (name == QLatin1String("--algorithm")) {
            algorithm(value);
        } else if (m_command == Command::LegacyTraining) {
            legacyFlag(name, value, flagWord);
        } else if (name == QLatin1String("--enable-web-access")
                   || name == QLatin1String("--enable-dashboard-access")) {
            add(Severity::Warning, flagWord.start(), QStringLiteral("not-kept"), QString(),
                GcloudReaderMessages::tr("%1 is valid but Poolcraft does not keep it").arg(name));
        }
        // Global flags such as --format and --quiet change nothing in the job.
    }

    void workerPoolSpec(const Value &value, const ShellWord &flagWord)
    {
        const int index = m_poolCount++;
        if (index >= MaxPools) {
            add(Severity::Error, flagWord.start(), QStringLiteral("too-many-pools"),
                QString(), GcloudReaderMessages::tr("a job has at most %1 worker pools (chief, workers, parameter "
                              "servers, evaluators); this is --worker-pool-spec number %2")
                               .arg(MaxPools).arg(index + 1));
            return;
        }
        const QString poolPath = ValuePath::pool(index);
        m_result->sourceMap.insert(poolPath, position(flagWord.start()));
        WorkerPool &pool = m_result->document.pools[index];
        pool = WorkerPool();
        const QList<Item> items = dictItems(value, QStringLiteral("--worker-pool-spec"));
        if (items.isEmpty())
            return; // an empty spec is a skipped pool, as gcloud writes it
        pool.enabled = true;
        pool.taskKind = TaskKind::None;
        bool hasMachine = false;
        bool hasAcceleratorCount = false;
        for (const Item &item : items) {
            const QString &key = item.key;
            const QString &text = item.value.text;
            const auto at = [&](const QString &field) {
                m_result->sourceMap.insert(poolPath + field, position(item.value.offset()));
            };
            if (key == QLatin1String("machine-type")) {
                pool.machine.machineType = text;
                hasMachine = true;
                at(QStringLiteral(".machineSpec.machineType"));
            } else if (key == QLatin1String("replica-count")) {
                if (const auto n = integer(item.value, key, 0, 1'000'000))
                    pool.replicaCount = *n;
                at(QStringLiteral(".replicaCount"));
            } else if (key == QLatin1String("accelerator-type")) {
                pool.machine.acceleratorType = acceleratorName(item.value,
                                                               vertexAcceleratorNames());
                at(QStringLiteral(".machineSpec.acceleratorType"));
            } else if (key == QLatin1String("accelerator-count")) {
                if (const auto n = integer(item.value, key, 0, 1024))
                    pool.machine.acceleratorCount = int(*n);
                hasAcceleratorCount = true;
                at(QStringLiteral(".machineSpec.acceleratorCount"));
            } else if (key == QLatin1String("container-image-uri")) {
                pool.taskKind = TaskKind::Container;
                pool.container.imageUri = text;
                at(QStringLiteral(".containerSpec.imageUri"));
            } else if (key == QLatin1String("executor-image-uri")
                       || key == QLatin1String("python-image-uri")) {
                pool.pythonPackage.executorImageUri = text;
                at(QStringLiteral(".pythonPackageSpec.executorImageUri"));
            } else if (key == QLatin1String("python-module")) {
                pool.pythonPackage.pythonModule = text;
                at(QStringLiteral(".pythonPackageSpec.pythonModule"));
            } else if (key == QLatin1String("script") || key == QLatin1String("local-package-path")
                       || key == QLatin1String("output-image-uri")
                       || key == QLatin1String("requirements")
                       || key == QLatin1String("extra-dirs")
                       || key == QLatin1String("extra-packages")) {
                add(Severity::Warning, item.whole.offset(), QStringLiteral("not-kept"), poolPath,
                    GcloudReaderMessages::tr("%1: gcloud builds a container from local code here; Poolcraft does "
                       "not keep '%2'").arg(QStringLiteral("--worker-pool-spec"), key));
            } else {
                add(Severity::Error, item.whole.offset(), QStringLiteral("unknown-key"),
                    poolPath, GcloudReaderMessages::tr("--worker-pool-spec has no key '%1' (gcloud rejects it)")
                                  .arg(key.left(60)));
            }
        }
        if (pool.taskKind == TaskKind::None
            && (!pool.pythonPackage.executorImageUri.isEmpty()
                || !pool.pythonPackage.pythonModule.isEmpty()))
            pool.taskKind = TaskKind::PythonPackage;
        if (!pool.machine.acceleratorType.isEmpty() && !hasAcceleratorCount)
            pool.machine.acceleratorCount = 1; // gcloud's default
        if (!hasMachine)
            add(Severity::Error, value.word ? value.offset() : flagWord.start(),
                QStringLiteral("missing-value"), poolPath + QStringLiteral(".machineSpec"),
                GcloudReaderMessages::tr("--worker-pool-spec needs machine-type"));
    }

    void algorithm(const Value &value)
    {
        QString name = value.text.toUpper();
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        for (SearchAlgorithm a :
             {SearchAlgorithm::Bayesian, SearchAlgorithm::Grid, SearchAlgorithm::Random}) {
            if (algorithmName(a) == name) {
                m_result->document.study->algorithm = a;
                m_flagPaths.insert(QStringLiteral("studySpec.algorithm"));
                m_result->sourceMap.insert(QStringLiteral("studySpec.algorithm"),
                                           position(value.offset()));
                return;
            }
        }
        add(Severity::Error, value.offset(), QStringLiteral("bad-value"),
            QStringLiteral("studySpec.algorithm"),
            GcloudReaderMessages::tr("--algorithm must be algorithm-unspecified, grid-search or random-search, not "
               "'%1'").arg(value.text.left(60)));
    }

    void legacyFlag(const QString &name, const Value &value, const ShellWord &flagWord)
    {
        JobDocument &document = m_result->document;
        LegacySettings &legacy = document.legacy;
        static const QHash<QString, int> machineFlags{
            {QStringLiteral("--master-machine-type"), ChiefPool},
            {QStringLiteral("--worker-machine-type"), WorkerPoolRole},
            {QStringLiteral("--parameter-server-machine-type"), ParameterServerPool}};
        static const QHash<QString, int> countFlags{
            {QStringLiteral("--worker-count"), WorkerPoolRole},
            {QStringLiteral("--parameter-server-count"), ParameterServerPool}};
        static const QHash<QString, int> acceleratorFlags{
            {QStringLiteral("--master-accelerator"), ChiefPool},
            {QStringLiteral("--worker-accelerator"), WorkerPoolRole},
            {QStringLiteral("--parameter-server-accelerator"), ParameterServerPool}};
        static const QHash<QString, int> imageFlags{
            {QStringLiteral("--master-image-uri"), ChiefPool},
            {QStringLiteral("--worker-image-uri"), WorkerPoolRole},
            {QStringLiteral("--parameter-server-image-uri"), ParameterServerPool}};
        if (machineFlags.contains(name)) {
            const int pool = machineFlags.value(name);
            m_legacyPools[pool].machine.machineType = value.text;
            m_result->sourceMap.insert(ValuePath::machineType(pool), position(value.offset()));
        } else if (countFlags.contains(name)) {
            const int pool = countFlags.value(name);
            if (const auto n = integer(value, name, 0, 1'000'000))
                m_legacyCounts[pool] = *n;
            m_result->sourceMap.insert(ValuePath::replicaCount(pool), position(value.offset()));
        } else if (acceleratorFlags.contains(name)) {
            legacyAccelerator(acceleratorFlags.value(name), value, name);
        } else if (imageFlags.contains(name)) {
            m_legacyImages[imageFlags.value(name)] = value.text;
            m_result->sourceMap.insert(ValuePath::imageUri(imageFlags.value(name)),
                                       position(value.offset()));
        } else if (name == QLatin1String("--scale-tier")) {
            static const QStringList tiers{QStringLiteral("BASIC"), QStringLiteral("BASIC_GPU"),
                                           QStringLiteral("BASIC_TPU"), QStringLiteral("CUSTOM"),
                                           QStringLiteral("PREMIUM_1"),
                                           QStringLiteral("STANDARD_1")};
            QString tier = value.text.toUpper();
            tier.replace(QLatin1Char('-'), QLatin1Char('_'));
            if (tiers.contains(tier))
                legacy.scaleTier = tier;
            else
                add(Severity::Error, value.offset(), QStringLiteral("bad-value"), QString(),
                    GcloudReaderMessages::tr("--scale-tier must be one of %1, not '%2'")
                        .arg(tiers.join(QStringLiteral(", ")).toLower().replace('_', '-'),
                             value.text.left(60)));
        } else if (name == QLatin1String("--module-name")) {
            m_moduleName = value.text;
        } else if (name == QLatin1String("--runtime-version")) {
            legacy.runtimeVersion = value.text;
        } else if (name == QLatin1String("--python-version")) {
            legacy.pythonVersion = value.text;
        } else if (name == QLatin1String("--job-dir")) {
            legacy.jobDir = value.text;
        } else if (name == QLatin1String("--use-chief-in-tf-config")) {
            legacy.useChiefInTfConfig = true;
        } else if (name == QLatin1String("--package-path")
                   || name == QLatin1String("--staging-bucket")
                   || name == QLatin1String("--enable-web-access")) {
            add(Severity::Warning, flagWord.start(), QStringLiteral("not-kept"), QString(),
                GcloudReaderMessages::tr("%1 is valid but Poolcraft does not keep it (gcloud packages and uploads "
                   "local code; give the uploaded package with --packages)").arg(name));
        }
    }

    void legacyAccelerator(int pool, const Value &value, const QString &name)
    {
        static const QStringList legacyNames{
            QStringLiteral("NVIDIA_TESLA_K80"), QStringLiteral("NVIDIA_TESLA_P100"),
            QStringLiteral("NVIDIA_TESLA_V100"), QStringLiteral("NVIDIA_TESLA_P4"),
            QStringLiteral("NVIDIA_TESLA_T4"), QStringLiteral("NVIDIA_TESLA_A100"),
            QStringLiteral("TPU_V2"), QStringLiteral("TPU_V3"), QStringLiteral("TPU_V2_POD"),
            QStringLiteral("TPU_V3_POD")};
        bool hasType = false;
        bool hasCount = false;
        MachineSpec &machine = m_legacyPools[pool].machine;
        for (const Item &item : dictItems(value, name)) {
            if (item.key == QLatin1String("type")) {
                machine.acceleratorType = acceleratorName(item.value, legacyNames);
                hasType = true;
                m_result->sourceMap.insert(ValuePath::acceleratorType(pool),
                                           position(item.value.offset()));
            } else if (item.key == QLatin1String("count")) {
                if (const auto n = integer(item.value, QStringLiteral("count"), 1, 1024))
                    machine.acceleratorCount = int(*n);
                hasCount = true;
                m_result->sourceMap.insert(ValuePath::acceleratorCount(pool),
                                           position(item.value.offset()));
            } else {
                add(Severity::Error, item.whole.offset(), QStringLiteral("unknown-key"),
                    QString(), GcloudReaderMessages::tr("%1 takes type and count, not '%2'").arg(name, item.key));
            }
        }
        if (!hasType || !hasCount)
            add(Severity::Error, value.offset(), QStringLiteral("missing-value"),
                ValuePath::pool(pool) + QStringLiteral(".machineSpec"),
                GcloudReaderMessages::tr("%1 needs both type= and count= (for example type=nvidia-tesla-t4,count=2)")
                    .arg(name));
    }

    // gcloud's enum choices: "nvidia-tesla-t4" or "NVIDIA_TESLA_T4".
    QString acceleratorName(const Value &value, const QStringList &names)
    {
        QString name = value.text.toUpper();
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (!names.contains(name))
            add(Severity::Error, value.offset(), QStringLiteral("bad-value"), QString(),
                GcloudReaderMessages::tr("'%1' is not an accelerator type gcloud knows (for example "
                   "nvidia-tesla-t4 or NVIDIA_TESLA_T4)").arg(value.text.left(60)));
        return name;
    }

    // The config a script writes before running gcloud: the job, which the flags override.
    void readConfig(const HereDocument &config)
    {
        const Format hint = m_command == Command::TuningJob ? Format::VertexHpTuningYaml
                                                            : Format::VertexCustomJobYaml;
        ReadResult read = readJobData(config.body.toUtf8(), m_fileName, hint);
        for (Diagnostic diagnostic : read.diagnostics) {
            if (diagnostic.position.isValid())
                diagnostic.position.line += config.firstLine - 1;
            diagnostic.file = m_fileName;
            m_result->diagnostics.append(diagnostic);
        }
        if (!read.ok)
            return;
        m_result->sourceMap.insertShifted(read.sourceMap, config.firstLine - 1);
        m_config = read.document;
    }

    // The flags win over the config file, as gcloud has it.
    void mergeConfig()
    {
        if (!m_config)
            return;
        const JobDocument flags = m_result->document;
        JobDocument merged = *m_config;
        for (QString JobDocument::*field :
             {&JobDocument::project, &JobDocument::region, &JobDocument::displayName,
              &JobDocument::serviceAccount, &JobDocument::network}) {
            if (!(flags.*field).isEmpty())
                merged.*field = flags.*field;
        }
        for (auto it = flags.labels.cbegin(); it != flags.labels.cend(); ++it)
            merged.labels.insert(it.key(), it.value());
        if (merged.study && flags.study) {
            if (m_flagPaths.contains(QStringLiteral("maxTrialCount")))
                merged.study->maxTrialCount = flags.study->maxTrialCount;
            if (m_flagPaths.contains(QStringLiteral("parallelTrialCount")))
                merged.study->parallelTrialCount = flags.study->parallelTrialCount;
            if (m_flagPaths.contains(QStringLiteral("studySpec.algorithm")))
                merged.study->algorithm = flags.study->algorithm;
        }
        m_result->document = merged;
    }

    void finish()
    {
        mergeConfig();
        JobDocument &document = m_result->document;
        if (m_command == Command::LegacyTraining) {
            finishLegacy();
            return;
        }
        if (m_command == Command::CustomJob && m_poolCount == 0 && !m_hasConfig)
            add(Severity::Error, m_words.isEmpty() ? 0 : m_words.first().start(),
                QStringLiteral("missing-value"), QString(),
                GcloudReaderMessages::tr("'gcloud ai custom-jobs create' needs --worker-pool-spec or --config"));
        for (WorkerPool &pool : document.pools) {
            if (!pool.enabled)
                continue;
            if (pool.taskKind == TaskKind::Container) {
                if (m_hasArgs)
                    pool.container.args = m_args;
                if (m_hasCommand)
                    pool.container.command = m_commandWords;
            } else if (pool.taskKind == TaskKind::PythonPackage) {
                if (m_hasArgs)
                    pool.pythonPackage.args = m_args;
                if (m_hasPackageUris)
                    pool.pythonPackage.packageUris = m_packageUris;
            }
        }
    }

    void finishLegacy()
    {
        JobDocument &document = m_result->document;
        for (int i = 0; i < 3; ++i) {
            if (i != ChiefPool && m_legacyCounts[i] <= 0) {
                if (!m_legacyPools[i].machine.machineType.isEmpty())
                    add(Severity::Warning, 0, QStringLiteral("missing-value"),
                        ValuePath::pool(i),
                        GcloudReaderMessages::tr("a machine type is given for the %1 but no count: the pool is "
                           "left out").arg(poolRoleName(i)));
                continue;
            }
            WorkerPool pool = m_legacyPools[i];
            pool.enabled = true;
            pool.replicaCount = i == ChiefPool ? 1 : m_legacyCounts[i];
            const QString image = !m_legacyImages[i].isEmpty() ? m_legacyImages[i]
                                                               : m_legacyImages[ChiefPool];
            if (!image.isEmpty()) {
                pool.taskKind = TaskKind::Container;
                pool.container.imageUri = image;
                pool.container.args = m_userArgs;
            } else {
                pool.taskKind = TaskKind::PythonPackage;
                pool.pythonPackage.pythonModule = m_moduleName;
                pool.pythonPackage.packageUris = m_packageUris;
                pool.pythonPackage.args = m_userArgs;
            }
            document.pools[i] = pool;
        }
        if (m_legacyImages[ChiefPool].isEmpty() && m_moduleName.isEmpty() && !m_hasConfig)
            add(Severity::Warning, m_words.isEmpty() ? 0 : m_words.first().start(),
                QStringLiteral("missing-value"), QString(),
                GcloudReaderMessages::tr("neither --module-name nor --master-image-uri: the job has nothing to run"));
    }

    // ArgList: "a,b,c" or gcloud's "^:^a:b,c" with another delimiter.
    QStringList listItems(const Value &value)
    {
        QStringList items;
        for (const Value &part : splitList(value))
            items.append(part.text);
        return items;
    }

    QList<Value> splitList(const Value &value)
    {
        QList<Value> parts;
        QString delimiter = QStringLiteral(",");
        qsizetype start = 0;
        if (value.text.startsWith(QLatin1Char('^'))) {
            const qsizetype close = value.text.indexOf(QLatin1Char('^'), 1);
            if (close > 1) {
                delimiter = value.text.mid(1, close - 1);
                start = close + 1;
            }
        }
        if (start >= value.text.size())
            return parts;
        while (true) {
            const qsizetype end = value.text.indexOf(delimiter, start);
            if (end < 0) {
                parts.append(value.part(start, value.text.size() - start));
                break;
            }
            parts.append(value.part(start, end - start));
            start = end + delimiter.size();
        }
        return parts;
    }

    // ArgDict: "key=value,key=value" (or with a "^D^" delimiter).
    QList<Item> dictItems(const Value &value, const QString &flag)
    {
        QList<Item> items;
        for (const Value &part : splitList(value)) {
            if (part.text.isEmpty())
                continue;
            const qsizetype equals = part.text.indexOf(QLatin1Char('='));
            if (equals <= 0) {
                add(Severity::Error, part.offset(), QStringLiteral("bad-value"), QString(),
                    GcloudReaderMessages::tr("%1 expects KEY=VALUE pairs separated by commas; '%2' is not one")
                        .arg(flag, part.text.left(60)));
                continue;
            }
            items.append({part.text.left(equals),
                          part.part(equals + 1, part.text.size() - equals - 1), part});
        }
        return items;
    }

    std::optional<qint64> integer(const Value &value, const QString &name, qint64 minimum,
                                  qint64 maximum)
    {
        bool ok = false;
        const qint64 n = value.text.toLongLong(&ok);
        if (!ok) {
            add(Severity::Error, value.offset(), QStringLiteral("bad-value"), QString(),
                GcloudReaderMessages::tr("%1 must be a whole number, not '%2'").arg(name, value.text.left(60)));
            return std::nullopt;
        }
        if (n < minimum || n > maximum) {
            add(Severity::Error, value.offset(), QStringLiteral("out-of-range"), QString(),
                GcloudReaderMessages::tr("%1 is %2, outside %3..%4").arg(name).arg(n).arg(minimum).arg(maximum));
            return std::nullopt;
        }
        return n;
    }

    // Line and column of an offset in the script. The line starts are found once: a script
    // with thousands of flags would otherwise be scanned from its start for every one.
    SourcePosition position(qsizetype offset) const
    {
        if (m_lineStarts.empty()) {
            m_lineStarts.push_back(0);
            for (qsizetype i = 0; i < m_text.size(); ++i) {
                if (m_text.at(i) == QLatin1Char('\n'))
                    m_lineStarts.push_back(i + 1);
            }
        }
        const qsizetype end = std::clamp<qsizetype>(offset, 0, m_text.size());
        const auto next = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), end);
        const qsizetype lineStart = *(next - 1);
        return {int(next - m_lineStarts.begin()), int(end - lineStart) + 1};
    }

    void add(Severity severity, qsizetype offset, const QString &ruleId, const QString &path,
             const QString &message)
    {
        constexpr qsizetype maxDiagnostics = 500;
        if (m_result->diagnostics.size() >= maxDiagnostics)
            return;
        m_result->diagnostics.append({.severity = severity, .ruleId = ruleId, .path = path,
                                      .message = message, .source = QString::fromLatin1(Source),
                                      .file = m_fileName, .position = position(offset)});
    }

    QString m_text; // the script without its here-documents
    mutable std::vector<qsizetype> m_lineStarts; // of m_text, filled by the first position()
    QString m_fileName;
    ReadResult *m_result;
    QList<ShellWord> m_words;
    QList<qsizetype> m_earlyFlags;
    QHash<QString, HereDocument> m_hereDocuments;
    std::optional<JobDocument> m_config;
    QSet<QString> m_flagPaths;
    Command m_command = Command::CustomJob;
    int m_poolCount = 0;
    bool m_hasConfig = false;
    bool m_hasArgs = false;
    bool m_hasCommand = false;
    bool m_hasPackageUris = false;
    QStringList m_args;
    QStringList m_commandWords;
    QStringList m_packageUris;
    QStringList m_userArgs;
    // Legacy flags name pools by role; they are put together at the end.
    std::array<WorkerPool, 3> m_legacyPools;
    std::array<qint64, 3> m_legacyCounts{1, 0, 0};
    std::array<QString, 3> m_legacyImages;
    QString m_moduleName;
};

} // namespace

ReadResult readGcloudCommand(const QString &text, const QString &fileName)
{
    ReadResult result;
    GcloudReader(text, fileName, &result).read();
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const Diagnostic &a, const Diagnostic &b) {
                         return std::pair(a.position.line, a.position.column)
                                < std::pair(b.position.line, b.position.column);
                     });
    return result;
}

} // namespace Poolcraft
