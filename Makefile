SHELL := /bin/bash
# PlaceholderTextView: the two commands are `make run` and `make test`.
# Both install missing Debian packages first (scripts/install-deps.sh), as do the development
# targets; shipping, install and uninstall never do (build-aux/install.mk says why).

SWIFT        ?= swift
BIN_DEBUG     = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
BIN_RELEASE   = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
# An X server of its own for a command (Xvfb -displayfd: no display-number race with other jobs).
XVFB          = $(CURDIR)/scripts/with-xvfb.sh
SCREENSHOT   ?= note-entry.png
TEST_OUTPUT  ?= $(CURDIR)/.build/test-output
# Warnings from GTK are allowed in the main run; criticals fail it.
TEST_ENV      = G_DEBUG=fatal-criticals GDK_BACKEND=x11 \
                PLACEHOLDER_LOCALE_DIR=$(BIN_DEBUG)/locale PLACEHOLDER_TEST_OUTPUT=$(TEST_OUTPUT)
# The main run reaches no session bus, as on a bare CI machine: a dead address, so GLib neither
# finds a desktop's bus nor autolaunches one (dbus-x11), and no accessibility bridge.
NO_BUS        = DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/no-session-bus NO_AT_BRIDGE=1
# SwiftPM's notices that are not ours: it drops the -pthread that gtk+-3.0's pkg-config flags
# name, and the static runtime's link mentions mktemp. QUIETLY ends a swift command: its output
# without them, and the command's own exit status.
SWIFT_NOISE   = grep -v -e "prohibited flag(s): -pthread" -e "use of .mktemp' is dangerous"
QUIETLY       = 2>&1 | $(SWIFT_NOISE); test $${PIPESTATUS[0]} -eq 0
# Each part of `make test` runs through scripts/timed.sh (how long it took) and each swift test
# run through scripts/run-all-tests.sh (fails when fewer tests ran than `swift test list` names).
TIMED         = ./scripts/timed.sh
RUN_ALL_TESTS = env SWIFT=$(SWIFT) ./scripts/run-all-tests.sh

.PHONY: all deps build run run-gtk4 check-format check-one test test-strict test-sync-large test-private-checkout test-gtk4 test-installed bench bench-peers callgrind callgrind-start massif-memory memcheck-list \
        leakcheck soak docs readme-tests swift-api-docs swift-test-kits clean shipping install install-strip uninstall abi-dump abi-check

all: build

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build $(QUIETLY)
	./scripts/compile-translations.sh "$$($(SWIFT) build --show-bin-path)/locale"
	mkdir -p "$$($(SWIFT) build --show-bin-path)/schemas"
	glib-compile-schemas --strict --targetdir="$$($(SWIFT) build --show-bin-path)/schemas" Resources/schemas

# Starts the app. Without a display, runs it under Xvfb and writes a screenshot instead.
# The translations are found beside the executable (the build folder's locale/, from build).
run: build
	@if [ -n "$$DISPLAY" ]; then \
		$(BIN_DEBUG)/note-entry $(ARGS); \
	else \
		echo "No DISPLAY: running note-entry under Xvfb and taking a screenshot."; \
		$(XVFB) $(BIN_DEBUG)/note-entry --screenshot $(SCREENSHOT) $(ARGS) \
			&& echo "Screenshot of the app window written to $(abspath $(SCREENSHOT))"; \
	fi

# Every Swift file as swift-format writes it with .swift-format (scripts/check-format.sh), and
# no Foundation in the code note-entry ships (scripts/check-no-foundation.sh).
check-format:
	./scripts/check-format.sh
	./scripts/check-no-foundation.sh

