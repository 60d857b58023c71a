// Printing a note, exported to PDF by GTK's print operation as a printer would get it.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest
@testable import NoteEntryApp

final class NotePrintingTests: XCTestCase {
    /// The window's print of a long note is a PDF of several pages, of a short one one page.
    func testANoteIsPrintedOnAsManyPagesAsItNeeds() throws {
        try MainActor.assumeIsolated {
            let long = (1...300).map { "Line \($0) of a note long enough to need more than one printed page." }.joined(separator: "\n")
            let (window, _) = try OpenWindow.over([("Short", "One line."), ("Long note", long)])
            defer { window.close() }
            let longPDF = window.folder.file("long.pdf")
            XCTAssertTrue(window.main.printNote(exportingTo: longPDF.path))
            let longPages = try Self.pages(in: longPDF)
            XCTAssertGreaterThanOrEqual(longPages, 5, "300 lines at 11 points on A4 or Letter")
            window.main.showNote(window.main.list.summaries.first { $0.title == "Short" }!.id)
            let shortPDF = window.folder.file("short.pdf")
            XCTAssertTrue(window.main.printNote(exportingTo: shortPDF.path))
            XCTAssertEqual(try Self.pages(in: shortPDF), 1)
        }
    }

    /// The number of pages in the PDF file at `url` (cairo writes each as a `/Type /Page` object).
    private static func pages(in url: URL) throws -> Int {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"), "not a PDF")
        let pattern = try NSRegularExpression(pattern: "/Type\\s*/Page[^s]")
        return pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }
}
