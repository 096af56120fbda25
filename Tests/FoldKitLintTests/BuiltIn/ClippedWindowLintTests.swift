import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// Windows that an active division only clips (SPEC 3.5, 6): the window lays out in the strip
/// beside the division, so no control of a built-in scene, and no bar item, lies on it (FK001),
/// in either layout direction; and every FK001 fix names positions inside the window. The field
/// report: the iPhone Duo's fold (x 455.5 … 495.5) clipping a 470-pt window in book.
struct ClippedWindowLintTests {
    static let scenes: [(id: String, scene: Scene)] = {
        do { return try Scene.allBuiltIn() } catch { fatalError("built-in scenes: \(error)") }
    }()

    /// How far a window reaches into the division it ends at (points): a sliver, the Duo's
    /// 470-pt window (470 − 455.5 = 14.5), all but a sliver of the 40-pt frame.
    static let depths: [CGFloat] = [0.5, 14.5, 39.5]

    struct Clip: CustomTestStringConvertible, Sendable {
        var device: String
        var preset: PosturePreset
        /// The window, display coordinates.
        var window: CGRect
        var testDescription: String { "\(device) \(preset.rawValue) window \(Format.rect(window))" }
    }

    /// For every built-in device and posture with an active division: windows from each edge of
    /// the display up to a depth into each division, across its run (a book fold's windows run the
    /// display's height, a tabletop fold's its width).
    static let clips: [Clip] = DeviceProfile.builtInIDs.flatMap { device -> [Clip] in
        let profile = Builtins.profile(device)
        return profile.supportedPresets.flatMap { preset -> [Clip] in
            let display = Builtins.space(device, preset).bounds
            return Builtins.space(device, preset).regions.filter { $0.isActive && $0.kind == .division }.flatMap { division -> [Clip] in
                let upright = division.frame.height >= division.frame.width
                return depths.flatMap { depth -> [CGRect] in
                    let start = (upright ? division.frame.minX : division.frame.minY) + depth   // a window ending here
                    let end = (upright ? division.frame.maxX : division.frame.maxY) - depth     // one starting here
                    return upright
                        ? [CGRect(x: 0, y: 0, width: start, height: display.height),
                           CGRect(x: end, y: 0, width: display.width - end, height: display.height)]
                        : [CGRect(x: 0, y: 0, width: display.width, height: start),
                           CGRect(x: 0, y: end, width: display.width, height: display.height - end)]
                }.map { Clip(device: device, preset: preset, window: $0) }
            }
        }
    }

    @Test("the sweep covers every device with a division")
    func sweep() {
        #expect(Set(Self.clips.map(\.device)) == ["iphone-duo", "book-foldable", "flip-foldable", "dual-screen", "tri-fold"])
    }

    @Test("no control on a division that only clips the window; fixes inside the window", arguments: clips)
    func noControlOnTheClippedStrip(_ c: Clip) {
        let space = Builtins.space(c.device, c.preset, window: c.window)
        var problems: [String] = []
        for (id, scene) in Self.scenes {
            for direction in LayoutDirection.allCases {
                let layout = SceneLayout.solve(unchecked: scene, in: space, layoutDirection: direction)
                let panel = LintPanel(posture: c.preset, space: space, layout: layout)
                for diagnostic in Linter.lint(PreparedScene(unchecked: scene), sceneID: id, deviceID: c.device, panels: [panel]) where diagnostic.rule == .fk001 {
                    problems += PanelBuilder.positionsOutside(diagnostic.fix, window: space.bounds).map { "\(direction.rawValue): \(diagnostic.headline): fix names \($0)" }
                    // Only a division crossing the window may have a control on it (the scene's
                    // layout, which lint reports); one that only clips the window may not.
                    let division = space.regions.first { diagnostic.message.contains("region '\($0.id)'") }
                    if let division, case .across = DivisionCrossing(division: division.frame, container: space.bounds) { continue }
                    problems.append("\(direction.rawValue): \(diagnostic.headline) — \(diagnostic.fix)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count):\n\(problems.prefix(12).joined(separator: "\n"))")
    }
}
