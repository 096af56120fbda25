import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The seeds' snippets with FoldKit's types, read almost verbatim (SPEC 4.1–4.2) [S1][S4].
@Suite("Seed snippets with FoldKit's types")
struct SeedSnippetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var preset: PosturePreset
        var window: CGRect?
        /// The primary's expected width, written as its derivation.
        var primaryWidth: CGFloat
        var testDescription: String { name }
    }

    static let s1Cases: [Case] = [
        // Flat, the 895-pt safe area: 30 % preferred, 0.3 × 895 = 268.5 ≥ the 250 minimum, snapped
        // to the 1/3-pt pixel grid: 806 / 3 = round(268.5 × 3) / 3.
        Case(name: "flat: 30 % preferred", preset: .flat, window: nil, primaryWidth: 806.0 / 3),
        // An 800-pt window: 0.3 × 800 = 240 < 250, so the minimum wins.
        Case(name: "800-pt window: 250 minimum", preset: .flat, window: CGRect(x: 0, y: 0, width: 800, height: 669), primaryWidth: 250),
        // Book: the fold drives the split; pane sizes do not apply: 455.5 = (951 − 40) / 2.
        Case(name: "book: the fold decides", preset: .book, window: nil, primaryWidth: (951.0 - 40) / 2),
    ]

    @Test("S1 UIKit snippet: primary 250 pt minimum, 30 % preferred", arguments: s1Cases)
    func s1UIKitSnippet(_ c: Case) throws {
        var arrangementController = try ArrangementController(space: Builtins.space("iphone-duo", c.preset, window: c.window))
        // The S1 snippet, with FoldKit's names:
        var split = SplitArrangement.split
        var primary = split.defaultViewProperties
        var width = SplitArrangement.DimensionRange()
        width.minimum = .absolute(250)
        width.preferred = .fractional(0.3)
        primary.width = width
        split.setViewProperties(primary, for: .primary)
        let transition = try arrangementController.updateArrangement(split, animated: true)

        #expect(transition.isAnimated)
        let state = arrangementController.state(for: .primary)
        #expect(state.isVisible && state.zIndex == 0)
        #expect(state.frame?.width == c.primaryWidth)
        #expect(arrangementController.state(for: .secondary).isVisible)
    }

    @Test("S4 voice notes: split on the horizontal axis only, then overlay with Up Next collapsed while stacked",
          arguments: PosturePreset.allCases)
    func s4VoiceNotes(_ preset: PosturePreset) throws {
        // PlayerView primary, UpNextView secondary, split restricted to the horizontal axis.
        var arrangementController = try ArrangementController(style: .split(.split.axes(.horizontal)), space: Builtins.space("iphone-duo", preset))
        let split = arrangementController.result
        switch preset {
        case .book, .flat: #expect(split.mode == .split && split.axis == .horizontal)
        // Taller than wide (or a fold across): only the player; closed in landscape it is compact/compact.
        case .closed, .closedLandscape, .flatRotated, .tabletop: #expect(split.mode == .single)
        }
        // Then the overlay, the views switched: Up Next primary, the player secondary.
        try arrangementController.updateArrangement(OverlayArrangement.overlay)
        let upNextCollapsed = arrangementController.state(for: .primary).zIndex == 1
        // Stacked (z 1) with no active division; its own region (z 0) when folded [S4].
        #expect(upNextCollapsed == (preset != .book && preset != .tabletop))
    }
}
