#pragma once

#include "models/core/jobdocument.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace Poolcraft {

class JobEditDocument;

// The job's hyperparameter study: metric and goal, algorithm, trial budget, parameters.
// Every change is checked against what Vertex AI refuses; a refused change is not made and
// the form says why.
class StudyEditor : public QWidget
{
    Q_OBJECT

public:
    enum Column { IdColumn, TypeColumn, MinColumn, MaxColumn, ValuesColumn, ScaleColumn };

    explicit StudyEditor(JobEditDocument *document, QWidget *parent = nullptr);

    void refresh();
    QString refusal() const; // why the last change was refused; empty when it was made
    QComboBox *algorithmBox() const { return m_algorithm; }
    QTableWidget *parameterTable() const { return m_parameters; }
    QCheckBox *enabledBox() const { return m_enabled; }

private:
    StudySpec studyFromForm() const;
    void commit(const QString &commandText);
    void addParameter();
    void removeParameter();
    void setRowWidgets(int row, const StudyParameter &parameter);

    JobEditDocument *m_document;
    bool m_refreshing = false;
    QCheckBox *m_enabled;
    QLineEdit *m_metric;
    QComboBox *m_goal;
    QComboBox *m_algorithm;
    QSpinBox *m_maxTrials;
    QSpinBox *m_parallelTrials;
    QSpinBox *m_maxFailed;
    QTableWidget *m_parameters;
    QLabel *m_refusal;
    QWidget *m_form;
};

} // namespace Poolcraft
