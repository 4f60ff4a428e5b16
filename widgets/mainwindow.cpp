#include "mainwindow.h"

#include <QLabel>

namespace Poolcraft {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Poolcraft"));
    setCentralWidget(new QLabel(tr("Poolcraft"), this));
    resize(1280, 800);
}

bool MainWindow::openFile(const QString &fileName)
{
    setWindowTitle(tr("%1 — Poolcraft").arg(fileName));
    return true;
}

} // namespace Poolcraft
