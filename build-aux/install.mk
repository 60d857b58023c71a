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
	cc -shared -fPIC -Wall -Wextra -Werror $$(pkg-config --cflags gladeui-2.0) -I$(SHIP)/include/$(LIBRARY_NAME) \
		build-aux/glade/glade-placeholder-text-view.c -L$(SHIP)/lib -l$(LIBRARY_NAME) $$(pkg-config --libs gladeui-2.0) \
		-o $(SHIP)/$(GLADE_MODULE)

install: shipping
	$(INSTALL) -d $(DESTDIR)$(bindir) $(DESTDIR)$(libdir)/pkgconfig $(DESTDIR)$(libdir)/girepository-1.0 \
		$(DESTDIR)$(includedir)/$(LIBRARY_NAME) $(DESTDIR)$(datadir)/gir-1.0 $(DESTDIR)$(datadir)/vala/vapi \
		$(DESTDIR)$(datadir)/applications $(DESTDIR)$(datadir)/metainfo \
		$(DESTDIR)$(datadir)/icons/hicolor/scalable/apps $(DESTDIR)$(SCHEMA_DIR) \
		$(DESTDIR)$(datadir)/gnome-shell/search-providers $(DESTDIR)$(datadir)/dbus-1/services \
		$(DESTDIR)$(GLADE_CATALOGDIR) $(DESTDIR)$(GLADE_MODULEDIR)
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
	rm -f $(DESTDIR)$(GLADE_CATALOGDIR)/$(LIBRARY_NAME).xml $(DESTDIR)$(GLADE_MODULEDIR)/$(GLADE_MODULE)
	for po in Resources/po/*/*.po; do \
		rm -f $(DESTDIR)$(localedir)/$$(basename $$po .po)/LC_MESSAGES/$$(basename $$(dirname $$po)).mo; done
	rm -f $(DESTDIR)$(datadir)/applications/$(APP_ID).desktop $(DESTDIR)$(datadir)/metainfo/$(APP_ID).metainfo.xml
	rm -f $(DESTDIR)$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg
	rm -f $(DESTDIR)$(datadir)/gnome-shell/search-providers/$(APP_ID).search-provider.ini
	rm -f $(DESTDIR)$(datadir)/dbus-1/services/$(APP_ID).service $(DESTDIR)$(datadir)/dbus-1/services/$(APP_ID).SearchProvider.service
	rm -f $(DESTDIR)$(SCHEMA_DIR)/$(APP_ID).gschema.xml
	if ls $(DESTDIR)$(SCHEMA_DIR)/*.gschema.xml > /dev/null 2>&1; then glib-compile-schemas $(DESTDIR)$(SCHEMA_DIR); \
		else rm -f $(DESTDIR)$(SCHEMA_DIR)/gschemas.compiled; fi
