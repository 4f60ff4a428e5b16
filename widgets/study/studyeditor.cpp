#include "studyeditor.h"

#include "app/document/jobeditdocument.h"
#include "models/validation/validator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Poolcraft {

namespace {

QString numberText(double value)
{
    return QString::number(value, 'g', 12);
}

QStringList splitValues(const QString &text)
{
    QStringList values;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            values << part.trimmed();
    return values;
}

} // namespace

StudyEditor::StudyEditor(JobEditDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_enabled(new QCheckBox(tr("This job is a &hyperparameter study"), this))
    , m_metric(new QLineEdit(this))
    , m_goal(new QComboBox(this))
    , m_algorithm(new QComboBox(this))
    , m_maxTrials(new QSpinBox(this))
    , m_parallelTrials(new QSpinBox(this))
    , m_maxFailed(new QSpinBox(this))
    , m_parameters(new QTableWidget(0, 6, this))
    , m_refusal(new QLabel(this))
    , m_form(new QWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_enabled);
    m_enabled->setToolTip(tr("Run the job as trials of a study that tunes the parameters "
                             "below (a Vertex AI hyperparameter tuning job)."));
    layout->addWidget(m_form, 1);
    // The settings beside the parameters, so that the parameter table has the editor's
    // whole height for its rows.
    auto *columns = new QHBoxLayout(m_form);
    columns->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    columns->addLayout(form);
    m_metric->setPlaceholderText(QStringLiteral("accuracy"));
    m_metric->setAccessibleName(tr("Metric"));
    m_metric->setToolTip(tr("The metric the trainer reports (hypertune metric tag)."));
    form->addRow(tr("&Metric:"), m_metric);
    m_goal->addItem(tr("Maximize"), int(GoalType::Maximize));
    m_goal->addItem(tr("Minimize"), int(GoalType::Minimize));
    m_goal->setAccessibleName(tr("Goal"));
    form->addRow(tr("&Goal:"), m_goal);
    m_algorithm->addItem(tr("Bayesian optimization (default)"), int(SearchAlgorithm::Bayesian));
    m_algorithm->addItem(tr("Grid search"), int(SearchAlgorithm::Grid));
    m_algorithm->addItem(tr("Random search"), int(SearchAlgorithm::Random));
    m_algorithm->setAccessibleName(tr("Search algorithm"));
    m_algorithm->setToolTip(tr("Grid search needs every parameter to be INTEGER, CATEGORICAL "
                               "or DISCRETE."));
    form->addRow(tr("&Algorithm:"), m_algorithm);
    for (QSpinBox *box : {m_maxTrials, m_parallelTrials})
        box->setRange(1, 100000);
    m_maxFailed->setRange(0, 100000);
    m_maxFailed->setSpecialValueText(tr("Service decides"));
    m_maxTrials->setAccessibleName(tr("Maximum trials"));
    m_parallelTrials->setAccessibleName(tr("Parallel trials"));
    m_maxFailed->setAccessibleName(tr("Failed trials allowed"));
    form->addRow(tr("&Trials:"), m_maxTrials);
    form->addRow(tr("In &parallel:"), m_parallelTrials);
    form->addRow(tr("&Failed trials allowed:"), m_maxFailed);

    m_parameters->setHorizontalHeaderLabels({tr("ID"), tr("Type"), tr("Minimum"), tr("Maximum"),
                                             tr("Values"), tr("Scale")});
    // The header stays short so it is never clipped; the tip says how values are written.
    m_parameters->horizontalHeaderItem(ValuesColumn)
        ->setToolTip(tr("Categorical or discrete values, separated by commas: adam, sgd"));
    m_parameters->horizontalHeader()->setSectionResizeMode(ValuesColumn, QHeaderView::Stretch);
    // The type and scale pickers must show "CATEGORICAL" and "Reverse log" whole.
    m_parameters->horizontalHeader()->setSectionResizeMode(TypeColumn,
                                                           QHeaderView::ResizeToContents);
    m_parameters->horizontalHeader()->setSectionResizeMode(ScaleColumn,
                                                           QHeaderView::ResizeToContents);
    m_parameters->verticalHeader()->setVisible(false);
    m_parameters->setAccessibleName(tr("Parameters"));
    m_parameters->setTabKeyNavigation(false);
    auto *parameterBox = new QWidget(m_form);
    auto *parameterLayout = new QVBoxLayout(parameterBox);
    parameterLayout->setContentsMargins(0, 0, 0, 0);
    auto *parametersLabel = new QLabel(tr("Para&meters:"), parameterBox);
    parametersLabel->setBuddy(m_parameters);
    parameterLayout->addWidget(parametersLabel);
    // Three whole rows at least, however small the window.
    m_parameters->setMinimumHeight(m_parameters->horizontalHeader()->sizeHint().height()
                                   + 3 * m_parameters->verticalHeader()->defaultSectionSize()
                                   + 2 * m_parameters->frameWidth());
    parameterLayout->addWidget(m_parameters, 1);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("&Add parameter"), parameterBox);
    auto *remove = new QPushButton(tr("&Remove parameter"), parameterBox);
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    parameterLayout->addLayout(buttons);
    columns->addWidget(parameterBox, 1);

    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_refusal->hide();
    layout->addWidget(m_refusal);

    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        if (m_refreshing)
            return;
        JobDocument job = m_document->job();
        if (on) {
            StudySpec study;
            study.metricId = QStringLiteral("accuracy");
            study.maxTrialCount = 10;
            study.parallelTrialCount = 2;
            job.study = study;
        } else {
            job.study.reset();
        }
        m_document->replaceJob(job, on ? tr("Make the job a study") : tr("Remove the study"));
    });
    connect(m_metric, &QLineEdit::editingFinished, this,
            [this] { commit(tr("Set study metric")); });
    connect(m_goal, &QComboBox::activated, this, [this] { commit(tr("Set study goal")); });
    connect(m_algorithm, &QComboBox::activated, this,
            [this] { commit(tr("Set search algorithm")); });
    for (QSpinBox *box : {m_maxTrials, m_parallelTrials, m_maxFailed})
        connect(box, &QSpinBox::editingFinished, this, [this] { commit(tr("Set trial counts")); });
    connect(m_parameters, &QTableWidget::itemChanged, this,
            [this] { commit(tr("Edit study parameter")); });
    connect(add, &QPushButton::clicked, this, &StudyEditor::addParameter);
    connect(remove, &QPushButton::clicked, this, &StudyEditor::removeParameter);
    connect(m_document, &JobEditDocument::jobChanged, this, &StudyEditor::refresh);
    refresh();
}

