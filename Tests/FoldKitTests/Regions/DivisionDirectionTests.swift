import Foundation
import Testing
import FoldKit

/// SPEC 3.5: which way a division runs, defined once (``ReservedRegion/runsTopToBottom(_:)``):
/// taller than wide runs top to bottom (a book fold, split side by side), a square too.
@Suite("Which way a division runs: one definition")
struct DivisionDirectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var frame: CGRect
        var topToBottom: Bool
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "the Duo's book fold, 40 × 669", frame: CGRect(x: 455.5, y: 0, width: 40, height: 669), topToBottom: true),
        Case(name: "the Duo's tabletop fold, 669 × 40", frame: CGRect(x: 0, y: 455.5, width: 669, height: 40), topToBottom: false),
        Case(name: "a zero-width crease", frame: CGRect(x: 300, y: 0, width: 0, height: 800), topToBottom: true),
        Case(name: "a zero-height crease", frame: CGRect(x: 0, y: 300, width: 800, height: 0), topToBottom: false),
        Case(name: "a square counts as top to bottom", frame: CGRect(x: 10, y: 10, width: 40, height: 40), topToBottom: true),
    ]

    @Test("the shape decides, a square running top to bottom", arguments: cases)
    func direction(_ c: Case) {
        #expect(ReservedRegion.runsTopToBottom(c.frame) == c.topToBottom)
        #expect(ReservedRegion(id: "d", kind: .division, frame: c.frame, isActive: true).runsTopToBottom == c.topToBottom)
    }
}
