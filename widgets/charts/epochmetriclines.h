#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace Poolcraft {

// The per-epoch summary lines trainers print ("Epoch 3/10 - loss: 0.41 - val_loss=0.52",
// Keras' "epoch 3 ... accuracy 0.91"): the epoch number and every name=value / name: value
// pair after it. Lines without an epoch number give nothing, so per-step chatter is ignored.
struct EpochMetrics
{
    int epoch = 0;
    QList<std::pair<QString, double>> values;
};

std::optional<EpochMetrics> parseEpochMetricLine(QByteArrayView line);

// One stream's lines in order, for trainers that print the epoch on a line of its own, as
// Keras does: "Epoch 3/5", then progress lines, then "14/14 - 0s - loss: 0.41 - ...". Only
// the finished progress line (step == steps) counts, so per-step values never reach a chart.
class EpochMetricReader
{
public:
    std::optional<EpochMetrics> readLine(QByteArrayView line);

private:
    int m_epoch = -1;
};

} // namespace Poolcraft
