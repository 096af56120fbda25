import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The modifiers a state takes beyond its posture, their names and their product (SPEC 10.2).
struct StateModifiersTests {
    struct Named: Sendable, CustomTestStringConvertible {
        var name: String
        var state: StateModifiers
        var words: [String]
        var fileSuffix: String
        var testDescription: String { name }
    }

    static let named: [Named] = [
        Named(name: "standard", state: .standard, words: [], fileSuffix: ""),
        Named(name: "rtl", state: StateModifiers(layoutDirection: .rightToLeft), words: ["rtl"], fileSuffix: "rtl"),
        Named(name: "camera", state: StateModifiers(cameraStreaming: true), words: ["camera"], fileSuffix: "camera"),
        Named(name: "everything", state: StateModifiers(layoutDirection: .rightToLeft, cameraStreaming: true, liveActivity: true,
                                                        window: CGRect(x: 0, y: 0, width: 470, height: 669)),
              words: ["rtl", "camera", "live-activity", "window 0,0,470,669"], fileSuffix: "rtl.camera.live-activity.window-0-0-470-669"),
        Named(name: "keyboard on", state: StateModifiers(keyboard: .on), words: ["keyboard"], fileSuffix: "keyboard"),
        Named(name: "scrolled, right to left", state: StateModifiers(layoutDirection: .rightToLeft, scrolled: true), words: ["rtl", "scrolled"],
              fileSuffix: "rtl.scrolled"),
        Named(name: "keyboard for a field, with a window", state: StateModifiers(keyboard: .field("search-field"), window: CGRect(x: 0, y: 0, width: 470, height: 669)),
              words: ["keyboard search-field", "window 0,0,470,669"], fileSuffix: "keyboard-search-field.window-0-0-470-669"),
        // 455.5 = (951 − 40) / 2: a window that ends where the Duo's fold frame starts.
        Named(name: "fractional window", state: StateModifiers(window: CGRect(x: 495.5, y: 0, width: 455.5, height: 669)),
              words: ["window 495.5,0,455.5,669"], fileSuffix: "window-495.5-0-455.5-669"),
    ]

    @Test("named by what differs from the standard state, in a fixed order", arguments: named)
    func names(_ c: Named) {
        #expect(c.state.words == c.words)
        #expect(c.state.name == c.words.joined(separator: " "))
        #expect(c.state.fileSuffix == c.fileSuffix)
        #expect(c.state.fileSuffix.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." })
    }

    @Test("the product varies the window fastest and the direction slowest")
    func productOrder() {
        let windows: [CGRect?] = [nil, CGRect(x: 0, y: 0, width: 470, height: 669)]
        let states = StateModifiers.product(layoutDirections: [.leftToRight, .rightToLeft], cameraStreaming: [false, true],
                                            liveActivity: [false], windows: windows)
        // 8 = 2 directions × 2 camera states × 1 Live Activity state × 2 windows
        #expect(states.count == 8)
        #expect(states.map(\.name) == ["", "window 0,0,470,669", "camera", "camera window 0,0,470,669",
                                       "rtl", "rtl window 0,0,470,669", "rtl camera", "rtl camera window 0,0,470,669"])
        #expect(StateModifiers.product(layoutDirections: [.leftToRight], cameraStreaming: [false], liveActivity: [false], windows: []) == [.standard])
    }

    @Test("applied to a preset's state: the camera, the Live Activity and the window, not the hinge or orientation")
    func appliedToAState() throws {
        let profile = Builtins.profile("iphone-duo")
        let book = try profile.state(for: .book)
        let window = CGRect(x: 0, y: 0, width: 470, height: 669)
        let state = StateModifiers(layoutDirection: .rightToLeft, cameraStreaming: true, liveActivity: true, window: window).applied(to: book)
        #expect(state.hingeAngle == book.hingeAngle && state.orientation == book.orientation)
        #expect(state.cameraStreaming && state.liveActivity && state.window == window)
        #expect(StateModifiers.standard.applied(to: state) == book)
    }

    @Test("JSON: the six members, the keyboard as off, on or a field id, the window as {x, y, width, height} or null, round trip", arguments: named)
    func json(_ c: Named) throws {
        let data = try JSONEncoder().encode(c.state)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["layoutDirection", "cameraStreaming", "liveActivity", "keyboard", "scrolled", "window"])
        #expect(object["scrolled"] as? Bool == c.state.scrolled)
        #expect(object["keyboard"] as? String == c.state.keyboard.description)
        #expect(object["layoutDirection"] as? String == c.state.layoutDirection.rawValue)
        if let window = c.state.window {
            let rect = try #require(object["window"] as? [String: Double])
            #expect(rect == ["x": Double(window.minX), "y": Double(window.minY), "width": Double(window.width), "height": Double(window.height)])
        } else {
            #expect(object["window"] is NSNull)
        }
        #expect(try JSONDecoder().decode(StateModifiers.self, from: data) == c.state)
    }

    @Test("JSON written before the keyboard and scrolling (no keyboard or scrolled member) reads as the keyboard down, at rest")
    func jsonWithoutKeyboard() throws {
        let data = Data(#"{"layoutDirection": "rtl", "cameraStreaming": false, "liveActivity": false, "window": null}"#.utf8)
        #expect(try JSONDecoder().decode(StateModifiers.self, from: data) == StateModifiers(layoutDirection: .rightToLeft))
    }

    @Test("the product varies the keyboard after the Live Activity and before the window")
    func productWithKeyboards() {
        let states = StateModifiers.product(layoutDirections: [.leftToRight], cameraStreaming: [false], liveActivity: [false],
                                            keyboards: [.off, .on, .field("reply-field")], windows: [])
        #expect(states.map(\.fileSuffix) == ["", "keyboard", "keyboard-reply-field"])
    }
}
