#include "parametervalue.h"

namespace Poolcraft {

QString parameterValueText(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString)
        return value.toString();
    // The shortest text that reads back as the same double, as Python's str(float) prints
    // it: a trainer sees "0.1", not "0.10000000000000001".
    const double number = value.toDouble();
    for (int precision = 1; precision < 17; ++precision) {
        const QString text = QString::number(number, 'g', precision);
        if (text.toDouble() == number)
            return text;
    }
    return QString::number(number, 'g', 17);
}

QStringList parameterArguments(const ParameterAssignment &parameters)
{
    QStringList arguments;
    for (const ParameterValue &parameter : parameters)
        arguments << QStringLiteral("--%1=%2").arg(parameter.parameterId,
                                                   parameterValueText(parameter.value));
    return arguments;
}

} // namespace Poolcraft
