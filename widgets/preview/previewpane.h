#pragma once

#include "widgets/preview/exporttext.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTimer;

namespace Poolcraft {

class JobEditDocument;

// Live preview of what would be sent or saved, one tab per format, each with Copy and Save.
// Rewrites at most once per event-loop turn however many edits arrive.
class PreviewPane : public QWidget
{
    Q_OBJECT

public:
    explicit PreviewPane(JobEditDocument *document, QWidget *parent = nullptr);

    QString text(ExportKind kind) const;
    void updateNow();
    void showKind(ExportKind kind);

private:
    void copyCurrent();
    void saveCurrent();
    ExportKind currentKind() const;

    JobEditDocument *m_document;
    QTabWidget *m_tabs;
    QLabel *m_lost;
    QTimer *m_timer;
    QHash<int, QPlainTextEdit *> m_editors;
    QHash<int, QStringList> m_lostByKind;
};

} // namespace Poolcraft
