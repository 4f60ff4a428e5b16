#pragma once

#include "models/core/jobdocument.h"
#include "models/search/parametervalue.h"

#include <memory>
#include <optional>

namespace Poolcraft {

// A trial that ended with a value of the study's metric.
struct Observation
{
    ParameterAssignment parameters;
    double value = 0;
};

// What a search algorithm knows when asked for the next trial.
struct SearchState
{
    QList<Observation> completed;            // succeeded (or stopped early) with a value
    QList<ParameterAssignment> pending;      // running, no final value yet
    int trialCount = 0;                      // trials made so far, any state: the next is
                                             // trial trialCount + 1
};

// A search algorithm: only suggests (a study runner runs and records). The same seed and
// state give the same suggestion, so a study is reproducible and a resumed one goes on as
// the uninterrupted one would have.
class Suggester
{
public:
    virtual ~Suggester() = default;
    // None when the algorithm has nothing left to suggest (every grid point made).
    virtual std::optional<ParameterAssignment> suggest(const SearchState &state) = 0;
};

// The study's algorithm; `seed` picks one of its reproducible sequences.
std::unique_ptr<Suggester> makeSuggester(const StudySpec &study, quint64 seed);

} // namespace Poolcraft
