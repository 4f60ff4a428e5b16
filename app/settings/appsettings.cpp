#include "appsettings.h"

#include <QSettings>

#include <algorithm>

namespace Poolcraft {

namespace {

const char LanguageKey[] = "language";
const char ThemeKey[] = "theme";
const char HistoryFileKey[] = "history/file";
const char HistoryLimitKey[] = "history/limitMiB";

// As written in the settings file, where people may read or edit it.
const char *themeName(AppSettings::Theme theme)
{
    switch (theme) {
    case AppSettings::Theme::Light: return "light";
    case AppSettings::Theme::Dark: return "dark";
    case AppSettings::Theme::System: break;
    }
    return "system";
}

} // namespace

AppSettings AppSettings::load()
{
    const QSettings settings;
    AppSettings app;
    app.language = settings.value(QLatin1String(LanguageKey)).toString();
    const QString theme = settings.value(QLatin1String(ThemeKey)).toString();
    for (Theme candidate : {Theme::Light, Theme::Dark}) {
        if (theme == QLatin1String(themeName(candidate)))
            app.theme = candidate;
    }
    app.historyFile = settings.value(QLatin1String(HistoryFileKey)).toString();
    app.historyLimitMiB = std::max(0, settings.value(QLatin1String(HistoryLimitKey)).toInt());
    return app;
}

void AppSettings::save() const
{
    QSettings settings;
    // An empty value is removed, so that "not set" stays distinguishable from a choice.
    const auto put = [&settings](const char *key, const QString &value) {
        if (value.isEmpty())
            settings.remove(QLatin1String(key));
        else
            settings.setValue(QLatin1String(key), value);
    };
    put(LanguageKey, language);
    put(ThemeKey, theme == Theme::System ? QString() : QString::fromLatin1(themeName(theme)));
    put(HistoryFileKey, historyFile);
    put(HistoryLimitKey, historyLimitMiB > 0 ? QString::number(historyLimitMiB) : QString());
}

} // namespace Poolcraft
