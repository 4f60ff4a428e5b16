#include "replicascript.h"

#include "models/core/diagnostic.h"
#include "models/core/jobdocument.h"
#include "models/core/nativefilename.h"

#include <QCoreApplication>

namespace Poolcraft {

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class ReplicaScriptMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::ReplicaScript)
};

// Task names are ours ("workerpool1-0"), but a comment must stay one line whatever it holds.
QString commentLine(QString text)
{
    text.replace(u'\n', u' ').replace(u'\r', u' ');
    return QStringLiteral("# ") + text + u'\n';
}

// The line that enters the replica's folder. A folder whose name is not UTF-8 cannot be
// written in the script as it is: printf makes its bytes ("\376"), and the "." keeps a
// trailing newline in the name from $(...)'s trimming.
QString changeDirectoryLine(const QString &directory)
{
    if (NativeFileName::isPortable(directory))
        return QStringLiteral("  cd -- %1 || exit 1\n").arg(shellSingleQuoted(directory));
    QString format;
    for (const char byte : NativeFileName::encode(directory)) {
        const auto c = static_cast<unsigned char>(byte);
        if (c >= 0x80 || c < 0x20)
            format += QStringLiteral("\\%1").arg(int(c), 3, 8, QLatin1Char('0'));
        else if (c == '\\' || c == '%')
            format += QString(2, QLatin1Char(char(c))); // printf's own escapes, doubled
        else
            format += QLatin1Char(char(c));
    }
    return QStringLiteral("  directory=$(printf %1) && cd -- \"${directory%.}\" || exit 1\n")
        .arg(shellSingleQuoted(format + u'.'));
}

} // namespace

QString shellSingleQuoted(const QString &word)
{
    QString quoted = QStringLiteral("'");
    quoted.reserve(word.size() + 2);
    for (const QChar c : word) {
        if (c == u'\'') {
            quoted += QLatin1String("'\\''");
        } else if (c != u'\n' && c != u'\t' && isTerminalControl(c.unicode())) {
            // As it is, it would drive the terminal that shows the script (ESC, CR) or
            // reorder what it shows: printf makes its UTF-8 bytes from octal escapes.
            quoted += QLatin1String("'\"$(printf '");
            for (const char byte : QString(c).toUtf8())
                quoted += QStringLiteral("\\%1").arg(int(static_cast<unsigned char>(byte)), 3, 8, QLatin1Char('0'));
            quoted += QLatin1String("')\"'");
        } else {
            quoted += c;
        }
    }
    return quoted + u'\'';
}

QString ReplicaScript::omittedNote() const
{
    return ReplicaScriptMessages::tr("%n variable(s) left out: a name that is not an environment "
                                     "variable name, or a value that holds a NUL character",
                                     nullptr, int(omitted.size()));
}

ReplicaScript makeReplicaScript(const ReplicaPlan &replica)
{
    ReplicaScript script;
    QString body;
    if (!replica.workingDirectory.isEmpty())
        body += changeDirectoryLine(replica.workingDirectory);
    // The launcher drops these from the inherited environment unless the plan sets them.
    for (const QString &name : replicaVariableNames()) {
        if (name != QLatin1String("CUDA_VISIBLE_DEVICES") && !replica.variables.contains(name))
            body += QStringLiteral("  unset %1\n").arg(name);
    }
    for (auto it = replica.variables.cbegin(); it != replica.variables.cend(); ++it) {
        // A NUL cannot be in an environment at all, and a name that is not an identifier
        // would be shell syntax.
        if (!isEnvironmentName(it.key()) || it.value().contains(QChar(0))) {
            script.omitted.append(it.key());
            continue;
        }
        body += QStringLiteral("  export %1=%2\n").arg(it.key(), shellSingleQuoted(it.value()));
    }
    // Every word quoted, the program too: a plain "A=b" first would be an assignment.
    QStringList words{shellSingleQuoted(replica.program)};
    for (const QString &argument : replica.arguments)
        words.append(shellSingleQuoted(argument));
    body += QStringLiteral("  exec ") + words.join(u' ') + u'\n';

    script.text = commentLine(replica.taskName);
    if (!script.omitted.isEmpty()) {
        script.text += commentLine(script.omittedNote());
    }
    script.text += QStringLiteral("(\n") + body + QStringLiteral(")\n");
    return script;
}

} // namespace Poolcraft
