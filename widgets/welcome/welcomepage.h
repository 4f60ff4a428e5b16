#pragma once

#include <QWidget>

class QLabel;
class QListWidget;

namespace Poolcraft {

class CloudSetup;

// What a first start shows: the examples, opening a file (with the formats Poolcraft
// reads), recent files, and whether the cloud is set up, all of it offline. It only asks;
// the main window opens files.
class WelcomePage : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomePage(QWidget *parent = nullptr);

    void setRecentFiles(const QStringList &files);
    // Looks for credentials and the default project again (files and environment only).
    void refreshCloudSetup();
    // What is found and what is missing for Vertex AI, as rich text.
    static QString cloudSetupText(const CloudSetup &setup);

    QListWidget *recentList() const { return m_recent; }
    QLabel *cloudLabel() const { return m_cloud; }

signals:
    void openRequested(const QString &fileName);
    void openDialogRequested();
    void newJobRequested();
    void cloudSettingsRequested();

private:
    QWidget *createStartBox();
    QWidget *createRecentBox();
    QWidget *createCloudBox();
    void openExample(const QString &file);

    QListWidget *m_recent = nullptr;
    QLabel *m_noRecent = nullptr;
    QLabel *m_cloud = nullptr;
    QLabel *m_exampleProblem = nullptr;
};

} // namespace Poolcraft
