#pragma once

#include <Eigen/Cholesky>
#include <Eigen/Core>

#include <vector>

namespace Poolcraft {

class SeededRandom;

// A Gaussian process regression over points of the unit cube: Matérn 5/2 kernel with one
// length scale per dimension (ARD), signal and noise variance, fitted by maximising the
// marginal likelihood (Nelder-Mead in log space, several starts). Targets are standardised
// inside; predictions come back in the targets' units.
class GaussianProcess
{
public:
    // Log signal variance, log length scales, log noise variance.
    struct Hyperparameters
    {
        double logSignalVariance = 0;
        Eigen::VectorXd logLengthScales;
        double logNoiseVariance = -6;
    };

    // Fits the hyperparameters to (points, targets): `restarts` starts, the first at a
    // default guess, the others drawn from `random`. Rows of `points` are the inputs.
    void fit(const Eigen::MatrixXd &points, const Eigen::VectorXd &targets,
             SeededRandom &random, int restarts);
    // Conditions on (points, targets) with the hyperparameters kept: constant-liar points
    // added to the fitted ones, say.
    void condition(const Eigen::MatrixXd &points, const Eigen::VectorXd &targets);

    // Posterior mean and standard deviation of the latent function at each row of `points`.
    void predict(const Eigen::MatrixXd &points, Eigen::VectorXd *mean,
                 Eigen::VectorXd *deviation) const;

    const Hyperparameters &hyperparameters() const { return m_hyper; }
    int observationCount() const { return int(m_points.rows()); }

private:
    double negativeLogLikelihood(const Eigen::VectorXd &theta) const;
    Eigen::MatrixXd kernel(const Eigen::MatrixXd &a, const Eigen::MatrixXd &b) const;
    void standardise(const Eigen::VectorXd &targets);

    Hyperparameters m_hyper;
    Eigen::MatrixXd m_points;
    Eigen::VectorXd m_standardised;
    double m_mean = 0;
    double m_scale = 1;
    Eigen::LLT<Eigen::MatrixXd> m_cholesky;
    Eigen::VectorXd m_alpha;
    std::vector<Eigen::MatrixXd> m_squaredDifferences; // per dimension, for fitting
};

} // namespace Poolcraft
