// Printing a note, exported to PDF by GTK's print operation as a printer would get it.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NotePrintingTests: MainActorTestCase {
    /// The window's print of a long note is a PDF of several numbered pages holding its text, of a
    /// short one one page.
    func testANoteIsPrintedOnAsManyPagesAsItNeeds() async throws {
        let long = (1...300).map { "Line \($0) of a note long enough to need more than one printed page." }.joined(
            separator: "\n")
        let (window, _) = try OpenWindow.over([("Short", "One line."), ("Long note", long)])
        defer { window.close() }
        let longPDF = window.folder.file("long.pdf")
        XCTAssertTrue(window.main.printNote(exportingTo: longPDF.path))
        let longPages = try Self.pages(in: longPDF)
        XCTAssertGreaterThanOrEqual(longPages, 5, "300 lines at 11 points on A4 or Letter")
        let text = try Self.text(of: longPDF)
        for expected in [
            "Long note", "Line 1 of a note long enough", "Line 300 of a note", "Page 1 of \(longPages)",
            "Page \(longPages) of \(longPages)",
        ] {
            XCTAssertTrue(text.contains(expected), "the PDF's text lacks \"\(expected)\"")
        }
        window.main.showNote(window.main.list.summaries.first { $0.title == "Short" }!.id)
        let shortPDF = window.folder.file("short.pdf")
        XCTAssertTrue(window.main.printNote(exportingTo: shortPDF.path))
        XCTAssertEqual(try Self.pages(in: shortPDF), 1)
    }

    /// Japanese and Hebrew (right to left) come out as text a PDF reader finds.
    func testJapaneseAndHebrewArePrintedAsText() async throws {
        let (window, _) = try OpenWindow.over([("日本語のノート", "今日は日本語の勉強をした。\nשלום עולם")])
        defer { window.close() }
        let pdf = window.folder.file("mixed.pdf")
        XCTAssertTrue(window.main.printNote(exportingTo: pdf.path))
        let text = try Self.text(of: pdf)
        XCTAssertTrue(text.contains("日本語のノート"), text)
        XCTAssertTrue(text.contains("今日は日本語の勉強をした"), text)
        XCTAssertTrue(text.contains("שלום") || text.contains(String("שלום".reversed())), text)
    }

    /// A right-to-left note is printed as a right-to-left page: a line with no letters of its own
    /// (a date) at its start sits on the right, as its Hebrew lines do, not on the left.
    func testARightToLeftNoteIsPrintedRightToLeft() async throws {
        let (window, _) = try OpenWindow.over([("", "2026-12-02\nשלום עולם, רשימת קניות לשבוע")])
        defer { window.close() }
        let pdf = window.folder.file("hebrew.pdf")
        XCTAssertTrue(window.main.printNote(exportingTo: pdf.path))
        let (pageWidth, words) = try Self.words(of: pdf)
        let date = try XCTUnwrap(words.first { $0.text == "2026-12-02" }, "the date is not in the PDF: \(words)")
        XCTAssertGreaterThan(date.xMin, pageWidth / 2, "the date sits on the left of a right-to-left page")
        let hebrew = try XCTUnwrap(
            words.first { $0.text.unicodeScalars.contains { (0x0590...0x05FF).contains($0.value) } })
        XCTAssertGreaterThan(hebrew.xMax, pageWidth / 2, "the Hebrew line is right-aligned")
    }

    /// A printed page had GTK's 18-point margins and only "Page 1 of 1" at its foot. It has
    /// margins of 20 mm (57 points) and, as Gnote prints, a footer with the page at the left and
    /// when it was printed at the right.
    func testAPrintedPageHasMarginsAndAFooterWithThePageAndTheDate() async throws {
        let (window, _) = try OpenWindow.over([("Margins", "A line of text.")])
        defer { window.close() }
        let pdf = window.folder.file("margins.pdf")
        let before = dateAndTimeText(millisecondsSince1970: LocalDay.nowMilliseconds())
        XCTAssertTrue(window.main.printNote(exportingTo: pdf.path))
        let after = dateAndTimeText(millisecondsSince1970: LocalDay.nowMilliseconds())
        let (pageWidth, words) = try Self.words(of: pdf)
        let title = try XCTUnwrap(words.first { $0.text == "Margins" }, "the title is not in the PDF: \(words)")
        XCTAssertGreaterThanOrEqual(title.xMin, 56, "the left margin is \(title.xMin) points")
        let page = try XCTUnwrap(words.first { $0.text == "Page" }, "no page number: \(words)")
        XCTAssertLessThan(page.xMax, pageWidth / 2, "the page number is not at the left")
        let text = try Self.text(of: pdf)
        let date = try XCTUnwrap(
            [before, after].first { text.contains($0) }, "the PDF does not say when it was printed (\(before)): \(text)"
        )
        let dateStart = try XCTUnwrap(date.split(separator: " ").first.map(String.init))
        let dateWord = try XCTUnwrap(words.first { $0.text == dateStart }, "\(dateStart) is not a word: \(words)")
        XCTAssertGreaterThan(dateWord.xMin, pageWidth / 2, "the date is not at the right")
    }

    /// Print to File suggested "output.pdf" in whatever folder the app started from: the print
    /// settings a note's printing starts from name the file after the note's title, in the user's
    /// Documents folder.
    func testPrintToFileSuggestsTheNotesTitleInTheDocumentsFolder() async throws {
        let settings = NotePrinting.settings(forTitle: "Groceries / Monday")
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        let read = { (key: String) in gtk_print_settings_get(settings, key).map { String(cString: $0) } }
        XCTAssertEqual(read(GTK_PRINT_SETTINGS_OUTPUT_BASENAME), "Groceries - Monday")
        let documents =
            g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS).map { String(cString: $0) }
            ?? String(cString: g_get_home_dir())
        XCTAssertEqual(
            read(GTK_PRINT_SETTINGS_OUTPUT_DIR).flatMap { URL(string: $0)?.standardizedFileURL.path },
            URL(fileURLWithPath: documents).standardizedFileURL.path)
    }

    /// The page width and the words of the first page of the PDF at `url`, with their left and
    /// right edges (points), as `pdftotext -bbox` reads them.
    private static func words(of url: URL) throws -> (
        pageWidth: Double, words: [(text: String, xMin: Double, xMax: Double)]
    ) {
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-bbox", "-f", "1", "-l", "1", url.path, "-"])
        guard run.status == 0 else {
            throw TestPrecondition.notMet("pdftotext -bbox failed (\(run.status)): \(run.errorOutput) (poppler-utils)")
        }
        let page = try NSRegularExpression(pattern: "<page width=\"([0-9.]+)\"")
        let word = try NSRegularExpression(
            pattern: "<word xMin=\"([0-9.]+)\" yMin=\"[0-9.]+\" xMax=\"([0-9.]+)\" yMax=\"[0-9.]+\">([^<]*)</word>")
        let text = run.output
        let range = NSRange(text.startIndex..., in: text)
        let string = { (match: NSTextCheckingResult, group: Int) in
            String(text[Range(match.range(at: group), in: text)!])
        }
        guard let pageMatch = page.firstMatch(in: text, range: range), let width = Double(string(pageMatch, 1)) else {
            throw TestPrecondition.notMet("pdftotext -bbox printed no page: \(text.prefix(300))")
        }
        let words = word.matches(in: text, range: range).map {
            (string($0, 3), Double(string($0, 1)) ?? 0, Double(string($0, 2)) ?? 0)
        }
        return (width, words)
    }

    /// The text of the PDF at `url`, as `pdftotext` (poppler-utils) reads it.
    private static func text(of url: URL) throws -> String {
        let run = try ProgramRun.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), [url.path, "-"])
        guard run.status == 0 else {
            throw TestPrecondition.notMet(
                "pdftotext failed (\(run.status)): \(run.errorOutput) (poppler-utils, installed by scripts/install-deps.sh)"
            )
        }
        return run.output
    }

    /// The number of pages in the PDF file at `url` (cairo writes each as a `/Type /Page` object).
    private static func pages(in url: URL) throws -> Int {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"), "not a PDF")
        let pattern = try NSRegularExpression(pattern: "/Type\\s*/Page[^s]")
        return pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }
}
