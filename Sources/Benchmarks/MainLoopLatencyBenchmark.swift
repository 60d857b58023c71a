// The `latency` section: the longest stall of note-entry's main loop over 100,000 notes another
// program wrote, while a person makes a note, switches notes, types and searches, with and
// without the accessibility bridge.
import Foundation

/// Runs the real `note-entry` over a copy of a store of 100,000 notes of about 1 KB written
/// straight through SQLite (their search index queued, so the writer thread indexes them
/// meanwhile; the newest untitled), each start in a D-Bus session of its own
/// (`dbus-run-session`), with `NO_AT_BRIDGE=1` or with the bridge on and the list read once over
/// AT-SPI as a screen reader reads it (which makes GTK build the list's accessible table). Real
/// input (`xdotool`) then plays a script of four phases while the window is pinged every 10 ms
/// (`WindowPing`); a phase's figure is its longest round trip. Interleaved runs, median and worst.
@MainActor
enum MainLoopLatencyBenchmark {
    static let runs = 3
    static let notes = 100_000
    static let usage = "latency-run none|bridge STORE-FOLDER"

    enum Mode: String, CaseIterable {
        case none
        case bridge
    }

    /// One step of the script: at `second` after the first ping, in `phase`, xdotool's arguments
    /// (`%x`/`%y` are the window's origin added to the number after them).
    struct Step {
        let second: Double
        let phase: String
        let arguments: [String]
    }

    static let phases = ["new note", "switching notes", "typing", "searching"]

    static let script: [Step] = [
        Step(second: 0.0, phase: "new note", arguments: ["mousemove", "%x600", "%y480", "click", "1"]),
        Step(second: 0.3, phase: "new note", arguments: ["key", "ctrl+End"]),
        Step(second: 0.6, phase: "new note", arguments: ["key", "ctrl+n"]),
        Step(second: 1.0, phase: "new note", arguments: ["mousemove", "%x600", "%y480", "click", "1"]),
        Step(second: 1.3, phase: "new note", arguments: ["key", "Q"]),
        Step(second: 4.5, phase: "switching notes", arguments: ["mousemove", "%x120", "%y140", "click", "1"]),
        Step(second: 5.5, phase: "switching notes", arguments: ["mousemove", "%x120", "%y200", "click", "1"]),
        Step(second: 6.5, phase: "switching notes", arguments: ["mousemove", "%x120", "%y260", "click", "1"]),
        Step(second: 7.5, phase: "switching notes", arguments: ["mousemove", "%x120", "%y140", "click", "1"]),
        Step(second: 9.0, phase: "typing", arguments: ["mousemove", "%x600", "%y480", "click", "1"]),
        Step(second: 9.3, phase: "typing", arguments: ["type", "--delay", "80", "the quick brown fox jumps"]),
        Step(second: 14.0, phase: "searching", arguments: ["key", "ctrl+f"]),
        Step(second: 14.5, phase: "searching", arguments: ["type", "--delay", "200", "lorem"]),
        Step(second: 17.5, phase: "searching", arguments: ["key", "Escape"]),
    ]
    static let scriptSeconds = 21.0

    static func run() {
        print("\n== latency: longest main-loop stall, note-entry over \(notes) notes written elsewhere ==")
        guard ChildProcess.noteEntry(forSection: "latency") != nil else { return }
        let stores = SampleStores()
        let store = stores.folder.appendingPathComponent("written-elsewhere")
        BulkNoteStore.make(in: store, count: notes, body: body)
        var worst: [Mode: [String: [Double]]] = [:]
        _ = interleavedRuns(Mode.allCases, runs: runs) { mode in
            let copy = stores.folder.appendingPathComponent("run")
            try? FileManager.default.removeItem(at: copy)
            try? FileManager.default.copyItem(at: store, to: copy)
            let bench = ChildProcess.binDirectory.appendingPathComponent("placeholder-bench")
            guard
                let child = ChildProcess(
                    URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
                    ["--", bench.path, "latency-run", mode.rawValue, copy.path], readOutput: true)
            else { return .nan }
            let output = child.remainingOutput()
            _ = child.waitForExit()
            for line in output.split(separator: "\n") {
                let fields = line.split(separator: "\t")
                guard fields.count == 3, fields[0] == "phase", let milliseconds = Double(fields[2]) else { continue }
                worst[mode, default: [:]][String(fields[1]), default: []].append(milliseconds)
            }
            return 0
        }
        print("phase             | no bridge: median / worst ms | bridge: median / worst ms")
        for phase in phases + ["whole script"] {
            let cells = Mode.allCases.map { mode in
                let values = worst[mode]?[phase] ?? []
                guard !values.isEmpty else { return "-" }
                return String(format: "%.1f / %.1f", Statistics.median(values), values.max()!)
            }
            print("\(phase.padding(toLength: 18, withPad: " ", startingAt: 0))| \(cells[0]) | \(cells[1])")
        }
    }

