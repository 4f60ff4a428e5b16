#include "catalogsearch.h"

#include <QRegularExpression>

#include <algorithm>
#include <tuple>

namespace Poolcraft {

CatalogQuery::CatalogQuery(const QString &text)
    : m_words(words(text))
{}

QStringList CatalogQuery::words(const QString &name)
{
    static const QRegularExpression separators(QStringLiteral("[-_./\\s,]+"));
    return name.toLower().split(separators, Qt::SkipEmptyParts);
}

bool CatalogQuery::matches(const QStringList &names) const
{
    QStringList nameWords;
    for (const QString &name : names)
        nameWords += words(name);
    for (const QString &word : m_words) {
        const bool found = std::any_of(nameWords.cbegin(), nameWords.cend(),
                                       [&word](const QString &w) { return w.startsWith(word); });
        if (!found)
            return false;
    }
    return true;
}

bool machineSizeLess(const MachineSize &a, const MachineSize &b)
{
    const QString seriesA = a.series.toLower();
    const QString seriesB = b.series.toLower();
    return std::tie(seriesA, a.vcpus, a.memoryGb, a.name)
           < std::tie(seriesB, b.vcpus, b.memoryGb, b.name);
}

} // namespace Poolcraft
