import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The invalid-input policy for displacement and presentations (<doc:InvalidInput>): each checks
/// its whole request first and throws a ``PlacementError`` naming the field and its value; it never
/// traps and never places with a value replaced. Zero sizes are valid.
@Suite("Invalid input: displacement and presentations")
struct PlacementInvalidInputTests {
    static let book = Builtins.space("iphone-duo", .book)

    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var solve: @Sendable () throws(PlacementError) -> Void
        /// The message expected; nil when the values are valid.
        var expected: String?
        var testDescription: String { id }
    }

    static func element(frame: CGRect = CGRect(x: 400, y: 300, width: 120, height: 44), anchor: CGRect? = nil,
                        container: CGRect? = nil, space: LayoutSpace = book) -> @Sendable () throws(PlacementError) -> Void {
        { () throws(PlacementError) in
            _ = try Displacement.solve(DisplacementRequest(space: space, frame: frame, purpose: .contextual, anchor: anchor, container: container))
        }
    }

    static func group(_ frames: [CGRect]) -> @Sendable () throws(PlacementError) -> Void {
        { () throws(PlacementError) in _ = try Displacement.solve(DisplacementGroupRequest(space: book, frames: frames, purpose: .interactive)) }
    }

    static func presentation(_ change: @escaping @Sendable (inout PresentationRequest) -> Void) -> @Sendable () throws(PlacementError) -> Void {
        { () throws(PlacementError) in
            var request = PresentationRequest(kind: .actionSheet, size: CGSize(width: 320, height: 220),
                                              anchor: CGRect(x: 380, y: 200, width: 60, height: 30), space: book)
            change(&request)
            _ = try Presentation.solve(request)
        }
    }

    static func space(_ change: (inout LayoutSpace) -> Void) -> LayoutSpace {
        var space = book
        change(&space)
        return space
    }

    static let cases: [Case] = [
        Case(id: "element frame NaN", solve: element(frame: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)),
             expected: "frame must be a finite rect of size ≥ 0, got (nan, 0, 4, 4)"),
        Case(id: "element frame +inf width", solve: element(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4)),
             expected: "frame must be a finite rect of size ≥ 0, got (0, 0, inf, 4)"),
        Case(id: "element frame negative height", solve: element(frame: CGRect(x: 0, y: 0, width: 4, height: -4)),
             expected: "frame must be a finite rect of size ≥ 0, got (0, 0, 4, -4)"),
        Case(id: "element frame zero size (valid)", solve: element(frame: CGRect(x: 470, y: 300, width: 0, height: 0)), expected: nil),
        Case(id: "element anchor -inf", solve: element(anchor: CGRect(x: -CGFloat.infinity, y: 0, width: 4, height: 4)),
             expected: "anchor must be a finite rect of size ≥ 0, got (-inf, 0, 4, 4)"),
        Case(id: "element container negative", solve: element(container: CGRect(x: 0, y: 0, width: -895, height: 649)),
             expected: "container must be a finite rect of size ≥ 0, got (0, 0, -895, 649)"),
        Case(id: "element container zero (valid)", solve: element(container: CGRect(x: 0, y: 0, width: 0, height: 0)), expected: nil),
        Case(id: "space region NaN", solve: element(space: space { $0.regions[0].frame.size.width = .nan }),
             expected: "space.regions[0].frame must be a finite rect of size ≥ 0, got (455.5, 0, nan, 669)"),
        Case(id: "space safe-area inset negative", solve: element(space: space { $0.safeAreaInsets.bottom = -20 }),
             expected: "space.safeAreaInsets.bottom must be a finite number of points ≥ 0, got -20"),
        Case(id: "space window +inf", solve: element(space: space { $0.window.size.height = .infinity }),
             expected: "space.window must be a finite rect of size ≥ 0, got (0, 0, 951, inf)"),
        Case(id: "group member NaN", solve: group([CGRect(x: 300, y: 150, width: 300, height: 300), CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)]),
             expected: "frames[1] must be a finite rect of size ≥ 0, got (0, nan, 1, 1)"),
        Case(id: "group empty (valid)", solve: group([]), expected: nil),
        Case(id: "presentation size NaN", solve: presentation { $0.size.width = .nan }, expected: "size must be finite and ≥ 0, got nan × 220"),
        Case(id: "presentation size -inf", solve: presentation { $0.size.height = -.infinity }, expected: "size must be finite and ≥ 0, got 320 × -inf"),
        Case(id: "presentation size negative", solve: presentation { $0.size.width = -1 }, expected: "size must be finite and ≥ 0, got -1 × 220"),
        Case(id: "presentation anchor gap NaN", solve: presentation { $0.anchorGap = .nan },
             expected: "anchorGap must be a finite number of points ≥ 0, got nan"),
        Case(id: "presentation edge margin +inf", solve: presentation { $0.edgeMargin = .infinity },
             expected: "edgeMargin must be a finite number of points ≥ 0, got inf"),
        Case(id: "presentation height fraction 0", solve: presentation { $0.heightFraction = 0 },
             expected: "heightFraction must be a fraction above 0 and at most 1, got 0"),
        Case(id: "presentation height fraction 1.5", solve: presentation { $0.heightFraction = 1.5 },
             expected: "heightFraction must be a fraction above 0 and at most 1, got 1.5"),
        Case(id: "presentation height fraction 1 (valid)", solve: presentation { $0.heightFraction = 1 }, expected: nil),
        Case(id: "presentation container NaN", solve: presentation { $0.container = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1) },
             expected: "container must be a finite rect of size ≥ 0, got (0, 0, nan, 1)"),
        Case(id: "presentation zero size (valid)", solve: presentation { $0.size = .zero }, expected: nil),
        Case(id: "pinned overlay centre fraction 1.5", solve: { () throws(PlacementError) in
            _ = try PinnedOverlay(size: CGSize(width: 56, height: 56), centreFraction: 1.5).solve(in: book)
        }, expected: "centreFraction must be a finite fraction from 0 to 1, got 1.5"),
        Case(id: "pinned overlay size NaN", solve: { () throws(PlacementError) in
            _ = try PinnedOverlay(size: CGSize(width: CGFloat.nan, height: 56)).solve(in: book)
        }, expected: "size must be finite and ≥ 0, got nan × 56"),
    ]

    @Test("an invalid value is thrown, named with its value; valid zeros place", arguments: cases)
    func invalid(_ c: Case) throws {
        try expectFault(c.expected, message: \PlacementError.message, c.solve)
    }
}
