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
# The number of tests `swift test list` names whose names start with one of the prefixes $(1)
# (a | list), in the package at $(2): a run that executes fewer has lost some.
listed_tests  = $$(cd $(2) && $(SWIFT) test list --skip-build 2>/dev/null | grep -cE '^($(1))\.')

.PHONY: all deps build run run-gtk4 check-format test test-strict test-private-checkout test-gtk4 test-installed bench bench-peers callgrind callgrind-start massif-memory \
        leakcheck soak clean shipping install install-strip uninstall

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

# Every Swift file as swift-format writes it with .swift-format (scripts/check-format.sh).
check-format:
	./scripts/check-format.sh

# The formatting first (it takes seconds); then the whole suite, serially, in one Xvfb display,
# with GTK criticals fatal, without a session bus; then every GTK test again inside a D-Bus
# session with AT-SPI, as on a GNOME desktop.
test: check-format build
	@mkdir -p $(TEST_OUTPUT)
	@start=$$(date +%s); \
	$(TEST_ENV) $(NO_BUS) $(XVFB) $(SWIFT) test 2>&1 | $(SWIFT_NOISE) | tee $(TEST_OUTPUT)/test-main.log; \
		status=$${PIPESTATUS[0]}; echo "make test: whole suite without a session bus took $$(( $$(date +%s) - start )) s"; \
	ran=$$(sed -n "/Suite 'All tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" $(TEST_OUTPUT)/test-main.log | tail -1); \
	listed=$(call listed_tests,[A-Za-z]+Tests,$(CURDIR)); echo "make test: $${ran:-0} of $$listed listed tests ran"; \
	if [ "$${listed:-0}" -eq 0 ] || [ "$${ran:-0}" -lt "$$listed" ]; then echo "make test: expected all $$listed"; exit 1; fi; exit $$status
	@start=$$(date +%s); $(MAKE) --no-print-directory test-strict; \
		status=$$?; echo "make test: strict GTK run in a D-Bus session took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); $(MAKE) --no-print-directory leakcheck LEAKCHECK_CYCLES=20; \
		status=$$?; echo "make test: leak check (20 cycles under valgrind) took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); ./scripts/test-private-checkout.sh; \
		status=$$?; echo "make test: permission tests from a 0700 checkout took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); $(MAKE) --no-print-directory test-gtk4; \
		status=$$?; echo "make test: GTK 4 suite took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); ./scripts/test-swift-consumer.sh; \
		status=$$?; echo "make test: the README's Swift example as a consumer package took $$(( $$(date +%s) - start )) s"; exit $$status
	@start=$$(date +%s); $(MAKE) --no-print-directory test-installed; \
		status=$$?; echo "make test: installed tree (C, Python, GJS, Vala, note-entry) took $$(( $$(date +%s) - start )) s"; exit $$status

# `make install DESTDIR=<temp>`, then C, Python, GJS and Vala programs and the installed
# note-entry against that staged tree alone, with /opt/swift and the source tree hidden.
test-installed: deps
	./scripts/test-installed.sh

# Every GTK test once more with every GTK warning fatal too: the widget's, the test kit's and
# the app's (which also run the real note-entry executable, inheriting G_DEBUG), inside a D-Bus
# session with GTK's accessibility bridge on, as a desktop has them. Fails when fewer tests ran
# than `swift test list` names, so a renamed module cannot silently empty the run.
STRICT_FILTER = PlaceholderGtkTests|PlaceholderTestingTests|NoteEntryTests
test-strict:
	@mkdir -p $(TEST_OUTPUT)
	$(TEST_ENV) G_DEBUG=fatal-warnings $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build --filter '$(STRICT_FILTER)' 2>&1 \
		| $(SWIFT_NOISE) -e "^dbus-daemon" | tee $(TEST_OUTPUT)/test-strict.log; status=$${PIPESTATUS[0]}; \
	ran=$$(sed -n "/Suite 'Selected tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" $(TEST_OUTPUT)/test-strict.log | tail -1); \
	listed=$(call listed_tests,$(STRICT_FILTER),$(CURDIR)); \
	echo "test-strict: $${ran:-0} of $$listed GTK tests ran with G_DEBUG=fatal-warnings in a D-Bus session"; \
	if [ "$${listed:-0}" -eq 0 ] || [ "$${ran:-0}" -lt "$$listed" ]; then echo "test-strict: expected all $$listed"; exit 1; fi; \
	exit $$status

# The GTK 4 widget's suite, from its own package (gtk4/: GTK 3 and GTK 4 cannot share a process),
# in its own Xvfb display and D-Bus session (its accessibility checks read AT-SPI), with GTK
# criticals fatal and one renderer for hint and typed text. Fails when fewer tests ran than
# `swift test list` names.
GTK4_LOCALE  = $(CURDIR)/gtk4/.build/locale
GTK4_ENV     = G_DEBUG=fatal-criticals GDK_BACKEND=x11 GSK_RENDERER=cairo PLACEHOLDER_TEST_OUTPUT=$(TEST_OUTPUT)/gtk4 \
               PLACEHOLDER_LOCALE_DIR=$(GTK4_LOCALE)
