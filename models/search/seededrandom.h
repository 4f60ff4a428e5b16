#pragma once

#include <QtGlobal>

#include <cmath>
#include <cstdint>
#include <random>

namespace Poolcraft {

// The one source of randomness of the search algorithms. Its own draws (not std::
// distributions, whose output differs between standard libraries), so a seed gives the
// same study everywhere. Each suggestion gets its own stream, from the study's seed and the
// trial's number, so a resumed study suggests what the uninterrupted one would have.
class SeededRandom
{
public:
    SeededRandom(quint64 seed, quint64 stream)
        : m_engine(seed * 0x9E3779B97F4A7C15ULL ^ (stream + 0x632BE59BD9B4E019ULL))
    {}

    // Uniform in [0, 1).
    double uniform() { return double(m_engine() >> 11) * 0x1.0p-53; }
    // Uniform in [0, count).
    int index(int count) { return qMin(count - 1, int(uniform() * count)); }
    // Standard normal (Box-Muller).
    double normal()
    {
        const double u = 1.0 - uniform();
        return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * uniform());
    }

private:
    std::mt19937_64 m_engine;
};

} // namespace Poolcraft
