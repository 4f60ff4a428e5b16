#pragma once

#include <QCoreApplication>
#include <QString>

namespace Poolcraft {

// The bundled examples, opened from a copy the user owns: an installed package keeps them
// read-only under /usr/share/poolcraft/examples, and a job that is opened should be one
// that can be saved and run (its trainer beside it).
class ExampleFiles
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::ExampleFiles)

public:
    // Where the examples are: beside an installed binary (PREFIX/share/poolcraft/examples),
    // else in the source tree of an uninstalled build. Empty when neither exists.
    static QString sourceDirectory();

    // The user's copy of EXAMPLE/FILE (EXAMPLE being a folder of examples), made from the
    // bundled one unless it is there already, so that the user's edits are kept. Returns the
    // copy's path, or an empty string with *error set.
    static QString editableCopy(const QString &example, const QString &file, QString *error,
                                const QString &sourceDir = sourceDirectory(),
                                const QString &copiesDir = copiesDirectory());

    // Where the copies go: the application's data folder.
    static QString copiesDirectory();
};

} // namespace Poolcraft
