#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace Poolcraft {

// One parameter of a trial as Vertex's Trial.parameters holds it: a number for DOUBLE,
// INTEGER and DISCRETE parameters, a string for CATEGORICAL ones.
struct ParameterValue
{
    QString parameterId;
    QVariant value;
    bool operator==(const ParameterValue &) const = default;
};

using ParameterAssignment = QList<ParameterValue>;

// "0.01", "128", "adam": as the trainer receives it after "--<parameterId>=".
QString parameterValueText(const QVariant &value);
// "--learning_rate=0.01 --num_units=128"
QStringList parameterArguments(const ParameterAssignment &parameters);

} // namespace Poolcraft
