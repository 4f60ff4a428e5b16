#!/usr/bin/env bash
# Builds the libFuzzer target over the job readers with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer in build-fuzz/ (only that target and poolcraft_models), then
# fuzzes for SECONDS (default 60), seeded with real-world configs and our own written jobs.
# Exits non-zero on any crash or sanitizer report; the input that caused it is kept in
# build-fuzz/fuzz-artifacts/.
set -euo pipefail

seconds="${1:-60}"
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build="${POOLCRAFT_FUZZ_BUILD_DIR:-$top/build-fuzz}"
realworld="${POOLCRAFT_REALWORLD_DIR:-$top/../shared/realworld}"
jobs=$(nproc 2>/dev/null || echo 2)

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
cmake --build "$build" --target fuzz_readers --parallel "$jobs"

corpus="$build/fuzz-corpus"
artifacts="$build/fuzz-artifacts"
mkdir -p "$corpus" "$artifacts"
seeds=("$top/tests/fuzz/seeds")
[[ -d $realworld/configs ]] && seeds+=("$realworld/configs")

echo "Fuzzing the job readers for ${seconds}s"
# -rss_limit_mb: a reader must not need more than this for a 64 KiB input.
# The fuzzer's running commentary goes to a log; a crash prints its tail and fails the run.
log="$build/fuzz.log"
if ! "$build/tests/fuzz/fuzz_readers" \
    -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$corpus" "${seeds[@]}" > "$log" 2>&1; then
    tail -n 60 "$log"
    echo "Fuzzing found a problem; the input is in $artifacts/ (full log: $log)"
    exit 1
fi
grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || tail -n 5 "$log"
echo "Fuzzing: no crash in ${seconds}s"
