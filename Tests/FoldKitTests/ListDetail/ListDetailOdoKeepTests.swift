import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// OdoKeep's two list–detail screens on the Duo in every posture: Garage (cards, no stacking) and
/// Fuel prices (map above, list below in tabletop) (SPEC 4.4) [S0].
@Suite("OdoKeep screens in every posture (SPEC 4.4)")
struct ListDetailOdoKeepTests {
    static let garage = ListDetailStyle()
    static let fuelPrices = ListDetailStyle(stacksInTabletop: true)

    func solve(_ layout: ListDetailStyle, _ preset: PosturePreset, _ direction: LayoutDirection = .leftToRight) throws -> (ListDetailResult, ArrangementRequest) {
        let space = Builtins.space("iphone-duo", preset)
        let request = ArrangementRequest(space: space.with(layoutDirection: direction), bounds: space.bounds)
        return (try layout.solve(request), request)
    }

    /// The kind each posture gets: closed portrait and the rotated inner display are narrower than
    /// 680; the closed Duo in landscape is 780 − 54 = 726 wide but compact/compact, and a compact
    /// width is single however wide (SPEC 4.4 rule 2) [S0][S1].
    static func expectedKind(_ preset: PosturePreset, stacks: Bool) -> ListDetailResult.Kind {
        switch preset {
        case .closed, .closedLandscape, .flatRotated: return .single
        case .tabletop: return stacks ? .stacked : .single
        case .flat, .book: return .columns
        }
    }

    @Test("Garage keeps its list; no stacking at a tabletop fold", arguments: PosturePreset.allCases)
    func garage(_ preset: PosturePreset) throws {
        for direction in LayoutDirection.allCases {
            let (r, request) = try solve(Self.garage, preset, direction)
            #expect(r.kind == Self.expectedKind(preset, stacks: false))
            #expect(listDetailViolations(r, in: request).isEmpty)
        }
    }

    @Test("Fuel prices: map above and stations below in tabletop, otherwise as Garage", arguments: PosturePreset.allCases)
    func fuelPrices(_ preset: PosturePreset) throws {
        for direction in LayoutDirection.allCases {
            let (r, request) = try solve(Self.fuelPrices, preset, direction)
            #expect(r.kind == Self.expectedKind(preset, stacks: true))
            #expect(listDetailViolations(r, in: request, layout: Self.fuelPrices).isEmpty)
        }
    }

    @Test("folding resets nothing: the list is the same pane in every posture, only its frame changes")
    func oneTree() throws {
        for layout in [Self.garage, Self.fuelPrices] {
            for preset in PosturePreset.allCases {
                let (r, _) = try solve(layout, preset)
                #expect(r.list.id == .list)
                #expect(r.detail.map { $0.id == .detail } ?? true)
            }
        }
        // Flat → book: the list widens to the fold's centre, the detail stays beside it.
        let (flat, _) = try solve(Self.garage, .flat), (book, _) = try solve(Self.garage, .book)
        #expect(flat.list.frame.minX == book.list.frame.minX && book.list.frame.width > flat.list.frame.width)
    }
}
