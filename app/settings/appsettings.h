#pragma once

#include <QString>

namespace Poolcraft {

// The application's own settings, read from and written to QSettings in this one place (the
// cloud's are CloudSettings). Each is empty or its default when not set.
struct AppSettings
{
    enum class Theme { System, Light, Dark };

    QString language;       // "es", "pt_BR", "zh_CN", "en"; empty = the system's
    Theme theme = Theme::System;
    QString historyFile;    // empty = HistoryStore::defaultDatabasePath()
    int historyLimitMiB = 0; // the oldest runs go past this at start; 0 = no limit

    static AppSettings load();
    void save() const;
};

} // namespace Poolcraft