    /// About 1 KB of words, different for each note.
    static func body(_ index: Int) -> String {
        let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split(separator: " ")
        return String((0..<170).map { words[(index * 7 + $0) % words.count] }.joined(separator: " ").prefix(1_000))
    }

    /// The `latency-run MODE STORE` mode, in a D-Bus session of its own: starts note-entry over
    /// STORE, plays the script and prints a line `phase<TAB>NAME<TAB>MS` per phase.
    static func measure(_ arguments: [String]) {
        guard arguments.count == 2, let mode = Mode(rawValue: arguments[0]),
            let noteEntry = ChildProcess.noteEntry(forSection: "latency")
        else {
            FileHandle.standardError.write(Data("usage: placeholder-bench \(usage)\n".utf8))
            exit(2)
        }
        untitleNewest(in: arguments[1])
        guard
            let app = ChildProcess(
                noteEntry, ["--data-dir", arguments[1]],
                environment: ["NO_AT_BRIDGE": mode == .bridge ? "0" : "1", "GSETTINGS_BACKEND": "memory"],
                readOutput: true),
            app.line(containing: "note-entry: ready"), let ping = WindowPing(),
            let window = ping.applicationWindow(timeout: 30)
        else {
            print("latency: note-entry did not start")
            exit(1)
        }
        defer {
            app.send(SIGTERM)
            _ = app.waitForExit()
        }
        if mode == .bridge { readListAsAScreenReader() }
        let frame = ping.frame(of: window)
        var worst: [String: Double] = [:]
        var pending = script
        var inputs: [ChildProcess] = []
        var phase = phases[0]
        let start = MonotonicClock.now()
        while MonotonicClock.now() - start < scriptSeconds {
            let now = MonotonicClock.now() - start
            while let step = pending.first, step.second <= now {
                pending.removeFirst()
                phase = step.phase
                let arguments = step.arguments.map { argument in
                    if argument.hasPrefix("%x") { return String(frame.x + Int32(argument.dropFirst(2))!) }
                    if argument.hasPrefix("%y") { return String(frame.y + Int32(argument.dropFirst(2))!) }
                    return argument
                }
                if let input = ChildProcess(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments) {
                    inputs.append(input)
                }
            }
            let sent = MonotonicClock.now()
            let seconds = ping.roundTrip(to: window, timeout: 60) ?? 60
            worst[phase] = max(worst[phase] ?? 0, seconds)
            let pause = 0.010 - (MonotonicClock.now() - sent)
            if pause > 0 { usleep(UInt32(pause * 1e6)) }
        }
        for input in inputs { _ = input.waitForExit() }
        for name in phases { print("phase\t\(name)\t\(String(format: "%.1f", (worst[name] ?? .nan) * 1000))") }
        print("phase\twhole script\t\(String(format: "%.1f", (worst.values.max() ?? .nan) * 1000))")
    }

    /// Makes the newest note untitled, as another program would (queued for the index too).
    private static func untitleNewest(in folder: String) {
        _ = ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [
                "\(folder)/notes.sqlite3",
                "UPDATE notes SET title = '' WHERE id = (SELECT id FROM notes ORDER BY updated DESC, id DESC LIMIT 1)",
            ])
    }

    /// Reads the note list once over AT-SPI (scripts/installed/accessible_list.py), as a screen
    /// reader does when the list is shown.
    private static func readListAsAScreenReader() {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/installed/accessible_list.py")
        _ = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "note-entry", "Notes list"])
    }
}
