// What a screen reader sees: AT-SPI attributes of this process's widgets, read from outside.
import CGtk4
import Foundation
import XCTest

/// Reads this process's accessibility tree over AT-SPI the way a screen reader does: from
/// another process (python3-pyatspi), while this one keeps its main loop running to answer.
/// Needs a D-Bus session bus (`dbus-run-session`), as any desktop has.
@MainActor
public enum AccessibleAttributes {
    /// The value of the AT-SPI attribute `name` on every object of this process with role
    /// `role` (an AT-SPI role name such as "text"), in tree order; nil when the read failed.
    /// The name `accessible-name` reads each object's name instead of an attribute.
    public static func values(
        of name: String, role: String, timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line
    ) -> [String]? {
        let script = """
            import sys, pyatspi
            pid, role, name = int(sys.argv[1]), sys.argv[2], sys.argv[3]
            def walk(node):
                if node is None: return
                if node.getRoleName() == role:
                    if name == "accessible-name":
                        print(node.name)
                    else:
                        attributes = dict(a.split(":", 1) for a in node.getAttributes() if ":" in a)
                        print(attributes.get(name, ""))
                for index in range(node.childCount):
                    walk(node.getChildAtIndex(index))
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.get_process_id() == pid:
                    walk(app)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, String(getpid()), role, name]
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch {
            XCTFail("cannot run python3 for AT-SPI: \(error)", file: file, line: line)
            return nil
        }
        guard
            MainLoop.wait(
                until: { !process.isRunning }, timeout: timeout, "the AT-SPI reader to finish", file: file, line: line)
        else {
            process.terminate()
            return nil
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let reason =
                String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").last.map(String.init) ?? ""
            let advice =
                ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] == nil
                ? "; AT-SPI needs a D-Bus session bus and none is named: run under dbus-run-session (make test-gtk4 does)"
                : ""
            XCTFail(
                "the AT-SPI reader failed (status \(process.terminationStatus): \(reason))\(advice)", file: file,
                line: line)
            return nil
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
