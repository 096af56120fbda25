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
    /// The scene laid out in ``StoryboardPanel/space`` in the panel's layout direction.
    public var layout: SceneLayoutResult

    /// The panel as lint takes it: its scene's and device's ids with the layout, posture, state
    /// and screen.
    public var lintPanel: Linter.ScenePanel {
        (panel.scene.id, prepared, panel.deviceID,
         LintPanel(posture: panel.posture, space: panel.space, layout: layout, state: panel.state, pushed: panel.pushed))
    }

    /// The screen the panel shows, whose diagnostics it gets (``Diagnostic/screen``).
    public var screen: Diagnostic.Screen {
        Diagnostic.Screen(scene: panel.scene.id, device: panel.deviceID, posture: panel.posture, state: panel.state, pushed: panel.pushed)
    }

    /// The panel ready to draw: its laid-out nodes and bars (z-order kept) and `diagnostics`
    /// marked on their nodes, each group of repeats as one finding (``Diagnostic/grouped(_:)``).
    /// - Parameter diagnostics: the panel's own diagnostics (``LintedPanels/diagnosticsByScreen``).
    public func drawn(with diagnostics: [Diagnostic]) -> StoryboardPanel {
        var drawn = panel
        let content = PanelContent(layout)
        drawn.nodes = content.nodes
        drawn.bars = content.bars
        drawn.findings = Diagnostic.grouped(diagnostics).map(PanelFinding.init)
        return drawn
    }
}

/// Scenes laid out and linted in a plan's panels: the one step `foldkit lint`, `foldkit
/// storyboard` and FoldKitTesting share (SPEC 8.1, 8.3, 8.4, 10.2).
///
/// A panel whose list–detail shows one view (`single`) is followed by its next screen: the
/// detail pushed from the list (``StoryboardPanel/pushed``), so the closed Duo shows both of its
/// screens (SPEC 4.4 [S0]). The screens are lint's (``Linter/screens(of:in:posture:state:)``);
/// each scene is linted once per device over all its panels (``Linter/lint(_:disabling:)``), so
/// rules that compare postures (FK003, FK004) can, among the panels of one state (next screens
/// among themselves), and the layouts are reused, not computed again.
public struct LintedPanels: Sendable {
    /// Every screen laid out, in plan order, each panel's next screen after it.
    public var panels: [LaidOutPanel]
    /// Every finding in `foldkit lint`'s order: scene by scene, device by device, each state's
    /// ordered by posture, node, rule (``Linter/lint(_:sceneID:deviceID:panels:disabling:)``).
    public var diagnostics: [Diagnostic]

    /// Lays out each panel's scene in the panel's space and lints them.
    /// - Parameters:
    ///   - plan: the panels, scene-major then device (``StoryboardPlan/make(_:)``'s order); a panel
    ///     whose scene is not in `scenes`, or whose keyboard state its scene cannot show (SPEC
    ///     10.2: no text input, or no field of that id), is left out.
    ///   - scenes: the scenes by panel scene id.
    ///   - disabled: rule ids turned off for this run (`--disable`), besides each scene's own.
    /// - Complexity: one scene layout per panel, two for a panel with a next screen, and one lint
    ///   per scene × device.
    public init(_ plan: StoryboardPlan, scenes: [String: PreparedScene], disabling disabled: Set<String> = []) {
        var laidOut: [LaidOutPanel] = []
        laidOut.reserveCapacity(plan.panels.count)
        for panel in plan.panels {
            guard let scene = scenes[panel.scene.id], scene.shows(panel.state.keyboard) else { continue }
            for screen in Linter.screens(of: scene, in: panel.space, posture: panel.posture, state: panel.state) {
                var shown = panel
                shown.pushed = screen.pushed
                laidOut.append(LaidOutPanel(panel: shown, prepared: scene, layout: screen.layout))
            }
        }
        panels = laidOut
        diagnostics = Linter.lint(laidOut.map(\.lintPanel), disabling: disabled)
    }

    /// The panels of `scenes` in each of `spaces` (a plan without scenes, ``PanelScene/space``'s
    /// panels), scene-major, laid out and linted: `foldkit lint`'s run.
    public init(scenes: [(id: String, prepared: PreparedScene)], spaces: [StoryboardPanel], disabling disabled: Set<String> = []) {
        let panels = scenes.flatMap { scene in
            spaces.map { space in
                var panel = space
                panel.scene = PanelScene(id: scene.id, title: scene.prepared.scene.name)
                return panel
            }
        }
        self.init(StoryboardPlan(panels: panels), scenes: Dictionary(scenes.map { ($0.id, $0.prepared) }, uniquingKeysWith: { first, _ in first }),
                  disabling: disabled)
    }

    /// The diagnostics by the screen they are about (``LaidOutPanel/screen``): a panel's own are
    /// `diagnosticsByScreen[panel.screen]`. Grouped once; read it once per run.
    /// - Complexity: O(*d*) for *d* diagnostics.
    public var diagnosticsByScreen: [Diagnostic.Screen: [Diagnostic]] {
        Dictionary(grouping: diagnostics, by: \.screen)
    }

    /// Every panel ready to draw (``LaidOutPanel/drawn(with:)``), in order: the storyboard's plan.
    /// - Complexity: O(*p* + *d*) for *p* panels and *d* diagnostics.
    public var drawnPlan: StoryboardPlan {
        let byScreen = diagnosticsByScreen
        return StoryboardPlan(panels: panels.map { $0.drawn(with: byScreen[$0.screen] ?? []) })
    }
}
