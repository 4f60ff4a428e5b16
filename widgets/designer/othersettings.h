#pragma once

#include <QGroupBox>

class QLineEdit;

namespace Poolcraft {

class JobEditDocument;

// The AI Platform values that have no place on a pool card (runtimeVersion, pythonVersion,
// jobDir): shown, editable and clearable, so that a diagnostic about one of them can be
// acted on in the window. Hidden while the job has none of them.
class OtherSettings : public QGroupBox
{
    Q_OBJECT

public:
    explicit OtherSettings(JobEditDocument *document, QWidget *parent = nullptr);

    void refresh();
    bool focusPath(const QString &path); // false when the path is not one of these
    QLineEdit *field(const QString &path) const;

private:
    JobEditDocument *m_document;
    QList<std::pair<QString, QLineEdit *>> m_fields; // path, editor
};

} // namespace Poolcraft
