#include "themeswitch.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

#include <algorithm>
#include <cstdlib>

namespace Poolcraft {

namespace {

// What the platform gave before any theme was forced, to go back to it.
struct SystemLook
{
    QString styleName;
    QPalette palette;
};

const SystemLook &systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(225, 225, 225);
    const QColor disabledText(130, 130, 130);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabledText);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(255, 100, 100));
    palette.setColor(QPalette::Light, QColor(75, 75, 80));
    palette.setColor(QPalette::Midlight, QColor(60, 60, 64));
    palette.setColor(QPalette::Mid, QColor(90, 90, 95));
    palette.setColor(QPalette::Dark, QColor(20, 20, 22));
    palette.setColor(QPalette::Shadow, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(42, 130, 218));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(100, 170, 255));
    palette.setColor(QPalette::LinkVisited, QColor(170, 140, 255));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    return palette;
}

} // namespace

void ThemeSwitch::apply(AppSettings::Theme theme)
{
    const SystemLook &system = systemLook();
    switch (theme) {
    case AppSettings::Theme::System:
        QApplication::setStyle(system.styleName);
        QApplication::setPalette(system.palette);
        return;
    case AppSettings::Theme::Light:
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    case AppSettings::Theme::Dark:
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
        return;
    }
}

QColor ThemeSwitch::readableOn(const QColor &foreground, const QColor &background)
{
    // HSL lightness apart by this much reads well enough for text in both looks.
    constexpr int MinimumDifference = 115;
    const int back = background.lightness();
    if (std::abs(foreground.lightness() - back) >= MinimumDifference)
        return foreground;
    const int lightness = back < 128 ? std::min(255, back + MinimumDifference)
                                     : std::max(0, back - MinimumDifference);
    const QColor hsl = foreground.toHsl();
    return QColor::fromHsl(hsl.hslHue(), hsl.hslSaturation(), lightness, hsl.alpha());
}

bool ThemeSwitch::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness()
           < palette.color(QPalette::WindowText).lightness();
}

} // namespace Poolcraft
