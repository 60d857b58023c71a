# Installing, with GNU conventions: make install [PREFIX=/usr/local] [DESTDIR=…] [libdir=…] …
#
# The widget ships as GNOME libraries do (libhandy-1 is the model): one API version in every
# name. Library libplaceholder-text-view-1.so.0 (pkg-config placeholder-text-view-1), headers in
# include/placeholder-text-view-1/, GObject Introspection namespace Placeholder-1 with C prefix
# Placeholder/placeholder_, Vala package placeholder-text-view-1 with namespace Placeholder.
# Both the library and note-entry link the Swift runtime statically (no Foundation in the
# library), so the installed tree needs GTK and glibc, not the Swift toolchain.
# The GTK 4 widget ships beside it as the next major, as GNOME names one: libplaceholder-text-
# view-2.so.0, placeholder-text-view-2, include/placeholder-text-view-2/, Placeholder-2 and
# placeholder-text-view-2.vapi (the same C API, on GTK 4); both install side by side.
# Translations are found relative to the binaries (bin/../share/locale, lib/../share/locale):
# keep localedir = $(datadir)/locale = $(prefix)/share/locale for them to be found.
# None of shipping, install, install-strip and uninstall installs a package (no `deps`): a
# packager's `make install DESTDIR=…` runs in a build chroot, where apt-get must not run. Under
# DESTDIR nothing is compiled into the staged tree and no cache is updated (the distribution's
# triggers do it), as meson's gnome.post_install skips its scripts there; for a real prefix the
# GSettings schemas are compiled and the icon cache and desktop database updated.
# NO_REBUILD=1 (meson install's --no-rebuild) installs what `make shipping` left in .build/ship/dist
# without building again, so a user who cannot write the build tree (root's build) can install it.

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
# The one place the version is written: `note-entry --version` (CommandLineOptions.version) and
# the AppStream metainfo's newest release must say the same (ExecutableTests and
# ResourceValidationTests check them against this line).
PACKAGE_VERSION = 0.1.0
SOVERSION       = 0
LIBRARY_NAME    = placeholder-text-view-$(API_VERSION)
LIBRARY_SONAME  = lib$(LIBRARY_NAME).so.$(SOVERSION)
LIBRARY_FILE    = lib$(LIBRARY_NAME).so.$(PACKAGE_VERSION)
GIR_NAMESPACE   = Placeholder
GIR_NAME        = $(GIR_NAMESPACE)-$(API_VERSION)
GTK4_API_VERSION = 2
GTK4_LIBRARY_NAME   = placeholder-text-view-$(GTK4_API_VERSION)
GTK4_LIBRARY_SONAME = lib$(GTK4_LIBRARY_NAME).so.$(SOVERSION)
GTK4_LIBRARY_FILE   = lib$(GTK4_LIBRARY_NAME).so.$(PACKAGE_VERSION)
GTK4_GIR_NAME       = $(GIR_NAMESPACE)-$(GTK4_API_VERSION)
APP_ID          = org.placeholdertextview.NoteEntry
# The app's GSettings schema, compiled where note-entry looks beside itself (bin/../share/glib-2.0/schemas).
SCHEMA_DIR      = $(datadir)/glib-2.0/schemas
HEADER          = Sources/PlaceholderGtk/include/placeholder-text-view.h
# Glade's catalog of the widget and the support module it names (build-aux/glade/), where Glade
# looks when GLADE_CATALOG_SEARCH_PATH and GLADE_MODULE_SEARCH_PATH name these folders (or the
# prefix is Glade's own, /usr).
GLADE_CATALOG   = Resources/glade/$(LIBRARY_NAME).xml
GLADE_MODULE    = libglade-$(LIBRARY_NAME).so
GLADE_CATALOGDIR = $(datadir)/glade/catalogs
GLADE_MODULEDIR  = $(libdir)/glade/modules

# Release builds, each in its own scratch folder (their flags differ, and either stays incremental).
SHIP_LIB_BUILD = $(CURDIR)/.build/ship
SHIP_APP_BUILD = $(CURDIR)/.build/ship-app
SHIP_GTK4_BUILD = $(CURDIR)/.build/ship-gtk4
SHIP           = $(CURDIR)/.build/ship/dist
SWIFT_SHIP     = $(SWIFT) build -c release --disable-local-rpath
# -static-stdlib for a .dynamic product must reach the compiler and the linker alike, hence
# -Xswiftc (SwiftPM's --static-swift-stdlib applies to executables only); -z defs turns any
# symbol the static runtime would leave undefined into a link error instead of a C program's.
STATIC_LIB_FLAGS = -Xswiftc -static-stdlib -Xlinker -z -Xlinker defs $(PACKED_LINK_FLAGS)
# Every shipped binary is linked by the toolchain's lld with packed relative relocations (DT_RELR,
# which glibc 2.36, Debian 12's, loads): the static Swift runtime's pointers need one relative
# relocation each, 24 bytes apiece in .rela.dyn and 8 bytes per 63 pointers in .relr.dyn. SwiftPM's
# default gold has no DT_RELR.
PACKED_LINK_FLAGS = -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
LIB_FLAGS      = $(STATIC_LIB_FLAGS) -Xlinker -soname=$(LIBRARY_SONAME) \
                 -Xlinker --version-script=$(CURDIR)/build-aux/placeholder-text-view.map
