#pragma once

#include "models/core/diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace Poolcraft {

// A comma-separated table with a header row (RFC 4180 quoting), as the catalog's region and
// price files are written. Problems are reported with line and column, never thrown.
class CsvTable
{
public:
    struct Row
    {
        int line = 0;               // 1-based line of the row in the file
        QStringList cells;
        QList<int> columns;         // 1-based column where each cell starts
    };

    // Reads `data`; every row must have exactly the columns of `requiredHeader` (in that
    // order). Returns false and fills `diagnostics` on the first malformed row.
    bool parse(const QByteArray &data, const QString &fileName, const QStringList &requiredHeader,
               Diagnostics *diagnostics);

    const QList<Row> &rows() const { return m_rows; }
    QString fileName() const { return m_fileName; }

private:
    static QString headerMismatch(const QStringList &requiredHeader, QStringView found);
    bool parseUnquoted(const QString &text, const QStringList &requiredHeader,
                       Diagnostics *diagnostics);

    QString m_fileName;
    QList<Row> m_rows;
};

// A catalog-file problem as a diagnostic: "file:line:column: error: message".
Diagnostic catalogError(const QString &fileName, int line, int column, const QString &message);

} // namespace Poolcraft