test-gtk4: deps
	@mkdir -p $(TEST_OUTPUT)/gtk4
	cd gtk4 && $(SWIFT) build --build-tests $(QUIETLY)
	./scripts/compile-translations.sh $(GTK4_LOCALE)
	@cd gtk4 && $(GTK4_ENV) $(XVFB) dbus-run-session -- $(SWIFT) test --skip-build 2>&1 \
		| $(SWIFT_NOISE) -e "^dbus-daemon" | tee $(TEST_OUTPUT)/test-gtk4.log; status=$${PIPESTATUS[0]}; \
	ran=$$(sed -n "/Suite 'All tests'/{n;s/.*Executed \([0-9]*\) tests*,.*/\1/p}" $(TEST_OUTPUT)/test-gtk4.log | tail -1); \
	listed=$(call listed_tests,[A-Za-z0-9]+Tests,$(CURDIR)/gtk4); echo "test-gtk4: $${ran:-0} of $$listed GTK 4 tests ran"; \
	if [ "$${listed:-0}" -eq 0 ] || [ "$${ran:-0}" -lt "$$listed" ]; then echo "test-gtk4: expected all $$listed"; exit 1; fi; \
	exit $$status

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

# note-entry as shipped (release, static Swift runtime) beside Gnote: installed size and memory at
# rest, each start under its own X server (scripts/bench-peers.sh). Gnote is one of the project's
# packages: the import tests read notes it writes.
bench-peers: shipping
	./scripts/bench-peers.sh $(SHIP)/note-entry $(or $(RUNS),5)

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

# Long runs kept out of `make test`: 100,000 fuzz events over the real widget, 200 kill -9
# rounds during saves (and 40 with two writers on one folder), 500 leak-loop cycles.
soak: build
	$(SWIFT) build --build-tests $(QUIETLY)
	@mkdir -p $(TEST_OUTPUT)
	$(TEST_ENV) PLACEHOLDER_FUZZ_EVENTS=100000 NOTE_ENTRY_KILL_REPEATS=200 PLACEHOLDER_LEAKCHECK_CYCLES=500 \
		$(XVFB) $(SWIFT) test --skip-build --filter 'FuzzPlaceholderTests|CrashDuringSaveTests|HostileLifetimeTests' 2>&1 \
		| $(SWIFT_NOISE) | grep -E "^(fuzz|kill|leak loop|full disk)|error|Executed|passed|failed"; \
		status=$${PIPESTATUS[0]}; exit $$status

# ---------------------------------------------------------------------------------------------
# Installing, with GNU conventions: make install [PREFIX=/usr/local] [DESTDIR=…] [libdir=…] …
#
# The widget ships as GNOME libraries do (libhandy-1 is the model): one API version in every
# name. Library libplaceholder-text-view-1.so.0 (pkg-config placeholder-text-view-1), headers in
# include/placeholder-text-view-1/, GObject Introspection namespace Placeholder-1 with C prefix
# Placeholder/placeholder_, Vala package placeholder-text-view-1 with namespace Placeholder.
# Both the library and note-entry link the Swift runtime statically (no Foundation in the
# library), so the installed tree needs GTK and glibc, not the Swift toolchain.
# Translations are found relative to the binaries (bin/../share/locale, lib/../share/locale):
# keep localedir = $(datadir)/locale = $(prefix)/share/locale for them to be found.

PREFIX      ?= /usr/local
prefix      ?= $(PREFIX)
exec_prefix ?= $(prefix)
bindir      ?= $(exec_prefix)/bin
libdir      ?= $(exec_prefix)/lib
includedir  ?= $(prefix)/include
datarootdir ?= $(prefix)/share
datadir     ?= $(datarootdir)
localedir   ?= $(datarootdir)/locale
INSTALL     ?= install
INSTALL_PROGRAM ?= $(INSTALL)
INSTALL_DATA    ?= $(INSTALL) -m 644

API_VERSION     = 1
PACKAGE_VERSION = 0.1.0
SOVERSION       = 0
LIBRARY_NAME    = placeholder-text-view-$(API_VERSION)
LIBRARY_SONAME  = lib$(LIBRARY_NAME).so.$(SOVERSION)
LIBRARY_FILE    = lib$(LIBRARY_NAME).so.$(PACKAGE_VERSION)
GIR_NAMESPACE   = Placeholder
GIR_NAME        = $(GIR_NAMESPACE)-$(API_VERSION)
APP_ID          = org.placeholdertextview.NoteEntry
# The app's GSettings schema, compiled where note-entry looks beside itself (bin/../share/glib-2.0/schemas).
SCHEMA_DIR      = $(datadir)/glib-2.0/schemas
HEADER          = Sources/PlaceholderGtk/include/placeholder-text-view.h

