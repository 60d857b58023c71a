// The base of every test class whose tests drive GTK: each test runs on the main actor.
import XCTest

/// A test case whose tests, `setUp` and `tearDown` run on the main actor, the main thread GTK
/// lives on, so a test calls the toolkit directly, without a `MainActor.assumeIsolated` of its own.
///
/// Tests of a subclass are `async` (they await nothing): swift-corelibs-xctest runs an async test
/// in a task isolated as its method is, here to the main actor, while it calls a synchronous one
/// through a nonisolated function type, which a main-actor method cannot be cast to.
///
/// ```swift
/// final class UndoTests: MainActorTestCase {
///     func testCtrlZUndoesAWord() async throws {
///         let fixture = try PlaceholderFixture(placeholder: "Hint")
///         defer { fixture.close() }
///         // ...
///     }
/// }
/// ```
@MainActor
open class MainActorTestCase: XCTestCase {}
