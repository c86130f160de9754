# Flare: the two commands a newcomer needs are `make run` and `make test`.
SWIFT      ?= swift
CONFIG     ?= debug
BIN        := .build/$(CONFIG)/flare
SHOWCASE   := data/examples/showcase.yaml
# What Flare needs from Debian: GTK 4 headers, a private X server for headless export and tests,
# xdotool for the click smoke test, dbus-daemon for the single-instance test (a private session bus), the bundled fonts' fallbacks, and the data-file validators.
# python3-jsonschema and python3-yaml: the tests validate every example against the JSON Schema.
APT_PACKAGES := libgtk-4-dev xvfb xauth xdotool dbus-daemon fonts-dejavu-core librsvg2-common \
                desktop-file-utils appstream python3-jsonschema python3-yaml
# GTK's accessibility bridge wants a session bus that CI has not got; Flare does not need it.
export GTK_A11Y := none
export NO_AT_BRIDGE := 1

.PHONY: setup build run test bench fuzz clean

## Install what is missing (apt, as root or with sudo); a no-op when everything is there.
setup:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "make setup: installing $$missing"; \
	  sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "make setup: Swift 6 is required (https://www.swift.org/install/linux/)"; exit 1; }

build: setup
	$(SWIFT) build -c $(CONFIG)

## Open the bundled showcase in the previewer window (live reload: edit data/examples/showcase.yaml and save).
## Without a display there is no window to show: the showcase's alerts are exported headless to shots/ instead.
run: build
	$(BIN) check $(SHOWCASE)
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo 'make run: opening the showcase; edit $(SHOWCASE) in any editor and save to see it reload'; \
	  $(BIN) open $(SHOWCASE); \
	else \
	  echo 'make run: no display for the window (run it in a desktop session); exporting the showcase alerts to shots/'; \
	  $(BIN) export $(SHOWCASE) --scale 2 --out shots && echo 'make run: open shots/*.png'; \
	fi

## Every test: engine, CLI end to end, and GTK under a private Xvfb.
test: build
	xvfb-run -a -s "-screen 0 1920x1080x24" $(SWIFT) test

## libFuzzer on the spec parser and validator (not part of `make test`): FUZZ_RUNS executions (default 1,000,000),
## seeded with data/examples; a crash or a hang (10 s) stops it and writes the input to .fuzz/crash-* or .fuzz/timeout-*.
## Replay one with `swift run flare-fuzz FILE`.
FUZZ_RUNS ?= 1000000
fuzz: setup
	$(SWIFT) build -c release --product flare-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING
	mkdir -p .fuzz/corpus && cp data/examples/*.yaml data/examples/*.json data/examples/showcase/*.yaml data/examples/broken/*.yaml data/fuzz-seeds/* .fuzz/corpus/
	SWIFT_BACKTRACE=enable=no .build-fuzz/release/flare-fuzz .fuzz/corpus -runs=$(FUZZ_RUNS) -max_len=8192 -timeout=10 \
	  -rss_limit_mb=2048 -artifact_prefix=.fuzz/ -print_final_stats=1

clean:
	rm -rf .build .build-fuzz .fuzz
