#!/bin/sh
# Export benchmark for BENCHMARKS.md: `flare-dev bench export` of COUNT alerts (default 1000) at 2x, with one process
# and with two (--jobs), alternating in one run with GTK's own `gtk4-builder-tool screenshot` of one equivalent
# .ui file (default renderer, then Cairo), all in the same private X server, so the ratios compare like with like.
# Usage: bench/export.sh [SPEC]   (build first: swift build -c release; needs xvfb and libgtk-4-bin)
set -eu
cd "$(dirname "$0")/.."
SPEC=${1:-data/examples/showcase.yaml}
COUNT=${COUNT:-1000}
FLARE=.build/release/flare-dev
export GTK_A11Y=none
xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
  for round in 1 2 3; do
    for jobs in 1 2; do $FLARE bench export '$SPEC' --scale 2 --count $COUNT --jobs \$jobs --json; done
    for renderer in default cairo; do
      if [ \$renderer = cairo ]; then export GSK_RENDERER=cairo; else unset GSK_RENDERER; fi
      /usr/bin/time -f \"gtk4-builder-tool screenshot (\$renderer renderer): %e s, %M KB\" \\
        gtk4-builder-tool screenshot --force bench/alert.ui /tmp/flare-bench-alert.png >/dev/null
    done
  done
"
