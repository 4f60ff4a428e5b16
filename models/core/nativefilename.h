#pragma once

#include <QByteArray>
#include <QString>

namespace Poolcraft {

// File names as the system spells them. Decoding a command-line argument that is not valid
// in the locale's encoding (a name with the byte 0xff under UTF-8) replaces those bytes, and
// the decoded name no longer names the file. fromArgument() keeps such an argument's bytes
// under the name it decodes to, and encode() gives them back, so that the file the user
// named is the one opened while messages show the decoded name.
class NativeFileName
{
public:
    // The argument decoded as Qt does; its bytes are kept when decoding loses them. Call
    // from main() before any thread starts.
    static QString fromArgument(const char *argument);

    // The bytes that name path: an argument's own when path is one that lost its bytes in
    // decoding (unless two different arguments decoded to it), else QFile::encodeName(path).
    static QByteArray encode(const QString &path);
};

} // namespace Poolcraft
