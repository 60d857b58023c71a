import CGtk
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

final class MainLoopTests: MainActorTestCase {
    func testWaitOutcomeNamesWhatWasAwaitedWhenTheDeadlinePasses() async throws {
        try TestDisplay.start()
        let start = Date()

        let outcome = MainLoop.waitOutcome(until: { false }, timeout: 0.2, "the impossible to happen")

        XCTAssertFalse(outcome.isMet)
        XCTAssertEqual(outcome.failureMessage, "Timed out after 0.2 s waiting for the impossible to happen")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.2)
    }

    func testWaitReturnsAsSoonAsTheConditionHolds() async throws {
        try TestDisplay.start()
        var checks = 0

        let met = MainLoop.wait(
            until: {
                checks += 1
                return checks == 3
            }, timeout: 5, "the third check")

        XCTAssertTrue(met)
        XCTAssertEqual(checks, 3)
    }

    func testWaitRunsMainLoopSourcesWhileWaiting() async throws {
        try TestDisplay.start()
        let label = gtk_label_new("before")!
        g_object_ref_sink(UnsafeMutableRawPointer(label))
        defer { g_object_unref(UnsafeMutableRawPointer(label)) }
        // A timeout source fires 50 ms later, only if the loop runs.
        g_timeout_add(
            50,
            { label in
                gtk_label_set_text(UnsafeMutableRawPointer(label!).assumingMemoryBound(to: GtkLabel.self), "after")
                return 0
            }, UnsafeMutableRawPointer(label))
        let labelText = {
            String(cString: gtk_label_get_text(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self)))
        }

        let outcome = MainLoop.waitOutcome(until: { labelText() == "after" }, timeout: 5, "the timeout to fire")

        XCTAssertTrue(outcome.isMet, outcome.failureMessage ?? "")
    }
}
