#include "models/metrics/metricpoint.h"
#include "models/metrics/metricsample.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace Poolcraft {

namespace {

// A slot the log never filled is a NaN with its own payload; a NaN the log printed is
// stored as the canonical quiet NaN, so the two never meet.
constexpr quint64 AbsentBits = 0x7ff4'0000'0000'0001ull;

double absentValue()
{
    return std::bit_cast<double>(AbsentBits);
}

bool isAbsent(double value)
{
    return std::bit_cast<quint64>(value) == AbsentBits;
}

} // namespace

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

bool MetricRun::slotValue(const MetricPoint &point, int slot, double *value) const
{
    if (slot < 0 || slot >= point.slotCount)
        return false;
    *value = m_values.at(point.firstValue + slot);
    return !isAbsent(*value);
}

bool MetricRun::has(const MetricPoint &point, QStringView name) const
{
    double value = 0;
    return slotValue(point, int(m_names.indexOf(name)), &value);
}

double MetricRun::value(const MetricPoint &point, QStringView name) const
{
    double value = 0;
    return slotValue(point, int(m_names.indexOf(name)), &value)
               ? value : std::numeric_limits<double>::quiet_NaN();
}

QList<MetricValue> MetricRun::values(const MetricPoint &point) const
{
    QList<MetricValue> result;
    for (int slot = 0; slot < point.slotCount; ++slot) {
        double value = 0;
        if (slotValue(point, slot, &value))
            result.append({m_names.at(slot), value});
    }
    return result;
}

MetricPoint &MetricRun::appendPoint(double epoch, qint64 line)
{
    // An epoch usually reports what the one before did: give it those slots up front.
    const int inherited = points.isEmpty() ? 0 : points.last().slotCount;
    MetricPoint &point = points.emplaceBack();
    point.epoch = epoch;
    point.line = line;
    point.firstValue = m_values.size();
    point.slotCount = inherited;
    m_values.resize(m_values.size() + inherited);
    std::fill(m_values.end() - inherited, m_values.end(), absentValue());
    return point;
}

int MetricRun::slot(const QString &name)
{
    const qsizetype found = m_names.indexOf(name);
    if (found >= 0)
        return int(found);
    m_names.append(name);
    return int(m_names.size() - 1);
}

void MetricRun::growAndSetValue(qsizetype pointIndex, int slot, double value)
{
    MetricPoint &point = points[pointIndex];
    if (slot >= point.slotCount) {
        // Extractors only ever add to the last point, whose slots end the array; an earlier
        // point makes room by moving the later ones.
        const qsizetype added = slot + 1 - point.slotCount;
        const qsizetype at = point.firstValue + point.slotCount;
        if (at == m_values.size()) {
            for (qsizetype i = 0; i < added; ++i)
                m_values.append(absentValue());
        } else {
            m_values.insert(at, added, absentValue());
        }
        point.slotCount = slot + 1;
        for (qsizetype later = pointIndex + 1; later < points.size(); ++later)
            points[later].firstValue += added;
    }
    m_values[point.firstValue + slot] = std::isnan(value)
                                            ? std::numeric_limits<double>::quiet_NaN()
                                            : value;
}

QString MetricRun::axisName() const
{
    return metricAxisName(axis);
}

bool MetricRun::operator==(const MetricRun &other) const
{
    if (points.size() != other.points.size() || firstLine != other.firstLine
        || axis != other.axis
        || splitOverrides != other.splitOverrides)
        return false;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const MetricPoint &a = points.at(i);
        const MetricPoint &b = other.points.at(i);
        if (a.epoch != b.epoch || a.line != b.line || a.complete != b.complete
            || values(a) != other.values(b))
            return false;
    }
    return true;
}

} // namespace Poolcraft
