#pragma once

#include "format.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <functional>
#include <optional>

namespace Poolcraft {

// Turns a parsed Vertex JSON document into a JobDocument. Every message of the API that
// Poolcraft holds has one read function here; each checks the type of every value and names
// each field it does not know (or knows but cannot keep).
class VertexJsonReader
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::VertexJsonReader)

public:
    VertexJsonReader(const QString &fileName, const QHash<QString, SourcePosition> &positions,
                     ReadResult *result);

    // Returns false when the root is not a CustomJob, HyperparameterTuningJob or
    // CustomJobSpec at all.
    bool read(const nlohmann::json &root);

private:
    using Json = nlohmann::json;

    void readCustomJob(const Json &object);
    void readTuningJob(const Json &object);
    void readJobSpec(const Json &object, const QString &path);
    void readPool(const Json &object, const QString &path, WorkerPool *pool);
    void readMachine(const Json &object, const QString &path, MachineSpec *machine);
    void readDisk(const Json &object, const QString &path, DiskSpec *disk);
    void readContainer(const Json &object, const QString &path, ContainerSpec *spec);
    void readPythonPackage(const Json &object, const QString &path, PythonPackageSpec *spec);
    void readScheduling(const Json &object, const QString &path);
    void readStudy(const Json &object, const QString &path, StudySpec *study);
    void readMetric(const Json &object, const QString &path, StudySpec *study);
    // Reads a parameter (whose parentId and parent values `parameter` may already hold)
    // and, after it, its conditional children into `into`.
    void readParameter(const Json &object, const QString &path, StudyParameter parameter,
                       QList<StudyParameter> *into);
    void readConditional(const Json &object, const QString &path, const StudyParameter &parent,
                         QList<StudyParameter> *into);
    void readValueSpec(const Json &object, const QString &path, StudyParameter *parameter);

    // Calls readField for each member of an object; the members it does not take
    // (it answers false) go to otherField.
    using FieldReader =
        std::function<bool(const QString &key, const Json &value, const QString &path)>;
    void readFields(const Json &object, const QString &path, const FieldReader &readField);
    // The args and env members that containers and Python packages share.
    bool readArgsOrEnv(const QString &key, const Json &value, const QString &path,
                       QStringList *args, QList<EnvVar> *env);

    // Fields the API has that we do not read: output-only fields are ignored quietly, the
    // others named in a warning; anything else is unknown.
    void otherField(const QString &key, const QString &path, const QSet<QString> &outputOnly,
                    const QSet<QString> &notKept);

    bool isObject(const Json &value, const QString &path);
    std::optional<QString> string(const Json &value, const QString &path);
    std::optional<qint64> integer(const Json &value, const QString &path, qint64 minimum,
                                  qint64 maximum);
    std::optional<double> number(const Json &value, const QString &path);
    std::optional<bool> boolean(const Json &value, const QString &path);
    std::optional<QStringList> stringList(const Json &value, const QString &path);
    std::optional<QList<double>> numberList(const Json &value, const QString &path);
    QList<EnvVar> envList(const Json &value, const QString &path);
    QMap<QString, QString> stringMap(const Json &value, const QString &path);
    std::optional<QString> duration(const Json &value, const QString &path);
    std::optional<QString> enumName(const Json &value, const QString &path,
                                    const QStringList &names, bool keepUnknown = false);

    void error(const QString &path, const QString &ruleId, const QString &message);
    void warning(const QString &path, const QString &ruleId, const QString &message);
    void add(Severity severity, const QString &path, const QString &ruleId,
             const QString &message);
    SourcePosition position(const QString &path) const;
    QString documentPath(const QString &jsonPath) const;
    static QString typeName(const Json &value);

    QString m_fileName;
    const QHash<QString, SourcePosition> &m_positions;
    ReadResult *m_result;
    QString m_specPrefix; // "jobSpec." or "trialJobSpec." or "" for a bare CustomJobSpec
};

QStringList vertexAcceleratorNames();

} // namespace Poolcraft
