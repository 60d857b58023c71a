// GNOME Shell's search provider, called as the Shell calls it (gdbus on a session bus of the
// test's own), in the running app and started by D-Bus activation.
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class ShellSearchProviderTests: MainActorTestCase {
    /// The running window's instance answers the Shell: the ids of the notes matching the words,
    /// their titles and first lines; activating a result shows that note (typed text goes into it).
    func testTheRunningAppAnswersTheShellAndOpensAResult() async throws {
        let scene = try ShellScene()
        defer { scene.end() }
        let app = try RunningApp(notes: nil, folder: scene.folder, environment: scene.environment)
        defer { app.stop() }
        XCTAssertEqual(try scene.call("GetInitialResultSet", "['narwhal']"), "(['\(scene.narwhal.id)'],)")
        XCTAssertEqual(
            try scene.call("GetSubsearchResultSet", "['\(scene.narwhal.id)']", "['narwhal', 'tusks']"),
            "(['\(scene.narwhal.id)'],)")
        let metas = try scene.call("GetResultMetas", "['\(scene.narwhal.id)']")
        XCTAssertTrue(metas.contains("'name': <'Narwhal facts'>"), metas)
        XCTAssertTrue(metas.contains("'description': <'They have tusks.'>"), metas)
        XCTAssertEqual(try scene.call("ActivateResult", "'\(scene.narwhal.id)'", "['narwhal']", "uint32 0"), "()")
        RealInput.type(" Typed.")
        let saved = MainLoop.waitOutcome(
            until: {
                (try? NoteStore(directory: scene.notes).note(id: scene.narwhal.id)?.body.contains("Typed.")) == true
            }, timeout: 5, "the typed text in the activated note")
        XCTAssertTrue(saved.isMet, "the activated note is not the one shown: \(app.errorOutput)")
    }

    /// With no instance running, the Shell's call to the published name starts one through the
    /// installed D-Bus service file (`note-entry --gapplication-service`, no window), which
    /// answers it for the folder the session's environment names, here not the account's own
    /// home; before, that service took only its folder's own name and the call waited 25 s.
    func testTheShellsCallStartsTheAppAsAService() async throws {
        let scene = try ShellScene(withServiceFile: true)
        defer { scene.end() }
        XCTAssertEqual(try scene.call("GetInitialResultSet", "['groceries']"), "(['\(scene.groceries.id)'],)")
    }

    /// A 10 MB term (any program of the session can send one) is answered with no results at
    /// once, and the provider answers the next query; before, searching it held the main loop
    /// 2.8 s. Sent by python's Gio: gdbus takes no argument that long.
    func testAHugeTermIsAnsweredAtOnceWithNoResults() async throws {
        let scene = try ShellScene()
        defer { scene.end() }
        let app = try RunningApp(notes: nil, folder: scene.folder, environment: scene.environment)
        defer { app.stop() }
        let script = """
            import sys, time
            from gi.repository import Gio, GLib
            bus = Gio.DBusConnection.new_for_address_sync(sys.argv[1],
                Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
            start = time.monotonic()
            reply = bus.call_sync(sys.argv[2], sys.argv[3], "org.gnome.Shell.SearchProvider2", "GetInitialResultSet",
                GLib.Variant("(as)", (["narwhal" * 1500000],)), GLib.VariantType("(as)"), Gio.DBusCallFlags.NONE, 60000, None)
            print("%.3f %s" % (time.monotonic() - start, reply.unpack()))
            """
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [
                "-c", script, try XCTUnwrap(scene.environment["DBUS_SESSION_BUS_ADDRESS"]), scene.busName,
                ShellSearchProvider.objectPath,
            ])
        XCTAssertEqual(run.status, 0, "python3 with gi (Debian python3-gi): \(run.errorOutput)")
        let answer = run.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
        let seconds = try XCTUnwrap(answer.first.flatMap { Double($0) }, run.output)
        XCTAssertLessThan(seconds, 1, "the 10 MB term took \(seconds) s")
        XCTAssertEqual(answer.last, "([],)")
        XCTAssertEqual(try scene.call("GetInitialResultSet", "['narwhal']"), "(['\(scene.narwhal.id)'],)")
    }

    /// While a window runs over a folder that is not the account's own (it answers under its
    /// folder's name), the Shell's call to the published name is answered or refused within
    /// seconds, never left waiting 25 s.
    func testTheShellIsNeverLeftWaitingWhileAWindowRunsOverAnotherHome() async throws {
        let scene = try ShellScene(withServiceFile: true)
        defer { scene.end() }
        let app = try RunningApp(notes: nil, folder: scene.folder, environment: scene.environment)
        defer { app.stop() }
        let started = Date()
        let run = try scene.gdbusCall(
            destination: scene.busName, objectPath: ShellSearchProvider.objectPath,
            method: "org.gnome.Shell.SearchProvider2.GetInitialResultSet", ["['groceries']"])
        let seconds = Date().timeIntervalSince(started)
        XCTAssertLessThan(seconds, 5, "the Shell waited \(seconds) s: \(run.errorOutput)")
        if run.status == 0 {
            XCTAssertEqual(run.output.trimmingCharacters(in: .whitespacesAndNewlines), "(['\(scene.groceries.id)'],)")
        }
    }
}
