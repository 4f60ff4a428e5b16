#pragma once

#include <QString>
#include <QStringList>

namespace Poolcraft {

// The GUI's language: one translator, owned by the application and replaced when the user
// picks another language. The command line never installs one: other tools parse its output.
class Translations
{
public:
    static QStringList languages();                     // "", "en", "es", "pt_BR", "zh_CN"
    static QString nativeName(const QString &language); // "Español"; "" = the system's
    // Shows the GUI in `language` ("" = the system locale's), replacing what was installed
    // before; every widget then gets a QEvent::LanguageChange. False when English is shown.
    static bool apply(const QString &language);
};

} // namespace Poolcraft
