#pragma once

#include "app/settings/appsettings.h"

#include <QPalette>

namespace Poolcraft {

// The light or dark look. Following the system keeps the platform's style and palette (Qt
// 6.4 has no colour-scheme hint: the palette tells); forcing one takes Fusion with a light or
// dark palette, the same on every desktop.
class ThemeSwitch
{
public:
    static void apply(AppSettings::Theme theme);
    // Light text on a dark window: what charts and the log view choose their colours by.
    static bool isDark(const QPalette &palette);
    // The colour, lightened or darkened as little as it takes to be read on the background:
    // a terminal's black on a dark view, its white on a light one.
    static QColor readableOn(const QColor &foreground, const QColor &background);
};

} // namespace Poolcraft
