#include "othersettings.h"

#include "app/document/jobeditdocument.h"

#include <QFormLayout>
#include <QLineEdit>

#include <algorithm>

namespace Poolcraft {

OtherSettings::OtherSettings(JobEditDocument *document, QWidget *parent)
    : QGroupBox(tr("Other settings (AI Platform)"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("otherSettings"));
    auto *form = new QFormLayout(this);
    const struct
    {
        const char *path;
        QString label;
        QString tip;
    } fields[] = {
        {"runtimeVersion", tr("&Runtime version:"),
         tr("AI Platform's runtime (TensorFlow) version. Vertex has none: a prebuilt training "
            "container takes its place.")},
        {"pythonVersion", tr("P&ython version:"),
         tr("AI Platform's Python version, such as 3.7. Empty: the runtime's default.")},
        {"jobDir", tr("&Job directory:"),
         tr("Where AI Platform puts the job's output (gs://bucket/dir).")},
    };
    for (const auto &f : fields) {
        const QString path = QLatin1String(f.path);
        auto *edit = new QLineEdit(this);
        edit->setObjectName(path);
        edit->setClearButtonEnabled(true);
        edit->setToolTip(f.tip);
        edit->setAccessibleName(QString(f.label).remove(u'&').chopped(1));
        form->addRow(f.label, edit);
        m_fields.append({path, edit});
        // Applied when editing ends: one undo step per value, not one per keystroke. Only what
        // the user typed: focus leaving as the window closes is no edit.
        connect(edit, &QLineEdit::editingFinished, this, [this, path, edit] {
            if (!edit->isModified())
                return;
            edit->setModified(false);
            m_document->setValue(path, edit->text());
        });
    }
    refresh();
}

void OtherSettings::refresh()
{
    bool any = false;
    const JobDocument &job = m_document->job();
    for (const auto &[path, edit] : std::as_const(m_fields)) {
        const QString value = valueAt(job, path);
        any = any || !value.isEmpty();
        // What the user is typing stays; a value changed elsewhere (a fix, undo) is shown.
        if (edit->text() != value && !edit->isModified())
            edit->setText(value);
    }
    // Shown while the job has a value, and kept while one is being edited.
    const bool editing = std::any_of(m_fields.cbegin(), m_fields.cend(),
                                     [](const auto &field) { return field.second->hasFocus(); });
    setVisible(any || editing);
}

bool OtherSettings::focusPath(const QString &path)
{
    QLineEdit *edit = field(path);
    if (!edit)
        return false;
    setVisible(true);
    edit->setFocus(Qt::OtherFocusReason);
    edit->selectAll();
    return true;
}

QLineEdit *OtherSettings::field(const QString &path) const
{
    for (const auto &[fieldPath, edit] : m_fields) {
        if (fieldPath == path)
            return edit;
    }
    return nullptr;
}

} // namespace Poolcraft
