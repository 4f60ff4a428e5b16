#include "gaussianprocess.h"

#include "models/search/neldermead.h"
#include "models/search/seededrandom.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace Poolcraft {

namespace {

const double Sqrt5 = std::sqrt(5.0);

// Bounds in log space: length scales from 1 % to 10 times the cube's side, noise from
// almost none to half the (standardised) signal.
constexpr double MinLogLength = -4.6, MaxLogLength = 2.3;
constexpr double MinLogSignal = -3.0, MaxLogSignal = 3.0;
constexpr double MinLogNoise = -13.8, MaxLogNoise = -0.7;
constexpr double Jitter = 1e-9;
constexpr Eigen::Index MaxFitPoints = 64;

double maternFromSquaredDistance(double squared)
{
    const double r = std::sqrt(std::max(0.0, squared));
    return (1.0 + Sqrt5 * r + 5.0 / 3.0 * squared) * std::exp(-Sqrt5 * r);
}

Eigen::VectorXd clampTheta(Eigen::VectorXd theta)
{
    const Eigen::Index d = theta.size() - 2;
    theta[0] = std::clamp(theta[0], MinLogSignal, MaxLogSignal);
    for (Eigen::Index k = 0; k < d; ++k)
        theta[1 + k] = std::clamp(theta[1 + k], MinLogLength, MaxLogLength);
    theta[d + 1] = std::clamp(theta[d + 1], MinLogNoise, MaxLogNoise);
    return theta;
}

} // namespace

void GaussianProcess::standardise(const Eigen::VectorXd &targets)
{
    m_mean = targets.size() ? targets.mean() : 0.0;
    const double variance = targets.size() > 1
                                ? (targets.array() - m_mean).square().sum() / (targets.size() - 1)
                                : 0.0;
    m_scale = variance > 1e-24 ? std::sqrt(variance) : 1.0;
    m_standardised = (targets.array() - m_mean) / m_scale;
}

Eigen::MatrixXd GaussianProcess::kernel(const Eigen::MatrixXd &a, const Eigen::MatrixXd &b) const
{
    const Eigen::ArrayXd inverseLength = (-m_hyper.logLengthScales.array()).exp();
    const Eigen::MatrixXd as = a.array().rowwise() * inverseLength.transpose();
    const Eigen::MatrixXd bs = b.array().rowwise() * inverseLength.transpose();
    const Eigen::VectorXd aNorm = as.rowwise().squaredNorm();
    const Eigen::VectorXd bNorm = bs.rowwise().squaredNorm();
    Eigen::MatrixXd squared = (-2.0 * as * bs.transpose()).colwise() + aNorm;
    squared.rowwise() += bNorm.transpose();
    const double signal = std::exp(m_hyper.logSignalVariance);
    return squared.unaryExpr([signal](double s) { return signal * maternFromSquaredDistance(s); });
}

double GaussianProcess::negativeLogLikelihood(const Eigen::VectorXd &rawTheta) const
{
    const Eigen::VectorXd theta = clampTheta(rawTheta);
    const Eigen::Index n = m_points.rows();
    const Eigen::Index d = m_points.cols();
    Eigen::MatrixXd squared = Eigen::MatrixXd::Zero(n, n);
    for (Eigen::Index k = 0; k < d; ++k)
        squared += m_squaredDifferences[k] * std::exp(-2.0 * theta[1 + k]);
    const double signal = std::exp(theta[0]);
    Eigen::MatrixXd covariance
        = squared.unaryExpr([signal](double s) { return signal * maternFromSquaredDistance(s); });
    covariance.diagonal().array() += std::exp(theta[d + 1]) + Jitter;
    const Eigen::LLT<Eigen::MatrixXd> cholesky(covariance);
    if (cholesky.info() != Eigen::Success)
        return std::numeric_limits<double>::max();
    const Eigen::VectorXd alpha = cholesky.solve(m_standardised);
    const double logDeterminant
        = 2.0 * cholesky.matrixLLT().diagonal().array().log().sum();
    // A weak log-normal prior on the length scales keeps a few points from fitting one
    // that is absurdly short or long; outside the bounds, the bound's value plus a slope.
    const double prior
        = 0.5 * ((theta.segment(1, d).array() - std::log(0.5)) / 1.5).square().sum();
    const double outside = (rawTheta - theta).squaredNorm();
    return 0.5 * m_standardised.dot(alpha) + 0.5 * logDeterminant + prior + outside;
}