# The formatting first (it takes seconds); then the whole suite, serially, in one Xvfb display,
# with GTK criticals fatal, without a session bus; then every GTK test again inside a D-Bus
# session with AT-SPI, as on a GNOME desktop.
test: check-format build
	@mkdir -p $(TEST_OUTPUT)
	@$(TIMED) "whole suite without a session bus" \
		env $(TEST_ENV) $(NO_BUS) EXCLUDED_TESTS='$(RUN_ONCE_TESTS)' $(XVFB) $(RUN_ALL_TESTS) "make test" . '[A-Za-z]+Tests' \
		$(TEST_OUTPUT)/test-main.log --skip '$(RUN_ONCE_TESTS)'
	@$(TIMED) "strict GTK run in a D-Bus session" $(MAKE) --no-print-directory test-strict
	@$(TIMED) "10,000 notes through two Syncthing devices" $(MAKE) --no-print-directory test-sync-large
	@$(TIMED) "leak check (20 cycles under valgrind)" $(MAKE) --no-print-directory leakcheck LEAKCHECK_CYCLES=20
	@$(TIMED) "permission tests from a 0700 checkout" ./scripts/test-private-checkout.sh
	@$(TIMED) "GTK 4 suite" $(MAKE) --no-print-directory test-gtk4
	@$(TIMED) "the README's Swift example as a consumer package" ./scripts/test-swift-consumer.sh
	@$(TIMED) "installed tree (C, Python, GJS, Vala, Glade, note-entry)" $(MAKE) --no-print-directory test-installed
	@$(TIMED) "C API references without a warning" $(MAKE) --no-print-directory docs

# `make install DESTDIR=<temp>` (no package manager run, nothing written outside DESTDIR, also as
# nobody), the installed libraries' ABI against build-aux/abi/, then C, Python, GJS and Vala
# programs and the installed note-entry against that staged tree alone, with /opt/swift and the
# source tree hidden.
test-installed: deps
	./scripts/test-installed.sh

# Every GTK test once more with every GTK warning fatal too: the widget's, the test kit's and
# the app's (which also run the real note-entry executable, inheriting G_DEBUG), inside a D-Bus
# session with GTK's accessibility bridge on, as a desktop has them. Fails when fewer tests ran
# than `swift test list` names, so a renamed module cannot silently empty the run.
STRICT_FILTER = PlaceholderGtkTests|PlaceholderTestingTests|NoteEntryTests
# One test class or method with the environment `make test`'s first part gives it:
#   make check-one FILTER=AttachedHintTests/testHintFollowsAReplacedBuffer
# (STRICT=1: as test-strict, in a D-Bus session with warnings fatal; GTK4=1: from gtk4/).
check-one: build
	@test -n "$(FILTER)" || { echo "make check-one FILTER=Class[/method]" >&2; exit 2; }
	@mkdir -p $(TEST_OUTPUT)
	@if [ -n "$(GTK4)" ]; then \
		cd gtk4 && $(SWIFT) build --build-tests $(QUIETLY) && $(CURDIR)/scripts/compile-translations.sh $(GTK4_LOCALE) && \
		$(GTK4_ENV) $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build --filter '$(FILTER)'; \
	elif [ -n "$(STRICT)" ]; then \
		$(SWIFT) build --build-tests $(QUIETLY) && \
		$(TEST_ENV) G_DEBUG=fatal-warnings $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build --filter '$(FILTER)'; \
	else \
		$(SWIFT) build --build-tests $(QUIETLY) && \
		env $(TEST_ENV) $(NO_BUS) $(XVFB) $(SWIFT) test --skip-build --filter '$(FILTER)'; \
	fi

test-strict:
	@mkdir -p $(TEST_OUTPUT)
	$(TEST_ENV) G_DEBUG=fatal-warnings EXCLUDED_TESTS='$(RUN_ONCE_TESTS)' $(XVFB) dbus-run-session -- \
		$(RUN_ALL_TESTS) test-strict . '$(STRICT_FILTER)' $(TEST_OUTPUT)/test-strict.log --skip-build --filter '$(STRICT_FILTER)' \
		--skip '$(RUN_ONCE_TESTS)'

# 10,000 notes from one note-entry to another through the sync folder and two Syncthing devices
# (SyncLargeTests, about a minute), once, with the main run's environment: both suite runs leave
# it out (`--skip`, and their count of the listed tests leaves it out too). Fails unless the test
# ran and passed.
RUN_ONCE_TESTS = SyncLargeTests
test-sync-large: build
	@mkdir -p $(TEST_OUTPUT)
	$(SWIFT) build --build-tests $(QUIETLY)
	env $(TEST_ENV) $(NO_BUS) $(XVFB) $(SWIFT) test --skip-build --filter SyncLargeTests \
		2>&1 | $(SWIFT_NOISE) | tee $(TEST_OUTPUT)/test-sync-large.log; test $${PIPESTATUS[0]} -eq 0
	@grep -q "Test Case 'SyncLargeTests.testTenThousandNotesReachTheOtherComputer' passed" \
		$(TEST_OUTPUT)/test-sync-large.log || { echo "test-sync-large: the test did not run and pass" >&2; exit 1; }

