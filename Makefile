SHELL := /bin/bash
# PlaceholderTextView: the two commands are `make run` and `make test`.
# Both install missing Debian packages first (scripts/install-deps.sh).

SWIFT        ?= swift
BIN_DEBUG     = $(shell $(SWIFT) build --show-bin-path 2>/dev/null)
BIN_RELEASE   = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
XVFB          = xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp"
SCREENSHOT   ?= note-entry.png
TEST_OUTPUT  ?= $(CURDIR)/.build/test-output
# Warnings from GTK are allowed in the main run; criticals fail it.
TEST_ENV      = G_DEBUG=fatal-criticals NO_AT_BRIDGE=1 GDK_BACKEND=x11 \
                PLACEHOLDER_LOCALE_DIR=$(BIN_DEBUG)/locale PLACEHOLDER_TEST_OUTPUT=$(TEST_OUTPUT)

.PHONY: all deps build run run-gtk4 test test-strict test-private-checkout test-gtk4 bench callgrind leakcheck soak clean

all: build

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build 2>&1 | grep -v "prohibited flag(s): -pthread" ; test $${PIPESTATUS:-0} -eq 0
	./scripts/compile-translations.sh "$$($(SWIFT) build --show-bin-path)/locale"
	./scripts/install-resources.sh "$$($(SWIFT) build --show-bin-path)"

# Starts the app. Without a display, runs it under Xvfb and writes a screenshot instead.
run: build
	@if [ -n "$$DISPLAY" ]; then \
		PLACEHOLDER_LOCALE_DIR=$(BIN_DEBUG)/locale $(BIN_DEBUG)/note-entry $(ARGS); \
	else \
		echo "No DISPLAY: running note-entry under Xvfb and taking a screenshot."; \
		PLACEHOLDER_LOCALE_DIR=$(BIN_DEBUG)/locale $(XVFB) $(BIN_DEBUG)/note-entry --screenshot $(SCREENSHOT) $(ARGS) \
			&& echo "Screenshot of the app window written to $(abspath $(SCREENSHOT))"; \
	fi

# The whole suite, serially, in one Xvfb display, with GTK criticals fatal.
test: build
	@mkdir -p $(TEST_OUTPUT)
	@start=$$(date +%s); \
	$(TEST_ENV) $(XVFB) $(SWIFT) test 2>&1 | grep -v "prohibited flag(s): -pthread"; \
		status=$${PIPESTATUS[0]}; echo "make test: whole suite took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); $(MAKE) --no-print-directory test-strict; \
		status=$$?; echo "make test: strict GTK run took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); ./scripts/test-private-checkout.sh; \
		status=$$?; echo "make test: permission tests from a 0700 checkout took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); $(MAKE) --no-print-directory test-gtk4; \
		status=$$?; echo "make test: GTK 4 suite took $$(( $$(date +%s) - start )) s"; exit $$status

# Every GTK test once more with every GTK warning fatal too: the widget's, the test kit's and
# the app's (which also run the real note-entry executable, inheriting G_DEBUG). Fails when the
# filter selects too few tests, so a renamed module cannot silently empty the run.
STRICT_FILTER = PlaceholderGtkTests|PlaceholderTestingTests|NoteEntryTests
STRICT_MINIMUM = 120
test-strict:
	@mkdir -p $(TEST_OUTPUT)
	$(TEST_ENV) G_DEBUG=fatal-warnings $(XVFB) $(SWIFT) test --skip-build --filter '$(STRICT_FILTER)' 2>&1 \
		| grep -v "prohibited flag(s): -pthread" | tee $(TEST_OUTPUT)/test-strict.log; status=$${PIPESTATUS[0]}; \
	ran=$$(sed -n "/Suite 'Selected tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" $(TEST_OUTPUT)/test-strict.log | tail -1); \
	echo "test-strict: $${ran:-0} GTK tests ran with G_DEBUG=fatal-warnings"; \
	if [ "$${ran:-0}" -lt $(STRICT_MINIMUM) ]; then echo "test-strict: expected at least $(STRICT_MINIMUM)"; exit 1; fi; \
	exit $$status

# The GTK 4 widget's suite, from its own package (gtk4/: GTK 3 and GTK 4 cannot share a process),
# in its own Xvfb display and D-Bus session (its accessibility checks read AT-SPI), with GTK
# criticals fatal and one renderer for hint and typed text. Fails when fewer tests ran than expected.
GTK4_MINIMUM = 25
GTK4_LOCALE  = $(CURDIR)/gtk4/.build/locale
GTK4_ENV     = G_DEBUG=fatal-criticals GDK_BACKEND=x11 GSK_RENDERER=cairo PLACEHOLDER_TEST_OUTPUT=$(TEST_OUTPUT)/gtk4 \
               PLACEHOLDER_LOCALE_DIR=$(GTK4_LOCALE)
test-gtk4: deps
	@mkdir -p $(TEST_OUTPUT)/gtk4
	cd gtk4 && $(SWIFT) build --build-tests 2>&1 | grep -v "prohibited flag(s): -pthread"; test $${PIPESTATUS[0]} -eq 0
	./scripts/compile-translations.sh $(GTK4_LOCALE)
	@cd gtk4 && $(GTK4_ENV) $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build 2>&1 \
		| grep -v -e "prohibited flag(s): -pthread" -e "^dbus-daemon" | tee $(TEST_OUTPUT)/test-gtk4.log; status=$${PIPESTATUS[0]}; \
	ran=$$(sed -n "/Suite 'All tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" $(TEST_OUTPUT)/test-gtk4.log | tail -1); \
	echo "test-gtk4: $${ran:-0} GTK 4 tests ran"; \
	if [ "$${ran:-0}" -lt $(GTK4_MINIMUM) ]; then echo "test-gtk4: expected at least $(GTK4_MINIMUM)"; exit 1; fi; \
	exit $$status

