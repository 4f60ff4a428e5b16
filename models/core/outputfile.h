#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Poolcraft {

// Writes what a command was asked to write without replacing what is not ours. A regular
// file is replaced atomically (a new file renamed over it), keeping its permissions; anything else that
// already exists there (a FIFO, /dev/null, a terminal) is written through, as the shell's
// ">" would, because renaming a new file over it would destroy it. A symbolic link is
// followed, so the link stays and its target is what changes. A regular file with other
// hard links is written in place, so every name keeps seeing the same content.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::OutputFile)

public:
    static bool write(const QString &path, const QByteArray &data, QString *error);
};

} // namespace Poolcraft
