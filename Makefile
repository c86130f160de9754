# Flare: the two commands a newcomer needs are `make run` and `make test`.
SWIFT      ?= swift
CONFIG     ?= debug
BIN        ?= .build/$(CONFIG)/flare
# The developers' tools (benchmarks, the monkey): built beside flare, never installed.
DEV        ?= .build/$(CONFIG)/flare-dev
SHOWCASE   := data/examples/showcase.yaml
# The code's rules (`make lint`): their own package, with swift-syntax.
LINT_PACKAGE := Tools/CodeRules
# What Flare needs from Debian: GTK 4 headers, a private X server for headless export and tests,
# xdotool for the click smoke test, dbus-daemon for the single-instance test (a private session bus), the bundled fonts' fallbacks (DejaVu; Noto CJK and Noto Color Emoji for `--text cjk` and `--text emoji`), and the data-file validators.
# python3-jsonschema and python3-yaml: the tests validate every example against the JSON Schema; chromium opens
# the review report headless.
APT_PACKAGES := libgtk-4-dev libadwaita-1-dev libgtksourceview-5-dev libdeflate-dev xvfb xauth xdotool dbus-daemon fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji librsvg2-common \
                desktop-file-utils appstream libxml2-utils shared-mime-info python3-jsonschema python3-yaml chromium
# GTK's accessibility bridge wants a session bus that CI has not got; Flare does not need it.
export GTK_A11Y := none
export NO_AT_BRIDGE := 1

.PHONY: setup build run test test-real-input lint format generated smoke-release monkey screenshots bench fuzz clean install install-files uninstall \
        deb deb-check

## Install what is missing (apt, as root or with sudo); a no-op when everything is there.
setup:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "make setup: installing $$missing"; \
	  sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "make setup: Swift 6.2 or later is required (https://www.swift.org/install/linux/)"; exit 1; }
	@$(SWIFT) --version 2>/dev/null | grep -Eq 'Swift version (6\.([2-9]|[1-9][0-9])|[7-9]|[1-9][0-9])' || \
	  { echo "make setup: Swift 6.2 or later is required (Package.swift: swift-tools-version 6.2): $$($(SWIFT) --version 2>&1 | head -1)"; exit 1; }

## Also writes the man page and records the Git commit beside the binary, for `flare --version` ("unknown" outside a Git checkout).
build: setup
	$(SWIFT) build -c $(CONFIG)
	@# The man page flare(1), from the parser itself (swift-argument-parser's generate-manual plugin; offline, ~5 s).
	$(SWIFT) package plugin generate-manual --configuration $(CONFIG) >/dev/null
	cp .build/plugins/GenerateManual/outputs/flare/flare.1 .build/$(CONFIG)/flare.1
	@{ git rev-parse --short=12 HEAD 2>/dev/null | tr -d '\n'; git diff --quiet HEAD 2>/dev/null || printf -- '-dirty'; } > .build/$(CONFIG)/flare.commit 2>/dev/null || true

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

# The tests that drive the X server's real pointer and keyboard (XTest): the tooltip guard's critical
# (TooltipPointerTests) and Ctrl+Z pressed in a Properties entry (EditorUndoTests).
REAL_INPUT_TESTS := TooltipPointerTests|EditorUndoTests

## Every test: the code's rules (their package), then engine, CLI end to end, and GTK under a private Xvfb, with
## GLib's criticals fatal (the test process and every window or export it starts): a GTK critical fails the run.
## Then the real-input tests, alone on a display of their own (`test-real-input`, ~10 s).
test: export G_DEBUG := fatal-criticals
test: build
	$(SWIFT) test --package-path $(LINT_PACKAGE)
	xvfb-run -a -s "-screen 0 1920x1080x24" $(SWIFT) test
	FLARE_REAL_INPUT=1 xvfb-run -a -s "-screen 0 1920x1080x24" $(SWIFT) test --filter '$(REAL_INPUT_TESTS)'

## Only the real-input tests ($(REAL_INPUT_TESTS)): alone on a private Xvfb, as they share the pointer and the
## focus with any other window; the parallel run of `make test` runs their stand-ins and skips them.
test-real-input: export G_DEBUG := fatal-criticals
test-real-input: export FLARE_REAL_INPUT := 1
test-real-input: build
	xvfb-run -a -s "-screen 0 1920x1080x24" $(SWIFT) test --filter '$(REAL_INPUT_TESTS)'

## The code's own rules, read from the syntax tree (swift-syntax): layers and imports, C calls outside FlareGtk/Gtk,
## stored properties per type, files' and lines' lengths, catalogue keys spelled once. A package of its own
## ($(LINT_PACKAGE)), so only this and `make test` build swift-syntax. Exceptions, each with its reason:
## $(LINT_PACKAGE)/Sources/CodeRules/Exceptions.swift. `make test` runs the same check (CodeRulesTests).
lint:
	$(SWIFT) run --package-path $(LINT_PACKAGE) flare-lint-code "$(CURDIR)"