# Release builds, each in its own scratch folder (their flags differ, and either stays incremental).
SHIP_LIB_BUILD = $(CURDIR)/.build/ship
SHIP_APP_BUILD = $(CURDIR)/.build/ship-app
SHIP           = $(CURDIR)/.build/ship/dist
SWIFT_SHIP     = $(SWIFT) build -c release --disable-local-rpath
# -static-stdlib for a .dynamic product must reach the compiler and the linker alike, hence
# -Xswiftc (SwiftPM's --static-swift-stdlib applies to executables only); -z defs turns any
# symbol the static runtime would leave undefined into a link error instead of a C program's.
LIB_FLAGS      = -Xswiftc -static-stdlib -Xlinker -soname=$(LIBRARY_SONAME) \
                 -Xlinker --version-script=$(CURDIR)/build-aux/placeholder-text-view.map -Xlinker -z -Xlinker defs

# The library, its pkg-config file, GIR, typelib and VAPI, and the app, in $(SHIP).
shipping: deps
	$(SWIFT_SHIP) --scratch-path $(SHIP_LIB_BUILD) --product PlaceholderTextViewC $(LIB_FLAGS) $(QUIETLY)
	$(SWIFT_SHIP) --scratch-path $(SHIP_APP_BUILD) --product note-entry --static-swift-stdlib $(QUIETLY)
	rm -rf $(SHIP) && mkdir -p $(SHIP)/lib $(SHIP)/include/$(LIBRARY_NAME) $(SHIP)/locale
	cp $(SHIP_LIB_BUILD)/release/libPlaceholderTextViewC.so $(SHIP)/lib/$(LIBRARY_FILE)
	ln -s $(LIBRARY_FILE) $(SHIP)/lib/$(LIBRARY_SONAME)
	ln -s $(LIBRARY_SONAME) $(SHIP)/lib/lib$(LIBRARY_NAME).so
	cp $(HEADER) $(SHIP)/include/$(LIBRARY_NAME)/
	cp $(SHIP_APP_BUILD)/release/note-entry $(SHIP)/note-entry
	./scripts/compile-translations.sh $(SHIP)/locale
	cd $(SHIP) && LD_LIBRARY_PATH=$(SHIP)/lib g-ir-scanner --quiet --warn-all --warn-error \
		--namespace=$(GIR_NAMESPACE) --nsversion=$(API_VERSION) \
		--identifier-prefix=Placeholder --symbol-prefix=placeholder \
		--include=Gtk-3.0 --pkg=gtk+-3.0 --pkg-export=$(LIBRARY_NAME) \
		--library=$(LIBRARY_NAME) --library-path=$(SHIP)/lib \
		-I$(SHIP)/include/$(LIBRARY_NAME) --c-include=placeholder-text-view.h \
		$(SHIP)/include/$(LIBRARY_NAME)/placeholder-text-view.h -o $(GIR_NAME).gir
	g-ir-compiler $(SHIP)/$(GIR_NAME).gir -o $(SHIP)/$(GIR_NAME).typelib
	vapigen --quiet --library $(LIBRARY_NAME) --pkg gtk+-3.0 -d $(SHIP) $(SHIP)/$(GIR_NAME).gir
	printf 'gtk+-3.0\n' > $(SHIP)/$(LIBRARY_NAME).deps

