import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// The seeds' examples, through the built-in scenes on the Duo (SPEC 8.2): the scene layer must
/// reach the same answers as the solvers it composes.
///
/// The Duo's inner display: 951 × 669 in landscape with a 56-pt side bar and 20 pt at the bottom,
/// so the safe area is 895 × 649; the fold is x 455.5 … 495.5 (book) or y 455.5 … 495.5 in
/// portrait (tabletop), where the safe area is y 56 … 931.
@Suite("Scene layout: the seeds' examples")
struct SeedSceneTests {
    static func layout(_ scene: Scene, _ preset: PosturePreset) -> SceneLayoutResult {
        SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", preset))
    }

    static func builtIn(_ id: String) -> Scene {
        do { return try Scene.builtIn(id) } catch { fatalError("\(error)") }
    }

    /// The Podcasts scene with the transcript button off.
    static var podcastsWithoutTranscript: Scene {
        var scene = builtIn("podcasts-now-playing")
        if case .arrangement(var arrangement) = scene.root.kind {
            arrangement.secondaryVisible = false
            scene.root.kind = .arrangement(arrangement)
        }
        return scene
    }

    /// [S1][S4] SPEC 4.1: a hidden secondary leaves the primary in its region while folded, not
    /// re-centred across the crease; flat, it fills the container.
    @Test("Podcasts: the player without its transcript stays in its region while folded [SPEC 4.1]")
    func podcastsTranscriptHidden() {
        let scene = Self.podcastsWithoutTranscript
        let book = Self.layout(scene, .book)
        // The leading region 0 … 455.5 less the player's padding: 8 pt while the split shows one
        // view (its `splitShowsBoth: false` variant, SPEC 10.3), 16 when it shows both.
        #expect(book.frame("player") == CGRect(8, 8, 455.5 - 16, 649 - 16))
        #expect(book["player"]?.region == .leading)
        #expect(book["transcript"]?.isVisible == false && book["transcript-text"]?.frame == nil)
        #expect(Self.layout(scene, .flat).frame("player") == CGRect(8, 8, 895 - 16, 649 - 16))
        let shown = Self.layout(Self.builtIn("podcasts-now-playing"), .book)
        // The transcript scrolls: it reaches the window's edges, under the side bar to 951 and down
        // to 669 (SPEC 9, amended 2026-12-02).
        #expect(shown.frame("player") == CGRect(16, 16, 455.5 - 32, 649 - 32) && shown.frame("transcript") == CGRect(495.5, 0, 951 - 495.5, 669))
    }

    /// Tabletop: the split may not stack (axes: horizontal), so the player is alone; a lone view
    /// never lies across an active division, so it stays in the region it takes when split, the
    /// top one (y 56 … 455.5) (SPEC 4.1 amended). Its playback controls are displaced by purpose:
    /// interactive content goes to the bottom region, the touch surface, even though the player
    /// kept them above the fold (SPEC 5.2 amended: displacement acts among the window's regions).
    @Test("Podcasts in tabletop: the player alone above the fold, its controls on the touch surface [SPEC 4.1, 5.2]")
    func podcastsTabletop() throws {
        let result = Self.layout(Self.builtIn("podcasts-now-playing"), .tabletop)
        #expect(result["transcript"]?.isVisible == false)
        // The top region less the player's 8-pt padding (its variant while the split shows one view):
        // 383.5 = 455.5 − 56 − 16.
        #expect(result.frame("player") == CGRect(8, 56 + 8, 669 - 16, 455.5 - 56 - 16))
        let playback = try #require(result.frame("playback"))
        // Next to the fold on its bottom side, x kept.
        #expect(playback.minY == 495.5 && playback.minX == 8 && result["playback"]?.region == .bottom)
        // The transcript cannot have its own pane: it shows inline in the player (standsFor, SPEC 10.3).
        #expect(result["transcript-inline"]?.isVisible == true && result["transcript"]?.shownElsewhere == .standIn("transcript-inline"))
        #expect(result["artwork"]?.region == .top)
    }