## Formats the Swift sources with swift-format (the toolchain's `swift format`; .swift-format: 4 spaces, 120 columns).
## A line it cannot break (a long string or comment) is split by hand: `make lint` fails on any over 120.
format:
	find Package.swift Sources Tests Tools -name '*.swift' -not -path '*/Fixtures/*' -not -path '*/.build/*' -print0 \
		| xargs -0 $(SWIFT) format format --in-place --parallel

## What the property catalog (FlareCore/Spec/Catalog) generates and Git keeps: the JSON Schema editors and installs
## read, and the property tables in docs/spec.md. A test fails when either is stale; run this after changing the catalog.
generated:
	$(SWIFT) build --product flare
	.build/debug/flare schema > data/schema/flare.schema.json.tmp && mv data/schema/flare.schema.json.tmp data/schema/flare.schema.json
	.build/debug/flare schema --update-docs docs/spec.md

## The optimized build (what `make run` and `make install` ship) with GTK's criticals fatal: the window on an alert,
## a rocket and a queue, and an export. An optimizer may end a Swift object's life earlier than a debug build does, so
## a wrapper that hands GTK a pointer too late shows here, not in `make test` (CI runs both).
smoke-release:
	$(MAKE) build CONFIG=release
	@out=$$(mktemp -d) && export G_DEBUG=fatal-criticals && \
	xvfb-run -a -s "-screen 0 1920x1080x24" sh -c "\
	  .build/release/flare open $(SHOWCASE) --screenshot $$out/alert.png && \
	  .build/release/flare open flare://rocket/first-flight --screenshot $$out/rocket.png && \
	  .build/release/flare open flare://queue/launch-promo --screenshot $$out/queue.png" && \
	.build/release/flare export $(SHOWCASE) --scale 2 --theme light --theme dark --out $$out/export >/dev/null && \
	.build/release/flare export $(SHOWCASE) --scale 1 --scale 2 --scale 3 --theme light --theme dark --text default \
	  --text long --jobs 2 --out $$out/workers >/dev/null && \
	echo "make smoke-release: the optimized window and export (one process and two) ran without a GTK critical" && rm -rf $$out

## The window under random real input for minutes (not part of `make test`, which runs one short seed): MONKEY_SEEDS
## seeds from MONKEY_FIRST (default 1), MONKEY_STEPS steps each (clicks, drags, the app's shortcuts, Escape, Tab, typing,
## spec edits, the Properties page's controls, typing and Ctrl+S in the source pane),
## each seed on a private Xvfb with GTK's criticals fatal. A failure prints the seed, the steps and the
## command that replays it (`flare-dev monkey SPEC --seed N --steps K`).
MONKEY_SEEDS ?= 100
MONKEY_STEPS ?= 200
MONKEY_FIRST ?= 1
monkey: build
	$(DEV) monkey $(SHOWCASE) --seed $(MONKEY_FIRST) --runs $(MONKEY_SEEDS) --steps $(MONKEY_STEPS)

## The figures BENCHMARKS.md records, on this machine, from the optimized build (`flare-dev bench`; a few minutes):
## export, reload, edit, keystroke and start-up on the showcase, on a private Xvfb. BENCHMARKS.md has the longer runs.
BENCH_ITERATIONS ?= 100
bench: CONFIG := release
bench: build
	xvfb-run -a -s "-screen 0 1920x1080x24" sh -c '\
	  $(DEV) bench export $(SHOWCASE) --scale 2 && \
	  GSK_RENDERER=cairo $(DEV) bench reload $(SHOWCASE) --iterations $(BENCH_ITERATIONS) && \
	  GSK_RENDERER=cairo $(DEV) bench edit $(SHOWCASE) --iterations $(BENCH_ITERATIONS) && \
	  $(DEV) bench keystroke $(SHOWCASE) --iterations $(BENCH_ITERATIONS) && \
	  $(DEV) bench startup $(SHOWCASE) --runs 5'

