#pragma once

#include <QHash>
#include <QList>
#include <QString>

namespace Poolcraft {

struct JobDocument;

enum class Severity { Warning, Error };

// Where a value came from in a file; line and column are 1-based, 0 = unknown.
struct SourcePosition
{
    int line = 0;
    int column = 0;
    bool isValid() const { return line > 0; }
    bool operator==(const SourcePosition &) const = default;
};

// Value paths in Vertex's camelCase spelling ("workerPoolSpecs[1].machineSpec.acceleratorCount")
// mapped to the place in the file that set them. Readers fill it; the validator looks the
// path of each diagnostic up here (falling back to the nearest parent path).
class SourceMap
{
public:
    void insert(const QString &path, SourcePosition position) { m_positions.insert(path, position); }
    SourcePosition find(const QString &path) const; // longest known prefix of path
    bool isEmpty() const { return m_positions.isEmpty(); }
    // Takes every position of `other`, moved down by `lines` (a file embedded in another).
    void insertShifted(const SourceMap &other, int lines);

private:
    QHash<QString, SourcePosition> m_positions;
};

// One concrete change that makes a diagnostic go away. `value` is the text of the new value
// at `path`, as a user would type it ("2", "n1-standard-16", "us-central1").
struct Fix
{
    QString label;   // "Set the count to 2"
    QString path;
    QString value;
    bool operator==(const Fix &) const = default;
};

struct Diagnostic
{
    Severity severity = Severity::Error;
    QString ruleId;      // "accelerator-count", ...
    QString path;        // "workerPoolSpecs[1].machineSpec.acceleratorCount"; empty = whole job
    QString message;     // for a person: what is wrong and why
    QString source;      // where the rule comes from (a doc or seed)
    QList<Fix> fixes;
    QString file;
    SourcePosition position;

    bool isError() const { return severity == Severity::Error; }
    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = QList<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);
QString severityName(Severity severity); // "error" / "warning"

// Text from a file made safe to print on one line: control characters, and the marks that
// reorder text on screen, as escapes (\n, \t, \u001B, \u202E). A value holding
// "\nfake.yaml:1:1: error: ..." or a terminal escape can then neither pass for another
// diagnostic nor drive the terminal.
QString printableText(const QString &text);
// The characters printableText escapes: C0 and C1 controls, DEL, and the bidirectional
// marks and separators.
bool isTerminalControl(char16_t c);

// "FILE:LINE:COL: error: MESSAGE" as compilers print it.
QString formatDiagnosticLine(const Diagnostic &diagnostic);

// Paths as the validator, the fixes and the designer name values.
namespace ValuePath {
QString pool(int index);                       // "workerPoolSpecs[1]"
QString machineType(int pool);
QString acceleratorType(int pool);
QString acceleratorCount(int pool);
QString replicaCount(int pool);
QString imageUri(int pool);
QString region();
} // namespace ValuePath

// Applies a fix (or any edit by path) to a document. Returns false, leaving the document as
// it was, when the path is not one the document has or the value does not fit it.
bool applyValue(JobDocument &document, const QString &path, const QString &value);
QString valueAt(const JobDocument &document, const QString &path);

} // namespace Poolcraft
