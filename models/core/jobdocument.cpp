#include "jobdocument.h"

#include <QCoreApplication>

#include <algorithm>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class JobDocumentMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::JobDocument)
};

} // namespace

QStringList WorkerPool::args() const
{
    return taskKind == TaskKind::PythonPackage ? pythonPackage.args : container.args;
}

bool isEnvironmentName(const QString &name)
{
    if (name.isEmpty() || name.front().isDigit())
        return false;
    return std::all_of(name.cbegin(), name.cend(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')
               || c == u'_';
    });
}

QList<EnvVar> WorkerPool::env() const
{
    return taskKind == TaskKind::PythonPackage ? pythonPackage.env : container.env;
}

int JobDocument::enabledPoolCount() const
{
    int count = 0;
    for (const WorkerPool &pool : pools)
        count += pool.enabled ? 1 : 0;
    return count;
}

int JobDocument::lastEnabledPool() const
{
    for (int i = MaxPools - 1; i >= 0; --i) {
        if (pools[i].enabled)
            return i;
    }
    return -1;
}

qint64 JobDocument::totalReplicas() const
{
    qint64 total = 0;
    for (const WorkerPool &pool : pools) {
        if (pool.enabled)
            total += pool.replicaCount;
    }
    return total;
}

QString poolRoleName(int index)
{
    switch (index) {
    case ChiefPool: return JobDocumentMessages::tr("chief");
    case WorkerPoolRole: return JobDocumentMessages::tr("workers");
    case ParameterServerPool: return JobDocumentMessages::tr("parameter servers");
    case EvaluatorPool: return JobDocumentMessages::tr("evaluators");
    }
    return QString();
}

QString parameterTypeName(ParameterType type)
{
    switch (type) {
    case ParameterType::Double: return QStringLiteral("DOUBLE");
    case ParameterType::Integer: return QStringLiteral("INTEGER");
    case ParameterType::Categorical: return QStringLiteral("CATEGORICAL");
    case ParameterType::Discrete: return QStringLiteral("DISCRETE");
    }
    return QString();
}

QString scaleTypeName(ScaleType scale)
{
    switch (scale) {
    case ScaleType::Unspecified: return QStringLiteral("SCALE_TYPE_UNSPECIFIED");
    case ScaleType::Linear: return QStringLiteral("UNIT_LINEAR_SCALE");
    case ScaleType::Log: return QStringLiteral("UNIT_LOG_SCALE");
    case ScaleType::ReverseLog: return QStringLiteral("UNIT_REVERSE_LOG_SCALE");
    }
    return QString();
}

QString algorithmName(SearchAlgorithm algorithm)
{
    switch (algorithm) {
    case SearchAlgorithm::Bayesian: return QStringLiteral("ALGORITHM_UNSPECIFIED");
    case SearchAlgorithm::Grid: return QStringLiteral("GRID_SEARCH");
    case SearchAlgorithm::Random: return QStringLiteral("RANDOM_SEARCH");
    }
    return QString();
}

QString goalName(GoalType goal)
{
    return goal == GoalType::Minimize ? QStringLiteral("MINIMIZE") : QStringLiteral("MAXIMIZE");
}

} // namespace Poolcraft
