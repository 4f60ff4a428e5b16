#include "examplefiles.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace Poolcraft {

QString ExampleFiles::sourceDirectory()
{
    const QString installed = QCoreApplication::applicationDirPath()
                              + QLatin1String("/../share/poolcraft/examples");
    if (QFileInfo(installed).isDir())
        return QDir(installed).canonicalPath();
    const QString sourceTree = QStringLiteral(POOLCRAFT_EXAMPLES_SOURCE_DIR);
    return QFileInfo(sourceTree).isDir() ? sourceTree : QString();
}

QString ExampleFiles::copiesDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QLatin1String("/examples");
}

QString ExampleFiles::editableCopy(const QString &example, const QString &file, QString *error,
                                   const QString &sourceDir, const QString &copiesDir)
{
    const QString from = sourceDir + QLatin1Char('/') + example;
    const QString to = copiesDir + QLatin1Char('/') + example;
    const QString copy = to + QLatin1Char('/') + file;
    // Files the copy lacks are copied; those the user already has stay as they are.
    const bool bundled = !sourceDir.isEmpty()
                         && QFileInfo::exists(from + QLatin1Char('/') + file);
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (bundled && it.hasNext()) {
        const QString source = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
        if (QFileInfo::exists(target))
            continue;
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target)) {
            *error = tr("Could not copy the example to %1.").arg(to);
            return {};
        }
        // Installed files are read-only; the copy is the user's to edit.
        QFile::setPermissions(target, QFile::permissions(target) | QFile::WriteOwner);
    }
    if (!QFileInfo::exists(copy)) {
        *error = tr("The example %1 is not installed.").arg(example + QLatin1Char('/') + file);
        return {};
    }
    return copy;
}

} // namespace Poolcraft
