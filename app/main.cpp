#include "app/cli/commandline.h"
#include "app/history/historystore.h"
#include "models/core/nativefilename.h"
#include "widgets/mainwindow.h"
#include "widgets/settings/themeswitch.h"
#include "widgets/settings/translations.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QTimer>

#include <cstdio>

using namespace Poolcraft;

static void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Poolcraft"));
    QCoreApplication::setApplicationName(QStringLiteral("Poolcraft"));
    QCoreApplication::setApplicationVersion(QStringLiteral(POOLCRAFT_VERSION));
}

int main(int argc, char *argv[])
{
    // Not QCoreApplication::arguments(): a file name that is not valid UTF-8 would be lost.
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << NativeFileName::fromArgument(argv[i]);

    if (isCommandLineInvocation(arguments)) {
        QCoreApplication app(argc, argv);
        setApplicationIdentity();
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = runCommandLine(arguments, {out, err});
        out.flush();
        err.flush();
        return code;
    }

    QApplication app(argc, argv);
    setApplicationIdentity();
    // Wayland matches windows to their menu entry by this name; the icon is the installed
    // theme's, else the copy built in.
    const QString appId = QStringLiteral("org.poolcraft.Poolcraft");
    QGuiApplication::setDesktopFileName(appId);
    QIcon builtInIcon;
    for (int size : {32, 64, 256})
        builtInIcon.addFile(QStringLiteral(":/icons/%1x%1/apps/%2.png").arg(size).arg(appId));
    QApplication::setWindowIcon(QIcon::fromTheme(appId, builtInIcon));
    // The language and look picked in the settings, else the system's.
    const AppSettings settings = AppSettings::load();
    Translations::apply(settings.language);
    if (settings.theme != AppSettings::Theme::System)
        ThemeSwitch::apply(settings.theme);
    // A catalog file the user picked earlier; if it has since become invalid, the built-in
    // catalog stays and the window says why.
    const Diagnostics catalogProblems = MainWindow::applyCatalogSetting();
    // The application's history: opened once, here, and lent to whatever records or reads.
    HistoryStore history(HistoryStore::configuredDatabasePath());
    if (history.open() && settings.historyLimitMiB > 0)
        history.pruneTo(qint64(settings.historyLimitMiB) * 1024 * 1024);
    // Asked before the window exists: opening a file records it in the settings.
    const bool firstStart = MainWindow::isFirstStart();
    MainWindow window(&history);
    if (!arguments.isEmpty())
        window.openFile(arguments.first());
    else if (firstStart)
        window.showWelcomePage();
    window.show();
    if (!catalogProblems.isEmpty())
        window.showCatalogProblems(catalogProblems);
    // For the start-up benchmark: leave as soon as the first frame is on screen.
    if (qEnvironmentVariableIsSet("POOLCRAFT_EXIT_WHEN_SHOWN"))
        QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return app.exec();
}
