#!/bin/sh
# What the layout pass costs `flare check` (BENCHMARKS.md): whole-process wall time and peak memory, N runs each, of
#   --no-layout (parse and validate only), headless (flare starts its private Xvfb), and with a display (xvfb-run).
# Usage: bench/check.sh [SPEC] [N]   (build first: swift build -c release; needs xvfb)
set -eu
cd "$(dirname "$0")/.."
FLARE=.build/release/flare
export GTK_A11Y=none NO_AT_BRIDGE=1
if [ "${1:-}" = --runs ]; then   # internal: --runs LABEL N COMMAND…
  label=$2 n=$3; shift 3
  out=$(mktemp)
  for i in $(seq "$n"); do /usr/bin/time -a -o "$out" -f "%e %M" "$@" >/dev/null 2>&1 || true; done
  python3 - "$label" "$out" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[2]) if l.strip()]
secs = sorted(float(r[0]) for r in rows); mb = max(int(r[1]) for r in rows) // 1024
print(f"{sys.argv[1]}: median {statistics.median(secs)*1000:.0f} ms (min {secs[0]*1000:.0f}, max {secs[-1]*1000:.0f}), peak RSS {mb} MB, {len(secs)} runs")
PY
  rm -f "$out"
  exit 0
fi
SPEC=${1:-data/examples/showcase.yaml}
N=${2:-10}
sh "$0" --runs "check --no-layout $SPEC" "$N" env -u DISPLAY -u WAYLAND_DISPLAY $FLARE check --no-layout "$SPEC"
sh "$0" --runs "check $SPEC, headless (private Xvfb)" "$N" env -u DISPLAY -u WAYLAND_DISPLAY $FLARE check "$SPEC"
xvfb-run -a -s "-screen 0 1920x1080x24" sh "$0" --runs "check $SPEC, with a display (xvfb-run)" "$N" $FLARE check "$SPEC"