# The GTK 4 widget's suite, from its own package (gtk4/: GTK 3 and GTK 4 cannot share a process),
# in its own Xvfb display and D-Bus session (its accessibility checks read AT-SPI), with GTK
# criticals fatal and one renderer for hint and typed text. Fails when fewer tests ran than
# `swift test list` names.
# The translations beside the test binary, where the widget finds them without the variable too.
GTK4_BIN_DEBUG = $(shell cd gtk4 && $(SWIFT) build --show-bin-path 2>/dev/null)
GTK4_LOCALE  = $(GTK4_BIN_DEBUG)/locale
GTK4_ENV     = G_DEBUG=fatal-criticals GDK_BACKEND=x11 GSK_RENDERER=cairo PLACEHOLDER_TEST_OUTPUT=$(TEST_OUTPUT)/gtk4 \
               PLACEHOLDER_LOCALE_DIR=$(GTK4_LOCALE)
test-gtk4: deps
	@mkdir -p $(TEST_OUTPUT)/gtk4
	cd gtk4 && $(SWIFT) build --build-tests $(QUIETLY)
	./scripts/compile-translations.sh $(GTK4_LOCALE)
	$(GTK4_ENV) $(XVFB) dbus-run-session -- \
		$(RUN_ALL_TESTS) test-gtk4 gtk4 '[A-Za-z0-9]+Tests' $(TEST_OUTPUT)/test-gtk4.log --skip-build

# The small GTK 4 demo. Without a display, runs it under Xvfb and writes a screenshot instead.
GTK4_SCREENSHOT ?= placeholder-demo-gtk4.png
run-gtk4: deps
	cd gtk4 && $(SWIFT) build --product placeholder-demo-gtk4 $(QUIETLY)
	@bin=$$(cd gtk4 && $(SWIFT) build --show-bin-path); \
	if [ -n "$$DISPLAY" ]; then \
		$$bin/placeholder-demo-gtk4 $(ARGS); \
	else \
		echo "No DISPLAY: running placeholder-demo-gtk4 under Xvfb and taking a screenshot."; \
		GDK_BACKEND=x11 GTK_A11Y=none $(XVFB) $$bin/placeholder-demo-gtk4 --screenshot $(abspath $(GTK4_SCREENSHOT)) $(ARGS) \
			&& echo "Screenshot of the GTK 4 demo written to $(abspath $(GTK4_SCREENSHOT))"; \
	fi

# Every benchmark section (or one: make bench ARGS=keystrokes; sections: core keystrokes memory start
# huge store search stall long-line; long-line pastes a line without spaces into ours and a bare
# GtkTextView, each paste in its own process); figures in BENCHMARKS.md.
bench: deps
	$(SWIFT) build -c release $(QUIETLY)
	$(XVFB) $(BIN_RELEASE)/placeholder-bench $(ARGS)

# Against the peers a user would pick instead: note-entry as shipped beside Gnote (exec to first
# frame, memory at rest, Shell search, installed size; scripts/bench-peers.sh, each start under its
# own X server), the widget library beside libgtksourceview-4, and a keystroke's instructions in
# GtkSourceView 4 with its undo beside ours and the bare view (the callgrind target's method).
# Gnote is one of the project's packages: the import tests read notes it writes.
PEERS_OUT = $(CURDIR)/.build/peers
bench-peers: deps shipping
	@mkdir -p $(PEERS_OUT)
	cc -O2 -Wall -Wextra -o $(PEERS_OUT)/first-frame scripts/peers/first-frame.c $$(pkg-config --cflags --libs x11 xdamage)
	./scripts/bench-peers.sh $(SHIP)/note-entry $(SHIP)/lib/$(LIBRARY_SONAME) $(PEERS_OUT)/first-frame \
		$(or $(RUNS),7) "$(or $(NOTES),10000 100000)"
	$(MAKE) --no-print-directory callgrind CALLGRIND_SIZES=1KB \
		CALLGRIND_WIDGETS="bare placeholder-no-undo placeholder gtksourceview"

