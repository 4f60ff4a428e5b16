#pragma once

// Looking up and printing diagnostics in test assertions, shared by the reader and
// validation tests so that a failing check always shows the same full picture.

#include "models/core/diagnostic.h"

#include <QStringList>

namespace Poolcraft::Testing {

// The first diagnostic with `ruleId` (and `path`, when one is given), or nullptr.
inline const Diagnostic *findRule(const Diagnostics &diagnostics, const QString &ruleId,
                                  const QString &path = QString())
{
    for (const Diagnostic &d : diagnostics) {
        if (d.ruleId == ruleId && (path.isEmpty() || d.path == path))
            return &d;
    }
    return nullptr;
}

// One line per diagnostic, with position, message, rule and path, for failure messages.
inline QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(formatDiagnosticLine(d) + QStringLiteral(" [") + d.ruleId
                     + QStringLiteral("] path=") + d.path);
    return lines.join(QLatin1Char('\n'));
}

} // namespace Poolcraft::Testing
