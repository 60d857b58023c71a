// swift-tools-version:6.0
// PlaceholderTextView: a GtkTextView with a placeholder, and the note-entry app that uses it.
// Swift 6 language mode (the default for tools version 6.0) with strict concurrency.
import PackageDescription

let package = Package(
    name: "PlaceholderTextView",
    products: [
        .library(name: "PlaceholderCore", targets: ["PlaceholderCore"]),
        .library(name: "PlaceholderGtk", targets: ["PlaceholderGtk"]),
        // The same widget as a shared library for C programs (include/placeholder-text-view.h).
        .library(name: "PlaceholderTextViewC", type: .dynamic, targets: ["PlaceholderGtk"]),
        .library(name: "PlaceholderTesting", targets: ["PlaceholderTesting"]),
        // The test kit's toolkit-neutral half (pixels, colours, contrast, GLib's log), which the GTK 4 package's
        // kit builds on as the GTK 3 one does.
        .library(name: "PlaceholderTestingCore", targets: ["PlaceholderTestingCore"]),
        .library(name: "NoteStore", targets: ["NoteStore"]),
        .executable(name: "note-entry", targets: ["NoteEntry"]),
        .executable(name: "placeholder-bench", targets: ["Benchmarks"]),
        // The GTK-independent half of the binding layer, which the GTK 4 package (gtk4/) builds on:
        // one copy of every C-callback token, and GLib's types one Swift type in both toolkits.
        .library(name: "GObjectBinding", targets: ["GObjectBinding"]),
        // Pango, which both toolkits use, once: its C module (each Pango type one Swift type in GTK 3
        // and GTK 4 code) and the core's fonts and markup read and written through it.
        .library(name: "CPango", targets: ["CPango"]),
        .library(name: "PlaceholderPango", targets: ["PlaceholderPango"]),
        // For this repository's own test targets, the GTK 4 package's among them; not an API.
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    targets: [
        // C libraries, imported through pkg-config. Each names the Debian package that provides it.
        .systemLibrary(name: "CGLib", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pango", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk+-3.0", providers: [.apt(["libgtk-3-dev"])]),
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CGspell", pkgConfig: "gspell-1", providers: [.apt(["libgspell-1-dev"])]),
        .systemLibrary(name: "CHandy", pkgConfig: "libhandy-1", providers: [.apt(["libhandy-1-dev"])]),
        .systemLibrary(
            name: "CGtkSourceView", pkgConfig: "gtksourceview-4", providers: [.apt(["libgtksourceview-4-dev"])]),

        // Pure Swift: every placeholder decision. Imports nothing from GTK.
        .target(name: "PlaceholderCore"),
        // The project's own small typed layer over the C API: plain GObject (signals, properties,
        // attachments, main-loop sources, translations), and GTK 3 on top, re-exporting it.
        // C-library calls Swift's Glibc module lacks (dladdr), so the widget needs no Foundation, and the
        // main thread decided in C, where the Swift runtime's isolation check can be hooked to accept it.
        .target(name: "CBinarySupport"),
        .target(name: "GObjectBinding", dependencies: ["CGLib", "CBinarySupport"]),
        // Links Xlib itself for DisplayConnectionLoss (gtk+-3.0's flags do not name it).
        // CGtk imports CPango (and CGLib, through GObjectBinding), so every importer of CGtk needs it.
        .target(
            name: "GtkBinding",
            dependencies: ["GObjectBinding", "CPango", "CGtk", "CTextBufferWatch", "CLazyListModel"],
            linkerSettings: [.linkedLibrary("X11")]),
        // A text view's keystroke path in C (TextBufferWatch): edits cost no Swift call.
        .target(name: "CTextBufferWatch", dependencies: ["CGtk"]),
        // A list's GtkTreeModel in C whose rows' values are asked of Swift when GTK draws them.
        .target(name: "CLazyListModel", dependencies: ["CGtk"]),
        // The core's fonts and markup through Pango, for both toolkits' widgets.
        .target(name: "PlaceholderPango", dependencies: ["PlaceholderCore", "CGLib", "CPango"]),
        // The widget: PlaceholderTextView, Done accessory, tap-to-dismiss.
        .target(
            name: "PlaceholderGtk", dependencies: ["PlaceholderCore", "PlaceholderPango", "GtkBinding", "CGtk"],
            exclude: ["include"]),
        // Headless widget-test kit: main-loop waiting, real X input, screenshots, accessibility.
        .target(name: "PlaceholderTesting", dependencies: ["PlaceholderTestingCore", "GtkBinding", "CGtk", "CXTest"]),
        // What both toolkits' test kits share: pixels (colours, rectangles, ink, WCAG contrast),
        // GLib's log captured, a signal's texts recorded.
        .target(name: "PlaceholderTestingCore", dependencies: ["GObjectBinding", "CGLib"]),
        // Notes persistence in SQLite, no GTK (GLib for its Unicode tables).
        .target(name: "NoteStore", dependencies: ["CSQLite", "CGLib", "CFileSystemType"], plugins: ["EmbedSchema"]),
        // statfs(2), which Swift's Glibc module lacks: NoteStore tells a network file system by it.
        .target(name: "CFileSystemType"),
        // The note-entry application's code (a library so tests can drive it) and its executable.
        .target(
            name: "NoteEntryApp",
            dependencies: [
                "PlaceholderCore", "PlaceholderGtk", "GtkBinding", "NoteStore", "NoteEntryResources", "CGtk", "CGspell",
                "CHandy", "CSQLite",
            ]),
        // Resources/ui compiled into the app as a GResource at build time.
        .target(name: "NoteEntryResources", dependencies: ["CGLib"], plugins: ["CompileResources"]),
        // Build steps: data/schema/*.sql embedded in NoteStore (scripts/embed-schema.sh), and the
        // GResource compiled by glib-compile-resources (scripts/compile-resources.sh). What they
        // write stays in the build folder.
        .plugin(name: "EmbedSchema", capability: .buildTool()),
        .plugin(name: "CompileResources", capability: .buildTool()),
        .executableTarget(name: "NoteEntry", dependencies: ["NoteEntryApp"]),
        // `make bench`: figures measured side by side against the bare GTK widget.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "PlaceholderCore", "PlaceholderGtk", "GtkBinding", "NoteStore", "NoteEntryApp", "CGtk", "CSQLite",
                "CGtkSourceView", "SampleText",
            ]),
        // Sample data for benchmarks and tests: long prose and the seeded generator (not under
        // Tests/: the benchmark ships).
        .target(name: "SampleText"),

        // What several test targets need: running programs (without root's file-mode overrides,
        // as another user), scratch folders, failing preconditions, the main-actor test case; it
        // re-exports SampleText (the seeded generator, sample prose).
        .target(name: "TestSupport", dependencies: ["CGLib", "SampleText"], path: "Tests/TestSupport"),
        .testTarget(name: "PlaceholderCoreTests", dependencies: ["PlaceholderCore", "TestSupport"]),
        .testTarget(
            name: "PlaceholderTestingTests", dependencies: ["PlaceholderTesting", "GtkBinding", "CGtk", "TestSupport"]),
        .testTarget(
            name: "PlaceholderGtkTests",
            dependencies: [
                "PlaceholderGtk", "PlaceholderTesting", "GtkBinding", "CGtk", "CGtkSourceView", "TestSupport",
            ]),
        // The tests' bridge from Foundation's URL and Date to the store's byte paths and times.
        .target(name: "NoteStoreTestSupport", dependencies: ["NoteStore"], path: "Tests/NoteStoreTestSupport"),
        .testTarget(name: "NoteStoreTests", dependencies: ["NoteStore", "NoteStoreTestSupport", "TestSupport"]),
        .testTarget(
            name: "NoteEntryTests",
            dependencies: [
                "NoteEntryApp", "PlaceholderTesting", "NoteStore", "GtkBinding", "CGtk", "CGspell", "CXTest",
                "SampleText", "TestSupport", "NoteStoreTestSupport", "PlaceholderPango",
            ],
            // The no-loss tests drive other processes' windows through an Xlib connection of their own.
            linkerSettings: [.linkedLibrary("X11")]),
    ]
)
