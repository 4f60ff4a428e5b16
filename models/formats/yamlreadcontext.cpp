#include "yamlreadcontext.h"

#include "models/core/editdistance.h"
#include "yamlinput.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <unordered_set>

namespace Poolcraft {

QString camelCaseSpelling(const QString &snake)
{
    QString camel;
    bool upper = false;
    for (const QChar c : snake) {
        if (c == QLatin1Char('_')) {
            upper = !camel.isEmpty();
            continue;
        }
        camel += upper ? c.toUpper() : c;
        upper = false;
    }
    return camel;
}

QString closestName(const QString &word, const QStringList &candidates)
{
    QString best;
    int bestDistance = std::max(2, int(word.size()) / 4) + 1;
    for (const QString &candidate : candidates) {
        const int distance = editDistance(word, candidate, bestDistance - 1);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    return best;
}

YamlReadContext::YamlReadContext(const QString &fileName, ReadResult *result,
                                 const QByteArray &text)
    : m_fileName(fileName)
    , m_result(result)
    , m_columns(text)
{}

SourcePosition YamlReadContext::position(const YAML::Node &node) const
{
    if (!node.IsDefined())
        return {};
    return m_columns.position(node.Mark());
}

SourcePosition YamlReadContext::position(const YamlField &field) const
{
    const SourcePosition p = position(field.value);
    return p.isValid() ? p : position(field.key);
}

SourcePosition YamlReadContext::keyPosition(const YamlField &field) const
{
    const SourcePosition p = position(field.key);
    return p.isValid() ? p : position(field.value);
}

void YamlReadContext::remember(const QString &path, const YAML::Node &node)
{
    const SourcePosition p = position(node);
    if (p.isValid())
        m_result->sourceMap.insert(path, p);
}

void YamlReadContext::remember(const YamlField &field)
{
    // A scalar is remembered where it is; a mapping or list where its key is, which is the
    // line a person looks at for "machineSpec".
    const SourcePosition p = field.value.IsScalar() ? position(field) : keyPosition(field);
    if (p.isValid())
        m_result->sourceMap.insert(field.path, p);
}

void YamlReadContext::add(Severity severity, SourcePosition position, const QString &ruleId,
                          const QString &path, const QString &message, const QList<Fix> &fixes)
{
    Diagnostic d;
    d.severity = severity;
    d.ruleId = ruleId;
    d.path = path;
    d.message = message;
    d.fixes = fixes;
    d.file = m_fileName;
    d.position = position;
    m_result->diagnostics.append(d);
}

void YamlReadContext::error(const YamlField &field, const QString &ruleId,
                            const QString &message, const QList<Fix> &fixes)
{
    add(Severity::Error, position(field), ruleId, field.path, message, fixes);
}

void YamlReadContext::keyError(const YamlField &field, const QString &ruleId,
                               const QString &message, const QList<Fix> &fixes)
{
    add(Severity::Error, keyPosition(field), ruleId, field.path, message, fixes);
}

void YamlReadContext::keyWarning(const YamlField &field, const QString &ruleId,
                                 const QString &message)
{
    add(Severity::Warning, keyPosition(field), ruleId, field.path, message);
}

void YamlReadContext::warning(const YamlField &field, const QString &ruleId,
                              const QString &message, const QList<Fix> &fixes)
{
    add(Severity::Warning, position(field), ruleId, field.path, message, fixes);
}

bool YamlReadContext::spend(const YAML::Node &value)
{
    if (m_exhausted)
        return false;
    // An alias names its anchor's node, not a copy, so a small file can stand for a huge
    // one: counted as read, each use of a 1 MB string costs 1 MB. A file without aliases
    // never reads more text than it holds, so the largest file taken is the limit.
    m_bytesRead += value.IsScalar() ? qint64(value.Scalar().size()) : 0;
    if (++m_valuesRead <= YamlLimits::MaxValuesRead && m_bytesRead <= YamlLimits::MaxFileBytes)
        return true;
    m_exhausted = true;
    const SourcePosition at = position(value);
    add(Severity::Error, at.isValid() ? at : SourcePosition{1, 1},
        QStringLiteral("too-many-values"), QString(),
        m_valuesRead > YamlLimits::MaxValuesRead
            ? tr("the file expands to more than %1 values (aliases referring to aliases?); "
                 "reading stopped there").arg(YamlLimits::MaxValuesRead)
            : tr("the file's aliases expand to more than %1 MiB of text; reading stopped there")
                  .arg(YamlLimits::MaxFileBytes >> 20));
    return false;
}

QString YamlReadContext::typeName(const YAML::Node &node) const
{
    if (!node.IsDefined() || node.IsNull())
        return tr("nothing");
    if (node.IsSequence())
        return tr("a list");
    if (node.IsMap())
        return tr("a mapping");
    // A message quotes the start of a long value: one quoting it whole, once per use of an
    // alias, would hold the expansion that spend() refuses.
    constexpr qsizetype MaxQuoted = 80;
    QString text = QString::fromStdString(node.Scalar().substr(0, MaxQuoted * 4));
    if (text.size() > MaxQuoted || node.Scalar().size() > size_t(MaxQuoted * 4))
        text = text.left(MaxQuoted) + u'\u2026';
    return tr("'%1'").arg(text);
}

bool YamlReadContext::isMap(const YamlField &field, const QString &where)
{
    if (field.value.IsMap())
        return true;
    if (field.value.IsNull())
        return false;
    error(field, QStringLiteral("wrong-type"),
          tr("%1 must be a mapping of keys to values, not %2").arg(where, typeName(field.value)));
    return false;
}

bool YamlReadContext::isSequence(const YamlField &field)
{
    if (field.value.IsSequence())
        return true;
    if (field.value.IsNull())
        return false;
    error(field, QStringLiteral("wrong-type"),
          tr("%1 must be a list, not %2").arg(field.path, typeName(field.value)));
    return false;
}

void YamlReadContext::readMap(const YamlField &map, const QString &where,
                              const QList<YamlKeyHandler> &handlers)
{
    if (!isMap(map, where))
        return;
    QStringList names;
    for (const YamlKeyHandler &h : handlers)
        names.append(QString::fromLatin1(h.name));
    QSet<QString> seen;
    for (const auto &[key, value] : mergedEntries(map)) {
        if (!spend(key))
            return;
        const QString childBase = map.path.isEmpty() ? QString() : map.path + QLatin1Char('.');
        if (!key.IsScalar()) {
            error({key, value, map.path}, QStringLiteral("wrong-type"),
                  tr("a key in %1 must be a plain name, not %2").arg(where, typeName(key)));
            continue;
        }
        QString name = QString::fromStdString(key.Scalar());
        if (name.contains(QLatin1Char('_'))) {
            const QString camel = camelCaseSpelling(name);
            // The key is read under its right name already; a fix can only set the value it
            // holds, which answers the diagnostic in the designer. An empty value would clear
            // it instead, and a mapping has no single value: those get no fix.
            QList<Fix> fixes;
            if (value.IsScalar()) {
                const QString text = QString::fromStdString(value.Scalar());
                JobDocument scratch;
                if (applyValue(scratch, childBase + camel, text))
                    fixes.append({tr("Rename to %1").arg(camel), childBase + camel, text});
            }
            keyError({key, value, childBase + camel}, QStringLiteral("snake-case-key"),
                  tr("keys with underscore are invalid: write '%1' as '%2'").arg(name, camel),
                  fixes);
            name = camel;
        }
        const qsizetype index = names.indexOf(name);
        const YamlField child{key, value, childBase + name};
        if (index < 0) {
            const QString near = closestName(name, names);
            const QString message = near.isEmpty()
                ? tr("unknown key '%1' in %2 is ignored").arg(name, where)
                : tr("unknown key '%1' in %2 is ignored (did you mean '%3'?)")
                      .arg(name, where, near);
            keyWarning(child, QStringLiteral("unknown-key"), message);
            continue;
        }
        if (seen.contains(name)) {
            keyWarning(child, QStringLiteral("duplicate-key"),
                    tr("'%1' appears twice in %2; the last one counts").arg(name, where));
        }
        seen.insert(name);
        handlers.at(index).read(child);
    }
}

QList<std::pair<YAML::Node, YAML::Node>> YamlReadContext::mergedEntries(const YamlField &map,
                                                                       int depth)
{
    // A merged map that merges another is read as deep as this; aliases cannot loop, but
    // a chain of them can be as long as the file allows.
    constexpr int MaxMergeDepth = 16;
    QList<std::pair<YAML::Node, YAML::Node>> entries;
    QList<std::pair<YAML::Node, YAML::Node>> merges;
    std::unordered_set<std::string> keys;
    for (auto it = map.value.begin(); it != map.value.end(); ++it) {
        // Only a plain "<<" merges; a quoted one ('<<', tag "!") is a key like any other.
        if (it->first.IsScalar() && it->first.Scalar() == "<<" && it->first.Tag() != "!") {
            merges.append({it->first, it->second});
            continue;
        }
        entries.append({it->first, it->second});
        if (it->first.IsScalar())
            keys.insert(it->first.Scalar());
    }
    for (const auto &[key, value] : merges) {
        QList<YAML::Node> sources;
        if (value.IsMap()) {
            sources.append(value);
        } else if (value.IsSequence()) {
            for (const YAML::Node &element : value) {
                if (element.IsMap())
                    sources.append(element);
            }
        }
        if (sources.isEmpty() || (value.IsSequence() && sources.size() != qsizetype(value.size()))) {
            error({key, value, map.path}, QStringLiteral("wrong-type"),
                  tr("a merge key '<<' takes a mapping or a list of mappings, not %1").arg(typeName(value)));
            continue;
        }
        if (depth >= MaxMergeDepth) {
            error({key, value, map.path}, QStringLiteral("nesting"),
                  tr("merge keys are nested more than %1 deep").arg(MaxMergeDepth));
            continue;
        }
        for (const YAML::Node &source : std::as_const(sources)) {
            if (m_exhausted)
                return entries;
            for (const auto &[mergedKey, mergedValue] : mergedEntries({key, source, map.path}, depth + 1)) {
                // Counted even when overridden: "<<: [*a, *a, ...]" on every level would
                // otherwise do work exponential in a small file.
                if (!spend(mergedKey))
                    return entries;
                if (mergedKey.IsScalar() && !keys.insert(mergedKey.Scalar()).second)
                    continue;
                entries.append({mergedKey, mergedValue});
            }
        }
    }
    return entries;
}

std::optional<QString> YamlReadContext::string(const YamlField &field)
{
    if (!spend(field.value) || field.value.IsNull())
        return std::nullopt;
    if (!field.value.IsScalar()) {
        error(field, QStringLiteral("wrong-type"),
              tr("%1 must be a text value, not %2").arg(field.path, typeName(field.value)));
        return std::nullopt;
    }
    remember(field);
    // Placeholders ($BUCKET, [PROJECT]) are the validator's to report: they stay reported
    // after an edit, and the designer and `validate` say the same of them.
    return QString::fromStdString(field.value.Scalar());
}

std::optional<qint64> YamlReadContext::integer(const YamlField &field, qint64 minimum,
                                               qint64 maximum)
{
    if (!spend(field.value) || field.value.IsNull())
        return std::nullopt;
    if (!field.value.IsScalar()) {
        error(field, QStringLiteral("wrong-type"),
              tr("%1 must be a whole number, not %2").arg(field.path, typeName(field.value)));
        return std::nullopt;
    }
    remember(field);
    const QString text = QString::fromStdString(field.value.Scalar()).trimmed();
    bool ok = false;
    qint64 value = text.toLongLong(&ok);
    if (!ok) {
        // "4.0" and "1e3" are whole numbers too, as YAML and JSON readers take them.
        const double d = QLocale::c().toDouble(text, &ok);
        ok = ok && std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9e15;
        value = ok ? qint64(d) : 0;
    }
    if (!ok) {
        error(field, QStringLiteral("wrong-type"),
              tr("%1 must be a whole number, not '%2'").arg(field.path, text));
        return std::nullopt;
    }
    if (value < minimum || value > maximum) {
        error(field, QStringLiteral("out-of-range"),
              tr("%1 is %2; it must be between %3 and %4")
                  .arg(field.path).arg(value).arg(minimum).arg(maximum));
        return std::nullopt;
    }
    return value;
}

std::optional<double> YamlReadContext::number(const YamlField &field)
{
    if (!spend(field.value) || field.value.IsNull())
        return std::nullopt;
    if (!field.value.IsScalar()) {
        error(field, QStringLiteral("wrong-type"),
              tr("%1 must be a number, not %2").arg(field.path, typeName(field.value)));
        return std::nullopt;
    }
    remember(field);
    const QString text = QString::fromStdString(field.value.Scalar()).trimmed();
    bool ok = false;
    QString normalized = text;
    if (normalized.startsWith(QLatin1Char('.')))
        normalized.prepend(QLatin1Char('0'));
    else if (normalized.startsWith(QLatin1String("-."))
             || normalized.startsWith(QLatin1String("+.")))
        normalized.insert(1, QLatin1Char('0'));
    const double value = QLocale::c().toDouble(normalized, &ok);
    if (!ok || !std::isfinite(value)) {
        error(field, QStringLiteral("wrong-type"),
              tr("%1 must be a finite number, not '%2'").arg(field.path, text));
        return std::nullopt;
    }
    return value;
}

std::optional<bool> YamlReadContext::boolean(const YamlField &field)
{
    if (!spend(field.value) || field.value.IsNull())
        return std::nullopt;
    if (field.value.IsScalar()) {
        remember(field);
        const QString text = QString::fromStdString(field.value.Scalar()).trimmed().toLower();
        if (text == QLatin1String("true") || text == QLatin1String("yes")
            || text == QLatin1String("on"))
            return true;
        if (text == QLatin1String("false") || text == QLatin1String("no")
            || text == QLatin1String("off"))
            return false;
    }
    error(field, QStringLiteral("wrong-type"),
          tr("%1 must be true or false, not %2").arg(field.path, typeName(field.value)));
    return std::nullopt;
}

std::optional<QStringList> YamlReadContext::stringList(const YamlField &field)
{
    if (!isSequence(field))
        return std::nullopt;
    remember(field);
    QStringList values;
    int index = 0;
    for (const YAML::Node &item : field.value) {
        const YamlField element{item, item, field.path + QStringLiteral("[%1]").arg(index++)};
        if (item.IsNull()) {
            values.append(QString());
            continue;
        }
        const std::optional<QString> text = string(element);
        if (!text)
            return m_exhausted ? std::nullopt : std::optional<QStringList>(values);
        values.append(*text);
    }
    return values;
}

std::optional<QList<double>> YamlReadContext::numberList(const YamlField &field)
{
    if (!isSequence(field))
        return std::nullopt;
    remember(field);
    QList<double> values;
    int index = 0;
    for (const YAML::Node &item : field.value) {
        const YamlField element{item, item, field.path + QStringLiteral("[%1]").arg(index++)};
        const std::optional<double> value = number(element);
        if (!value)
            return std::nullopt;
        values.append(*value);
    }
    return values;
}

QList<EnvVar> YamlReadContext::envList(const YamlField &field)
{
    QList<EnvVar> env;
    if (!isSequence(field))
        return env;
    remember(field);
    int index = 0;
    for (const YAML::Node &item : field.value) {
        const YamlField element{item, item, field.path + QStringLiteral("[%1]").arg(index++)};
        EnvVar var;
        readMap(element, field.path, {
            {"name", [&](const YamlField &f) { var.name = string(f).value_or(QString()); }},
            {"value", [&](const YamlField &f) { var.value = string(f).value_or(QString()); }},
        });
        if (m_exhausted)
            break;
        if (var.name.isEmpty() && item.IsMap())
            error(element, QStringLiteral("env-name"), tr("an environment variable needs a name"));
        else if (!var.name.isEmpty())
            env.append(var);
    }
    return env;
}

QMap<QString, QString> YamlReadContext::stringMap(const YamlField &field)
{
    QMap<QString, QString> values;
    if (!isMap(field, field.path))
        return values;
    remember(field);
    for (auto it = field.value.begin(); it != field.value.end(); ++it) {
        if (!spend(it->first))
            break;
        const YAML::Node key = it->first;
        if (!key.IsScalar()) {
            error({key, it->second, field.path}, QStringLiteral("wrong-type"),
                  tr("a key in %1 must be text").arg(field.path));
            continue;
        }
        const QString name = QString::fromStdString(key.Scalar());
        const std::optional<QString> value
            = string({key, it->second, field.path + QLatin1Char('.') + name});
        if (value)
            values.insert(name, *value);
    }
    return values;
}

std::optional<QString> YamlReadContext::enumValue(const YamlField &field,
                                                  const QStringList &names, bool warnOnCase)
{
    const std::optional<QString> text = string(field);
    if (!text)
        return std::nullopt;
    const QString trimmed = text->trimmed();
    if (names.contains(trimmed))
        return trimmed;
    for (const QString &name : names) {
        if (name.compare(trimmed, Qt::CaseInsensitive) == 0) {
            if (warnOnCase) {
                warning(field, QStringLiteral("enum-case"),
                        tr("'%1' should be written '%2'").arg(trimmed, name),
                        {{tr("Write %1").arg(name), field.path, name}});
            }
            return name;
        }
    }
    const QString near = closestName(trimmed, names);
    error(field, QStringLiteral("bad-value"),
          near.isEmpty() ? tr("'%1' is not a valid value for %2 (one of: %3)")
                               .arg(trimmed, field.path, names.join(QStringLiteral(", ")))
                         : tr("'%1' is not a valid value for %2 (did you mean '%3'?)")
                               .arg(trimmed, field.path, near),
          near.isEmpty() ? QList<Fix>()
                         : QList<Fix>{{tr("Write %1").arg(near), field.path, near}});
    return std::nullopt;
}

} // namespace Poolcraft
