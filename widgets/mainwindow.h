#pragma once

#include <QMainWindow>

namespace Poolcraft {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    bool openFile(const QString &fileName);
};

} // namespace Poolcraft
