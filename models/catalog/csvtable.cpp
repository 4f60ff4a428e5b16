#include "csvtable.h"

#include <QCoreApplication>

namespace Poolcraft {

Diagnostic catalogError(const QString &fileName, int line, int column, const QString &message)
{
    Diagnostic d;
    d.severity = Severity::Error;
    d.ruleId = QStringLiteral("catalog-file");
    d.message = message;
    d.file = fileName;
    d.position = {line, column};
    return d;
}

namespace {

// The messages of this file, under the context Qt Linguist files them by.
class CsvTableMessages
{
    Q_DECLARE_TR_FUNCTIONS(Poolcraft::CsvTable)
};

} // namespace

// The header found is quoted only when it is one: the first line of a file that is not a
// table (a key file named by mistake) is no one's business on a terminal.
QString CsvTable::headerMismatch(const QStringList &requiredHeader, QStringView found)
{
    const QString required = requiredHeader.join(QLatin1Char(','));
    if (!found.contains(QLatin1Char(',')))
        return CsvTableMessages::tr("the first line must be the header \"%1\"; this file is not "
                                    "such a table").arg(required);
    return CsvTableMessages::tr("the header must be \"%1\", not \"%2\"")
        .arg(required, found.left(200));
}

// The price table has 6000+ rows and no quotes: splitting lines is several times faster
// than the character loop below, and start-up reads it.
bool CsvTable::parseUnquoted(const QString &text, const QStringList &requiredHeader,
                             Diagnostics *diagnostics)
{
    bool headerSeen = false;
    int line = 0;
    for (QStringView view : QStringView(text).split(QLatin1Char('\n'))) {
        ++line;
        if (view.endsWith(QLatin1Char('\r')))
            view.chop(1);
        if (view.isEmpty())
            continue;
        Row row;
        row.line = line;
        int column = 1;
        for (QStringView cell : view.split(QLatin1Char(','))) {
            row.cells.append(cell.toString());
            row.columns.append(column);
            column += int(cell.size()) + 1;
        }
        if (!headerSeen) {
            headerSeen = true;
            if (row.cells != requiredHeader) {
                diagnostics->append(catalogError(m_fileName, line, 1,
                                                 headerMismatch(requiredHeader, view)));
                return false;
            }
            continue;
        }
        if (row.cells.size() != requiredHeader.size()) {
            diagnostics->append(catalogError(m_fileName, line, row.columns.last(),
                                             CsvTableMessages::tr("expected %1 columns, found %2")
                                                 .arg(requiredHeader.size())
                                                 .arg(row.cells.size())));
            return false;
        }
        m_rows.append(row);
    }
    if (!headerSeen) {
        diagnostics->append(catalogError(m_fileName, 1, 1, CsvTableMessages::tr("the table is empty")));
        return false;
    }
    return true;
}

bool CsvTable::parse(const QByteArray &data, const QString &fileName,
                     const QStringList &requiredHeader, Diagnostics *diagnostics)
{
    m_fileName = fileName;
    m_rows.clear();
    if (data.contains('\0')) {
        const qsizetype at = data.indexOf('\0');
        const int line = int(data.left(at).count('\n')) + 1;
        const int column = int(at - data.lastIndexOf('\n', at - 1));
        diagnostics->append(catalogError(fileName, line, column,
                                         CsvTableMessages::tr("binary data (a NUL byte) in a text table")));
        return false;
    }
    const QString text = QString::fromUtf8(data);
    if (!data.contains('"'))
        return parseUnquoted(text, requiredHeader, diagnostics);
    Row row;
    QString cell;
    int line = 1;
    int column = 1;
    int cellColumn = 1;
    bool quoted = false;
    bool afterQuote = false;
    bool headerSeen = false;
    auto finishCell = [&] {
        row.cells.append(cell);
        row.columns.append(cellColumn);
        cell.clear();
        afterQuote = false;
    };
    auto finishRow = [&]() -> bool {
        finishCell();
        if (row.cells.size() == 1 && row.cells.first().isEmpty()) {
            row = Row();
            return true; // blank line
        }
        if (!headerSeen) {
            headerSeen = true;
            if (row.cells != requiredHeader) {
                diagnostics->append(catalogError(
                    fileName, row.line, 1,
                    headerMismatch(requiredHeader, row.cells.join(QLatin1Char(',')))));
                return false;
            }
        } else if (row.cells.size() != requiredHeader.size()) {
            diagnostics->append(catalogError(
                fileName, row.line, row.columns.last(),
                CsvTableMessages::tr("expected %1 columns, found %2").arg(requiredHeader.size())
                    .arg(row.cells.size())));
            return false;
        } else {
            m_rows.append(row);
        }
        row = Row();
        return true;
    };
    row.line = 1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                    ++column;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == QLatin1Char('\n')) {
                    ++line;
                    column = 0;
                }
                cell += c;
            }
        } else if (c == QLatin1Char('"') && cell.isEmpty() && !afterQuote) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            finishCell();
            cellColumn = column + 1;
        } else if (c == QLatin1Char('\n')) {
            if (!finishRow())
                return false;
            ++line;
            column = 0;
            cellColumn = 1;
            row.line = line;
        } else if (c == QLatin1Char('\r')) {
            // CRLF line ends
        } else if (afterQuote) {
            diagnostics->append(catalogError(fileName, line, column,
                                             CsvTableMessages::tr("text after a closing quote")));
            return false;
        } else {
            cell += c;
        }
        ++column;
    }
    if (quoted) {
        diagnostics->append(catalogError(fileName, line, column,
                                         CsvTableMessages::tr("the file ends inside a quoted cell")));
        return false;
    }
    if (!row.cells.isEmpty() || !cell.isEmpty()) {
        if (!finishRow())
            return false;
    }
    if (!headerSeen) {
        diagnostics->append(catalogError(fileName, 1, 1, CsvTableMessages::tr("the table is empty")));
        return false;
    }
    return true;
}

} // namespace Poolcraft
