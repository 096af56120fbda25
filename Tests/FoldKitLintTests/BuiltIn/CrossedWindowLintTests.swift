import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// Multitasking windows that an active division crosses (SPEC 3.5, 4.1, 4.4, 4.5, 5.2, 7): every
/// built-in scene, in either layout direction, with its next screen,
/// - puts no control on a division or an occlusion (FK001, FK002);
/// - lays nothing but scrolling content in a strip too narrow to be useful (``UsefulRegion``);
/// - gives room to everything it has room for with the fold flat (FK003 "has no room"), unless
///   even a whole window as large as the region it lies in has none for it (a 157-pt region holds
///   no 164-pt player: no layout clear of the fold could).
///
/// The field report: the iPhone Duo in book, a 500-pt window the fold crosses 4.5 pt from its
/// edge, gave Mail's list–detail `single` one pane straddling the fold. Windows: ``CrossedWindows``.
/// The bars and items the UI layer places (SPEC 9) are held to the same: in tabletop windows with
/// a short bottom region they once met the fold.
struct CrossedWindowLintTests {
    static let scenes: [(id: String, scene: Scene)] = {
        do { return try Scene.allBuiltIn() } catch { fatalError("built-in scenes: \(error)") }
    }()

    /// One window: a device, a folded preset, the window in display coordinates.
    struct Crossing: CustomTestStringConvertible, Sendable {
        var device: String
        var preset: PosturePreset
        /// The window, display coordinates.
        var window: CGRect
        var testDescription: String { "\(device) \(preset.rawValue) window \(Format.rect(window))" }
    }

    static let crossings: [Crossing] = CrossedWindows.all

    @Test("the sweep covers every device and posture with an active division")
    func sweep() {
        #expect(Set(Self.crossings.map(\.device)) == ["iphone-duo", "book-foldable", "flip-foldable", "dual-screen", "tri-fold"])
        #expect(Set(Self.crossings.map(\.preset)) == [.book, .tabletop])
        // The field report's windows are among them.
        #expect(Self.crossings.contains { $0.device == "iphone-duo" && $0.preset == .book && $0.window.width == 507 })
    }

    @Test("no control on a division or occlusion, nothing in a sliver, room for what has room flat", arguments: crossings)
    func crossedWindow(_ c: Crossing) {
        let folded = Builtins.space(c.device, c.preset, window: c.window)
        let flat = CrossedWindows.flatSpace(c.device, c.preset, window: c.window)
        let regions = UsableRegions(container: folded.safeAreaFrame, regions: folded.regions)
        var problems: [String] = []
        for (id, scene) in Self.scenes {
            for direction in LayoutDirection.allCases {
                let state = StateModifiers(layoutDirection: direction, window: c.window)
                let foldedScreens = Linter.screens(of: PreparedScene(unchecked: scene), in: folded, posture: c.preset, state: state)
                for screen in foldedScreens {
                    // Scrolling content may pass under a fold (SPEC 6): only the rest is held to it.
                    for node in screen.layout.nodes where !node.isScrollingContent && CrossedWindows.liesInSliver(node.frame, of: regions) {
                        problems.append("\(id) \(direction.rawValue): \(node.id) \(Format.rect(node.frame ?? .zero)) lies in a strip too narrow to be useful")
                    }
                }
                // One group: the folded screens compared with the flat window's (FK003).
                let panels = (Linter.screens(of: PreparedScene(unchecked: scene), in: flat, posture: .flat, state: state) + foldedScreens)
                    .map { LintPanel(posture: $0.posture, space: $0.space, layout: $0.layout, state: state) }
                for diagnostic in Linter.lint(PreparedScene(unchecked: scene), sceneID: id, deviceID: c.device, panels: panels) where diagnostic.posture == c.preset {
                    if diagnostic.rule == .fk001 || diagnostic.rule == .fk002 {
                        problems.append(diagnostic.headline)
                    } else if diagnostic.rule == .fk003, diagnostic.message.contains("has no room here"),
                              Self.hasRoom(diagnostic.node, inFlatWindowOfItsRegion: foldedScreens, regions: regions, c, scene: scene, state: state) {
                        problems.append(diagnostic.headline)
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count):\n\(problems.prefix(12).joined(separator: "\n"))")
    }

    /// Whether node `id`, without room on one of `screens`, has room in a flat window as large as
    /// the region of `regions` it lies in there (display coordinates): what a layout clear of the
    /// fold could give it. A region too small for the content (a 157-pt one for a 164-pt player)
    /// excuses it; nothing else does.
    static func hasRoom(_ id: String, inFlatWindowOfItsRegion screens: [LintPanel], regions: UsableRegions, _ c: Crossing,
                        scene: Scene, state: StateModifiers) -> Bool {
        guard let frame = screens.lazy.compactMap({ $0.layout[id]?.frame }).first,
              let index = regions.indexOfRegion(holdingMostOf: frame) ?? regions.indexOfRegion(holdingMostOf: regions.usable) else { return true }
        let region = regions.regions[index]
        guard region.width > 0, region.height > 0 else { return true }
        let window = region.offsetBy(dx: c.window.minX, dy: c.window.minY)
        var regionState = state
        regionState.window = window
        let space = CrossedWindows.flatSpace(c.device, c.preset, window: window)
        return shownIDs(Linter.screens(of: PreparedScene(unchecked: scene), in: space, posture: .flat, state: regionState)).contains(id)
    }

    /// The ids of the nodes with a frame of positive area on any of `screens`.
    static func shownIDs(_ screens: [LintPanel]) -> Set<String> {
        Set(screens.flatMap { $0.layout.nodes.filter { ($0.frame.map { $0.width > 0 && $0.height > 0 }) ?? false }.map(\.id) })
    }
}
