#!/usr/bin/env bash
# Fuzzes each reader on its own (one libFuzzer target per reader: yaml, json, gcloud,
# catalog, metrics, hypertune) with clang, AddressSanitizer and UndefinedBehaviorSanitizer, in
# build-fuzz/. Each target starts from its committed corpus (tests/fuzz/corpus/<reader>/),
# the seeds, the real-world files, and uses its dictionary (tests/fuzz/dict/<reader>.dict).
#
#   tests/fuzz/run-fuzz.sh [SECONDS]      CI: SECONDS in all (default 60), shared by the
#                                         targets, at least 10 s each
#   tests/fuzz/run-fuzz.sh --long [RUNS]  every target for RUNS executions (default
#                                         10000000), then the new inputs that reach new
#                                         code are merged into tests/fuzz/corpus/ (commit them)
#   POOLCRAFT_FUZZ_TARGETS="json yaml"    only these targets
#   POOLCRAFT_FUZZ_LONG_SECONDS=600       with --long: each target stops after this long
#                                         even short of RUNS (a machine too busy for RUNS)
#
# Exits non-zero on any crash, sanitizer report, timeout or memory blow-up; the input is
# kept in build-fuzz/fuzz-artifacts/<reader>/. Prints executions and coverage per target.
set -euo pipefail

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build="${POOLCRAFT_FUZZ_BUILD_DIR:-$top/build-fuzz}"
realworld="${POOLCRAFT_REALWORLD_DIR:-$top/../shared/realworld}"
jobs=$(nproc 2>/dev/null || echo 2)
targets=(${POOLCRAFT_FUZZ_TARGETS:-yaml json gcloud catalog metrics hypertune})

long=0
if [[ ${1:-} == --long ]]; then
    long=1
    runs="${2:-10000000}"
    budget=(-runs="$runs")
    [[ -n ${POOLCRAFT_FUZZ_LONG_SECONDS:-} ]] \
        && budget+=(-max_total_time="$POOLCRAFT_FUZZ_LONG_SECONDS")
else
    total="${1:-60}"
    each=$(( total / ${#targets[@]} ))
    (( each < 10 )) && each=10
    budget=(-max_total_time="$each")
fi

if [[ ! -f $build/CMakeCache.txt ]]; then
    generator=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    sanitizers="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
    CC=clang CXX=clang++ cmake -S "$top" -B "$build" "${generator[@]}" \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS="$sanitizers -fno-omit-frame-pointer" \
        -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
        -DPOOLCRAFT_REALWORLD_DIR="$realworld"
fi
cmake --build "$build" --parallel "$jobs" --target "${targets[@]/#/fuzz_}"

# Where each reader's seeds come from, besides its own corpus (libFuzzer takes folders).
mkdir -p "$build/fuzz-seeds/catalog"
cp "$top/resources/catalog/catalog.yaml" "$build/fuzz-seeds/catalog/"
seeds_of() {
    case $1 in
    yaml|json|gcloud) echo "$top/tests/fuzz/seeds" "$realworld/configs" ;;
    catalog) echo "$build/fuzz-seeds/catalog" ;;
    metrics) echo "$realworld/logs" ;;
    # Its seeds are the committed corpus's named files: hypertune files as trainers write them.
    hypertune) ;;
    esac
}

status=0
for reader in "${targets[@]}"; do
    corpus="$top/tests/fuzz/corpus/$reader"
    work="$build/fuzz-corpus/$reader"
    artifacts="$build/fuzz-artifacts/$reader"
    log="$build/fuzz-$reader.log"
    mkdir -p "$corpus" "$work" "$artifacts"
    seeds=()
    for seed in $(seeds_of "$reader"); do
        [[ -e $seed ]] && seeds+=("$seed")
    done
    # -rss_limit_mb: a reader must not need more than this for a 64 KiB input;
    # -timeout: nor more than this many seconds.
    if ! "$build/tests/fuzz/fuzz_$reader" "${budget[@]}" -max_len=65536 -timeout=20 \
        -rss_limit_mb=2048 -dict="$top/tests/fuzz/dict/$reader.dict" \
        -artifact_prefix="$artifacts/" -print_final_stats=1 \
        "$work" "$corpus" "${seeds[@]}" > "$log" 2>&1; then
        tail -n 60 "$log"
        echo "fuzz_$reader found a problem; the input is in $artifacts/ (full log: $log)"
        status=1
        continue
    fi
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    coverage=$(grep -aE '^#[0-9]+' "$log" | grep -o 'cov: [0-9]*' | tail -n 1)
    features=$(grep -aE '^#[0-9]+' "$log" | grep -o 'ft: [0-9]*' | tail -n 1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    echo "fuzz_$reader: $executions executions ($speed/s), $coverage edges, $features features," \
         "no crash"
    if (( long )); then
        # Keep what reached new code, minimised, in the committed corpus.
        "$build/tests/fuzz/fuzz_$reader" -merge=1 -max_len=65536 -timeout=20 \
            -rss_limit_mb=2048 "$corpus" "$work" >> "$log" 2>&1
    fi
done
exit $status
