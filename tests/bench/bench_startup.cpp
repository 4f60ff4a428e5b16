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

    // Whole process: `poolcraft --version` is the floor of starting the executable at all.
    QElapsedTimer timer;
    timer.start();
    QProcess version;
    version.start(QStringLiteral(POOLCRAFT_EXECUTABLE), {QStringLiteral("--version")});
    version.waitForFinished(60000);
    const double versionMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("BENCH %-40s %12.3f ms\n", "poolcraft --version process", versionMs);
    return 0;
}
