import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// Devices with several folds (the tri-fold: 1061 × 744 in book, folds' frames x 341.5 … 365.5
/// and 695.5 … 719.5): no important content that does not scroll and no control on any active
/// division (SPEC 4.4, 5.1, amended 2026-12-02).
struct MultiFoldTests {
    static func layout(_ id: String, _ preset: PosturePreset, _ direction: LayoutDirection) throws -> SceneLayoutResult {
        SceneLayout.solve(unchecked: try Scene.builtIn(id), in: Builtins.space("tri-fold", preset), layoutDirection: direction)
    }

    /// Book: the list reaches the fold nearest the window's centre, fold-1 (353.5 = 341.5 + 12),
    /// so the map's pane (353.5 … 1061) spans fold-2; the map lies in the pane's larger region,
    /// 719.5 … 1061 (341.5 wide, against 365.5 … 695.5, 330), mirrored in RTL.
    @Test("tri-fold book: the Fuel prices map lies beside the second fold, not across it [SPEC 4.4]", arguments: LayoutDirection.allCases)
    func mapBesideTheSecondFold(direction: LayoutDirection) throws {
        let result = try Self.layout("odokeep-fuel-prices", .book, direction)
        let ltr = direction == .leftToRight
        #expect(result.frame("station-map") == CGRect(ltr ? 353.5 : 0, 0, 1061 - 353.5, 744))
        #expect(result.frame("map") == CGRect(ltr ? 719.5 : 0, 0, 1061 - 719.5, 744))
    }

    /// Tabletop (744 × 1061, folds' frames y 341.5 … 365.5 and 695.5 … 719.5, safe area from y 24):
    /// the lifted photo's group (reactions 48 + 12 + photo 300 = 360) fits no region (317.5 and
    /// 330 high), so it splits at the fold: the reactions stay in the top region against fold-1
    /// (341.5 − 48 = 293.5), the photo goes across it to the middle region's top, 365.5 — not both
    /// into the top region, one over the other.
    @Test("tri-fold tabletop: a group too large for one region splits at the fold without overlapping [SPEC 5.1]",
          arguments: LayoutDirection.allCases)
    func groupSplitsWithoutOverlap(direction: LayoutDirection) throws {
        let result = try Self.layout("photo-context-menu", .tabletop, direction)
        #expect(result.frame("reactions") == CGRect(232, 341.5 - 48, 280, 48))
        #expect(result.frame("photo") == CGRect(212, 365.5, 320, 300))
    }
}

/// SPEC 4.4 rule 1 with several folds (amended 2026-12-02): the lowest fold stacks the screen.
struct MultiFoldStackingTests {
    /// The tri-fold in tabletop (744 × 1061, folds' frames y 341.5 … 365.5 and 695.5 … 719.5):
    /// the stations' list in the bottom region, 719.5 … 1061; the map's pane above the lower fold,
    /// 0 … 695.5, spans the upper one, so the map lies in its larger region, 365.5 … 695.5 (330
    /// against 24 … 341.5, 317.5).
    @Test("tri-fold tabletop: Fuel prices' list on the touch surface below the lowest fold [SPEC 4.4]", arguments: LayoutDirection.allCases)
    func listInTheBottomRegion(direction: LayoutDirection) throws {
        let result = SceneLayout.solve(unchecked: try Scene.builtIn("odokeep-fuel-prices"), in: Builtins.space("tri-fold", .tabletop),
                                       layoutDirection: direction)
        #expect(result.frame("stations-pane") == CGRect(0, 719.5, 744, 1061 - 719.5))
        #expect(result.frame("station-map") == CGRect(0, 0, 744, 695.5))
        #expect(result.frame("map") == CGRect(0, 365.5, 744, 695.5 - 365.5))
        if case .listDetail(let kind, _, let top, let gap) = result["fuel-prices"]?.details {
            #expect(kind == .stacked && top == 695.5 && gap == 24)
        } else {
            Issue.record("fuel-prices has no list–detail details")
        }
    }
}
