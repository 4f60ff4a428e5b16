#pragma once

#include "launchplan.h"

#include <QString>
#include <QStringList>

namespace Poolcraft {

// What `poolcraft run --dry-run` prints for one replica: a POSIX sh script that someone can
// paste into a shell and that starts the replica exactly as the launcher would, and nothing
// else. It runs in a subshell, so the paster's shell keeps its directory and variables:
//     # workerpool1-0
//     (
//       cd -- '/runs/r1/workerpool1-0' || exit 1
//       unset TF_CONFIG
//       export CLUSTER_SPEC='{"cluster":...}'
//       exec 'python3' 'train.py' '--lr=0.1'
//     )
// Every value is single-quoted (quotes, "$(...)", backticks, newlines and ';' stay text;
// terminal escapes are written as printf's, so that printing the script shows them),
// and variables are written only when their names are C identifiers and their values hold
// no NUL; others are left out, counted in a comment that does not repeat them (a name may
// hold a newline), and listed in `omitted`.
struct ReplicaScript
{
    QString text;
    QStringList omitted;             // variable names that could not be written safely

    QString omittedNote() const;     // why they were left out, for a person
};

ReplicaScript makeReplicaScript(const ReplicaPlan &replica);

// The word quoted for a POSIX shell: always in single quotes, a quote as '\'', and a
// character that drives a terminal (isTerminalControl; not a newline or tab) as "$(printf
// '\033')", so that printing the word shows it and runs nothing.
QString shellSingleQuoted(const QString &word);

} // namespace Poolcraft
