#pragma once

#include "models/core/jobdocument.h"

// QUndoCommand lives in QtGui since Qt 6 but needs nothing of the GUI; the prefixed include
// keeps poolcraft_app free of a QtGui include path (symbols come from the executables).
#include <QtGui/QUndoCommand>

#include <chrono>

namespace Poolcraft {

class JobEditDocument;

// Sets one value by its path ("workerPoolSpecs[1].machineSpec.acceleratorCount").
class SetValueCommand : public QUndoCommand
{
public:
    SetValueCommand(JobEditDocument *document, const QString &path, const QString &oldValue,
                    const QString &newValue, const QString &text);

    void undo() override;
    void redo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    JobEditDocument *m_document;
    QString m_path;
    QString m_oldValue;
    QString m_newValue;
    std::chrono::steady_clock::time_point m_lastEdit = std::chrono::steady_clock::now();
};

// Replaces the whole job: edits that touch lists (arguments, environment, study parameters)
// where a single path cannot say what changed.
class ReplaceJobCommand : public QUndoCommand
{
public:
    ReplaceJobCommand(JobEditDocument *document, const JobDocument &before,
                      const JobDocument &after, const QString &text);

    void undo() override;
    void redo() override;

private:
    JobEditDocument *m_document;
    JobDocument m_before;
    JobDocument m_after;
};

// "Set workers accelerator count to 4": what the Edit menu shows for an edit of `path`.
QString describeEdit(const QString &path, const QString &value);

} // namespace Poolcraft