# Instructions per typed edit (callgrind), at 1 KB and 10 MB, of the bare GtkTextView and of ours
# with undo off, as it comes (undo on) and with a change listener (as note-entry's autosave):
# only the replay of CALLGRIND_EDITS edits is counted, not loading the document. "edit" is the
# insert or delete in its user action, with every handler it runs (deterministic); "with main
# loop" adds layout and the frames painted meanwhile, which depend on wall time (valgrind's
# slowdown paints many more than a native run). Valgrind 3.19 cannot read the DWARF 5 debug
# information clang writes for the C targets, so it runs a copy of the program stripped of it
# (symbols stay; make leakcheck, which needs file names, builds with -gdwarf-4 instead).
CALLGRIND_EDITS   ?= 2000
CALLGRIND_SIZES   ?= 1KB 10MB
CALLGRIND_WIDGETS ?= bare placeholder-no-undo placeholder placeholder-listening
CALLGRIND_OUT      = $(CURDIR)/.build/callgrind
callgrind: deps
	$(SWIFT) build -c release --product placeholder-bench $(QUIETLY)
	@mkdir -p $(CALLGRIND_OUT)
	@strip --strip-debug -o $(CALLGRIND_OUT)/placeholder-bench $(BIN_RELEASE)/placeholder-bench
	@for size in $(CALLGRIND_SIZES); do for widget in $(CALLGRIND_WIDGETS); do \
		out=$(CALLGRIND_OUT)/keystrokes.$$size.$$widget; \
		$(XVFB) valgrind --tool=callgrind --callgrind-out-file=$$out --toggle-collect='*KeystrokeBenchmark*replay*' \
			$(CALLGRIND_OUT)/placeholder-bench keystrokes-callgrind $$size $$widget $(CALLGRIND_EDITS) >/dev/null 2>&1; \
		annotated=$$(callgrind_annotate --inclusive=yes $$out 2>/dev/null); \
		total=$$(echo "$$annotated" | grep 'KeystrokeBenchmarkO6replay' | head -1 | awk '{gsub(",","",$$1); print $$1}'); \
		edits=$$(echo "$$annotated" | grep 'TypingScriptO5apply' | head -1 | awk '{gsub(",","",$$1); print $$1}'); \
		if [ -z "$$edits" ]; then echo "$$size $$widget: callgrind failed (see $$out)"; exit 1; fi; \
		echo "$$size $$widget: per edit $$(( edits / $(CALLGRIND_EDITS) )) instructions, with main loop $$(( total / $(CALLGRIND_EDITS) ))"; \
	done; done

# Instructions from launch to a settled screenshot (callgrind, main thread and all threads):
# note-entry with an empty store, 10,000 and 100,000 notes against the bare window, the start
# figures without wall-clock noise (about 2 minutes; the stores are kept in .build/callgrind).
# Each subject gets an X server of its own; CALLGRIND_START_ORDER=reversed runs them last first.
callgrind-start: deps
	$(SWIFT) build -c release $(QUIETLY)
	./scripts/callgrind-start.sh $(BIN_RELEASE) $(CALLGRIND_OUT)

# Where the heap of one PlaceholderTextView goes beyond the GTK widgets it is made of
# (MASSIF_BASELINE, default `same+GtkLabel`): valgrind massif over `memory-per-widget` of both
# kinds (about 4 minutes), then the difference per widget by the first frame above the allocator
# (scripts/massif-widget-diff.py). Runs a copy stripped of debug information, as `callgrind` does.
MASSIF_BASELINE ?= same+GtkLabel
MASSIF_OUT       = $(CURDIR)/.build/massif
massif-memory: deps
	$(SWIFT) build -c release --product placeholder-bench $(QUIETLY)
	@mkdir -p $(MASSIF_OUT)
	@strip --strip-debug -o $(MASSIF_OUT)/placeholder-bench $(BIN_RELEASE)/placeholder-bench
	@for kind in PlaceholderTextView "$(MASSIF_BASELINE)"; do \
		$(XVFB) valgrind --tool=massif --depth=40 --threshold=0.01 --massif-out-file="$(MASSIF_OUT)/$$kind.massif" \
			$(MASSIF_OUT)/placeholder-bench memory-per-widget "$$kind" >/dev/null 2>&1 || exit 1; done
	./scripts/massif-widget-diff.py "$(MASSIF_OUT)/PlaceholderTextView.massif" "$(MASSIF_OUT)/$(MASSIF_BASELINE).massif"

