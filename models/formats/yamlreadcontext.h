#pragma once

#include "format.h"
#include "yamlinput.h"

#include <yaml-cpp/yaml.h>

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

namespace Poolcraft {

// One value met while reading: the key that named it, the value, and the Vertex-style path
// of the JobDocument field it fills ("workerPoolSpecs[1].machineSpec.acceleratorCount").
struct YamlField
{
    YAML::Node key;
    YAML::Node value;
    QString path;

    YamlField at(const QString &otherPath) const { return {key, value, otherPath}; }
};

struct YamlKeyHandler
{
    const char *name;
    std::function<void(const YamlField &)> read;
};

// Reading state shared by every YAML format: it turns YAML nodes into typed values and
// records, for each, where in the file it was (SourceMap) and what was wrong with it
// (Diagnostics with line and column). Type mismatches are errors; unknown keys warnings.
class YamlReadContext
{
    // Shares its context with the other readers' messages.
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::Formats)

public:
    // `text` is what the nodes were parsed from: their columns are counted in it.
    YamlReadContext(const QString &fileName, ReadResult *result, const QByteArray &text);


    // Reads every key of `map` with the handler of that name. Keys not handled get a warning
    // ("did you mean" when close); snake_case keys an error naming the camelCase spelling,
    // and are then read as that spelling. `where` names the mapping in messages.
    void readMap(const YamlField &map, const QString &where,
                 const QList<YamlKeyHandler> &handlers);
    bool isMap(const YamlField &field, const QString &where);
    bool isSequence(const YamlField &field); // a single value is not a list: error

    std::optional<QString> string(const YamlField &field);
    std::optional<qint64> integer(const YamlField &field, qint64 minimum, qint64 maximum);
    std::optional<double> number(const YamlField &field);
    std::optional<bool> boolean(const YamlField &field);
    std::optional<QStringList> stringList(const YamlField &field);
    std::optional<QList<double>> numberList(const YamlField &field);
    QList<EnvVar> envList(const YamlField &field);
    QMap<QString, QString> stringMap(const YamlField &field);
    // An enum value out of `names` (compared without case); warns when the case differs.
    std::optional<QString> enumValue(const YamlField &field, const QStringList &names,
                                     bool warnOnCase = true);

    void remember(const YamlField &field);
    void remember(const QString &path, const YAML::Node &node);
    SourcePosition position(const YAML::Node &node) const;
    // Where a problem with the value is (the value itself when it has a place, else its key).
    SourcePosition position(const YamlField &field) const;
    SourcePosition keyPosition(const YamlField &field) const;

    void error(const YamlField &field, const QString &ruleId, const QString &message,
               const QList<Fix> &fixes = {});
    void warning(const YamlField &field, const QString &ruleId, const QString &message,
                 const QList<Fix> &fixes = {});
    // About the key itself (unknown, misspelt, repeated): points at the key.
    void keyError(const YamlField &field, const QString &ruleId, const QString &message,
                  const QList<Fix> &fixes = {});
    void keyWarning(const YamlField &field, const QString &ruleId, const QString &message);
    void add(Severity severity, SourcePosition position, const QString &ruleId,
             const QString &path, const QString &message, const QList<Fix> &fixes = {});

    bool exhausted() const { return m_exhausted; }
    QString fileName() const { return m_fileName; }

private:
    // Counts one more value, and its text, against what a file may expand to. False once
    // over: the reading stops, with one error at the value that went over.
    bool spend(const YAML::Node &value);
    QString typeName(const YAML::Node &node) const;
    // The map's entries with YAML's merge keys resolved ("<<: *defaults", which PyYAML and
    // so gcloud read): its own entries, then those of the merged maps that it does not set;
    // of several merged maps ("<<: [*a, *b]"), the first that sets a key wins.
    QList<std::pair<YAML::Node, YAML::Node>> mergedEntries(const YamlField &map, int depth = 0);

    QString m_fileName;
    ReadResult *m_result;
    YamlColumns m_columns;
    qint64 m_valuesRead = 0;
    qint64 m_bytesRead = 0;
    bool m_exhausted = false;
};

// "worker_pool_specs" -> "workerPoolSpecs"
QString camelCaseSpelling(const QString &snake);
// The closest of `candidates` to `word` when it is close enough to be a likely typo.
QString closestName(const QString &word, const QStringList &candidates);

} // namespace Poolcraft
