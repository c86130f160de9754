#!/bin/sh
# `flare test` benchmark for BENCHMARKS.md (issue 30): a generated spec of 500 alerts, light and dark (1,000
# images), approved once; then, alternating in one run, the whole `flare test` process with nothing changed and
# with 10 images changed (5 alerts' titles, each in both themes), then the same two with --full (everything rendered).
# Usage: bench/test-inputs.sh [FLARE] [ROUNDS]   (build first: swift build -c release; headless: flare starts Xvfb)
# On a loaded machine read the CPU time: the wall time then mostly measures the wait for a core.
set -eu
cd "$(dirname "$0")/.."
FLARE=${1:-.build/release/flare}
ROUNDS=${2:-5}
DIR=$(mktemp -d /dev/shm/flare-test-inputs.XXXXXX)
trap 'rm -rf "$DIR"' EXIT
gen() {  # gen FILE CHANGED: 500 alerts; the first CHANGED/2 titles say "Changed"
  python3 -c "
import sys
changed = int(sys.argv[1])
print('flare: 1\nstage: {scale: 2}\nalerts:')
for i in range(500):
    word = 'Changed' if i < changed // 2 else 'Alert'
    print(f'  a{i}:\n    title: {word} number {i}\n    message: Something happened to flight {i}; check the drone before the next take-off.\n    actions: [{{title: OK}}, {{title: Later, style: cancel}}]')
" "$2" > "$1"
}
gen "$DIR/same.yaml" 0
gen "$DIR/ten.yaml" 10       # 5 alerts' titles: 5 × 2 themes = 10 images change
cp "$DIR/same.yaml" "$DIR/spec.yaml"
env -u DISPLAY "$FLARE" test "$DIR/spec.yaml" --baseline "$DIR/base" --theme light --theme dark --update --quiet
run() {  # run LABEL SPEC [ARGS]
  label=$1; spec=$2; shift 2
  cp "$spec" "$DIR/spec.yaml"
  # -q: a run that finds changed images exits 1, and time would say so in its output file.
  /usr/bin/time -q -o "$DIR/time" -f "%e s wall, %U+%S s CPU, %M KB" env -u DISPLAY "$FLARE" test "$DIR/spec.yaml" --baseline "$DIR/base" \
    --theme light --theme dark "$@" > "$DIR/out" 2>/dev/null || true
  echo "$label: $(cat "$DIR/time"): $(tail -1 "$DIR/out")"
}
for r in $(seq "$ROUNDS"); do
  run "unchanged" "$DIR/same.yaml"
  run "10 changed" "$DIR/ten.yaml"
done
run "unchanged, --full" "$DIR/same.yaml" --full
run "10 changed, --full" "$DIR/ten.yaml" --full
