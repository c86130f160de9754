#!/bin/sh
# Export benchmark for BENCHMARKS.md: `flare bench export` (100 alerts, 2x, whole process) and, in the same
# run and the same private X server, GTK's own `gtk4-builder-tool screenshot` of one equivalent .ui file.
# Usage: bench/export.sh [SPEC]   (build first: swift build -c release; needs xvfb and libgtk-4-bin)
set -eu
cd "$(dirname "$0")/.."
SPEC=${1:-data/examples/showcase.yaml}
FLARE=.build/release/flare
export GTK_A11Y=none
xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "
  for i in 1 2 3 4 5; do $FLARE bench export '$SPEC' --scale 2 --json; done
  for renderer in default cairo; do
    for i in 1 2 3 4 5; do
      if [ \$renderer = cairo ]; then export GSK_RENDERER=cairo; fi
      /usr/bin/time -f \"gtk4-builder-tool screenshot (\$renderer renderer): %e s, %M KB\" \\
        gtk4-builder-tool screenshot --force bench/alert.ui /tmp/flare-bench-alert.png >/dev/null
    done
  done
"
# Headless from a shell with no DISPLAY: flare starts (and stops) its own Xvfb, included in the time.
for i in 1 2 3; do env -u DISPLAY $FLARE bench export "$SPEC" --scale 2 --json; done
