// placeholder-bench: prints measured figures, one section at a time or all of them.
//
//   placeholder-bench           every section, in order
//   placeholder-bench core      one section by name
//   placeholder-bench --help    the sections

import Foundation

/// One part of the benchmark, run by name.
struct BenchmarkSection {
    let name: String
    let summary: String
    let run: @MainActor () -> Void
}

/// Every section, in the order a run without arguments takes them. Add new ones here.
let sections = [
    BenchmarkSection(
        name: "core", summary: "PlaceholderCore: ns per edit event at a 1-character and a 10 MB document",
        run: CoreEventBenchmark.run),
    BenchmarkSection(
        name: "keystrokes",
        summary: "µs per typed edit at 1 KB, 1 MB, 10 MB: ours, the bare GtkTextView, the copying reference",
        run: KeystrokeBenchmark.run),
    BenchmarkSection(
        name: "formatting",
        summary:
            "a 1 MB Markdown note in note-entry's body with and without formatting: seconds to styled, longest turn, µs per edit",
        run: FormattingBenchmark.run),
    BenchmarkSection(
        name: "memory",
        summary:
            "resident KB per widget (ours, GtkTextView, scrolled GtkTextView); growth over 10,000 create/destroy cycles",
        run: MemoryBenchmark.run),
    BenchmarkSection(
        name: "start",
        summary:
            "note-entry --screenshot (empty store, 10,000 and 100,000 notes) against a bare GTK window, seconds to a PNG",
        run: AppStartBenchmark.run),
    BenchmarkSection(
        name: "huge",
        summary:
            "note-entry with a 20 MB newest note vs an empty store: seconds to first frame, to the note complete, SIGTERM to exit",
        run: HugeNoteBenchmark.run),
    BenchmarkSection(
        name: "store", summary: "NoteStore: 1 MB note save latency (median, worst), opening and listing 10,000 notes",
        run: StoreBenchmark.run),
    BenchmarkSection(
        name: "search",
        summary:
            "NoteStore search: ms per query (first page) over 100,000 notes, beside the first page without a query; "
            + "one notebook's list by each sort, with and without schema 012's indexes",
        run: SearchBenchmark.run),
    BenchmarkSection(
        name: "stall",
        summary: "longest frame gap while a 20 MB note is saved (writer thread, main thread, database locked)",
        run: SaveStallBenchmark.run),
    BenchmarkSection(
        name: "latency",
        summary:
            "longest main-loop stall of note-entry over 100,000 notes written elsewhere: new note, switching, typing, searching; with and without the accessibility bridge",
        run: MainLoopLatencyBenchmark.run),
    BenchmarkSection(
        name: "sync",
        summary:
            "the sync folder at 10,000 notes: NoteStore passes (first, at rest, one edit, another computer's first); "
            + "note-entry's start and processor time at rest with the folder and without",
        run: SyncBenchmark.run),
    BenchmarkSection(
        name: "history",
        summary:
            "database growth from version history: 100,000 notes, a month of editing through the store's save path",
        run: HistoryGrowthBenchmark.run),
    BenchmarkSection(
        name: "long-line",
        summary:
            "seconds until the view answers after pasting 200 KB and 1 MB without spaces: ours, bare (same wrap mode), bare with GTK_WRAP_CHAR",
        run: LongLineBenchmark.run),
]

/// A mode for tools and for the sections themselves, with arguments; never part of a full run.
struct BenchmarkMode {
    let name: String
    let usage: String
    let run: @MainActor ([String]) -> Void
}

/// Modes run by name with their own arguments.
let modes = [
    BenchmarkMode(name: "keystrokes-callgrind", usage: CallgrindKeystrokes.usage, run: CallgrindKeystrokes.run),
    BenchmarkMode(
        name: "memory-per-widget", usage: MemoryBenchmark.perWidgetUsage, run: MemoryBenchmark.measurePerWidget),
    BenchmarkMode(name: "bare-window-screenshot", usage: BareWindowScreenshot.usage, run: BareWindowScreenshot.run),
    BenchmarkMode(
        name: "plain-interface-screenshot", usage: BareWindowScreenshot.plainInterfaceUsage,
        run: BareWindowScreenshot.runPlainInterface),
    BenchmarkMode(name: "long-line-paste", usage: LongLinePaste.usage, run: LongLinePaste.run),
    BenchmarkMode(name: "bulk-store", usage: BulkNoteStore.usage, run: BulkNoteStore.run),
    BenchmarkMode(name: "latency-run", usage: MainLoopLatencyBenchmark.usage, run: MainLoopLatencyBenchmark.measure),
]

func printUsage() {
    print("usage: placeholder-bench [section]\nsections (all, in this order, without an argument):")
    for section in sections {
        print("  \(section.name.padding(toLength: 11, withPad: " ", startingAt: 0))\(section.summary)")
    }
    print("modes (with arguments):")
    for mode in modes { print("  \(mode.usage)") }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    for section in sections { section.run() }
case "-h", "--help":
    printUsage()
case let name? where modes.contains { $0.name == name }:
    modes.first { $0.name == name }!.run(Array(arguments.dropFirst()))
case let name?:
    guard arguments.count == 1, let section = sections.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("placeholder-bench: unknown arguments \(arguments)\n".utf8))
        printUsage()
        exit(2)
    }
    section.run()
}
