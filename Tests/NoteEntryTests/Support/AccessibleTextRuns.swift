// How a screen reader reads the styling of note-entry's note text: AT-SPI's attribute runs, read
// by scripts/installed/text_runs.py on the test's own session bus.
import Foundation
import PlaceholderTesting
import TestSupport

/// The runs of a text field's text that share their attributes, as AT-SPI reports them.
struct AccessibleTextRuns {
    struct Run {
        let range: Range<Int>
        let text: String
        /// The attributes a tag sets ("weight" → "700", "style" → "italic" ...).
        let attributes: [String: String]
    }

    let runs: [Run]

    /// The attributes of the run whose text is `text`; nil when no run is exactly that.
    func attributes(of text: String) -> [String: String]? { runs.first { $0.text == text }?.attributes }

    /// The value of attribute `name` over every character of the first `word` in the whole
    /// text: nil when some of them lack it, "mixed" when they differ. Runs split by other
    /// attributes (a spelling underline) do not matter.
    func value(of name: String, throughout word: String) -> String? {
        let text = runs.map(\.text).joined()
        guard let found = text.range(of: word) else { return "no \(word) in \(text)" }
        let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: found.lowerBound)
        let characters = start..<start + word.unicodeScalars.count
        let values = runs.filter { $0.range.overlaps(characters) }.map { $0.attributes[name] }
        guard let first = values.first else { return nil }
        return values.allSatisfy { $0 == first } ? first : "mixed"
    }

    /// Reads the runs of `field` (its accessible name) in note-entry on `bus` once its whole
    /// text is `text` and `ready` holds for them (styling follows the text within a frame), up to
    /// `timeout` seconds; throws with what was read when it does not. With `fields`, waits until
    /// that many showing fields named `field` hold `text` (a note in two windows).
    @MainActor
    static func wait(
        field: String = "Note text", text: String, fields: Int? = nil, bus: SessionBus, timeout: Double = 15,
        until ready: (AccessibleTextRuns) -> Bool, _ what: String
    ) throws -> AccessibleTextRuns {
        let script = ProgramRun.packageRoot.appendingPathComponent("scripts/installed/text_runs.py")
        var last: AccessibleTextRuns?
        var lastError = ""
        let outcome = MainLoop.waitOutcome(
            until: {
                guard
                    let run = try? ProgramRun.run(
                        URL(fileURLWithPath: "/usr/bin/python3"),
                        [script.path, "note-entry", field, "3", text] + (fields.map { [String($0)] } ?? []),
                        environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
                else { return false }
                guard run.status == 0 else {
                    lastError = run.errorOutput
                    return false
                }
                let read = AccessibleTextRuns(output: run.output)
                last = read
                return ready(read)
            }, timeout: timeout, what)
        if let failure = outcome.failureMessage {
            throw TestPrecondition.notMet(
                "\(failure); AT-SPI read \(last.map { "\($0.runs)" } ?? lastError)")
        }
        return last!
    }

    /// Where character `offset` of `field` in note-entry on `bus` is on screen.
    static func characterBox(
        field: String = "Note text", offset: Int, bus: SessionBus
    ) throws -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let script = ProgramRun.packageRoot.appendingPathComponent("scripts/installed/text_extents.py")
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "note-entry", field, "10", String(offset)],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let box = run.output.split(separator: "\n").first?.split(separator: ",").compactMap { Int32($0) } ?? []
        guard run.status == 0, box.count == 4 else { throw TestPrecondition.notMet("AT-SPI: \(run.errorOutput)") }
        return (box[0], box[1], box[2], box[3])
    }

    private init(output: String) {
        runs = output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let start = Int(fields[0]), let end = Int(fields[1]) else { return nil }
            let attributes = fields[3].split(separator: ";").reduce(into: [String: String]()) { table, pair in
                guard let colon = pair.firstIndex(of: ":") else { return }
                table[String(pair[..<colon])] = String(pair[pair.index(after: colon)...])
            }
            return Run(
                range: start..<end, text: fields[2].replacingOccurrences(of: "\\n", with: "\n"), attributes: attributes)
        }
    }
}
