import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// FK002, FK007 and FK008 on hand-built panels: occlusions, the safe area and the window
/// (SPEC 3.1, 7).
struct SafeAreaRuleTests {
    typealias B = PanelBuilder

    /// The Duo's book window as data: 951 × 669, side bar 56 on the right, bottom 20, and an
    /// active camera occlusion (903, 20, 40, 40) (SPEC 2.2, with the camera streaming).
    static let space = LayoutSpace(window: B.rect(0, 0, 951, 669), safeAreaInsets: PhysicalInsets(bottom: 20, right: 56),
                                   regions: [ReservedRegion(id: "inner-camera", kind: .occlusion, frame: B.rect(903, 20, 40, 40), isActive: true)])

    /// [S1][S4] error when interactive, warning when only important; scrolling text and a map are
    /// exempt.
    @Test func occlusionSeverityByInteractivity() {
        var b = B(.flat, space: Self.space)
        b.add("video-call", .element(.control), frame: B.rect(880, 0, 71, 60), interactive: true)   // 903…943 × 20…60: 40 × 40
        b.add("portrait", .element(.image), frame: B.rect(920, 50, 31, 31), important: true)          // 920…943 × 50…60: 23 × 10
        b.add("transcript", .element(.text), frame: B.rect(0, 0, 951, 2000), visible: .some(B.rect(0, 0, 951, 669)), important: true, scrolling: true)
        // A map pans any part of itself out from under the camera, as scrolling does.
        b.add("stations-map", .element(.map), frame: B.rect(475.5, 0, 475.5, 669), important: true)
        // The hand-built nodes lie over each other in one layer: FK009's, judged in SiblingOverlapRuleTests.
        #expect(B.lint([b.panel]).filter { !$0.contains(": FK009: ") } == [
            "t: d/flat: error: FK002: control 'video-call' overlaps region 'inner-camera' by 40 × 40pt",
            "t: d/flat: error: FK007: control 'video-call' extends 56pt past the safe area's trailing edge",   // 951 − 895
            "t: d/flat: warning: FK002: image 'portrait' overlaps region 'inner-camera' by 23 × 10pt",
        ])
    }

    /// [S0] the side bar: a row's control at the trailing end stays under it at every offset;
    /// its bottom runs under the home indicator only until scrolled.
    @Test func scrollingControlsAreJudgedAcrossTheScrollDirection() {
        var b = B(.flat, space: Self.space)
        b.add("star", frame: B.rect(860, 630, 44, 44), visible: .some(B.rect(860, 630, 44, 39)), interactive: true, scrolling: true)
        b.add("reply", frame: B.rect(700, 630, 44, 44), visible: .some(B.rect(700, 630, 44, 39)), interactive: true, scrolling: true)
        #expect(B.lint([b.panel]) == ["t: d/flat: error: FK007: control 'star' extends 9pt past the safe area's trailing edge"])
    }

    /// SPEC 8.4 "content clipped by the window": the outermost overflowing node only; what lies
    /// past a scroll view's viewport is not clipped but scrolled.
    @Test func windowOverflowOutermostOnly() {
        var b = B(.flat, space: Self.space)
        b.add("banner", .node(.stack), frame: B.rect(-30, 0, 400, 60))
        b.add("logo", .element(.image), in: "banner", frame: B.rect(-30, 0, 60, 60))
        b.add("tiles", .node(.grid), frame: B.rect(0, 100, 895, 549))
        b.add("tiles-7", .cell, in: "tiles", frame: B.rect(0, 640, 200, 200), visible: .some(B.rect(0, 640, 200, 9)))
        b.add("rows", .node(.list), frame: B.rect(0, 100, 895, 549))
        b.add("rows-20", .row, in: "rows", frame: B.rect(0, 1300, 895, 60), visible: .some(nil), scrolling: true)
        #expect(B.lint([b.panel]) == [
            "t: d/flat: error: FK008: stack 'banner' extends 30pt past the window's leading edge",
            "t: d/flat: error: FK008: cell 'tiles-7' extends 171pt past the window's bottom edge",
        ])
    }
}