GTK4_LIB_FLAGS = $(STATIC_LIB_FLAGS) -Xlinker -soname=$(GTK4_LIBRARY_SONAME) \
                 -Xlinker --version-script=$(CURDIR)/build-aux/placeholder-text-view-2.map
# The GIR, typelib, VAPI and .deps of one library: $(call introspect,NAME,GIR_NAME,API_VERSION,GTK_GIR,GTK_PKG)
define introspect
	cd $(SHIP) && LD_LIBRARY_PATH=$(SHIP)/lib g-ir-scanner --quiet --warn-all --warn-error \
		--namespace=$(GIR_NAMESPACE) --nsversion=$(3) \
		--identifier-prefix=Placeholder --symbol-prefix=placeholder \
		--include=$(4) --pkg=$(5) --pkg-export=$(1) \
		--library=$(1) --library-path=$(SHIP)/lib \
		-I$(SHIP)/include/$(1) --c-include=placeholder-text-view.h \
		$(SHIP)/include/$(1)/placeholder-text-view.h -o $(2).gir
	g-ir-compiler $(SHIP)/$(2).gir -o $(SHIP)/$(2).typelib
	vapigen --quiet --library $(1) --pkg $(5) -d $(SHIP) $(SHIP)/$(2).gir
	printf '$(5)\n' > $(SHIP)/$(1).deps
endef

# The library, its pkg-config file, GIR, typelib and VAPI, and the app, in $(SHIP).
shipping:
	$(SWIFT_SHIP) --scratch-path $(SHIP_LIB_BUILD) --product PlaceholderTextViewC $(LIB_FLAGS) $(QUIETLY)
	$(SWIFT_SHIP) --scratch-path $(SHIP_APP_BUILD) --product note-entry --static-swift-stdlib $(PACKED_LINK_FLAGS) $(QUIETLY)
	$(SWIFT_SHIP) --package-path gtk4 --scratch-path $(SHIP_GTK4_BUILD) --product PlaceholderTextView2C $(GTK4_LIB_FLAGS) $(QUIETLY)
	rm -rf $(SHIP) && mkdir -p $(SHIP)/lib $(SHIP)/include/$(LIBRARY_NAME) $(SHIP)/include/$(GTK4_LIBRARY_NAME) $(SHIP)/locale
	cp $(SHIP_LIB_BUILD)/release/libPlaceholderTextViewC.so $(SHIP)/lib/$(LIBRARY_FILE)
	cp $(SHIP_GTK4_BUILD)/release/libPlaceholderTextView2C.so $(SHIP)/lib/$(GTK4_LIBRARY_FILE)
	for name in $(LIBRARY_NAME) $(GTK4_LIBRARY_NAME); do \
		ln -s lib$$name.so.$(PACKAGE_VERSION) $(SHIP)/lib/lib$$name.so.$(SOVERSION) && \
		ln -s lib$$name.so.$(SOVERSION) $(SHIP)/lib/lib$$name.so || exit 1; done
	cp $(HEADER) $(SHIP)/include/$(LIBRARY_NAME)/
	# One header for both libraries; the GTK 4 library's copy names its own pkg-config module,
	# library and introspection namespace.
	sed -e 's/$(LIBRARY_NAME)/$(GTK4_LIBRARY_NAME)/g' -e 's/$(GIR_NAME)/$(GTK4_GIR_NAME)/g' \
		$(HEADER) > $(SHIP)/include/$(GTK4_LIBRARY_NAME)/placeholder-text-view.h
	cp $(SHIP_APP_BUILD)/release/note-entry $(SHIP)/note-entry
	./scripts/compile-translations.sh $(SHIP)/locale
	$(call introspect,$(LIBRARY_NAME),$(GIR_NAME),$(API_VERSION),Gtk-3.0,gtk+-3.0)
	$(call introspect,$(GTK4_LIBRARY_NAME),$(GTK4_GIR_NAME),$(GTK4_API_VERSION),Gtk-4.0,gtk4)
	cc -shared -fPIC -Wall -Wextra -Werror $$(pkg-config --cflags gladeui-2.0) -I$(SHIP)/include/$(LIBRARY_NAME) \
		build-aux/glade/glade-placeholder-text-view.c -L$(SHIP)/lib -l$(LIBRARY_NAME) $$(pkg-config --libs gladeui-2.0) \
		-o $(SHIP)/$(GLADE_MODULE)

