#pragma once

#include "models/search/trial.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Poolcraft {

class HistoryStore;

namespace StudyStateName {
inline constexpr char Active[] = "active";       // running, or cut off while running
inline constexpr char Stopped[] = "stopped";     // stopped by the user: resumable
inline constexpr char Succeeded[] = "succeeded"; // every trial made, one or more succeeded
inline constexpr char Failed[] = "failed";       // none succeeded, or too many failed
} // namespace StudyStateName

// What the history keeps of a study besides its trials: enough to resume it.
struct StudyRecord
{
    QString id;
    QString jobDocument;          // the Poolcraft document as started: pools, command, study
    QString sourceFile;           // where it came from; trials start in its folder
    QStringList commandOverride;  // the command after `--`, when one was given
    QString workingDirectory;
    quint64 seed = 0;
    QString state;                // a StudyStateName
    QDateTime created;
    QDateTime ended;              // invalid while active or stopped
};

// Studies and their trials in the history's file (tables studies and trials, schema 3),
// through the history's connection: use it where the history is used.
class StudyStore
{
public:
    explicit StudyStore(HistoryStore &history) : m_history(history) {}

    bool addStudy(const StudyRecord &study);
    bool setStudyState(const QString &studyId, const QString &state,
                       const QDateTime &ended = {});
    std::optional<StudyRecord> study(const QString &studyId) const;
    QList<StudyRecord> studies() const;          // newest first

    // Inserts the trial or replaces what was kept of it.
    bool saveTrial(const QString &studyId, const Trial &trial);
    QList<Trial> trials(const QString &studyId) const; // in trial id order

private:
    HistoryStore &m_history;
};

} // namespace Poolcraft
