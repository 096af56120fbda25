import Foundation
import FoldKit
import FoldKitLint
import FoldKitRender
import FoldKitScenes

/// One storyboard panel with the scene it shows laid out in its space: what the lint step reads.
public struct LaidOutPanel: Sendable {
    /// The panel (its space, device, posture and state).
    public var panel: StoryboardPanel
    /// The scene shown, prepared.
    public var prepared: PreparedScene
    /// The scene shown (setting one outlines it anew, unchecked).
    public var scene: Scene {
        get { prepared.scene }
        set { prepared = PreparedScene(unchecked: newValue) }
    }
    /// The scene laid out in ``StoryboardPanel/space`` in the panel's layout direction.
    public var layout: SceneLayoutResult
}

/// The scene step of `foldkit storyboard`: scenes from the command line, laid out per panel,
/// with the lint hook (SPEC 8.1, 8.3).
enum StoryboardScenes {
    /// Lays out each panel's scene in the panel's space and fills its nodes (z-order kept) and
    /// its findings (``findings(for:)``).
    /// - Parameter scenes: the scenes by panel scene id.
    /// - Complexity: one scene layout per panel, two for a panel with a next screen.
    ///
    /// A panel whose list–detail shows one view (`single`) is followed by its next screen: the
    /// detail pushed from the list (``StoryboardPanel/pushed``), so the closed Duo shows both of its
    /// screens (SPEC 4.4 [S0]). The screens are lint's (``Linter/screens(of:in:posture:state:)``),
    /// so both commands lay out and lint the same ones; the pushed screens are linted among
    /// themselves.
    static func fill(_ plan: StoryboardPlan, scenes: [String: PreparedScene]) -> StoryboardPlan {
        var laidOut: [LaidOutPanel] = []
        laidOut.reserveCapacity(plan.panels.count)
        for panel in plan.panels {
            guard let scene = scenes[panel.scene.id] else { continue }
            for screen in Linter.screens(of: scene, in: panel.space, posture: panel.posture, state: panel.state) {
                var shown = panel
                shown.pushed = screen.pushed
                laidOut.append(LaidOutPanel(panel: shown, prepared: scene, layout: screen.layout))
            }
        }
        var filled = plan
        filled.panels = zip(laidOut, findings(for: laidOut)).map { item, findings in
            var panel = item.panel
            let content = PanelContent(item.layout)
            panel.nodes = content.nodes
            panel.bars = content.bars
            panel.findings = findings
            return panel
        }
        return filled
    }

    /// The lint step: each laid-out panel's findings (every rule of ``Linter``), in the order
    /// given. Every posture of a scene is in `panels`, so rules that compare postures (FK003,
    /// FK004) can, among the panels of one state (next screens among themselves); the layouts are
    /// reused, not computed again.
    static func findings(for panels: [LaidOutPanel]) -> [[PanelFinding]] {
        Linter.diagnosticsPerPanel(panels.map {
            ($0.panel.scene.id, $0.prepared, $0.panel.deviceID, LintPanel(posture: $0.panel.posture, space: $0.panel.space, layout: $0.layout,
                                                                           state: $0.panel.state, pushed: $0.panel.pushed))
        }).map { Diagnostic.grouped($0).map(PanelFinding.init) }
    }
}
