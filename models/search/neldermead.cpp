#include "neldermead.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace Poolcraft {

Eigen::VectorXd minimiseNelderMead(const std::function<double(const Eigen::VectorXd &)> &f,
                                   const Eigen::VectorXd &start, double initialStep,
                                   int maxEvaluations, double *value)
{
    const Eigen::Index n = start.size();
    std::vector<Eigen::VectorXd> simplex(n + 1, start);
    std::vector<double> values(n + 1);
    for (Eigen::Index i = 0; i < n; ++i)
        simplex[i + 1][i] += initialStep;
    int evaluations = 0;
    for (size_t i = 0; i < simplex.size(); ++i, ++evaluations)
        values[i] = f(simplex[i]);

    std::vector<size_t> order(n + 1);
    while (evaluations < maxEvaluations) {
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
                  [&](size_t a, size_t b) { return values[a] < values[b]; });
        const size_t best = order.front();
        const size_t worst = order.back();
        const size_t second = order[n - 1];
        if (values[worst] - values[best] < 1e-7)
            break;

        Eigen::VectorXd centroid = Eigen::VectorXd::Zero(n);
        for (size_t i = 0; i < simplex.size(); ++i) {
            if (i != worst)
                centroid += simplex[i];
        }
        centroid /= double(n);

        const Eigen::VectorXd reflected = centroid + (centroid - simplex[worst]);
        const double reflectedValue = f(reflected);
        ++evaluations;
        if (reflectedValue < values[best]) {
            const Eigen::VectorXd expanded = centroid + 2.0 * (centroid - simplex[worst]);
            const double expandedValue = f(expanded);
            ++evaluations;
            if (expandedValue < reflectedValue) {
                simplex[worst] = expanded;
                values[worst] = expandedValue;
            } else {
                simplex[worst] = reflected;
                values[worst] = reflectedValue;
            }
            continue;
        }
        if (reflectedValue < values[second]) {
            simplex[worst] = reflected;
            values[worst] = reflectedValue;
            continue;
        }
        const Eigen::VectorXd contracted = centroid + 0.5 * (simplex[worst] - centroid);
        const double contractedValue = f(contracted);
        ++evaluations;
        if (contractedValue < values[worst]) {
            simplex[worst] = contracted;
            values[worst] = contractedValue;
            continue;
        }
        // Shrink towards the best point.
        for (size_t i = 0; i < simplex.size(); ++i) {
            if (i == best)
                continue;
            simplex[i] = simplex[best] + 0.5 * (simplex[i] - simplex[best]);
            values[i] = f(simplex[i]);
            ++evaluations;
        }
    }
    const size_t best = size_t(std::min_element(values.begin(), values.end()) - values.begin());
    if (value)
        *value = values[best];
    return simplex[best];
}

} // namespace Poolcraft
