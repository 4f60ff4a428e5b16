#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Poolcraft {

// Writes what a command was asked to write without replacing what is not ours. A regular
// file is replaced atomically (a new file renamed over it), keeping its permissions, owner
// and group; anything else that already exists there (a FIFO, /dev/null, a terminal) is
// written through, as the shell's ">" would, because renaming a new file over it would
// destroy it. A symbolic link is followed, so the link stays and its target is what changes
// (a link to nothing yet makes its target, as ">" does). A regular file is written in place
// when it has other hard links, so every name keeps seeing the same content; when its folder
// takes no new file; and when the new file could not keep its owner or group.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::OutputFile)

public:
    static bool write(const QString &path, const QByteArray &data, QString *error);
};

} // namespace Poolcraft
