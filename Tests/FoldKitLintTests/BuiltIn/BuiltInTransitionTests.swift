import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// Issue 13's check of SPEC 10.1 against SPEC 5.3 ("never remove content"): every built-in scene
/// on the Duo flat → book → tabletop, in both layout directions, shows or hides no node that a
/// reason below does not explain: FK003's own finding (warning or info) for the node, or the
/// ancestor FK003 reports it under, in the posture the node is missing from; or the layout's own
/// record that its content is shown elsewhere there (a stand-in, a pushed detail, a variant).
///
/// The UI layer takes part too: a tab or action that leaves the bars in one posture is reached
/// through More there, is a further copy of an action still shown, or belongs to columns whose
/// absence is itself explained. Bars come and go with the mode (SPEC 9) and are not judged.
@Suite("Built-in transitions: nothing shown or hidden without a reason")
struct BuiltInTransitionTests {
    /// Where a node is missing and where it shows, and what the linter found in those postures.
    struct Absence {
        /// The scene.
        var scene: Scene
        /// The entry's id (a node, or a tab or action id).
        var id: String
        /// The panel that does not show it.
        var missingIn: LintPanel
        /// The panel that shows it.
        var shownIn: LintPanel
        /// Every diagnostic of the scene over the postures compared.
        var diagnostics: [Diagnostic]

        /// The node and its ancestors, innermost first, from whichever layout has it.
        var lineage: [String] {
            var ids = [id]
            let layout = missingIn.layout[id] != nil ? missingIn.layout : shownIn.layout
            while let parent = layout[ids.last!]?.parentID { ids.append(parent) }
            return ids
        }
    }

    /// A reason a scene node may be missing in one posture and shown in another. Later reasons
    /// (SPEC 10.3: a node that `standsFor` it shows its content; a list–detail `single` reaches
    /// it by navigation) are added to ``reasons``.
    struct Reason: Sendable {
        var name: String
        var explains: @Sendable (Absence) -> Bool
    }

    static let reasons: [Reason] = [
        Reason(name: "FK003 reports it (or the ancestor it is removed with) where it is missing") { absence in
            let lineage = Set(absence.lineage)
            return absence.diagnostics.contains {
                $0.rule == .fk003 && $0.posture == absence.missingIn.posture && lineage.contains($0.node)
            }
        },
        // SPEC 10.3 and 4.4: the layout says where the content is instead — a node that stands for
        // it shows it inline, a list–detail pushes it from its list, a variant reorganises rows —
        // and a stand-in is gone while the node it stands for shows itself.
        Reason(name: "where it is missing, the layout shows its content elsewhere (a stand-in, a push, a variant)") { absence in
            absence.lineage.contains { absence.missingIn.layout[$0]?.shownElsewhere != nil }
        },
    ]

    /// The reason for a missing scene node, nil when there is none.
    static func reason(_ absence: Absence) -> String? { reasons.first { $0.explains(absence) }?.name }

    /// The reason for a tab or action missing from the bars, nil when there is none.
    static func itemReason(_ absence: Absence) -> String? {
        let bars = absence.missingIn.layout.bars
        if let base = absence.id.split(separator: "@").first.map(String.init), base != absence.id,
           bars.contains(where: { $0.items.contains { $0.id == base } }) {
            return "a further copy of an action still shown"
        }
        if bars.contains(where: { $0.items.contains { $0.reaches.contains(absence.id) } }) { return "reached through More" }
        let columns = declaringColumns(of: absence.id, in: absence.scene.root)
        guard !columns.isEmpty else { return nil }
        for column in columns {
            var node = absence
            node.id = column
            guard reason(node) != nil else { return nil }
        }
        return "its columns are missing for an explained reason"
    }

    /// The ids of the nodes whose toolbar declares action `id`.
    static func declaringColumns(of id: String, in node: SceneNode) -> [String] {
        var ids = node.toolbar.contains { $0.action.id == id } ? [node.id] : []
        node.forEachChild { ids += declaringColumns(of: id, in: $0) }
        return ids
    }

    static let postures: [PosturePreset] = [.flat, .book, .tabletop]

    @Test("flat → book → tabletop on the Duo: every node shown or hidden is explained", arguments: Scene.builtInIDs, LayoutDirection.allCases)
    func everyRemovalExplained(_ sceneID: String, _ direction: LayoutDirection) throws {
        let scene = try Scene.builtIn(sceneID)
        let profile = Builtins.profile("iphone-duo")
        let panels = try Linter.panels(of: PreparedScene(unchecked: scene), on: profile, postures: Self.postures, layoutDirection: direction)
        let diagnostics = Linter.lint(PreparedScene(unchecked: scene), sceneID: sceneID, deviceID: profile.id, panels: panels)
        var unexplained: [String] = []
        for (before, after) in zip(panels, panels.dropFirst()) {
            let space = SpaceTransition.solve(SpaceTransitionRequest(before: before.space, after: after.space))
            let result = SceneTransition.solve(SceneTransitionRequest(before: before.layout, after: after.layout, space: space))
            #expect(result.isAnimated, "\(before.posture.rawValue) → \(after.posture.rawValue) changes the device state")
            for entry in result.nodes where entry.change == .shown || entry.change == .hidden {
                let (missing, shown) = entry.change == .hidden ? (after, before) : (before, after)
                let absence = Absence(scene: scene, id: entry.id, missingIn: missing, shownIn: shown, diagnostics: diagnostics)
                let why: String?
                switch entry.kind {
                case .node: why = Self.reason(absence)
                case .item: why = Self.itemReason(absence)
                case .bar: continue
                }
                if why == nil {
                    unexplained.append("\(entry.kind.name) '\(entry.id)' \(entry.change.rawValue) \(before.posture.rawValue) → \(after.posture.rawValue)")
                }
            }
        }
        #expect(unexplained.isEmpty, "\(sceneID) \(direction.rawValue): \(unexplained.joined(separator: "; "))")
    }
}
