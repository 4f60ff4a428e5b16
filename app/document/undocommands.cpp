#include "undocommands.h"

#include "jobeditdocument.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Poolcraft {

SetValueCommand::SetValueCommand(JobEditDocument *document, const QString &path,
                                 const QString &oldValue, const QString &newValue,
                                 const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_path(path)
    , m_oldValue(oldValue)
    , m_newValue(newValue)
{}

void SetValueCommand::undo()
{
    m_document->applyWithoutUndo(m_path, m_oldValue);
}

void SetValueCommand::redo()
{
    m_document->applyWithoutUndo(m_path, m_newValue);
}

bool SetValueCommand::mergeWith(const QUndoCommand *other)
{
    // Typing into a field sends one edit per key; one undo step per field is what people
    // expect. Text fields always merge; a number merges while it is being typed (edits less
    // than a second apart), so a count picked later is its own step.
    const auto *next = static_cast<const SetValueCommand *>(other);
    const bool textField = m_path.endsWith(QLatin1String("imageUri"))
                           || m_path.endsWith(QLatin1String("Module"))
                           || m_path == QLatin1String("displayName")
                           || m_path == QLatin1String("project");
    const bool numberField = m_path.endsWith(QLatin1String("Count"))
                             || m_path.endsWith(QLatin1String("SizeGb"));
    const bool typing = next->m_lastEdit - m_lastEdit < std::chrono::seconds(1);
    if (next->m_path != m_path || !(textField || (numberField && typing)))
        return false;
    m_newValue = next->m_newValue;
    m_lastEdit = next->m_lastEdit;
    setText(next->text());
    return true;
}

ReplaceJobCommand::ReplaceJobCommand(JobEditDocument *document, const JobDocument &before,
                                     const JobDocument &after, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(before)
    , m_after(after)
{}

void ReplaceJobCommand::undo()
{
    m_document->setJobWithoutUndo(m_before);
}

void ReplaceJobCommand::redo()
{
    m_document->setJobWithoutUndo(m_after);
}

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class EditNamesMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::EditNames)
};

QString fieldName(const QString &field)
{
    static const QList<std::pair<const char *, const char *>> names{
        {"machineSpec.machineType", QT_TRANSLATE_NOOP("Poolcraft::EditNames", "machine type")},
        {"machineSpec.acceleratorType",
         QT_TRANSLATE_NOOP("Poolcraft::EditNames", "accelerator type")},
        {"machineSpec.acceleratorCount",
         QT_TRANSLATE_NOOP("Poolcraft::EditNames", "accelerator count")},
        {"replicaCount", QT_TRANSLATE_NOOP("Poolcraft::EditNames", "replica count")},
        {"containerSpec.imageUri", QT_TRANSLATE_NOOP("Poolcraft::EditNames", "container image")},
        {"pythonPackageSpec.executorImageUri",
         QT_TRANSLATE_NOOP("Poolcraft::EditNames", "executor image")},
        {"pythonPackageSpec.pythonModule",
         QT_TRANSLATE_NOOP("Poolcraft::EditNames", "Python module")},
        {"diskSpec.bootDiskType", QT_TRANSLATE_NOOP("Poolcraft::EditNames", "boot disk type")},
        {"diskSpec.bootDiskSizeGb", QT_TRANSLATE_NOOP("Poolcraft::EditNames", "boot disk size")},
    };
    for (const auto &[key, name] : names) {
        if (field == QLatin1String(key))
            return EditNamesMessages::tr(name);
    }
    return field;
}

} // namespace

QString describeEdit(const QString &path, const QString &value)
{
    if (path == QLatin1String("region"))
        return EditNamesMessages::tr("Set region to %1").arg(value);
    if (path == QLatin1String("displayName"))
        return EditNamesMessages::tr("Set display name to %1").arg(value);
    if (path == QLatin1String("project"))
        return EditNamesMessages::tr("Set project to %1").arg(value);
    static const QRegularExpression re(QStringLiteral(R"(^workerPoolSpecs\[(\d)\]\.?(.*)$)"));
    const QRegularExpressionMatch m = re.match(path);
    if (!m.hasMatch() && value.isEmpty())
        return EditNamesMessages::tr("Clear %1").arg(path);
    if (!m.hasMatch())
        return EditNamesMessages::tr("Set %1 to %2").arg(path, value);
    const QString pool = poolRoleName(m.captured(1).toInt());
    const QString field = m.captured(2);
    if (field.isEmpty()) {
        return value == QLatin1String("true") ? EditNamesMessages::tr("Turn on the %1 pool").arg(pool)
                                              : EditNamesMessages::tr("Turn off the %1 pool").arg(pool);
    }
    const QString shown = value.isEmpty() ? EditNamesMessages::tr("none") : value;
    return EditNamesMessages::tr("Set %1 %2 to %3").arg(pool, fieldName(field), shown);
}

} // namespace Poolcraft
