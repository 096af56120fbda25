import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// SPEC 10.1's classes, one per entry, the first that applies of shown, hidden, restacked,
/// resized, moved, unchanged — each class alone and each precedence between two.
@Suite("Node changes: SPEC 10.1's order")
struct NodeChangeTests {
    typealias State = NodeTransition.State

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var before: State?
        var after: State?
        var expected: NodeTransition.Change
        var testDescription: String { name }
    }

    static let frame = CGRect(x: 0, y: 0, width: 380, height: 649)
    static let visible = State(frame: frame, isVisible: true, zIndex: 0)
    static let hidden = State(frame: nil, isVisible: false, zIndex: 0)
    static func at(_ rect: CGRect, z: Int = 0) -> State { State(frame: rect, isVisible: true, zIndex: z) }

    static let cases: [Case] = [
        Case(name: "shown: hidden before", before: hidden, after: visible, expected: .shown),
        Case(name: "shown: absent before", before: nil, after: visible, expected: .shown),
        Case(name: "hidden: hidden after", before: visible, after: hidden, expected: .hidden),
        Case(name: "hidden: absent after", before: visible, after: nil, expected: .hidden),
        Case(name: "restacked", before: at(frame, z: 1), after: visible, expected: .restacked),
        Case(name: "restacked before resized and moved", before: at(frame, z: 1), after: at(CGRect(x: 535, y: 565, width: 320, height: 72)), expected: .restacked),
        Case(name: "resized", before: visible, after: at(CGRect(x: 0, y: 0, width: 475.5, height: 649)), expected: .resized),
        Case(name: "resized before moved", before: visible, after: at(CGRect(x: 495.5, y: 0, width: 455.5, height: 649)), expected: .resized),
        Case(name: "moved", before: visible, after: at(CGRect(x: 16, y: 0, width: 380, height: 649)), expected: .moved),
        Case(name: "moved by a fraction of a pixel: exact comparison", before: visible, after: at(CGRect(x: 0.001, y: 0, width: 380, height: 649)), expected: .moved),
        Case(name: "unchanged", before: visible, after: visible, expected: .unchanged),
        Case(name: "unchanged: hidden in both", before: hidden, after: hidden, expected: .unchanged),
        Case(name: "unchanged: hidden where it is, absent in the other", before: nil, after: hidden, expected: .unchanged),
    ]

    @Test("the first class that applies", arguments: cases)
    func classify(_ c: Case) {
        #expect(NodeTransition.Change.between(c.before, c.after) == c.expected)
        #expect(NodeTransition(id: "vehicles", kind: .node(.node(.list)), before: c.before, after: c.after).change == c.expected)
    }

    @Test("the classes in SPEC 10.1's order, spelled as the CLI spells them")
    func order() {
        #expect(NodeTransition.Change.allCases.map(\.rawValue) == ["shown", "hidden", "restacked", "resized", "moved", "unchanged"])
    }

    @Test("an app update animates only when the app asks; a device state change always (SPEC 10.1 [S1])")
    func animation() {
        #expect(!TransitionCause.appUpdate().isAnimated)
        #expect(TransitionCause.appUpdate(animated: true).isAnimated)
        #expect(TransitionCause.deviceStateChange.isAnimated)
    }
}