# The C API reference of both libraries (gi-docgen, from the GIRs that `make shipping` writes), in
# .build/docs/Placeholder-1 (GTK 3) and .build/docs/Placeholder-2 (GTK 4): fails on any warning, or
# on a symbol or property without its documentation (gi-docgen check).
# First, README.md's table of both toolkits' tests must be what the test sources say (readme-tests),
# and docs/swift-api/ what the doc comments say, every public symbol of the shipped Swift
# libraries having one (swift-api-docs).
DOCS_OUT = $(CURDIR)/.build/docs
docs: deps shipping swift-test-kits
	./scripts/test-coverage-table.py --check
	./scripts/swift-api-reference.py --check $(SWIFT_API_BUILDS)
	for gir in $(GIR_NAME) $(GTK4_GIR_NAME); do \
		gi-docgen check --config docs/reference/$$gir.toml $(SHIP)/$$gir.gir && \
		rm -rf $(DOCS_OUT)/$$gir && \
		gi-docgen generate --quiet --fatal-warnings --config docs/reference/$$gir.toml \
			--output-dir $(DOCS_OUT) $(SHIP)/$$gir.gir && \
		echo "docs: $(DOCS_OUT)/$$gir/index.html" || exit 1; done

# The Swift API reference in plain Markdown, docs/swift-api/, from the doc comments of
# PlaceholderCore, PlaceholderGtk and PlaceholderGtk4 as the release build compiles them. Fails,
# naming each, on a public symbol without a doc comment in any shipped Swift library: those, the
# bindings, NoteStore (from note-entry's release build) and the test kits.
SWIFT_API_BUILDS = $(SHIP_LIB_BUILD)/release $(SHIP_GTK4_BUILD)/release $(SHIP_APP_BUILD)/release \
                   $(BIN_DEBUG) $(GTK4_BIN_DEBUG)
swift-api-docs: deps shipping swift-test-kits
	./scripts/swift-api-reference.py $(SWIFT_API_BUILDS)

# Both test kits, which are in no release build, as `make test` builds them (debug).
swift-test-kits: deps
	$(SWIFT) build --target PlaceholderTesting $(QUIETLY)
	cd gtk4 && $(SWIFT) build --target PlaceholderTesting4 $(QUIETLY)

# README.md's table of the GTK 3 and GTK 4 widget tests: counts and areas, from the test sources.
readme-tests:
	./scripts/test-coverage-table.py

clean:
	rm -rf .build

# The widget's create/show/type/Done/dismiss/destroy loop under valgrind memcheck.
# LEAKCHECK_CYCLES=200 for a longer run (each cycle takes about 2 s under valgrind).
# Clang writes DWARF 5 for the C targets, which Debian 12's valgrind 3.19 cannot read: the bundle
# valgrind runs is built apart with -gdwarf-4 (Swift's own debug information is DWARF 4).
LEAKCHECK_CYCLES ?= 100
LEAKCHECK_BUILD   = $(CURDIR)/.build/leakcheck
leakcheck: deps
	$(SWIFT) build --build-tests --scratch-path $(LEAKCHECK_BUILD) -Xcc -gdwarf-4 $(QUIETLY)
	./scripts/compile-translations.sh $(LEAKCHECK_BUILD)/debug/locale
	LEAKCHECK_BIN=$(LEAKCHECK_BUILD)/debug TEST_OUTPUT=$(TEST_OUTPUT) ./scripts/leakcheck.sh $(LEAKCHECK_CYCLES)

# The release note-entry under valgrind memcheck over 100,000 notes while another program deletes
# listed notes and the keyboard pages through the list (a few minutes; built with DWARF 4 for
# valgrind 3.19 in .build/memcheck): no invalid read, write or free.
memcheck-list: deps
	./scripts/memcheck-list.sh

# Long runs kept out of `make test`: 100,000 fuzz events over the real widget, 200 kill -9
# rounds during saves (and 40 with two writers on one folder), 500 leak-loop cycles.
soak: build
	$(SWIFT) build --build-tests $(QUIETLY)
	@mkdir -p $(TEST_OUTPUT)
	$(TEST_ENV) PLACEHOLDER_FUZZ_EVENTS=100000 NOTE_ENTRY_KILL_REPEATS=200 PLACEHOLDER_LEAKCHECK_CYCLES=500 \
		$(XVFB) $(SWIFT) test --skip-build --filter 'FuzzPlaceholderTests|CrashDuringSaveTests|HostileLifetimeTests' 2>&1 \
		| $(SWIFT_NOISE) | grep -E "^(fuzz|kill|leak loop|full disk)|error|Executed|passed|failed"; \
		status=$${PIPESTATUS[0]}; exit $$status

# Shipping and installing (shipping, install, install-strip, uninstall) with GNU conventions.
include build-aux/install.mk
