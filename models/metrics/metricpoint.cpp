#include "models/metrics/metricpoint.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace Poolcraft {

bool MetricPoint::has(QStringView name) const
{
    for (const MetricValue &v : values) {
        if (v.name == name)
            return true;
    }
    return false;
}

double MetricPoint::value(QStringView name) const
{
    for (const MetricValue &v : values) {
        if (v.name == name)
            return v.value;
    }
    return std::numeric_limits<double>::quiet_NaN();
}

void MetricPoint::set(const QString &name, double value)
{
    for (MetricValue &v : values) {
        // Extractors pass interned names, so the same name usually shares its data.
        const bool sameData = v.name.constData() == name.constData()
                              && v.name.size() == name.size();
        if (sameData || v.name == name) {
            v.value = value;
            return;
        }
    }
    values.append({name, value});
}

namespace {

bool isValidationWord(QStringView word)
{
    return word == u"val" || word == u"valid" || word == u"validation" || word == u"eval"
           || word == u"evaluation" || word == u"test" || word == u"dev" || word == u"v";
}

bool isTrainingWord(QStringView word)
{
    return word == u"train" || word == u"training" || word == u"tr";
}

// Lightning and friends add where a value was aggregated; the chart does not care.
bool isAggregationWord(QStringView word)
{
    return word == u"epoch" || word == u"step";
}

} // namespace

MetricClass classifyMetric(QStringView name)
{
    QString normalized = name.toString().toLower();
    for (QChar &c : normalized) {
        if (!c.isLetterOrNumber())
            c = u'_';
    }
    const QStringList words = normalized.split(u'_', Qt::SkipEmptyParts);
    MetricClass result;
    QStringList baseWords;
    bool sawSplitWord = false;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (isValidationWord(word) && (word != u"v" || i == 0)) {
            result.split = MetricSplit::Validation;
            sawSplitWord = true;
            continue;
        }
        if (isTrainingWord(word)) {
            sawSplitWord = true;
            continue;
        }
        if (isAggregationWord(word) && i > 0)
            continue;
        if (word == u"loss" || word == u"nll" || word == u"cost" || word.endsWith(u"loss"))
            result.family = MetricFamily::Loss;
        else if (result.family != MetricFamily::Loss
                 && (word == u"acc" || word == u"accuracy" || word.endsWith(u"accuracy")))
            result.family = MetricFamily::Accuracy;
        baseWords.append(word);
    }
    // "train=3.5 | val=9.3" (a bare split name) is how people print a loss.
    if (baseWords.isEmpty() && sawSplitWord) {
        result.family = MetricFamily::Loss;
        baseWords.append(QStringLiteral("loss"));
    }
    result.baseName = baseWords.join(u'_');
    return result;
}

QString metricFamilyName(MetricFamily family)
{
    switch (family) {
    case MetricFamily::Loss:
        return QStringLiteral("loss");
    case MetricFamily::Accuracy:
        return QStringLiteral("accuracy");
    case MetricFamily::Other:
        break;
    }
    return QStringLiteral("other");
}

QStringList MetricRun::metricNames() const
{
    QStringList names;
    for (const MetricPoint &point : points) {
        for (const MetricValue &v : point.values) {
            if (!names.contains(v.name))
                names.append(v.name);
        }
    }
    return names;
}

MetricClass MetricRun::classify(const QString &name) const
{
    MetricClass result = classifyMetric(name);
    const auto found = splitOverrides.constFind(name);
    if (found != splitOverrides.cend())
        result.split = *found;
    return result;
}

QList<MetricPoint> MetricRun::completePoints() const
{
    QList<MetricPoint> result;
    for (const MetricPoint &point : points) {
        if (point.complete)
            result.append(point);
    }
    return result;
}

} // namespace Poolcraft
