// swift-tools-version:6.0
// PlaceholderTextView for GTK 4: a sibling package of the GTK 3 one, on the same PlaceholderCore.
//
// GTK 3 and GTK 4 cannot be loaded in one process, and SwiftPM links every test target of a
// package into one test binary, so the GTK 4 widget and its tests live in their own package.
// It uses the parent package for PlaceholderCore, GObjectBinding, CPango and PlaceholderPango (one
// copy of each, no twin here), and for TestSupport in its tests.
import PackageDescription

// Some files are one source for both toolkits, as VTE builds one source for GTK 3 and GTK 4:
// they are the GTK 3 targets' files, linked here, and choose GTK 4's module by this condition.
let compiledForGtk4: [SwiftSetting] = [.define("PLACEHOLDER_GTK4")]

let package = Package(
    name: "PlaceholderTextViewGtk4",
    products: [
        .library(name: "PlaceholderGtk4", targets: ["PlaceholderGtk4"]),
        // The same widget as a shared library for C (the GTK 3 header's functions); `make shipping`
        // links it as libplaceholder-text-view-2.so.0 (build-aux/install.mk).
        .library(name: "PlaceholderTextView2C", type: .dynamic, targets: ["PlaceholderGtk4"]),
        .library(name: "PlaceholderTesting4", targets: ["PlaceholderTesting4"]),
        .executable(name: "placeholder-demo-gtk4", targets: ["PlaceholderDemoGtk4"]),
    ],
    dependencies: [
        .package(name: "PlaceholderTextView", path: "..")
    ],
    targets: [
        // C libraries through pkg-config, each naming the Debian package that provides it.
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CXTest4", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),

        // The GTK 4 half of the project's typed binding layer, on the root package's GObjectBinding
        // (re-exported): every C callback as an owned token. CGtk4 imports the root's CGLib module.
        .target(
            name: "Gtk4Binding",
            dependencies: [
                .product(name: "GObjectBinding", package: "PlaceholderTextView"),
                .product(name: "CPango", package: "PlaceholderTextView"), "CGtk4",
            ],
            swiftSettings: compiledForGtk4),
        // The widget: PlaceholderTextView for GTK 4, its Done accessory, tap-to-dismiss.
        .target(
            name: "PlaceholderGtk4",
            dependencies: [
                .product(name: "PlaceholderCore", package: "PlaceholderTextView"),
                .product(name: "PlaceholderPango", package: "PlaceholderTextView"), "Gtk4Binding", "CGtk4",
            ],
            swiftSettings: compiledForGtk4),
        // Headless test kit for GTK 4: waiting with deadlines, real X input, snapshots, AT-SPI reads;
        // what it reads from pixels is the root package's PlaceholderTestingCore, as for GTK 3.
        .target(
            name: "PlaceholderTesting4",
            dependencies: [
                "Gtk4Binding", "CGtk4", "CXTest4",
                .product(name: "PlaceholderTestingCore", package: "PlaceholderTextView"),
            ],
            // Its links (find gtk4/Sources/PlaceholderTesting4 -type l) are the GTK 3 kit's files, compiled for
            // GTK 4: one dialect for both kits.
            swiftSettings: compiledForGtk4,
            linkerSettings: [.linkedLibrary("X11")]),
        // `make run-gtk4`: a small window with the widget.
        .executableTarget(name: "PlaceholderDemoGtk4", dependencies: ["PlaceholderGtk4", "Gtk4Binding", "CGtk4"]),

        .testTarget(
            name: "PlaceholderGtk4Tests",
            dependencies: [
                "PlaceholderGtk4", "PlaceholderTesting4", "Gtk4Binding", "CGtk4",
                .product(name: "PlaceholderCore", package: "PlaceholderTextView"),
                .product(name: "TestSupport", package: "PlaceholderTextView"),
            ],
            // TypeContract.swift is the GTK 3 suite's file, linked: one contract for both types.
            swiftSettings: compiledForGtk4),
    ]
)
