// A C program against the GTK 4 widget's shared library and the GTK 3 widget's own header.
import Foundation
import PlaceholderTesting4
import XCTest

final class CExampleTests: XCTestCase {
    /// Examples/c-gtk4 builds with `-Werror` against `gtk4` and libPlaceholderTextView2C, makes
    /// the widget from code and from a .ui file, and its `done` handler receives the text.
    func testCExampleCompilesLinksAndReportsTheWidgetAndItsDoneSignal() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let library = "libPlaceholderTextView2C.so"
        let binDirectory =
            FileManager.default.fileExists(atPath: buildDirectory.appendingPathComponent(library).path)
            ? buildDirectory : buildDirectory.deletingLastPathComponent()
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: binDirectory.appendingPathComponent(library).path),
            "\(library) is not built in \(binDirectory.path): run `swift build` in gtk4/")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("c-gtk4-example-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let executable = work.appendingPathComponent("placeholder-demo").path
        let swiftRuntime = "/opt/swift/usr/lib/swift/linux"
        let compile = try Subprocess.run(
            "/bin/sh",
            [
                "-c",
                """
                gcc -Wall -Wextra -Werror -o '\(executable)' '\(root.path)/Examples/c-gtk4/placeholder-demo.c' \
                  -I'\(root.path)/Sources/PlaceholderGtk/include' $(pkg-config --cflags --libs gtk4) \
                  -L'\(binDirectory.path)' -lPlaceholderTextView2C \
                  -Wl,-rpath,'\(binDirectory.path)' -Wl,-rpath,'\(swiftRuntime)'
                """,
            ])
        XCTAssertEqual(compile.status, 0, "the GTK 4 C example did not build: \(compile.output)")
        let run = try Subprocess.run(executable, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("placeholder: Placeholder from C"), run.output)
        XCTAssertTrue(
            run.output.contains("from the .ui file: Placeholder from a .ui file, markup 1, done label Send"), run.output
        )
        XCTAssertTrue(run.output.contains("done: Written in C"), run.output)
    }
}
