// The SQL the build embeds in the binary is exactly the SQL in data/schema/, every file of it.
import Foundation
import XCTest

@testable import NoteStore

final class EmbeddedSchemaTests: XCTestCase {
    /// data/schema/, found from this file's place in the repository.
    private let schemaFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // NoteStoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("data/schema", isDirectory: true)

    func testEmbeddedMigrationsEqualTheFilesByteForByte() throws {
        for migration in SchemaMigration.all {
            let file = try Data(contentsOf: schemaFolder.appendingPathComponent(migration.fileName))
            XCTAssertEqual(file, Data(migration.sql.utf8), "\(migration.fileName) differs from what the build embedded")
        }
    }

    func testEverySQLFileIsEmbeddedAndNumberedInOrder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: schemaFolder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        XCTAssertEqual(files, SchemaMigration.all.map(\.fileName))
        for (position, migration) in SchemaMigration.all.enumerated() {
            XCTAssertEqual(migration.version, position + 1)
            XCTAssertTrue(migration.fileName.hasPrefix(String(format: "%03d-", migration.version)))
        }
    }
}
