// The `memory` section: resident memory per widget, and growth over create/destroy cycles.
import CGtk
import Foundation
import GtkBinding

/// Measures resident memory per widget for our view and both baselines, each in a fresh process
/// (`placeholder-bench memory-per-widget KIND`) so no kind reuses heap another one freed; and the
/// resident growth over many create/destroy cycles of our view, after a warm-up.
@MainActor
enum MemoryBenchmark {
    static let widgetsPerProcess = 1_000
    static let runs = 5
    static let warmUpCycles = 1_000
    static let measuredCycles = 10_000

    static func run() {
        print(
            "memory: resident bytes per widget (\(widgetsPerProcess) widgets packed in a shown window, each kind in its own process), median of \(runs) runs"
        )
        let perWidget = interleavedRuns(MemoryWidgetKind.allCases, runs: runs) { kind in
            Double(ChildProcess.outputLine(of: ["memory-per-widget", kind.rawValue]).flatMap { Int($0) } ?? -1)
        }.mapValues(Statistics.median)
        let ours = perWidget[.placeholder]!
        var rows = [["widget", "KB per widget", "ours / this"]]
        for kind in MemoryWidgetKind.allCases {
            rows.append([
                kind.rawValue, String(format: "%.1f", perWidget[kind]! / 1_024),
                String(format: "%.2f", ours / perWidget[kind]!),
            ])
        }
        printTable(rows)

        print(
            "memory: resident growth over \(measuredCycles) create/show/destroy cycles after \(warmUpCycles) warm-up cycles (malloc_trim(0) before each reading)"
        )
        startGtk()
        var growthRows = [["widget", "growth KB", "bytes per cycle"]]
        for kind in [MemoryWidgetKind.scrolledTextView, .attachedHint, .placeholder] {
            let growth = residentGrowth(cycling: kind)
            growthRows.append([
                kind.rawValue, String(format: "%.0f", Double(growth) / 1_024),
                String(format: "%.1f", Double(growth) / Double(measuredCycles)),
            ])
        }
        printTable(growthRows)
    }

    /// The `memory-per-widget KIND` mode: prints the resident bytes one widget adds.
    static func measurePerWidget(_ arguments: [String]) {
        guard arguments.count == 1, let kind = MemoryWidgetKind(rawValue: arguments[0]) else {
            FileHandle.standardError.write(Data("usage: placeholder-bench \(perWidgetUsage)\n".utf8))
            exit(2)
        }
        startGtk()
        let (window, box) = shownWindowWithBox()
        // Warm-up: classes, theme, CSS and fonts are loaded once per process, not per widget.
        add(20, of: kind, to: box)
        let before = ProcessMemory.trimmedResidentBytes
        add(widgetsPerProcess, of: kind, to: box)
        let after = ProcessMemory.trimmedResidentBytes
        print((after - before) / widgetsPerProcess)
        gtk_widget_destroy(window)
    }

    static let perWidgetUsage =
        "memory-per-widget KIND(\(MemoryWidgetKind.allCases.map(\.rawValue).joined(separator: "|")))"

    /// Bytes by which the resident size grew over `measuredCycles` cycles of creating a widget
    /// of `kind`, showing it in a window, letting it draw and destroying it.
    static func residentGrowth(cycling kind: MemoryWidgetKind) -> Int {
        let (window, box) = shownWindowWithBox()
        defer { gtk_widget_destroy(window) }
        func cycle(_ count: Int) {
            for _ in 0..<count {
                let widget = kind.make()
                gtk_container_add(box.cast(), widget)
                gtk_widget_show_all(widget)
                GtkRuntime.drainEvents()
                gtk_widget_destroy(widget)
            }
            GtkRuntime.drainEvents()
        }
        cycle(warmUpCycles)
        let before = ProcessMemory.trimmedResidentBytes
        cycle(measuredCycles)
        return ProcessMemory.trimmedResidentBytes - before
    }

    /// A shown window with a vertical box, in a scrolled window, to pack widgets into.
    private static func shownWindowWithBox() -> (
        window: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>
    ) {
        let window = UnsafeMutablePointer(widget: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        gtk_window_set_default_size(window.cast(), 640, 480)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_container_add(scrolled.cast(), box)
        gtk_container_add(window.cast(), scrolled)
        gtk_widget_show_all(window)
        GtkRuntime.drainEvents()
        return (window, box)
    }

    private static func add(_ count: Int, of kind: MemoryWidgetKind, to box: UnsafeMutablePointer<GtkWidget>) {
        for _ in 0..<count { gtk_container_add(box.cast(), kind.make()) }
        gtk_widget_show_all(box)
        GtkRuntime.drainEvents()
    }
}
