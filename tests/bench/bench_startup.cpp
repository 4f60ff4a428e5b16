// Start-up: from nothing to the designer window shown with the catalog loaded, against a
// bare QMainWindow shown in the same run. Goal (DESIGN.md §5): ≤ 300 ms.

#include "benchreport.h"

#include "widgets/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QProcess>
#include <QTest>

using namespace PoolcraftBench;

namespace {

template<typename Window>
double showWindowNanoseconds()
{
    QElapsedTimer timer;
    timer.start();
    auto *window = new Window;
    window->resize(1280, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window, 10000))
        std::fprintf(stderr, "window was not exposed\n");
    QCoreApplication::processEvents();
    const double elapsed = double(timer.nsecsElapsed());
    delete window;
    return elapsed;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("PoolcraftBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_startup"));

    // The first window pays for fonts and styles once; both measures start after it.
    const double firstDesigner = showWindowNanoseconds<Poolcraft::MainWindow>() / 1e6;
    const int runs = 15;
    const double bare = medianNanoseconds(runs, [] {
        showWindowNanoseconds<QMainWindow>();
    }) / 1e6;
    const double designer = medianNanoseconds(runs, [] {
        showWindowNanoseconds<Poolcraft::MainWindow>();
    }) / 1e6;
    report("first designer window shown (cold)", firstDesigner, "ms", "bare QMainWindow", bare,
           "<= 300 ms");
    report("designer window shown, catalog loaded", designer, "ms", "bare QMainWindow", bare,
           "<= 300 ms");

    // Whole process, from launch to the window shown (the executable leaves right after its
    // first frame), against `poolcraft --version`: the floor of starting the executable.
    const auto processMs = [](const QStringList &arguments, bool exitWhenShown) {
        return medianNanoseconds(9, [&] {
            QProcess process;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            if (exitWhenShown)
                environment.insert(QStringLiteral("POOLCRAFT_EXIT_WHEN_SHOWN"),
                                   QStringLiteral("1"));
            process.setProcessEnvironment(environment);
            process.start(QStringLiteral(POOLCRAFT_EXECUTABLE), arguments);
            process.waitForFinished(60000);
        }) / 1e6;
    };
    const double versionMs = processMs({QStringLiteral("--version")}, false);
    const double launchMs = processMs({}, true);
    report("launch to window shown (process)", launchMs, "ms", "poolcraft --version", versionMs,
           "<= 300 ms");
    return 0;
}