    /// [S4] SPEC 4.1, 4.3: voice notes is a split arrangement — the style the design session
    /// concludes is right for it — so Up Next never covers the player: beside it when the window
    /// is wider, at the fold when it folds; on the phone-sized screen, where the horizontal-only
    /// split cannot happen, inline in the player.
    @Test("voice notes: the player and Up Next side by side, at the fold, inline when closed [SPEC 4.1]",
          arguments: LayoutDirection.allCases)
    func voiceNotesSplit(direction: LayoutDirection) {
        func layout(_ preset: PosturePreset) -> SceneLayoutResult {
            SceneLayout.solve(unchecked: Self.builtIn("voice-notes"), in: Builtins.space("iphone-duo", preset), layoutDirection: direction)
        }
        let ltr = direction == .leftToRight
        // Flat: halves of the 895-pt safe area meeting at snap(447.5) = 1343 / 3 in both directions
        // (the primary on the right in RTL); the player is inset by its 16-pt padding.
        let flat = layout(.flat)
        let middle: CGFloat = 1343.0 / 3
        // Up Next scrolls: it reaches the window's edges, 669 below and, in LTR, 951 under the side
        // bar (SPEC 9, amended 2026-12-02).
        #expect(flat.frame("up-next") == (ltr ? CGRect(middle, 0, 951 - middle, 669) : CGRect(0, 0, middle, 669)))
        #expect(flat.frame("player") == (ltr ? CGRect(16, 16, middle - 32, 649 - 32) : CGRect(middle + 16, 16, 895 - middle - 32, 649 - 32)))
        // Book: each in a region of the fold (455.5 … 495.5), the player leading.
        let book = layout(.book)
        #expect(book.frame("player") == (ltr ? CGRect(16, 16, 455.5 - 32, 649 - 32) : CGRect(495.5 + 16, 16, 895 - 495.5 - 32, 649 - 32)))
        #expect(book.frame("up-next") == (ltr ? CGRect(495.5, 0, 951 - 495.5, 669) : CGRect(0, 0, 455.5, 669)))
        #expect(book["player"]?.region == .leading && book["up-next"]?.region == .trailing)
        // Closed (360 × 780, safe area y 54…746): the split is limited to the horizontal axis, as
        // in S4's demo, so the player stays alone (inset by its 16-pt padding) and shows the
        // queue inline below a 44-pt waveform, the transport (64) at its foot:
        // 54 + 16 + 44 + 12 + 44 + 12 = 182 … 730 − 64 − 12 = 654.
        let closed = layout(.closed)
        #expect(closed.frame("player") == CGRect(16, 54 + 16, 360 - 32, 692 - 32))
        #expect(closed["up-next"]?.isVisible == false && closed["up-next"]?.shownElsewhere == .standIn("up-next-inline"))
        #expect(closed.frame("up-next-inline") == CGRect(16, 182, 360 - 32, 654 - 182))
        #expect(closed.frame("transport") == CGRect(64, 746 - 16 - 64, 232, 64))
    }

    /// [S4] SPEC 5.2: in tabletop the player is alone in the top region (56 … 455.5) and its
    /// transport (232 × 64) goes to the bottom region, the touch surface, next to the fold at
    /// 495.5, keeping its x (centred in 16 … 653: 218.67), as Podcasts' controls do.
    @Test("voice notes in tabletop: the transport on the touch surface, the queue inline [SPEC 5.2]", arguments: LayoutDirection.allCases)
    func voiceNotesTabletop(direction: LayoutDirection) throws {
        let result = SceneLayout.solve(unchecked: Self.builtIn("voice-notes"), in: Builtins.space("iphone-duo", .tabletop), layoutDirection: direction)
        #expect(result.frame("transport") == CGRect(656.0 / 3, 495.5, 232, 64))
        #expect(result["transport"]?.region == .bottom && result["player"]?.region == .top)
        #expect(result["up-next-inline"]?.isVisible == true && result["up-next"]?.isVisible == false)
    }