## The README's pictures of the window (docs/screenshots/), taken from the real window by `flare open --screenshot`
## on a private Xvfb larger than the pictures (GTK keeps a window inside its screen); the dark chrome by libadwaita's
## ADW_DEBUG_COLOR_SCHEME. A broken spec's picture exits 1 on purpose (its banner is the point).
screenshots: build
	mkdir -p docs/screenshots
	xvfb-run -a -s "-screen 0 2560x1600x24" sh -c '\
	  $(BIN) open $(SHOWCASE) --screenshot docs/screenshots/window.png --size 1280x760 && \
	  ADW_DEBUG_COLOR_SCHEME=prefer-dark $(BIN) open --spec $(SHOWCASE) "flare://alert/upload-failed?theme=dark" --screenshot docs/screenshots/window-dark.png --size 1280x760 && \
	  $(BIN) open --spec $(SHOWCASE) "flare://alert/low-battery?zoom=fit" --screenshot docs/screenshots/window-1920.png --size 1920x1080 && \
	  ADW_DEBUG_COLOR_SCHEME=prefer-dark $(BIN) open --spec data/examples/queue.yaml "flare://queue/demo" --screenshot docs/screenshots/window-1920-dark.png --size 1920x1080 && \
	  $(BIN) open --spec data/examples/scenario.yaml "flare://scenario/rate-after-five" --screenshot docs/screenshots/window-inspector.png --size 1280x760 && \
	  $(BIN) open $(SHOWCASE) --source --screenshot docs/screenshots/window-source.png --size 1280x760 && \
	  XDG_STATE_HOME=$$(mktemp -d) $(BIN) open --screenshot docs/screenshots/welcome.png --size 1280x760 && \
	  $(BIN) open $(SHOWCASE) --compare texts --screenshot docs/screenshots/window-compare.png --size 1280x760; \
	  ADW_DEBUG_COLOR_SCHEME=prefer-dark $(BIN) open data/examples/broken/broken.yaml --screenshot docs/screenshots/window-errors.png --size 1280x760; true'

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
	rm -rf .build .build-fuzz .fuzz .build-deb

# Install like a GNOME app: `make install` (release build), `make uninstall`. PREFIX defaults to /usr/local as root,
# ~/.local otherwise; DESTDIR stages the tree for packaging. The binary finds share/flare/ from its own real path.
ifeq ($(shell id -u),0)
PREFIX ?= /usr/local
else
PREFIX ?= $(HOME)/.local
endif
APP_ID   := io.github.flare.Flare
ROOT     := $(DESTDIR)$(PREFIX)
SHARE    := $(ROOT)/share
MANIFEST := $(SHARE)/flare/install-manifest.txt
# What install writes outside share/flare/ (relative to the prefix); with share/flare/ it makes the manifest.
INSTALLED := bin/flare libexec/flare-gtk share/applications/$(APP_ID).desktop share/metainfo/$(APP_ID).metainfo.xml \
             share/icons/hicolor/scalable/apps/$(APP_ID).svg share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
             share/mime/packages/$(APP_ID).xml share/bash-completion/completions/flare share/zsh/site-functions/_flare \
             share/fish/vendor_completions.d/flare.fish share/man/man1/flare.1

install: CONFIG := release
install: build install-files
	@echo 'make install: flare is in $(PREFIX)/bin (make uninstall removes it)'

