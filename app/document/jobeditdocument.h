#pragma once

#include "models/core/jobdocument.h"
#include "models/formats/format.h"

#include <QObject>
#include <QString>

#include <QtGui/QUndoStack>

namespace Poolcraft {

// The job being edited in the designer: the JobDocument, where it lives on disk, the format
// it was read from, and the undo stack every edit goes through. Holds no widgets, so the
// same document drives the window, the tests and anything scripted.
class JobEditDocument : public QObject
{
    Q_OBJECT

public:
    explicit JobEditDocument(QObject *parent = nullptr);
    ~JobEditDocument() override;

    const JobDocument &job() const { return m_job; }
    QUndoStack *undoStack() { return &m_undoStack; }

    QString fileName() const { return m_fileName; }
    Format format() const { return m_format; }
    bool isModified() const { return !m_undoStack.isClean(); }
    QString displayTitle() const; // file name without folder, or "Untitled"

    // Edits, each one undoable. setValue returns false (and pushes nothing) when the path is
    // unknown or the value does not fit; an edit that changes nothing pushes nothing either.
    bool setValue(const QString &path, const QString &value);
    bool setValue(const QString &path, const QString &value, const QString &commandText);
    void replaceJob(const JobDocument &job, const QString &commandText);

    // Starts over with `job` (new, opened): clears the undo stack, marks it unmodified.
    void reset(const JobDocument &job, const QString &fileName, Format format);
    void markSaved(const QString &fileName, Format format);

    // Used by the undo commands only.
    void applyWithoutUndo(const QString &path, const QString &value);
    void setJobWithoutUndo(const JobDocument &job);

    static JobDocument newJob(); // a chief pool, ready to be edited

signals:
    void jobChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    JobDocument m_job;
    QString m_fileName;
    Format m_format = Format::PoolcraftDocument;
    QUndoStack m_undoStack;
};

} // namespace Poolcraft
