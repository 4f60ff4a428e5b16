#include "editdistance.h"

#include <algorithm>
#include <vector>

namespace Poolcraft {

int editDistance(QStringView a, QStringView b, int limit)
{
    // The distance is at least the difference in length: no need to look at a single letter.
    if (std::abs(a.size() - b.size()) > limit)
        return limit + 1;
    std::vector<int> previous(size_t(b.size()) + 1);
    std::vector<int> current(size_t(b.size()) + 1);
    for (size_t j = 0; j < previous.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 0; i < a.size(); ++i) {
        current[0] = int(i) + 1;
        int rowMinimum = current[0];
        const QChar letter = a.at(i).toLower();
        for (qsizetype j = 0; j < b.size(); ++j) {
            const int cost = letter == b.at(j).toLower() ? 0 : 1;
            const size_t k = size_t(j) + 1;
            current[k] = std::min({previous[k] + 1, current[k - 1] + 1, previous[k - 1] + cost});
            rowMinimum = std::min(rowMinimum, current[k]);
        }
        // Every later row only grows from this one's smallest entry.
        if (rowMinimum > limit)
            return limit + 1;
        std::swap(previous, current);
    }
    return std::min(previous.back(), limit + 1);
}

} // namespace Poolcraft
