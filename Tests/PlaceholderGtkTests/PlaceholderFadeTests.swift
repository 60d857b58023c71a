// The hint fades in on the frame clock, and is instant when animations are off.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderFadeTests: MainActorTestCase {
    @MainActor private static func setAnimations(_ enabled: Bool) {
        GObjectProperty.set(gtk_settings_get_default()!.object, "gtk-enable-animations", enabled)
    }

    func testHintFadesInOverFramesWhenTheTextIsCleared() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Fading hint")
        defer { fixture.close() }
        Self.setAnimations(true)
        defer { Self.setAnimations(false) }
        fixture.view.text = "content"
        fixture.view.text = ""
        var seen: [Double] = []
        MainLoop.wait(
            until: {
                let alpha = fixture.view.presentation.alpha
                if seen.last != alpha { seen.append(alpha) }
                return alpha == 1
            }, "the hint to fade in completely")
        XCTAssertGreaterThanOrEqual(
            seen.filter { $0 > 0 && $0 < 1 }.count, 2, "no intermediate opacity was seen: \(seen)")
        XCTAssertEqual(seen, seen.sorted(), "opacity must rise monotonically: \(seen)")
        MainLoop.wait(
            until: { gtk_widget_get_opacity(Self.label(of: fixture.view)) == 1 }, "the label to be drawn opaque")
    }

    func testHintAppearsAtOnceWhenAnimationsAreOff() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Instant hint")
        defer { fixture.close() }
        Self.setAnimations(false)
        fixture.view.text = "content"
        fixture.view.text = ""
        XCTAssertEqual(fixture.view.presentation.alpha, 1)
        XCTAssertFalse(fixture.view.presentation.isAnimating)
    }

    /// The setting is heard once per process and handed to every live view: each follows it, and
    /// a destroyed view is not called any more.
    func testTheAnimationSettingReachesEveryViewAndNoDestroyedOne() async throws {
        let first = try PlaceholderFixture(placeholder: "First")
        defer { first.close() }
        let second = try PlaceholderFixture(placeholder: "Second")
        let third = try PlaceholderFixture(placeholder: "Third")
        defer { third.close() }
        second.close()
        MainLoop.drain()
        Self.setAnimations(true)
        defer { Self.setAnimations(false) }
        for fixture in [first, third] {
            fixture.view.text = "content"
            fixture.view.text = ""
            XCTAssertTrue(fixture.view.presentation.isAnimating, "the hint fades in once animations are on")
        }
        Self.setAnimations(false)
        for fixture in [first, third] {
            fixture.view.text = "content"
            fixture.view.text = ""
            XCTAssertFalse(fixture.view.presentation.isAnimating, "and appears at once when they are off again")
        }
    }

    func testZeroFadeDurationIsInstantEvenWithAnimations() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Instant hint") { $0.fadeDuration = 0 }
        defer { fixture.close() }
        Self.setAnimations(true)
        defer { Self.setAnimations(false) }
        fixture.view.text = "content"
        fixture.view.text = ""
        XCTAssertEqual(fixture.view.presentation.alpha, 1)
    }

    /// The hint label inside the overlay (the overlay's only child besides the scrolled window).
    @MainActor private static func label(of view: PlaceholderTextView) -> UnsafeMutablePointer<GtkWidget> {
        var found: UnsafeMutablePointer<GtkWidget>?
        var node = gtk_container_get_children(view.overlay.cast())
        let list = node
        while let current = node {
            let child = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            if isInstance(child.raw, of: GtkLabel.self) { found = child }
            node = current.pointee.next
        }
        g_list_free(list)
        return found!
    }
}
