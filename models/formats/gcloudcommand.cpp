// writeGcloudCommand(); the reader is in gcloudreader.cpp.

#include "gcloudcommand.h"

#include "gcloudwords.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class GcloudWriterMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::GcloudWriter)
};

QString flag(const QString &name, const QString &value)
{
    return name + QLatin1Char('=') + shellQuote(value);
}

// gcloud splits dict flags on commas; "^D^" before the value picks another delimiter
// (`gcloud topic escaping`) when a value holds a comma itself.
QString labelsValue(const QMap<QString, QString> &labels)
{
    QStringList pairs;
    bool comma = false;
    for (auto it = labels.constBegin(); it != labels.constEnd(); ++it) {
        pairs.append(it.key() + QLatin1Char('=') + it.value());
        comma = comma || it.value().contains(QLatin1Char(','));
    }
    return comma ? QStringLiteral("^|^") + pairs.join(QLatin1Char('|'))
                 : pairs.join(QLatin1Char(','));
}

// A here-document delimiter that no line of the body equals.
QString delimiterFor(const QString &body)
{
    const QStringList lines = body.split(QLatin1Char('\n'));
    QString delimiter = QStringLiteral("POOLCRAFT_CONFIG");
    while (lines.contains(delimiter))
        delimiter += QLatin1Char('_');
    return delimiter;
}

} // namespace

QString gcloudConfigFileName(const JobDocument &document)
{
    return document.study ? QStringLiteral("poolcraft-hptuning-job.yaml")
                          : QStringLiteral("poolcraft-custom-job.yaml");
}

QString writeGcloudCommand(const JobDocument &document, const QString &configYaml)
{
    const bool tuning = document.study.has_value();
    const QString file = gcloudConfigFileName(document);
    QString body = configYaml;
    if (!body.endsWith(QLatin1Char('\n')))
        body += QLatin1Char('\n');
    const QString delimiter = delimiterFor(body);
    QString text = GcloudWriterMessages::tr("# The whole job: its config is written by the here-document below, then "
                      "gcloud reads it.")
                   + QLatin1Char('\n');
    text += QStringLiteral("cat > %1 <<'%2'\n").arg(file, delimiter) + body + delimiter
            + QLatin1Char('\n');
    QStringList words{tuning ? QStringLiteral("gcloud ai hp-tuning-jobs create")
                             : QStringLiteral("gcloud ai custom-jobs create")};
    if (!document.project.isEmpty())
        words.append(flag(QStringLiteral("--project"), document.project));
    if (!document.region.isEmpty())
        words.append(flag(QStringLiteral("--region"), document.region));
    words.append(flag(QStringLiteral("--display-name"), document.displayName));
    if (tuning) {
        // These flags have defaults that override the config file, so they are always given.
        const StudySpec &study = *document.study;
        words.append(QStringLiteral("--max-trial-count=%1").arg(study.maxTrialCount));
        words.append(QStringLiteral("--parallel-trial-count=%1").arg(study.parallelTrialCount));
        QString algorithm = algorithmName(study.algorithm).toLower();
        algorithm.replace(QLatin1Char('_'), QLatin1Char('-'));
        words.append(QStringLiteral("--algorithm=") + algorithm);
    }
    if (!document.labels.isEmpty())
        words.append(flag(QStringLiteral("--labels"), labelsValue(document.labels)));
    words.append(flag(QStringLiteral("--config"), file));
    text += words.join(QStringLiteral(" \\\n  ")) + QLatin1Char('\n');
    return text;
}

} // namespace Poolcraft