void GaussianProcess::fit(const Eigen::MatrixXd &points, const Eigen::VectorXd &targets,
                          SeededRandom &random, int restarts)
{
    standardise(targets);
    // The likelihood is maximised over at most MaxFitPoints observations: each evaluation
    // factorises their covariance, and hundreds of evaluations over 200 trials would take
    // seconds. The best half of them (where the search now looks) and the rest spread evenly
    // over the others decide the length scales about as well; the model is then conditioned
    // on every observation.
    const Eigen::Index all = points.rows();
    std::vector<Eigen::Index> rows(static_cast<size_t>(all));
    std::iota(rows.begin(), rows.end(), 0);
    if (all > MaxFitPoints) {
        std::stable_sort(rows.begin(), rows.end(), [&](Eigen::Index a, Eigen::Index b) {
            return targets[a] > targets[b];
        });
        constexpr Eigen::Index Half = MaxFitPoints / 2;
        std::vector<Eigen::Index> chosen(rows.begin(), rows.begin() + Half);
        const Eigen::Index rest = all - Half;
        for (Eigen::Index i = 0; i < MaxFitPoints - Half; ++i)
            chosen.push_back(rows[size_t(Half + i * rest / (MaxFitPoints - Half))]);
        rows = chosen;
    }
    const Eigen::Index n = Eigen::Index(rows.size());
    const Eigen::Index d = points.cols();
    m_points.resize(n, d);
    Eigen::VectorXd standardised(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        m_points.row(i) = points.row(rows[size_t(i)]);
        standardised[i] = m_standardised[rows[size_t(i)]];
    }
    m_standardised = standardised;
    m_squaredDifferences.assign(size_t(d), Eigen::MatrixXd());
    for (Eigen::Index k = 0; k < d; ++k) {
        const Eigen::VectorXd column = m_points.col(k);
        m_squaredDifferences[size_t(k)]
            = (column.replicate(1, n) - column.transpose().replicate(n, 1)).array().square();
    }

    const auto objective = [this](const Eigen::VectorXd &theta) {
        return negativeLogLikelihood(theta);
    };
    Eigen::VectorXd best(d + 2);
    best[0] = 0.0;
    best.segment(1, d).setConstant(std::log(0.3));
    best[d + 1] = std::log(1e-3);
    double bestValue = objective(best);
    // More evaluations for more dimensions (the simplex has d + 2 corners).
    const int evaluations = int(std::clamp<Eigen::Index>(100 + 30 * d, 60, 400));
    for (int start = 0; start < restarts; ++start) {
        Eigen::VectorXd theta(d + 2);
        if (start == 0) {
            theta = best;
        } else {
            theta[0] = MinLogSignal / 2 + random.uniform() * (MaxLogSignal - MinLogSignal) / 2;
            for (Eigen::Index k = 0; k < d; ++k)
                theta[1 + k] = std::log(0.05) + random.uniform() * (std::log(2.0) - std::log(0.05));
            theta[d + 1] = std::log(1e-6) + random.uniform() * (std::log(0.1) - std::log(1e-6));
        }
        double value = 0;
        const Eigen::VectorXd found = minimiseNelderMead(objective, theta, 0.7, evaluations,
                                                         &value);
        if (value < bestValue) {
            bestValue = value;
            best = found;
        }
    }
    best = clampTheta(best);
    m_hyper.logSignalVariance = best[0];
    m_hyper.logLengthScales = best.segment(1, d);
    m_hyper.logNoiseVariance = best[d + 1];
    m_squaredDifferences.clear();
    condition(points, targets);
}

void GaussianProcess::condition(const Eigen::MatrixXd &points, const Eigen::VectorXd &targets)
{
    m_points = points;
    // Keep the fitted standardisation: lies must not move the scale the fit was made in.
    m_standardised = (targets.array() - m_mean) / m_scale;
    Eigen::MatrixXd covariance = kernel(points, points);
    covariance.diagonal().array() += std::exp(m_hyper.logNoiseVariance) + Jitter;
    m_cholesky.compute(covariance);
    m_alpha = m_cholesky.solve(m_standardised);
}

void GaussianProcess::predict(const Eigen::MatrixXd &points, Eigen::VectorXd *mean,
                              Eigen::VectorXd *deviation) const
{
    const Eigen::MatrixXd cross = kernel(points, m_points); // m × n
    if (mean)
        *mean = ((cross * m_alpha).array() * m_scale + m_mean).matrix();
    if (deviation) {
        const Eigen::MatrixXd v = m_cholesky.matrixL().solve(cross.transpose()); // n × m
        const double signal = std::exp(m_hyper.logSignalVariance);
        *deviation = ((signal - v.colwise().squaredNorm().transpose().array()).max(1e-18).sqrt()
                      * m_scale)
                         .matrix();
    }
}

} // namespace Poolcraft
