#!/bin/bash
# Times whole-process `themecheck render` (release) against the peers a user would pick instead:
# pandas `Styler.to_html` at 1,000,000 cells and Rich `Table` to ANSI at 100,000 cells, on the same
# generated table with the same look, and prints the ratios (peer time / themecheck time).
#
#   Benchmarks/peers/run.sh            # builds themecheck in release (statically linked on Linux),
#                                      # makes .venv here on first run
#   THEMECHECK=path/to/themecheck Benchmarks/peers/run.sh
#
# Needs python3 and the package index (pandas, jinja2, rich). Not part of `swift test` or CI.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${WORK:-$(mktemp -d)}"
mkdir -p "$work"
venv="${VENV:-$here/.venv}"
runs="${RUNS:-3}"

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pandas jinja2 rich
fi
py="$venv/bin/python"
if [ -z "${THEMECHECK:-}" ]; then
    # Built as themecheck is installed on Linux: the Swift runtime and Foundation linked in (it starts in
    # about 10 ms instead of 17), in a build folder of its own so the usual one is not rebuilt.
    static=()
    [ "$(uname)" = Linux ] && static=(--static-swift-stdlib)
    (cd "$root" && swift build -c release --product themecheck "${static[@]}" --build-path .build/peers >/dev/null)
    THEMECHECK="$root/.build/peers/release/themecheck"
fi

"$py" "$here/generate.py" "$work/1Mcells.csv" 100000
"$py" "$here/generate.py" "$work/100kcells.csv" 10000

# Best wall-clock seconds of $runs runs of a command.
best() {
    local best=""
    for _ in $(seq "$runs"); do
        local start end took
        start=$(date +%s.%N)
        "$@" >/dev/null
        end=$(date +%s.%N)
        took=$(echo "$end - $start" | bc -l)
        if [ -z "$best" ] || [ "$(echo "$took < $best" | bc -l)" = 1 ]; then best=$took; fi
    done
    echo "$best"
}

theme="$here/peers.yaml"
tc_html=$(best "$THEMECHECK" render --theme "$theme" --data "$work/1Mcells.csv" --sort Amount --format html)
pd_html=$(RUNS=1 best "$py" "$here/pandas_html.py" "$work/1Mcells.csv" "$work/pandas.html")
tc_ansi=$(best "$THEMECHECK" render --theme "$theme" --data "$work/100kcells.csv" --sort Amount --format ansi --width 200)
rich_ansi=$(best "$py" "$here/rich_ansi.py" "$work/100kcells.csv" "$work/rich.ansi")

printf '%-44s %10s %10s %8s %s\n' "job" "themecheck" "peer" "ratio" "target"
printf '%-44s %9.3fs %9.3fs %7.0fx %s\n' "HTML, 1M cells (pandas Styler.to_html)" "$tc_html" "$pd_html" \
    "$(echo "$pd_html / $tc_html" | bc -l)" ">= 100x"
printf '%-44s %9.3fs %9.3fs %7.0fx %s\n' "ANSI, 100k cells (Rich Table)" "$tc_ansi" "$rich_ansi" \
    "$(echo "$rich_ansi / $tc_ansi" | bc -l)" ">= 150x"