QString StudyEditor::refusal() const
{
    return m_refusal->isHidden() ? QString() : m_refusal->text();
}

void StudyEditor::setRowWidgets(int row, const StudyParameter &parameter)
{
    auto *type = new QComboBox(m_parameters);
    for (ParameterType t : {ParameterType::Double, ParameterType::Integer,
                            ParameterType::Categorical, ParameterType::Discrete})
        type->addItem(parameterTypeName(t), int(t));
    type->setCurrentIndex(type->findData(int(parameter.type)));
    type->setAccessibleName(tr("Parameter type"));
    auto *scale = new QComboBox(m_parameters);
    scale->addItem(tr("None"), int(ScaleType::Unspecified));
    scale->addItem(tr("Linear"), int(ScaleType::Linear));
    scale->addItem(tr("Log"), int(ScaleType::Log));
    scale->addItem(tr("Reverse log"), int(ScaleType::ReverseLog));
    scale->setCurrentIndex(scale->findData(int(parameter.scale)));
    scale->setAccessibleName(tr("Parameter scale"));
    connect(type, &QComboBox::activated, this, [this] { commit(tr("Set parameter type")); });
    connect(scale, &QComboBox::activated, this, [this] { commit(tr("Set parameter scale")); });
    m_parameters->setCellWidget(row, TypeColumn, type);
    m_parameters->setCellWidget(row, ScaleColumn, scale);
}

void StudyEditor::refresh()
{
    m_refreshing = true;
    const std::optional<StudySpec> &study = m_document->job().study;
    m_enabled->setChecked(study.has_value());
    m_form->setEnabled(study.has_value());
    const StudySpec spec = study.value_or(StudySpec());
    if (!m_metric->hasFocus() || m_metric->text() != spec.metricId)
        m_metric->setText(spec.metricId);
    m_goal->setCurrentIndex(m_goal->findData(int(spec.goal)));
    m_algorithm->setCurrentIndex(m_algorithm->findData(int(spec.algorithm)));
    m_maxTrials->setValue(spec.maxTrialCount);
    m_parallelTrials->setValue(spec.parallelTrialCount);
    m_maxFailed->setValue(spec.maxFailedTrialCount);
    {
        const QSignalBlocker blocker(m_parameters);
        m_parameters->setRowCount(int(spec.parameters.size()));
        for (int row = 0; row < spec.parameters.size(); ++row) {
            const StudyParameter &p = spec.parameters.at(row);
            QStringList values = p.categories;
            for (double v : p.discreteValues)
                values << numberText(v);
            const bool ranged = p.type == ParameterType::Double
                                || p.type == ParameterType::Integer;
            auto *id = new QTableWidgetItem(p.id);
            if (!p.parentId.isEmpty()) {
                QStringList when = p.parentCategories;
                for (double v : p.parentValues)
                    when << numberText(v);
                id->setToolTip(tr("Only in trials where %1 is %2")
                                   .arg(p.parentId, when.join(QStringLiteral(", "))));
            }
            m_parameters->setItem(row, IdColumn, id);
            const QString minText = ranged ? numberText(p.minValue) : QString();
            const QString maxText = ranged ? numberText(p.maxValue) : QString();
            m_parameters->setItem(row, MinColumn, new QTableWidgetItem(minText));
            m_parameters->setItem(row, MaxColumn, new QTableWidgetItem(maxText));
            m_parameters->setItem(row, ValuesColumn,
                                  new QTableWidgetItem(values.join(QStringLiteral(", "))));
            setRowWidgets(row, p);
        }
    }
    m_refreshing = false;
}

