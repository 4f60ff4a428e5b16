#include "jobeditdocument.h"

#include "undocommands.h"

#include "models/core/diagnostic.h"

#include <QFileInfo>

namespace Poolcraft {

JobEditDocument::JobEditDocument(QObject *parent)
    : QObject(parent)
    , m_job(newJob())
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

JobEditDocument::~JobEditDocument()
{
    // The undo stack announces "clean" as it is destroyed; by then the window listening to
    // modifiedChanged() may be gone already.
    m_undoStack.disconnect(this);
}

QString JobEditDocument::displayTitle() const
{
    if (m_fileName.isEmpty())
        return tr("Untitled");
    return QFileInfo(m_fileName).fileName();
}

bool JobEditDocument::setValue(const QString &path, const QString &value)
{
    return setValue(path, value, describeEdit(path, value));
}

bool JobEditDocument::setValue(const QString &path, const QString &value,
                               const QString &commandText)
{
    JobDocument trial = m_job;
    if (!applyValue(trial, path, value))
        return false;
    if (trial == m_job)
        return true;
    // Some edits reach further than their path (clearing the accelerator clears its count):
    // keep the whole job so that undo restores all of it.
    const QString oldValue = valueAt(m_job, path);
    JobDocument check = trial;
    if (!applyValue(check, path, oldValue) || check != m_job) {
        m_undoStack.push(new ReplaceJobCommand(this, m_job, trial, commandText));
        return true;
    }
    m_undoStack.push(new SetValueCommand(this, path, oldValue, value, commandText));
    return true;
}

void JobEditDocument::replaceJob(const JobDocument &job, const QString &commandText)
{
    if (job == m_job)
        return;
    m_undoStack.push(new ReplaceJobCommand(this, m_job, job, commandText));
}

void JobEditDocument::reset(const JobDocument &job, const QString &fileName, Format format)
{
    m_undoStack.clear();
    m_job = job;
    m_format = format;
    m_fileName = fileName;
    m_undoStack.setClean();
    emit fileNameChanged(m_fileName);
    emit jobChanged();
    emit modifiedChanged(false);
}

void JobEditDocument::markSaved(const QString &fileName, Format format)
{
    m_format = format;
    if (fileName != m_fileName) {
        m_fileName = fileName;
        emit fileNameChanged(m_fileName);
    }
    m_undoStack.setClean();
}

void JobEditDocument::applyWithoutUndo(const QString &path, const QString &value)
{
    applyValue(m_job, path, value);
    emit jobChanged();
}

void JobEditDocument::setJobWithoutUndo(const JobDocument &job)
{
    m_job = job;
    emit jobChanged();
}

JobDocument JobEditDocument::newJob()
{
    JobDocument job;
    job.displayName = QStringLiteral("my-training-job");
    job.region = QStringLiteral("us-central1");
    WorkerPool &chief = job.pools[ChiefPool];
    chief.enabled = true;
    chief.replicaCount = 1;
    chief.machine.machineType = QStringLiteral("n1-standard-4");
    chief.taskKind = TaskKind::Container;
    return job;
}

} // namespace Poolcraft
