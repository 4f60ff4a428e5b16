#pragma once

#include "models/core/jobdocument.h"
#include "models/search/trial.h"

#include <QAbstractTableModel>

namespace Poolcraft {

// A study's trials as a table: id, state, one column per parameter, the metric, duration.
// Display text for people; Qt::EditRole holds the number (or text) to sort by, so that a
// proxy sorts 10 after 9. A thin adapter: the trials live with whoever runs the study.
class TrialTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { TrialIdRole = Qt::UserRole + 1, RunIdRole };

    explicit TrialTableModel(QObject *parent = nullptr);

    void setStudy(const StudySpec &study, const QString &metricId);
    void setTrials(const QList<Trial> &trials);
    // One trial added at the end, or one changed in place: one row's signals, not a reset.
    void setTrial(int row, const Trial &trial);

    const Trial &trial(int row) const { return m_trials.at(row); }
    const QList<Trial> &trials() const { return m_trials; }
    const StudySpec &study() const { return m_study; }
    int metricColumn() const { return 2 + int(m_study.parameters.size()); }
    int durationColumn() const { return metricColumn() + 1; }
    int parameterColumn(int parameter) const { return 2 + parameter; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    StudySpec m_study;
    QString m_metricId;
    QList<Trial> m_trials;
};

// The table as CSV (RFC 4180: quoted where needed, header row first), in the model's column
// order, the sortable values (full precision), for a spreadsheet or pandas.
QByteArray trialsCsv(const TrialTableModel &model);

} // namespace Poolcraft
