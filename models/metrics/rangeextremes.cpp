#include "models/metrics/rangeextremes.h"

namespace Poolcraft {

void RangeExtremes::Node::include(const Node &other)
{
    if (other.minAt < 0)
        return;
    if (minAt < 0) {
        *this = other;
        return;
    }
    if (other.min < min || (other.min == min && other.minAt < minAt)) {
        min = other.min;
        minAt = other.minAt;
    }
    if (other.max > max || (other.max == max && other.maxAt < maxAt)) {
        max = other.max;
        maxAt = other.maxAt;
    }
}

// Layer 0 is the values, layer l > 0 the nodes of m_levels[l - 1].
RangeExtremes::Node RangeExtremes::summarize(int layer, qsizetype begin, qsizetype end) const
{
    Node result{0, 0, -1, -1};
    if (begin >= end)
        return result;
    if (layer > 0) {
        const std::vector<Node> &nodes = m_levels[size_t(layer - 1)];
        for (qsizetype j = begin; j < end; ++j)
            result.include(nodes[size_t(j)]);
        return result;
    }
    result = {m_values[size_t(begin)], m_values[size_t(begin)], begin, begin};
    for (qsizetype i = begin + 1; i < end; ++i) {
        const double v = m_values[size_t(i)];
        if (v < result.min) {
            result.min = v;
            result.minAt = i;
        } else if (v > result.max) {
            result.max = v;
            result.maxAt = i;
        }
    }
    return result;
}

void RangeExtremes::append(double value)
{
    const qsizetype index = size();
    m_values.push_back(value);
    const Node leaf{value, value, index, index};
    qsizetype span = Fanout;
    for (std::vector<Node> &level : m_levels) {
        const size_t node = size_t(index / span);
        if (node == level.size())
            level.push_back(leaf);
        else
            level[node].include(leaf);
        span *= Fanout;
    }
    // Level l exists once there are more than Fanout^l values: its top has one node.
    if (size() > span / Fanout) {
        const int below = int(m_levels.size());
        const qsizetype belowCount = below == 0 ? size() : qsizetype(m_levels.back().size());
        m_levels.push_back({summarize(below, 0, belowCount)});
    }
}

void RangeExtremes::truncate(qsizetype size)
{
    if (size >= this->size())
        return;
    m_values.resize(size_t(qMax<qsizetype>(size, 0)));
    qsizetype power = 1;
    size_t keep = 0;
    while (keep < m_levels.size() && this->size() > power) {
        ++keep;
        power *= Fanout;
    }
    m_levels.resize(keep);
    // Bottom-up, so that each level's cut node is rebuilt from an already cut level below.
    qsizetype childCount = this->size();
    for (size_t l = 0; l < m_levels.size(); ++l) {
        const qsizetype count = (childCount + Fanout - 1) / Fanout;
        m_levels[l].resize(size_t(count));
        m_levels[l].back() = summarize(int(l), (count - 1) * Fanout, childCount);
        childCount = count;
    }
}

void RangeExtremes::clear()
{
    m_values.clear();
    m_levels.clear();
}

RangeExtremes::Extremes RangeExtremes::extremes(qsizetype begin, qsizetype end) const
{
    // The ragged edges are scanned on each layer; whole nodes are taken from the next.
    Node result{0, 0, -1, -1};
    begin = qMax<qsizetype>(begin, 0);
    end = qMin(end, size());
    int layer = 0;
    while (begin < end) {
        const qsizetype up = (begin + Fanout - 1) / Fanout * Fanout;
        const qsizetype down = end / Fanout * Fanout;
        if (layer == int(m_levels.size()) || up >= down) {
            result.include(summarize(layer, begin, end));
            break;
        }
        result.include(summarize(layer, begin, up));
        result.include(summarize(layer, down, end));
        begin = up / Fanout;
        end = down / Fanout;
        ++layer;
    }
    return {result.minAt, result.maxAt};
}

} // namespace Poolcraft
