#include "previewpane.h"

#include "app/document/jobeditdocument.h"
#include "models/core/outputfile.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Poolcraft {

PreviewPane::PreviewPane(JobEditDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_tabs(new QTabWidget(this))
    , m_lost(new QLabel(this))
    , m_timer(new QTimer(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_tabs, 1);
    m_lost->setWordWrap(true);
    m_lost->setStyleSheet(QStringLiteral("color: #8a5a00;"));
    layout->addWidget(m_lost);
    auto *buttons = new QHBoxLayout;
    auto *copy = new QPushButton(tr("&Copy"), this);
    copy->setToolTip(tr("Copy the text of the shown format to the clipboard."));
    auto *save = new QPushButton(tr("Save &As…"), this);
    save->setToolTip(tr("Save the text of the shown format to a file."));
    buttons->addStretch();
    buttons->addWidget(copy);
    buttons->addWidget(save);
    layout->addLayout(buttons);

    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (ExportKind kind : exportKinds()) {
        auto *editor = new QPlainTextEdit(m_tabs);
        editor->setReadOnly(true);
        editor->setFont(mono);
        editor->setLineWrapMode(QPlainTextEdit::NoWrap);
        editor->setAccessibleName(tr("%1 preview").arg(exportKindTitle(kind)));
        const int tab = m_tabs->addTab(editor, exportKindTabName(kind));
        m_tabs->setTabToolTip(tab, exportKindTitle(kind) + QStringLiteral(": ")
                                       + exportKindDescription(kind));
        m_editors.insert(int(kind), editor);
    }
    // Never narrower than its tabs: every format's name stays readable, no scroll arrows.
    m_tabs->tabBar()->setElideMode(Qt::ElideNone);
    setMinimumWidth(m_tabs->tabBar()->sizeHint().width() + layout->contentsMargins().left()
                    + layout->contentsMargins().right());
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &PreviewPane::updateNow);
    connect(m_document, &JobEditDocument::jobChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        // The messages are long: one short line here, every message on hover.
        const QStringList lost = m_lostByKind.value(int(currentKind()));
        m_lost->setText(tr("⚠ %n setting(s) not carried by this format (hover to see which)",
                           nullptr, int(lost.size())));
        m_lost->setToolTip(QStringLiteral("• ") + lost.join(QStringLiteral("\n• ")));
        m_lost->setAccessibleDescription(lost.join(QLatin1Char('\n')));
        m_lost->setVisible(!lost.isEmpty());
    });
    connect(copy, &QPushButton::clicked, this, &PreviewPane::copyCurrent);
    connect(save, &QPushButton::clicked, this, &PreviewPane::saveCurrent);
    updateNow();
}

ExportKind PreviewPane::currentKind() const
{
    return exportKinds().value(m_tabs->currentIndex(), ExportKind::VertexYaml);
}

void PreviewPane::showKind(ExportKind kind)
{
    m_tabs->setCurrentIndex(int(exportKinds().indexOf(kind)));
}

QString PreviewPane::text(ExportKind kind) const
{
    const QPlainTextEdit *editor = m_editors.value(int(kind));
    return editor ? editor->toPlainText() : QString();
}

void PreviewPane::updateNow()
{
    m_timer->stop();
    for (ExportKind kind : exportKinds()) {
        const ExportText exported = exportText(m_document->job(), kind);
        QPlainTextEdit *editor = m_editors.value(int(kind));
        if (editor->toPlainText() != exported.text)
            editor->setPlainText(exported.text);
        m_lostByKind.insert(int(kind), exported.lost);
    }
    emit m_tabs->currentChanged(m_tabs->currentIndex());
}

void PreviewPane::copyCurrent()
{
    QApplication::clipboard()->setText(text(currentKind()));
}

void PreviewPane::saveCurrent()
{
    const ExportKind kind = currentKind();
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save %1")
                                                                    .arg(exportKindTitle(kind)),
                                                          QString(),
                                                          exportKindFileFilter(kind));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!OutputFile::write(fileName, text(kind).toUtf8(), &error)) {
        QMessageBox::warning(this, tr("Save failed"),
                             tr("Could not write %1: %2").arg(fileName, error));
    }
}

} // namespace Poolcraft
