#pragma once

#include <QStringView>

#include <limits>

namespace Poolcraft {

// Case-insensitive Levenshtein distance between two names, for "did you mean" suggestions.
// The one implementation for the file readers and the validator. With a limit it stops as
// soon as the distance is known to exceed it and returns limit + 1, so a hostile key a
// megabyte long costs no more than a short one.
int editDistance(QStringView a, QStringView b, int limit = std::numeric_limits<int>::max() - 1);

} // namespace Poolcraft
