#pragma once

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// File names as the system spells them. Decoding a command-line argument that is not valid
// in the locale's encoding (a name with the byte 0xff under UTF-8) replaces those bytes, and
// the decoded name no longer names the file. fromArgument() keeps the bytes of each such
// name's components (and of the current directory's), and encode() gives them back, so that
// the file the user named is the one opened while messages show the decoded name. Working by
// component, it also encodes the names made from an argument: its absolute path, its folder,
// a file beside it.
class NativeFileName
{
public:
    // The argument decoded as Qt does; its bytes are kept when decoding loses them. Call
    // from main() before any thread starts.
    static QString fromArgument(const char *argument);

    // The bytes that name path: each component that lost its bytes in decoding gets its own
    // back (unless two different names decoded to it), the rest is QFile::encodeName's.
    static QByteArray encode(const QString &path);

    // Whether QFile::encodeName(path), which every Qt API taking a QString uses, names the
    // same file as encode(path).
    static bool isPortable(const QString &path);
};

} // namespace Poolcraft
