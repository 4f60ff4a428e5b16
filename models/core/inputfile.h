#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

class QFile;

namespace Poolcraft {

// Opens what a command was asked to read without ever blocking or reading for ever: a
// regular file, or standard input for "-". A FIFO with no writer would block open() itself
// and a device (/dev/zero) never ends, so both are refused before a byte is read; the type
// is checked on the opened descriptor, so the file cannot be swapped in between.
class InputFile
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::InputFile)

public:
    // True when path names standard input.
    static bool isStandardInput(const QString &path) { return path == QLatin1String("-"); }

    // Opens path into file (ReadOnly); on failure returns false and sets *error to a
    // sentence naming what is wrong ("no such file or directory", "is a FIFO ...").
    static bool open(const QString &path, QFile *file, QString *error);

    // Reads at most maxBytes + 1 bytes, so that a caller can tell a file over its limit
    // from one exactly at it without reading the rest.
    static bool read(const QString &path, qint64 maxBytes, QByteArray *data, QString *error);

    // How a command names the input in messages: "<stdin>" for "-".
    static QString displayName(const QString &path);
};

} // namespace Poolcraft
