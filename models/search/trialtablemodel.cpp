#include "trialtablemodel.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class TrialTableModelMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::TrialTableModel)
};

QVariant parameterOf(const Trial &trial, const QString &id)
{
    for (const ParameterValue &value : trial.parameters) {
        if (value.parameterId == id)
            return value.value;
    }
    return {};
}

QByteArray csvField(const QString &text)
{
    QByteArray field = text.toUtf8();
    if (field.contains(',') || field.contains('"') || field.contains('\n')) {
        field.replace("\"", "\"\"");
        field = '"' + field + '"';
    }
    return field;
}

} // namespace

TrialTableModel::TrialTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TrialTableModel::setStudy(const StudySpec &study, const QString &metricId)
{
    beginResetModel();
    m_study = study;
    m_metricId = metricId;
    m_trials.clear();
    endResetModel();
}

void TrialTableModel::setTrials(const QList<Trial> &trials)
{
    beginResetModel();
    m_trials = trials;
    endResetModel();
}

void TrialTableModel::setTrial(int row, const Trial &trial)
{
    if (row == m_trials.size()) {
        beginInsertRows({}, row, row);
        m_trials << trial;
        endInsertRows();
        return;
    }
    if (row < 0 || row > m_trials.size())
        return;
    m_trials[row] = trial;
    emit dataChanged(index(row, 0), index(row, columnCount() - 1));
}

int TrialTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_trials.size());
}

int TrialTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : durationColumn() + 1;
}

QVariant TrialTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_trials.size())
        return {};
    const Trial &trial = m_trials.at(index.row());
    if (role == TrialIdRole)
        return trial.id;
    if (role == RunIdRole)
        return trial.runId;
    const int column = index.column();
    const bool isParameter = column >= 2 && column < metricColumn();
    if (role == Qt::ToolTipRole && !trial.infeasibleReason.isEmpty())
        return trial.infeasibleReason;
    // The table shows six digits, like the metric; the tooltip has the value the trainer got.
    if (role == Qt::ToolTipRole && isParameter) {
        const QVariant value = parameterOf(trial, m_study.parameters.value(column - 2).id);
        return value.isValid() ? QVariant(parameterValueText(value)) : QVariant();
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const bool display = role == Qt::DisplayRole;
    if (column == 0)
        return display ? QVariant(trial.id) : QVariant(trial.id.toLongLong());
    if (column == 1) {
        const QString state = trialStateName(trial.state);
        return trial.stoppedEarly && display ? TrialTableModelMessages::tr("%1 (stopped early)").arg(state) : state;
    }
    if (column == metricColumn()) {
        if (!trial.finalMeasurement) {
            // A running trial shows its latest report.
            if (trial.measurements.isEmpty())
                return {};
            const double latest = trial.measurements.last().value;
            return display ? QVariant(QString::number(latest, 'g', 6) + QStringLiteral(" …"))
                           : QVariant(latest);
        }
        const double value = trial.finalMeasurement->value;
        return display ? QVariant(QString::number(value, 'g', 6)) : QVariant(value);
    }
    if (column == durationColumn()) {
        const double seconds = trial.durationSeconds();
        return display ? QVariant(QString::number(seconds, 'f', 1)) : QVariant(seconds);
    }
    const int parameter = column - 2;
    const QVariant value = parameterOf(trial, m_study.parameters.value(parameter).id);
    if (!value.isValid())
        return {};
    if (!display)
        return value;
    return value.typeId() == QMetaType::Double ? QString::number(value.toDouble(), 'g', 6)
                                               : parameterValueText(value);
}

QVariant TrialTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return TrialTableModelMessages::tr("Trial");
    if (section == 1)
        return TrialTableModelMessages::tr("State");
    if (section == metricColumn())
        return m_metricId;
    if (section == durationColumn())
        return TrialTableModelMessages::tr("Duration (s)");
    return m_study.parameters.value(section - 2).id;
}

QByteArray trialsCsv(const TrialTableModel &model)
{
    QByteArray csv;
    const int columns = model.columnCount();
    for (int column = 0; column < columns; ++column) {
        csv += (column ? "," : "")
               + csvField(model.headerData(column, Qt::Horizontal).toString());
    }
    csv += "\r\n";
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < columns; ++column) {
            const QVariant value = model.data(model.index(row, column), Qt::EditRole);
            const QString text = value.typeId() == QMetaType::Double
                                     ? parameterValueText(value)
                                     : value.toString();
            csv += (column ? "," : "") + csvField(text);
        }
        csv += "\r\n";
    }
    return csv;
}

} // namespace Poolcraft
