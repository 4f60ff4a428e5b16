#pragma once

#include <QtGlobal>

#include <vector>

namespace Poolcraft {

// The minimum and maximum of any index range of a growing sequence of finite values, without
// scanning the range: a tree of min/max summaries, Fanout values per node, that an append
// extends at its right edge in O(levels). A query scans at most 2 * Fanout entries per
// level, so a chart's thousands of buckets cost O(width * log n) however long the series.
// Ties go to the leftmost index, as a left-to-right scan picks them.
class RangeExtremes
{
public:
    struct Extremes
    {
        qsizetype minAt = -1;
        qsizetype maxAt = -1;
    };

    void append(double value); // finite values only
    void truncate(qsizetype size);
    void clear();
    void reserve(qsizetype count) { m_values.reserve(size_t(count)); }

    qsizetype size() const { return qsizetype(m_values.size()); }
    double at(qsizetype index) const { return m_values[size_t(index)]; }
    // Leftmost minimum and maximum of [begin, end); both -1 for an empty range.
    Extremes extremes(qsizetype begin, qsizetype end) const;

private:
    static constexpr qsizetype Fanout = 16;
    struct Node
    {
        double min = 0;
        double max = 0;
        qsizetype minAt = 0;
        qsizetype maxAt = 0;
        void include(const Node &other);
    };
    Node summarize(int level, qsizetype begin, qsizetype end) const;

    std::vector<double> m_values;
    // m_levels[l][j] summarizes values [j * Fanout^(l+1), (j+1) * Fanout^(l+1)).
    std::vector<std::vector<Node>> m_levels;
};

} // namespace Poolcraft