    /// [S0] SPEC 4.4 rule 1: Fuel prices opts into stacking: the map above the fold like a screen,
    /// the stations below under the thumbs.
    @Test("Fuel prices: map above, stations below in tabletop [SPEC 4.4]")
    func fuelPricesStacked() {
        let result = Self.layout(Self.builtIn("odokeep-fuel-prices"), .tabletop)
        // The rule measures the window (SPEC 4.4): the map's pane reaches its top edge, the list's
        // its bottom edge; their content keeps to the safe area (y 56 … 931).
        #expect(result.frame("station-map") == CGRect(0, 0, 669, 455.5))
        #expect(result.frame("stations-pane") == CGRect(0, 495.5, 669, 951 - 495.5))
        #expect(result["station-map"]?.region == .top && result["stations-pane"]?.region == .bottom)
        // The map is full-bleed: it grows into the status bar above it, not past the fold.
        #expect(result.frame("map") == CGRect(0, 0, 669, 455.5))
        if case .listDetail(let kind, _, let top, let gap) = result["fuel-prices"]?.details {
            #expect(kind == .stacked && top == 455.5 && gap == 40)
        } else {
            Issue.record("fuel-prices has no list–detail details")
        }
        // The Garage does not opt in: the cards ignore the horizontal fold (one column, 669 < 680)
        // and scroll under the title bar (SPEC 9), which sits at the top of the top region; they
        // reach the window's top and bottom edges (amended 2026-12-02): 56 + 44 clear the status
        // bar and the title bar, 44 + 951 − 931 the bottom toolbar and the home indicator.
        let garage = Self.layout(Self.builtIn("odokeep-garage"), .tabletop)
        #expect(garage.frame("vehicles") == CGRect(0, 0, 669, 951) && garage["vehicle-details"]?.isVisible == false)
        #expect(garage["vehicles"]?.contentInsets == EdgeInsets(top: 56 + 44, bottom: 44 + 951 - 931))
    }

    /// [S1][S4] SPEC 6: the fitness grid keeps its column count when the device bends; only the
    /// gutter at the hinge widens and no cell straddles the fold.
    @Test("fitness grid: the same even column count flat and held as a book [SPEC 6]")
    func fitnessGridColumns() throws {
        func columns(_ preset: PosturePreset) -> Int? {
            if case .grid(let columns, _, _) = Self.layout(Self.builtIn("fitness-grid"), preset)["workouts"]?.details { return columns }
            return nil
        }
        let flat = try #require(columns(.flat)), book = try #require(columns(.book))
        #expect(flat == book && flat % 2 == 0)
        let result = Self.layout(Self.builtIn("fitness-grid"), .book)
        for node in result.nodes where node.role == .cell {
            #expect(node.region == .leading || node.region == .trailing, "\(node.id) straddles the fold")
        }
    }

    /// [S1][S4] SPEC 5.1, 7: the photo and its reactions move together off the fold, kept next to
    /// it; the menu stays beside the photo, in the photo's region.
    @Test("photo context menu: photo, reactions and menu moved together [SPEC 5.1]")
    func photoAndMenu() throws {
        let flat = Self.layout(Self.builtIn("photo-context-menu"), .flat)
        let book = Self.layout(Self.builtIn("photo-context-menu"), .book)
        let photo = try #require(book.frame("photo")), reactions = try #require(book.frame("reactions"))
        let photoBefore = try #require(flat.frame("photo")), reactionsBefore = try #require(flat.frame("reactions"))
        #expect((photo.minX - photoBefore.minX).isApproximatelyEqual(to: reactions.minX - reactionsBefore.minX), "one offset for the group")
        #expect(photo.minY == photoBefore.minY && reactions.minY == reactionsBefore.minY, "along the fold they keep their place")
        // The group lands next to the fold in the region holding most of it (the leading one).
        #expect(photo.maxX.isApproximatelyEqual(to: 455.5) && book["photo"]?.region == .leading && book["reactions"]?.region == .leading)
        let menu = try #require(book.frame("photo-menu"))
        #expect(book["photo-menu"]?.region == .leading && menu.maxX <= 455.5)
    }
}
