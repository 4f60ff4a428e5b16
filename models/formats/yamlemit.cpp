#include "yamlemit.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace Poolcraft::YamlEmit {

static bool looksLikeAnotherType(const QString &value)
{
    static const QRegularExpression numberLike(
        QStringLiteral(R"(^[-+]?(\.[0-9]+|[0-9][0-9_]*(\.[0-9_]*)?)([eE][-+]?[0-9]+)?$|)"
                       R"(^[-+]?\.(inf|Inf|INF)$|^\.(nan|NaN|NAN)$|^0[xo][0-9a-fA-F]+$)"));
    static const QStringList words{QStringLiteral("true"), QStringLiteral("false"),
                                   QStringLiteral("yes"), QStringLiteral("no"),
                                   QStringLiteral("on"), QStringLiteral("off"),
                                   QStringLiteral("y"), QStringLiteral("n"),
                                   QStringLiteral("null"), QStringLiteral("~")};
    return value.isEmpty() || numberLike.match(value).hasMatch()
           || words.contains(value.toLower()) || value.trimmed() != value;
}

void string(YAML::Emitter &out, const QString &value)
{
    if (looksLikeAnotherType(value))
        out << YAML::DoubleQuoted << value.toStdString();
    else
        out << value.toStdString();
}

// "1e-04" is a string to YAML 1.1 readers such as PyYAML (gcloud): they need the dot.
static QString numberText(double value)
{
    QString text = QString::number(value, 'g', QLocale::FloatingPointShortest);
    const qsizetype e = text.indexOf(QLatin1Char('e'));
    if (e >= 0 && !text.left(e).contains(QLatin1Char('.')))
        text.insert(e, QStringLiteral(".0"));
    return text;
}

void number(YAML::Emitter &out, double value)
{
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        out << qint64(value);
    else
        out << numberText(value).toStdString();
}

void stringEntry(YAML::Emitter &out, const char *key, const QString &value)
{
    if (value.isEmpty())
        return;
    out << YAML::Key << key << YAML::Value;
    string(out, value);
}

void integerEntry(YAML::Emitter &out, const char *key, qint64 value)
{
    out << YAML::Key << key << YAML::Value << value;
}

void numberEntry(YAML::Emitter &out, const char *key, double value)
{
    out << YAML::Key << key << YAML::Value;
    number(out, value);
}

void boolEntry(YAML::Emitter &out, const char *key, bool value)
{
    out << YAML::Key << key << YAML::Value << (value ? "true" : "false");
}

void stringListEntry(YAML::Emitter &out, const char *key, const QStringList &values)
{
    if (values.isEmpty())
        return;
    out << YAML::Key << key << YAML::Value << YAML::BeginSeq;
    for (const QString &value : values)
        string(out, value);
    out << YAML::EndSeq;
}

void envEntry(YAML::Emitter &out, const char *key, const QList<EnvVar> &env)
{
    if (env.isEmpty())
        return;
    out << YAML::Key << key << YAML::Value << YAML::BeginSeq;
    for (const EnvVar &var : env) {
        out << YAML::BeginMap << YAML::Key << "name" << YAML::Value;
        string(out, var.name);
        out << YAML::Key << "value" << YAML::Value;
        string(out, var.value);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void stringMapEntry(YAML::Emitter &out, const char *key, const QMap<QString, QString> &values)
{
    if (values.isEmpty())
        return;
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        out << YAML::Key;
        string(out, it.key());
        out << YAML::Value;
        string(out, it.value());
    }
    out << YAML::EndMap;
}

QByteArray finish(const YAML::Emitter &out)
{
    QByteArray text(out.c_str(), qsizetype(out.size()));
    if (!text.endsWith('\n'))
        text.append('\n');
    return text;
}

} // namespace Poolcraft::YamlEmit