# The small GTK 4 demo. Without a display, runs it under Xvfb and writes a screenshot instead.
GTK4_SCREENSHOT ?= placeholder-demo-gtk4.png
run-gtk4: deps
	cd gtk4 && $(SWIFT) build --product placeholder-demo-gtk4 2>&1 | grep -v "prohibited flag(s): -pthread"; test $${PIPESTATUS[0]} -eq 0
	@bin=$$(cd gtk4 && $(SWIFT) build --show-bin-path); \
	if [ -n "$$DISPLAY" ]; then \
		$$bin/placeholder-demo-gtk4 $(ARGS); \
	else \
		echo "No DISPLAY: running placeholder-demo-gtk4 under Xvfb and taking a screenshot."; \
		GDK_BACKEND=x11 GTK_A11Y=none $(XVFB) $$bin/placeholder-demo-gtk4 --screenshot $(abspath $(GTK4_SCREENSHOT)) $(ARGS) \
			&& echo "Screenshot of the GTK 4 demo written to $(abspath $(GTK4_SCREENSHOT))"; \
	fi

# Every benchmark section (or one: make bench ARGS=keystrokes); figures in BENCHMARKS.md.
bench: deps
	$(SWIFT) build -c release 2>&1 | grep -v "prohibited flag(s): -pthread"; test $${PIPESTATUS[0]} -eq 0
	$(XVFB) $(BIN_RELEASE)/placeholder-bench $(ARGS)

# Instructions per typed edit (callgrind), ours and bare, at 1 KB and 10 MB: only the replay
# of CALLGRIND_EDITS edits is counted, not loading the document. "edit" is the insert or delete
# with every handler it runs (deterministic); "with main loop" adds layout and the frames painted
# meanwhile, which depend on wall time (valgrind's slowdown paints many more than a native run).
CALLGRIND_EDITS ?= 2000
CALLGRIND_OUT    = $(CURDIR)/.build/callgrind
callgrind: deps
	$(SWIFT) build -c release --product placeholder-bench 2>&1 | grep -v "prohibited flag(s): -pthread"; test $${PIPESTATUS[0]} -eq 0
	@mkdir -p $(CALLGRIND_OUT)
	@for size in 1KB 10MB; do for widget in bare placeholder; do \
		out=$(CALLGRIND_OUT)/keystrokes.$$size.$$widget; \
		$(XVFB) valgrind --tool=callgrind --callgrind-out-file=$$out --toggle-collect='*KeystrokeBenchmark*replay*' \
			$(BIN_RELEASE)/placeholder-bench keystrokes-callgrind $$size $$widget $(CALLGRIND_EDITS) >/dev/null 2>&1; \
		annotated=$$(callgrind_annotate --inclusive=yes $$out 2>/dev/null); \
		total=$$(echo "$$annotated" | grep 'KeystrokeBenchmarkO6replay' | head -1 | awk '{gsub(",","",$$1); print $$1}'); \
		edits=$$(echo "$$annotated" | grep 'TypingScriptO5apply' | head -1 | awk '{gsub(",","",$$1); print $$1}'); \
		echo "$$size $$widget: per edit $$(( edits / $(CALLGRIND_EDITS) )) instructions, with main loop $$(( total / $(CALLGRIND_EDITS) ))"; \
	done; done

clean:
	rm -rf .build

# The widget's create/show/type/Done/dismiss/destroy loop under valgrind memcheck.
# LEAKCHECK_CYCLES=200 for a longer run (each cycle takes several seconds under valgrind).
LEAKCHECK_CYCLES ?= 100
leakcheck: build
	$(SWIFT) build --build-tests 2>&1 | grep -v "prohibited flag(s): -pthread" ; test $${PIPESTATUS[0]} -eq 0
	TEST_OUTPUT=$(TEST_OUTPUT) ./scripts/leakcheck.sh $(LEAKCHECK_CYCLES)

# Long runs kept out of `make test`: 100,000 fuzz events over the real widget, 200 kill -9
# rounds during saves (and 40 with two writers on one folder), 500 leak-loop cycles.
soak: build
	$(SWIFT) build --build-tests 2>&1 | grep -v "prohibited flag(s): -pthread" ; test $${PIPESTATUS[0]} -eq 0
	@mkdir -p $(TEST_OUTPUT)
	$(TEST_ENV) PLACEHOLDER_FUZZ_EVENTS=100000 NOTE_ENTRY_KILL_REPEATS=200 PLACEHOLDER_LEAKCHECK_CYCLES=500 \
		$(XVFB) $(SWIFT) test --skip-build --filter 'FuzzPlaceholderTests|CrashDuringSaveTests|HostileLifetimeTests' 2>&1 \
		| grep -v "prohibited flag(s): -pthread" | grep -E "^(fuzz|kill|leak loop|full disk)|error|Executed|passed|failed"; \
		status=$${PIPESTATUS[0]}; exit $$status