StudySpec StudyEditor::studyFromForm() const
{
    StudySpec study = m_document->job().study.value_or(StudySpec());
    study.metricId = m_metric->text().trimmed();
    study.goal = GoalType(m_goal->currentData().toInt());
    study.algorithm = SearchAlgorithm(m_algorithm->currentData().toInt());
    study.maxTrialCount = m_maxTrials->value();
    study.parallelTrialCount = m_parallelTrials->value();
    study.maxFailedTrialCount = m_maxFailed->value();
    const QList<StudyParameter> previous = study.parameters;
    study.parameters.clear();
    for (int row = 0; row < m_parameters->rowCount(); ++row) {
        StudyParameter p;
        // The table does not edit conditions (Vertex's conditionalParameterSpecs): a row
        // keeps the one its parameter had.
        p.parentId = previous.value(row).parentId;
        p.parentValues = previous.value(row).parentValues;
        p.parentCategories = previous.value(row).parentCategories;
        const auto text = [this, row](int column) {
            const QTableWidgetItem *item = m_parameters->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        p.id = text(IdColumn);
        if (auto *type = qobject_cast<QComboBox *>(m_parameters->cellWidget(row, TypeColumn)))
            p.type = ParameterType(type->currentData().toInt());
        if (auto *scale = qobject_cast<QComboBox *>(m_parameters->cellWidget(row, ScaleColumn)))
            p.scale = ScaleType(scale->currentData().toInt());
        bool minOk = true;
        bool maxOk = true;
        if (p.type == ParameterType::Double || p.type == ParameterType::Integer) {
            p.minValue = text(MinColumn).toDouble(&minOk);
            p.maxValue = text(MaxColumn).toDouble(&maxOk);
        }
        if (!minOk || !maxOk)
            p.minValue = qQNaN(); // the study rules report a NaN bound as min > max
        const QStringList values = splitValues(text(ValuesColumn));
        if (p.type == ParameterType::Categorical)
            p.categories = values;
        if (p.type == ParameterType::Discrete) {
            for (const QString &v : values) {
                bool ok = false;
                const double number = v.toDouble(&ok);
                p.discreteValues << (ok ? number : qQNaN());
            }
        }
        study.parameters << p;
    }
    return study;
}

void StudyEditor::commit(const QString &commandText)
{
    if (m_refreshing || !m_document->job().study)
        return;
    const StudySpec study = studyFromForm();
    // The validator's own study rules: an edit the cloud would refuse is not made.
    QStringList problems;
    for (const Diagnostic &diagnostic : validateStudy(study)) {
        if (diagnostic.isError())
            problems << diagnostic.message;
    }
    if (!problems.isEmpty()) {
        // Refuse: keep the document as it was and say why.
        m_refusal->setText(tr("Not changed: %1").arg(problems.join(QLatin1Char(' '))));
        m_refusal->show();
        refresh();
        return;
    }
    m_refusal->hide();
    JobDocument job = m_document->job();
    job.study = study;
    m_document->replaceJob(job, commandText);
}

void StudyEditor::addParameter()
{
    if (!m_document->job().study)
        return;
    JobDocument job = m_document->job();
    StudyParameter p;
    p.id = QStringLiteral("param%1").arg(job.study->parameters.size() + 1);
    // Grid search takes no continuous parameter, so offer one it can search.
    p.type = job.study->algorithm == SearchAlgorithm::Grid ? ParameterType::Integer
                                                           : ParameterType::Double;
    p.minValue = p.type == ParameterType::Integer ? 1 : 0;
    p.maxValue = p.type == ParameterType::Integer ? 4 : 1;
    p.scale = ScaleType::Linear;
    job.study->parameters << p;
    m_refusal->hide();
    m_document->replaceJob(job, tr("Add study parameter %1").arg(p.id));
}

void StudyEditor::removeParameter()
{
    const int row = m_parameters->currentRow();
    if (!m_document->job().study || row < 0)
        return;
    JobDocument job = m_document->job();
    const QString id = job.study->parameters.value(row).id;
    job.study->parameters.removeAt(row);
    m_document->replaceJob(job, tr("Remove study parameter %1").arg(id));
}

} // namespace Poolcraft
