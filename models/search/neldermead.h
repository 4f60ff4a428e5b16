#pragma once

#include <Eigen/Core>

#include <functional>

namespace Poolcraft {

// Minimises `f` from `start` with the Nelder-Mead simplex (no gradient needed): for the
// few hyperparameters of a Gaussian process. Returns the best point; `value` its f.
Eigen::VectorXd minimiseNelderMead(const std::function<double(const Eigen::VectorXd &)> &f,
                                   const Eigen::VectorXd &start, double initialStep,
                                   int maxEvaluations, double *value = nullptr);

} // namespace Poolcraft