## Copies an already built $(BIN) (and flare-gtk, which it runs for the commands that need GTK, beside it) and the
## data files; `make test` calls it with CONFIG=debug (no second build).
install-files:
	@test -x $(BIN) -a -x $(dir $(BIN))flare-gtk || { echo "make install: $(BIN) or flare-gtk beside it is missing; run make build CONFIG=$(CONFIG)"; exit 1; }
	install -D -m 755 $(BIN) $(ROOT)/bin/flare
	install -D -m 755 $(dir $(BIN))flare-gtk $(ROOT)/libexec/flare-gtk
	mkdir -p $(SHARE)/flare && cp -R Assets $(SHARE)/flare/
	mkdir -p $(SHARE)/flare/data && cp -R data/examples $(SHARE)/flare/data/
	install -D -m 644 data/schema/flare.schema.json $(SHARE)/flare/flare.schema.json
	if [ -s $(dir $(BIN))flare.commit ]; then install -m 644 $(dir $(BIN))flare.commit $(SHARE)/flare/commit; fi
	install -d $(SHARE)/applications
	sed 's|^Exec=flare |Exec=$(PREFIX)/bin/flare |' data/$(APP_ID).desktop > $(SHARE)/applications/$(APP_ID).desktop
	install -D -m 644 data/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	install -D -m 644 data/icons/$(APP_ID).svg $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -D -m 644 data/icons/$(APP_ID)-symbolic.svg $(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -D -m 644 data/mime/$(APP_ID).xml $(SHARE)/mime/packages/$(APP_ID).xml
	install -D -m 644 $(dir $(BIN))flare.1 $(SHARE)/man/man1/flare.1
	install -d $(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions $(SHARE)/fish/vendor_completions.d
	$(BIN) --generate-completion-script bash > $(SHARE)/bash-completion/completions/flare
	$(BIN) --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_flare
	$(BIN) --generate-completion-script fish > $(SHARE)/fish/vendor_completions.d/flare.fish
	cd $(ROOT) && { find share/flare -type f ! -name install-manifest.txt; printf '%s\n' $(INSTALLED); } | sort > share/flare/install-manifest.txt
	@# Caches of the running system, refreshed only for a real (not staged) install and when the tools exist.
	@if [ -z "$(DESTDIR)" ]; then \
	  command -v update-desktop-database >/dev/null && update-desktop-database -q $(SHARE)/applications || true; \
	  command -v update-mime-database >/dev/null && update-mime-database $(SHARE)/mime || true; \
	  command -v gtk4-update-icon-cache >/dev/null && gtk4-update-icon-cache -q -t -f $(SHARE)/icons/hicolor || true; \
	fi

## Removes exactly the files the manifest lists (then the folders that became empty), and refreshes the caches that
## named Flare: each is rebuilt from what is left, or removed when nothing is left to cache (share/mime/ beside
## packages/ is generated by update-mime-database; mimeinfo.cache and icon-theme.cache likewise), so nothing in the
## prefix names Flare afterwards, even in a prefix that held nothing else.
uninstall:
	@test -f $(MANIFEST) || { echo "make uninstall: no Flare install in $(ROOT) ($(MANIFEST) is missing)"; exit 1; }
	cd $(ROOT) && xargs -d '\n' rm -f < share/flare/install-manifest.txt && rm -f share/flare/install-manifest.txt
	@mime=$(SHARE)/mime; if [ -d $$mime ]; then \
	  if [ -n "$$(ls -A $$mime/packages 2>/dev/null)" ] && command -v update-mime-database >/dev/null; then \
	    update-mime-database $$mime; \
	  else find $$mime -mindepth 1 -maxdepth 1 ! -name packages -exec rm -rf {} +; fi; \
	fi
	@apps=$(SHARE)/applications; if [ -f $$apps/mimeinfo.cache ]; then \
	  if ls $$apps/*.desktop >/dev/null 2>&1 && command -v update-desktop-database >/dev/null; then \
	    update-desktop-database -q $$apps; else rm -f $$apps/mimeinfo.cache; fi; \
	fi
	@icons=$(SHARE)/icons/hicolor; if [ -f $$icons/icon-theme.cache ]; then \
	  if [ -n "$$(find $$icons -type f ! -name icon-theme.cache ! -name index.theme -print -quit)" ] \
	     && command -v gtk4-update-icon-cache >/dev/null; then \
	    gtk4-update-icon-cache -q -t -f $$icons; else rm -f $$icons/icon-theme.cache; fi; \
	fi
	cd $(ROOT) && find share/flare bin libexec share/applications share/metainfo share/icons share/mime share/bash-completion share/zsh share/fish share/man \
	  -depth -type d -empty -delete 2>/dev/null || true
	-cd $(ROOT) && rmdir share bin libexec 2>/dev/null; true

# A Debian package for machines without Swift (docs/packaging.md). `make deb`: the shipped products (flare, flare-gtk)
# in release mode with the Swift runtime and Foundation linked in, the files install-files puts under /usr, then
# lintian and the desktop and AppStream validators on it: $(DEB_SCRATCH)/flare_<version>_amd64.deb. The first build is
# a long one (-j $(DEB_JOBS)); later ones reuse $(DEB_SCRATCH). `make deb-check` (root; downloads a Debian 12 base
# system once): installs, upgrades, runs and purges it in a fresh debootstrap root (docs/ci.md). Neither is in `make test`.
DEB_SCRATCH ?= .build-deb
DEB_JOBS    ?= 1
DEB_APT_PACKAGES := dpkg-dev binutils chrpath lintian
DEB         = $$(cat $(DEB_SCRATCH)/deb.path)
STAGED      := $(DEB_SCRATCH)/deb/debian/flare/usr/share

deb:
	@$(MAKE) --no-print-directory setup APT_PACKAGES="$(APT_PACKAGES) $(DEB_APT_PACKAGES)"
	DEB_SCRATCH=$(DEB_SCRATCH) DEB_JOBS=$(DEB_JOBS) SWIFT=$(SWIFT) packaging/debian/build-deb.sh
	desktop-file-validate $(STAGED)/applications/$(APP_ID).desktop
	appstreamcli validate --no-net $(STAGED)/metainfo/$(APP_ID).metainfo.xml
	@# Warnings are printed, not hidden: docs/packaging.md explains each one kept.
	lintian --fail-on error $(DEB)
	@echo "make deb: $(DEB)"

deb-check: deb
	@$(MAKE) --no-print-directory setup APT_PACKAGES=debootstrap
	DEB_SCRATCH=$(DEB_SCRATCH) packaging/debian/deb-check.sh $(DEB)
