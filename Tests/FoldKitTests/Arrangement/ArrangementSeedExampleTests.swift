import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// The seeds' own examples of arrangements, on the Duo in every posture (SPEC 4.1–4.2) [S1][S4].
@Suite("Arrangement examples from the seeds")
struct ArrangementSeedExampleTests {
    /// Podcasts: Now Playing (primary) and its transcript (secondary), split along the horizontal axis only.
    static let podcasts = SplitArrangement(axes: .horizontal)

    @Test("Podcasts: side by side when the container is wider than tall, Now Playing alone when taller [S4]",
          arguments: PosturePreset.allCases)
    func podcasts(_ preset: PosturePreset) throws {
        let (a, request) = try solveSplit(preset, Self.podcasts)
        #expect(arrangementViolations(a, in: request).isEmpty)
        let container = request.bounds
        switch preset {
        case .book, .flat:
            #expect(a.mode == .split && a.axis == .horizontal)
            #expect(a.primary.frame!.minX == 0 && a.secondary.frame!.maxX == container.maxX)
        case .closedLandscape:
            // Wider than tall but compact/compact: the closed Duo in landscape cannot split [S1].
            #expect(a.mode == .single && a.reason == .compactSizeClass)
        case .closed, .flatRotated:
            // Taller than wide: the split axis would be vertical, which Podcasts excludes.
            #expect(a.mode == .single && a.reason == .axisExcluded && a.primary.frame == container)
        case .tabletop:
            // The fold asks for a vertical split, which Podcasts excludes: Now Playing alone, above
            // the fold (y 56 … 455.5), never across it (SPEC 4.1).
            #expect(a.mode == .single && a.reason == .axisExcludedInRegion)
            #expect(a.primary.frame == CGRect(x: 0, y: 56, width: 669, height: 455.5 - 56))
        }
    }

    @Test("Podcasts: the transcript toggled off while folded keeps Now Playing in its region [S4]")
    func podcastsTranscriptToggled() throws {
        var hidden = Self.podcasts
        hidden.isSecondaryVisible = false
        let (shown, _) = try solveSplit(.book, Self.podcasts)
        let (alone, request) = try solveSplit(.book, hidden)
        #expect(alone.primary.frame == shown.primary.frame)
        #expect(alone.primary.frame == CGRect(x: 0, y: 0, width: 455.5, height: 649))  // left of the fold, not re-centred
        #expect(alone.secondary == .hidden)
        #expect(arrangementViolations(alone, in: request).isEmpty)
        // Flat, the same toggle lets Now Playing fill the safe area, as on iPad.
        let (flat, _) = try solveSplit(.flat, hidden)
        #expect(flat.primary.frame == CGRect(x: 0, y: 0, width: 895, height: 649))
    }

    /// The voice-notes app: Up Next (primary, collapsed while stacked) over the player (secondary).
    static let voiceNotes = OverlayArrangement()

    @Test("voice notes: Up Next is collapsed (z 1) while stacked, expanded in its own region (z 0) when folded [S4]",
          arguments: PosturePreset.allCases)
    func voiceNotes(_ preset: PosturePreset) throws {
        let (a, request) = try solveOverlay(preset, Self.voiceNotes)
        #expect(arrangementViolations(a, in: request).isEmpty)
        let upNextCollapsed = a.primary.zIndex == 1
        switch preset {
        case .book:
            #expect(!upNextCollapsed && a.mode == .sideBySide)
            #expect(a.primary.frame == CGRect(x: 495.5, y: 0, width: 399.5, height: 649))  // trailing: the thumb side
        case .tabletop:
            #expect(!upNextCollapsed && a.mode == .sideBySide)
            #expect(a.primary.frame == CGRect(x: 0, y: 495.5, width: 669, height: 435.5))  // bottom region
        case .closed, .closedLandscape, .flat, .flatRotated:
            #expect(upNextCollapsed && a.mode == .overlaid && a.secondary.zIndex == 0)
            #expect(a.secondary.frame == request.bounds && a.primary.frame!.maxY == request.bounds.maxY)
        }
    }

    @Test("the closed Duo in landscape shows the primary alone, whatever the axes [S0][S1]",
          arguments: [ArrangementAxes.both, .horizontal, .vertical])
    func closedLandscape(_ axes: ArrangementAxes) throws {
        let (a, request) = try solveSplit(.closedLandscape, SplitArrangement(axes: axes))
        #expect(a.mode == .single && a.secondary == .hidden)
        #expect(a.primary.frame == request.bounds)
        #expect(request.space.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
    }
}
