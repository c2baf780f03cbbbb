#!/usr/bin/env bash
# Builds the fuzz targets (ASan + libFuzzer coverage) and runs one of them for a fixed time.
#
#   Fuzz/run.sh TARGET SECONDS
#   Fuzz/run.sh --list              # the targets, one a line
#   Fuzz/run.sh --build             # builds every target (then FUZZ_PREBUILT=1 skips each run's build)
#
# TARGET is one of `targets` below. The seeds in
# Fuzz/Corpus/TARGET are copied to a scratch corpus under $FUZZ_WORK (default /tmp/tablestylekit-fuzz),
# which grows across runs; the repository is never written. Crash, timeout and OOM inputs are written
# to $FUZZ_WORK/TARGET/artifacts. FUZZ_TIMEOUT (default 10) is the seconds one input may take before it
# counts as a hang; raise it on a loaded machine, where waiting for a core counts too. Exits 0 when the
# run ends without a finding, else libFuzzer's status.
set -euo pipefail

# Every fuzz target, the order `--list` prints them in (`.ci/run` runs them all).
targets=(FuzzThemeLoad FuzzRegex FuzzCSVRender FuzzJSONData FuzzSchema FuzzManifest FuzzArguments)

here=$(cd "$(dirname "$0")" && pwd)
swift=${SWIFT:-swift}

# Builds one product (every product without an argument): every module, the library's included,
# gets ASan and the coverage libFuzzer steers by; lld because gold fails on the instrumented debug
# objects. Fails when the build does.
build() {
    local products=()
    for product in "$@"; do products+=(--product "$product"); done
    set +e
    "$swift" build --package-path "$here" -c debug "${products[@]}" \
        -Xswiftc -sanitize=address \
        -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
        -Xswiftc -use-ld=lld 2>&1 | grep -v -e "Cannot export local symbol" -e '^\['
    local status=${PIPESTATUS[0]}
    set -e
    return "$status"
}

if [[ $# -eq 1 && $1 == --list ]]; then
    printf '%s\n' "${targets[@]}"
    exit 0
fi
if [[ $# -eq 1 && $1 == --build ]]; then
    build || { echo "build of the fuzz targets failed" >&2; exit 2; }
    exit 0
fi
if [[ $# -ne 2 ]]; then
    echo "usage: $0 TARGET SECONDS | --list | --build" >&2
    exit 2
fi
target=$1
seconds=$2

dict=theme.dict
case $target in
    FuzzArguments) max_len=1024 dict=arguments.dict ;;
    FuzzRegex) max_len=4096 ;;
    FuzzThemeLoad | FuzzSchema | FuzzManifest) max_len=16384 ;;
    FuzzCSVRender | FuzzJSONData) max_len=8192 ;;
    *)
        echo "unknown target '$target' (${targets[*]})" >&2
        exit 2
        ;;
esac

# FUZZ_PREBUILT=1: `--build` has just built every target.
if [[ ${FUZZ_PREBUILT:-0} != 1 ]]; then
    build "$target" || { echo "build of $target failed" >&2; exit 2; }
fi
binary="$here/.build/debug/$target"
if [[ ! -x $binary ]]; then
    echo "no $binary (build it first)" >&2
    exit 2
fi

work=${FUZZ_WORK:-/tmp/tablestylekit-fuzz}/$target
mkdir -p "$work/corpus" "$work/artifacts"
cp -n "$here/Corpus/$target/"* "$work/corpus/" 2>/dev/null || true
log="$work/last-run.log"

status=0
# Swift's runtime keeps caches alive for the process; they are not leaks of the code under test.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$binary" "$work/corpus" \
    -dict="$here/$dict" -max_len="$max_len" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 \
    -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
    >"$log" 2>&1 || status=$?

last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
echo "$target: ${seconds}s"
echo "  last status line: ${last:-none}"
grep -E 'stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb|new_units_added)' "$log" | sed 's/^/  /' || true
echo "  corpus: $(find "$work/corpus" -type f | wc -l) inputs in $work/corpus"
if [[ $status -ne 0 ]]; then
    grep -E 'ERROR: (libFuzzer|AddressSanitizer)|SUMMARY' "$log" | sed 's/^/  /' || true
    grep -E 'Test unit written to' "$log" | sed 's/^.*Test unit written to /  finding: /' || true
    echo "  log: $log"
fi
exit "$status"