# Both libraries' ABI (scripts/abi.sh): abi-dump records it in build-aux/abi/ (after an addition to
# the C API, or with a new SOVERSION), abi-check compares the shipped libraries with it, as
# make test-installed does with the installed ones.
abi-dump: deps shipping
	./scripts/abi.sh dump $(SHIP)/lib $(SHIP)/include

abi-check: deps shipping
	./scripts/abi.sh check $(SHIP)/lib $(SHIP)/include

install: $(if $(NO_REBUILD),,shipping)
	@test -f $(SHIP)/note-entry || { echo "make install NO_REBUILD=1: nothing shipped in $(SHIP); run make shipping first" >&2; exit 1; }
	$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(libdir)/pkgconfig $(DESTDIR)$(libdir)/girepository-1.0 \
		$(DESTDIR)$(includedir)/$(LIBRARY_NAME) $(DESTDIR)$(includedir)/$(GTK4_LIBRARY_NAME) $(DESTDIR)$(datadir)/gir-1.0 $(DESTDIR)$(datadir)/vala/vapi \
		$(DESTDIR)$(datadir)/applications $(DESTDIR)$(datadir)/metainfo \
		$(DESTDIR)$(datadir)/icons/hicolor/scalable/apps $(DESTDIR)$(SCHEMA_DIR) \
		$(DESTDIR)$(datadir)/gnome-shell/search-providers $(DESTDIR)$(datadir)/dbus-1/services \
		$(DESTDIR)$(GLADE_CATALOGDIR) $(DESTDIR)$(GLADE_MODULEDIR)
	$(INSTALL_PROGRAM) $(SHIP)/note-entry $(DESTDIR)$(bindir)/note-entry
	for library in "$(API_VERSION) gtk+-3.0 3" "$(GTK4_API_VERSION) gtk4 4"; do set -- $$library; \
		name=placeholder-text-view-$$1; file=lib$$name.so.$(PACKAGE_VERSION); gir=$(GIR_NAMESPACE)-$$1; \
		$(INSTALL_PROGRAM) $(SHIP)/lib/$$file $(DESTDIR)$(libdir)/$$file && \
		ln -sf $$file $(DESTDIR)$(libdir)/lib$$name.so.$(SOVERSION) && \
		ln -sf lib$$name.so.$(SOVERSION) $(DESTDIR)$(libdir)/lib$$name.so && \
		$(INSTALL_DATA) $(SHIP)/include/$$name/placeholder-text-view.h $(DESTDIR)$(includedir)/$$name/ && \
		sed -e 's|@prefix@|$(prefix)|; s|@exec_prefix@|$(exec_prefix)|; s|@libdir@|$(libdir)|' \
			-e 's|@includedir@|$(includedir)|; s|@VERSION@|$(PACKAGE_VERSION)|; s|@LIBRARY_NAME@|'$$name'|g' \
			-e 's|@GTK_PACKAGE@|'$$2'|; s|@GTK_MAJOR@|'$$3'|' \
			build-aux/placeholder-text-view.pc.in > $(DESTDIR)$(libdir)/pkgconfig/$$name.pc && \
		$(INSTALL_DATA) $(SHIP)/$$gir.gir $(DESTDIR)$(datadir)/gir-1.0/ && \
		$(INSTALL_DATA) $(SHIP)/$$gir.typelib $(DESTDIR)$(libdir)/girepository-1.0/ && \
		$(INSTALL_DATA) $(SHIP)/$$name.vapi $(SHIP)/$$name.deps $(DESTDIR)$(datadir)/vala/vapi/ || exit 1; done
	$(INSTALL_DATA) $(GLADE_CATALOG) $(DESTDIR)$(GLADE_CATALOGDIR)/
	$(INSTALL_PROGRAM) $(SHIP)/$(GLADE_MODULE) $(DESTDIR)$(GLADE_MODULEDIR)/
	cd $(SHIP)/locale && for mo in */LC_MESSAGES/*.mo; do \
		$(INSTALL) -d $(DESTDIR)$(localedir)/$$(dirname $$mo) && $(INSTALL_DATA) $$mo $(DESTDIR)$(localedir)/$$mo || exit 1; done
	$(INSTALL_DATA) Resources/desktop/$(APP_ID).desktop $(DESTDIR)$(datadir)/applications/
	$(INSTALL_DATA) Resources/metainfo/$(APP_ID).metainfo.xml $(DESTDIR)$(datadir)/metainfo/
	$(INSTALL_DATA) Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(DESTDIR)$(datadir)/icons/hicolor/scalable/apps/
	$(INSTALL_DATA) Resources/search-provider/$(APP_ID).search-provider.ini $(DESTDIR)$(datadir)/gnome-shell/search-providers/
	for name in $(APP_ID) $(APP_ID).SearchProvider; do \
		sed -e 's|@bindir@|$(bindir)|' Resources/dbus/$$name.service.in > $(DESTDIR)$(datadir)/dbus-1/services/$$name.service || exit 1; done
	$(INSTALL_DATA) Resources/schemas/$(APP_ID).gschema.xml $(DESTDIR)$(SCHEMA_DIR)/
	$(if $(DESTDIR),@echo "DESTDIR is set: compiling the schemas and updating the caches is left to the package's triggers",$(post_install))

# What a real prefix gets after installing or uninstalling (meson's gnome.post_install): the
# schemas compiled (the compiled file removed with the last schema), the icon cache and the
# desktop database updated where their tools are installed.
define post_install
	if ls $(SCHEMA_DIR)/*.gschema.xml > /dev/null 2>&1; then glib-compile-schemas $(SCHEMA_DIR); \
		else rm -f $(SCHEMA_DIR)/gschemas.compiled; fi
	if command -v gtk-update-icon-cache > /dev/null && [ -d $(datadir)/icons/hicolor ]; then \
		gtk-update-icon-cache -q -t -f $(datadir)/icons/hicolor; fi
	if command -v update-desktop-database > /dev/null && [ -d $(datadir)/applications ]; then \
		update-desktop-database -q $(datadir)/applications; fi
endef

# The same, with the binaries' symbol tables stripped (the figures are in BENCHMARKS.md).
install-strip:
	$(MAKE) --no-print-directory install INSTALL_PROGRAM='$(INSTALL) -s'

uninstall:
	rm -f $(DESTDIR)$(bindir)/note-entry
	for version in $(API_VERSION) $(GTK4_API_VERSION); do name=placeholder-text-view-$$version; \
		rm -f $(DESTDIR)$(libdir)/lib$$name.so.$(PACKAGE_VERSION) $(DESTDIR)$(libdir)/lib$$name.so.$(SOVERSION) $(DESTDIR)$(libdir)/lib$$name.so; \
		rm -f $(DESTDIR)$(includedir)/$$name/placeholder-text-view.h; rmdir $(DESTDIR)$(includedir)/$$name 2>/dev/null; \
		rm -f $(DESTDIR)$(libdir)/pkgconfig/$$name.pc; \
		rm -f $(DESTDIR)$(datadir)/gir-1.0/$(GIR_NAMESPACE)-$$version.gir $(DESTDIR)$(libdir)/girepository-1.0/$(GIR_NAMESPACE)-$$version.typelib; \
		rm -f $(DESTDIR)$(datadir)/vala/vapi/$$name.vapi $(DESTDIR)$(datadir)/vala/vapi/$$name.deps; done
	rm -f $(DESTDIR)$(GLADE_CATALOGDIR)/$(LIBRARY_NAME).xml $(DESTDIR)$(GLADE_MODULEDIR)/$(GLADE_MODULE)
	for po in Resources/po/*/*.po; do \
		rm -f $(DESTDIR)$(localedir)/$$(basename $$po .po)/LC_MESSAGES/$$(basename $$(dirname $$po)).mo; done
	rm -f $(DESTDIR)$(datadir)/applications/$(APP_ID).desktop $(DESTDIR)$(datadir)/metainfo/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg
	rm -f $(DESTDIR)$(datadir)/gnome-shell/search-providers/$(APP_ID).search-provider.ini
	rm -f $(DESTDIR)$(datadir)/dbus-1/services/$(APP_ID).service $(DESTDIR)$(datadir)/dbus-1/services/$(APP_ID).SearchProvider.service
	rm -f $(DESTDIR)$(SCHEMA_DIR)/$(APP_ID).gschema.xml
	$(if $(DESTDIR),if ! ls $(DESTDIR)$(SCHEMA_DIR)/*.gschema.xml > /dev/null 2>&1; then rm -f $(DESTDIR)$(SCHEMA_DIR)/gschemas.compiled; fi,$(post_install))
