import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender
import FoldKitScenes

/// One storyboard panel with the scene it shows laid out in its space: what the lint step reads.
public struct LaidOutPanel: Sendable {
    /// The panel (its space, device, posture and state).
    public var panel: StoryboardPanel
    /// The scene shown.
    public var scene: Scene
    /// The scene laid out in ``StoryboardPanel/space`` in the panel's layout direction.
    public var layout: SceneLayoutResult
}

/// The scene step of `foldkit storyboard`: scenes from the command line, laid out per panel,
/// with the lint hook (SPEC 8.1, 8.3).
enum StoryboardScenes {
    /// Lays out each panel's scene in the panel's space and fills its nodes (z-order kept) and
    /// its findings (``findings(for:)``).
    /// - Parameter scenes: the scenes by panel scene id.
    /// - Complexity: one scene layout per panel.
    static func fill(_ plan: StoryboardPlan, scenes: [String: Scene]) -> StoryboardPlan {
        var laidOut: [LaidOutPanel] = []
        var positions: [Int] = []
        laidOut.reserveCapacity(plan.panels.count)
        for (position, panel) in plan.panels.enumerated() {
            guard let scene = scenes[panel.scene.id] else { continue }
            laidOut.append(LaidOutPanel(panel: panel, scene: scene, layout: SceneLayout.layout(scene, in: panel.space, layoutDirection: panel.state.layoutDirection)))
            positions.append(position)
        }
        let findings = Self.findings(for: laidOut)
        var filled = plan
        for (index, item) in laidOut.enumerated() {
            let content = PanelContent(item.layout)
            filled.panels[positions[index]].nodes = content.nodes
            filled.panels[positions[index]].bars = content.bars
            filled.panels[positions[index]].findings = index < findings.count ? findings[index] : []
        }
        return filled
    }

    /// The lint step: each laid-out panel's findings (every rule of ``Linter``), in the order
    /// given. Every posture of a scene is in `panels`, so rules that compare postures (FK003,
    /// FK004) can, among the panels of one state; the layouts are reused, not computed again.
    static func findings(for panels: [LaidOutPanel]) -> [[PanelFinding]] {
        Linter.diagnosticsPerPanel(panels.map {
            ($0.panel.scene.id, $0.scene, $0.panel.deviceID, LintPanel(posture: $0.panel.posture, space: $0.panel.space, layout: $0.layout,
                                                                           state: $0.panel.state))
        }).map { $0.map(PanelFinding.init) }
    }
}