install: shipping
	$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(libdir)/pkgconfig $(DESTDIR)$(libdir)/girepository-1.0 \
		$(DESTDIR)$(includedir)/$(LIBRARY_NAME) $(DESTDIR)$(datadir)/gir-1.0 $(DESTDIR)$(datadir)/vala/vapi \
		$(DESTDIR)$(datadir)/applications $(DESTDIR)$(datadir)/metainfo \
		$(DESTDIR)$(datadir)/icons/hicolor/scalable/apps $(DESTDIR)$(SCHEMA_DIR) \
		$(DESTDIR)$(datadir)/gnome-shell/search-providers $(DESTDIR)$(datadir)/dbus-1/services
	$(INSTALL_PROGRAM) $(SHIP)/note-entry $(DESTDIR)$(bindir)/note-entry
	$(INSTALL_PROGRAM) $(SHIP)/lib/$(LIBRARY_FILE) $(DESTDIR)$(libdir)/$(LIBRARY_FILE)
	ln -sf $(LIBRARY_FILE) $(DESTDIR)$(libdir)/$(LIBRARY_SONAME)
	ln -sf $(LIBRARY_SONAME) $(DESTDIR)$(libdir)/lib$(LIBRARY_NAME).so
	$(INSTALL_DATA) $(HEADER) $(DESTDIR)$(includedir)/$(LIBRARY_NAME)/
	sed -e 's|@prefix@|$(prefix)|; s|@exec_prefix@|$(exec_prefix)|; s|@libdir@|$(libdir)|' \
		-e 's|@includedir@|$(includedir)|; s|@VERSION@|$(PACKAGE_VERSION)|; s|@LIBRARY_NAME@|$(LIBRARY_NAME)|g' \
		build-aux/placeholder-text-view.pc.in > $(DESTDIR)$(libdir)/pkgconfig/$(LIBRARY_NAME).pc
	$(INSTALL_DATA) $(SHIP)/$(GIR_NAME).gir $(DESTDIR)$(datadir)/gir-1.0/
	$(INSTALL_DATA) $(SHIP)/$(GIR_NAME).typelib $(DESTDIR)$(libdir)/girepository-1.0/
	$(INSTALL_DATA) $(SHIP)/$(LIBRARY_NAME).vapi $(SHIP)/$(LIBRARY_NAME).deps $(DESTDIR)$(datadir)/vala/vapi/
	cd $(SHIP)/locale && for mo in */LC_MESSAGES/*.mo; do \
		$(INSTALL) -d $(DESTDIR)$(localedir)/$$(dirname $$mo) && $(INSTALL_DATA) $$mo $(DESTDIR)$(localedir)/$$mo || exit 1; done
	$(INSTALL_DATA) Resources/desktop/$(APP_ID).desktop $(DESTDIR)$(datadir)/applications/
	$(INSTALL_DATA) Resources/metainfo/$(APP_ID).metainfo.xml $(DESTDIR)$(datadir)/metainfo/
	$(INSTALL_DATA) Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(DESTDIR)$(datadir)/icons/hicolor/scalable/apps/
	$(INSTALL_DATA) Resources/search-provider/$(APP_ID).search-provider.ini $(DESTDIR)$(datadir)/gnome-shell/search-providers/
	for name in $(APP_ID) $(APP_ID).SearchProvider; do \
		sed -e 's|@bindir@|$(bindir)|' Resources/dbus/$$name.service.in > $(DESTDIR)$(datadir)/dbus-1/services/$$name.service || exit 1; done
	$(INSTALL_DATA) Resources/schemas/$(APP_ID).gschema.xml $(DESTDIR)$(SCHEMA_DIR)/
	glib-compile-schemas --strict $(DESTDIR)$(SCHEMA_DIR)

# The same, with the binaries' symbol tables stripped (the figures are in README.md).
install-strip:
	$(MAKE) --no-print-directory install INSTALL_PROGRAM='$(INSTALL) -s'

uninstall:
	rm -f $(DESTDIR)$(bindir)/note-entry
	rm -f $(DESTDIR)$(libdir)/$(LIBRARY_FILE) $(DESTDIR)$(libdir)/$(LIBRARY_SONAME) $(DESTDIR)$(libdir)/lib$(LIBRARY_NAME).so
	rm -f $(DESTDIR)$(includedir)/$(LIBRARY_NAME)/placeholder-text-view.h
	-rmdir $(DESTDIR)$(includedir)/$(LIBRARY_NAME)
	rm -f $(DESTDIR)$(libdir)/pkgconfig/$(LIBRARY_NAME).pc
	rm -f $(DESTDIR)$(datadir)/gir-1.0/$(GIR_NAME).gir $(DESTDIR)$(libdir)/girepository-1.0/$(GIR_NAME).typelib
	rm -f $(DESTDIR)$(datadir)/vala/vapi/$(LIBRARY_NAME).vapi $(DESTDIR)$(datadir)/vala/vapi/$(LIBRARY_NAME).deps
	for po in Resources/po/*/*.po; do \
		rm -f $(DESTDIR)$(localedir)/$$(basename $$po .po)/LC_MESSAGES/$$(basename $$(dirname $$po)).mo; done
	rm -f $(DESTDIR)$(datadir)/applications/$(APP_ID).desktop $(DESTDIR)$(datadir)/metainfo/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg
	rm -f $(DESTDIR)$(datadir)/gnome-shell/search-providers/$(APP_ID).search-provider.ini
	rm -f $(DESTDIR)$(datadir)/dbus-1/services/$(APP_ID).service $(DESTDIR)$(datadir)/dbus-1/services/$(APP_ID).SearchProvider.service
	rm -f $(DESTDIR)$(SCHEMA_DIR)/$(APP_ID).gschema.xml
	if ls $(DESTDIR)$(SCHEMA_DIR)/*.gschema.xml > /dev/null 2>&1; then glib-compile-schemas $(DESTDIR)$(SCHEMA_DIR); \
		else rm -f $(DESTDIR)$(SCHEMA_DIR)/gschemas.compiled; fi
