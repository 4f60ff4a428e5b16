#include "diagnosticspanel.h"

#include "models/core/jobdocument.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Poolcraft {

namespace {
enum Column { SeverityColumn, WhereColumn, MessageColumn, FixColumn };
constexpr int IndexRole = Qt::UserRole + 1;

// Rows as tall as their text wrapped to its column: a problem cut off at the column's edge
// hides what to do about it. (QTreeView sizes a row for one line, whatever wordWrap says.)
class WrappingDelegate : public QStyledItemDelegate
{
public:
    WrappingDelegate(QHeaderView *header, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_header(header)
    {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QWidget *view = item.widget;
        const QStyle *style = view ? view->style() : QApplication::style();
        // The style's own padding around an item's text, on each side.
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
        const int width = std::max(1, m_header->sectionSize(index.column()) - 2 * margin);
        const QRect text = item.fontMetrics.boundingRect(QRect(0, 0, width, 1 << 20),
                                                         Qt::TextWordWrap, item.text);
        const QSize hint = QStyledItemDelegate::sizeHint(option, index);
        return {hint.width(), std::max(hint.height(), text.height() + 2 * margin)};
    }

private:
    QHeaderView *m_header;
};

} // namespace

QString describePath(const QString &path)
{
    if (path.isEmpty())
        return DiagnosticsPanel::tr("job");
    static const QRegularExpression re(QStringLiteral(R"(^workerPoolSpecs\[(\d)\]\.?(.*)$)"));
    const QRegularExpressionMatch m = re.match(path);
    if (!m.hasMatch())
        return path;
    QString field = m.captured(2);
    field.replace(QStringLiteral("machineSpec."), QString());
    return poolRoleName(m.captured(1).toInt())
           + (field.isEmpty() ? QString() : QStringLiteral(" · ") + field);
}

DiagnosticsPanel::DiagnosticsPanel(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree);
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Severity"), tr("Where"), tr("Problem"), tr("Fix")});
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setWordWrap(true);
    m_tree->setAccessibleName(tr("Diagnostics"));
    m_tree->setToolTip(tr("Double-click or press Enter on a problem to go to its field."));
    // The fix buttons get what the problem text leaves: they must stay readable.
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->resizeSection(SeverityColumn, 90);
    m_tree->header()->resizeSection(WhereColumn, 190);
    m_tree->header()->resizeSection(MessageColumn, 520);
    auto *wrapping = new WrappingDelegate(m_tree->header(), m_tree);
    m_tree->setItemDelegateForColumn(WhereColumn, wrapping);
    m_tree->setItemDelegateForColumn(MessageColumn, wrapping);
    // Row heights follow the column widths: a narrower column wraps onto more lines.
    connect(m_tree->header(), &QHeaderView::sectionResized, m_tree, [this](int column) {
        if (column == WhereColumn || column == MessageColumn)
            m_tree->doItemsLayout();
    });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int index = item->data(0, IndexRole).toInt();
        if (index >= 0 && index < m_diagnostics.size())
            emit pathActivated(m_diagnostics.at(index).path);
    });
    setDiagnostics({});
}

void DiagnosticsPanel::setDiagnostics(const Diagnostics &diagnostics)
{
    if (diagnostics == m_diagnostics && !m_summary->text().isEmpty())
        return;
    m_diagnostics = diagnostics;
    m_tree->clear();
    int errors = 0;
    for (int i = 0; i < diagnostics.size(); ++i) {
        const Diagnostic &d = diagnostics.at(i);
        errors += d.isError() ? 1 : 0;
        auto *item = new QTreeWidgetItem(m_tree);
        item->setData(0, IndexRole, i);
        item->setIcon(SeverityColumn, style()->standardIcon(d.isError()
                                                                ? QStyle::SP_MessageBoxCritical
                                                                : QStyle::SP_MessageBoxWarning));
        item->setText(SeverityColumn, d.isError() ? tr("Error") : tr("Warning"));
        QString where = describePath(d.path);
        if (d.position.isValid())
            where += QStringLiteral(" (%1:%2)").arg(d.position.line).arg(d.position.column);
        item->setText(WhereColumn, where);
        item->setToolTip(WhereColumn, d.file.isEmpty() ? d.path : formatDiagnosticLine(d));
        item->setText(MessageColumn, d.message);
        item->setToolTip(MessageColumn, d.source.isEmpty()
                                            ? d.message
                                            : tr("%1\nSource: %2").arg(d.message, d.source));
        if (!d.fixes.isEmpty()) {
            auto *buttons = new QWidget(m_tree);
            auto *row = new QHBoxLayout(buttons);
            row->setContentsMargins(0, 0, 0, 0);
            for (const Fix &fix : d.fixes) {
                auto *button = new QPushButton(fix.label, buttons);
                button->setAccessibleName(tr("Fix: %1").arg(fix.label));
                button->setToolTip(tr("Sets %1 to %2 (undoable)")
                                       .arg(describePath(fix.path), fix.value));
                connect(button, &QPushButton::clicked, this, [this, fix] {
                    emit fixRequested(fix);
                });
                row->addWidget(button);
            }
            row->addStretch();
            m_tree->setItemWidget(item, FixColumn, buttons);
        }
    }
    const int warnings = int(diagnostics.size()) - errors;
    if (diagnostics.isEmpty())
        m_summary->setText(tr("No problems: the job is ready to export or run."));
    else
        m_summary->setText(tr("%n error(s)", nullptr, errors) + QStringLiteral(", ")
                           + tr("%n warning(s)", nullptr, warnings));
    // Nothing to list: the summary line is all there is, and all the room the panel takes.
    const bool wasEmpty = m_tree->isHidden();
    m_tree->setHidden(diagnostics.isEmpty());
    const QMargins margins = layout()->contentsMargins();
    setMaximumHeight(diagnostics.isEmpty()
                         ? margins.top() + m_summary->sizeHint().height() + margins.bottom()
                         : QWIDGETSIZE_MAX);
    if (wasEmpty != diagnostics.isEmpty())
        emit emptyChanged(diagnostics.isEmpty());
}

} // namespace Poolcraft
