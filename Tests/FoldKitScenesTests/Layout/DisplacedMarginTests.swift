import Foundation
import Testing
import FoldKit
import FoldKitScenes
import _FoldKitTestSupport

/// A displaced element keeps the screen's padding (found trying lint's fix as a new user: a Pay
/// button in a 16-pt padded stack, wrapped in `displace` as FK001 suggests, moved flush to the
/// window's edge, and its wrapper took half the stack).
struct DisplacedMarginTests {
    static let checkout = #"""
    {"name": "Checkout", "summary": "s", "root": {"type": "stack", "id": "checkout", "axis": "vertical", "spacing": 12, "padding": 16, "children": [
      {"type": "element", "id": "order-lines", "role": "text", "label": "3 items"},
      {"type": "displace", "id": "pay-mover", "purpose": "interactive",
       "child": {"type": "element", "id": "pay", "role": "control", "label": "Pay", "height": 50}}]}}
    """#

    @Test(arguments: LayoutDirection.allCases)
    func payKeepsItsPaddingInItsRegion(_ direction: LayoutDirection) throws {
        let scene = try PreparedScene.decode(Data(Self.checkout.utf8))
        let book = SceneLayout.solve(unchecked: scene.scene, in: Builtins.space("iphone-duo", .book), layoutDirection: direction)
        // The wrapper is as tall as the button: 583 = 649 − 16 − 50; the text gets the rest,
        // 511 = 617 − 12 − 50 − 44 (the navigation bar's 44 pt above it).
        #expect(book.frame("pay-mover")?.height == 50)
        let pay = try #require(book.frame("pay"))
        // In the region holding most of it (the left one in either direction: 439.5 = 455.5 − 16
        // of its width lie there, 383.5 = 879 − 495.5 on the right), 16 pt from the window's left
        // edge as the stack's padding keeps it, up to the fold's frame at 455.5.
        let expected = CGRect(x: 16, y: 583, width: 439.5, height: 50)
        #expect(pay == expected, "\(pay)")
    }
}
