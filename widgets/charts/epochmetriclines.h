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

} // namespace Poolcraft
