import Foundation
import FoldKit
import FoldKitScenes

/// Checks a scene against the design rules of ``ruleIDs`` (``ruleRange``) in every posture of a
/// device (SPEC 8.4, SCENE.md "Lint rules").
///
/// Phases:
/// 1. **Lay out** the scene in each posture (``panels(of:on:postures:layoutDirection:)``), and the
///    next screen where a list–detail shows one view (``screens(of:in:posture:state:)``), or take
///    layouts computed by the caller (the storyboard lays out each panel once).
/// 2. **Check** every rule in ``rules`` over all panels: per-panel rules look at one layout,
///    FK003–FK005 compare postures; FK013, FK014 and FK019 read the UI layer's bars.
/// 3. **Leave out** the rules the scene turns off (SCENE.md `"lint"`) and the caller's.
/// 4. **Order**: posture, then the node's place in the document (bar items and tabs after the
///    nodes, in declaration order), then rule, then message.
///
/// Pure: no state, no device names; the same input gives the same diagnostics in the same order.
public enum Linter {
    /// The rules, in id order: the registry every list of rules is read from (STYLE 18).
    static var rules: [any LintRule.Type] { [
        DivisionOverlapRule.self, OcclusionOverlapRule.self, RemovedContentRule.self, GridReflowRule.self,
        DisplacementDistanceRule.self, DisplacedScrollingRule.self, UnsafeAreaRule.self, WindowOverflowRule.self,
        SiblingOverlapRule.self, StraddlingFoldRule.self, NestedArrangementRule.self, NavigationInArrangementRule.self,
        RepeatedActionRule.self, UnreachableTabRule.self,
        TapedPhonesRule.self, FixedSizeRule.self, CoveredInteractiveRule.self, SmallTouchTargetRule.self, SideBarOverflowRule.self,
        BelowMinimumRule.self, NoWayBackRule.self,
    ] }

    /// The ids of the rules checked, in id order.
    public static var ruleIDs: [LintRuleID] { rules.map { $0.id } }

    /// The checked rules as a range for help and messages, first id to last: `FK001–FK021`.
    public static var ruleRange: String {
        guard let first = ruleIDs.first?.rawValue, let last = ruleIDs.last?.rawValue else { return "" }
        return first == last ? first : "\(first)–\(last)"
    }

    /// Lays `scene` out on `profile` in each of `postures`, with each panel's next screen, and
    /// checks every rule.
    /// - Parameters:
    ///   - sceneID: the id diagnostics name (a built-in id or the file's name without `.json`).
    ///   - postures: the presets to check, in output order; cross-posture rules compare these.
    ///   - layoutDirection: leading = left in LTR, right in RTL.
    /// - Returns: every finding, ordered by posture, node, rule.
    /// - Throws: ``LintError`` for a posture the device cannot take or cannot resolve.
    /// - Complexity: *p* layouts plus O(*p*·*n* log *n*) checks for *n* laid-out nodes.
    public static func lint(_ scene: PreparedScene, sceneID: String, profile: DeviceProfile, postures: [PosturePreset],
                            layoutDirection: LayoutDirection = .leftToRight) throws(LintError) -> [Diagnostic] {
        let panels = try panels(of: scene, on: profile, postures: postures, layoutDirection: layoutDirection)
        return lint(scene, sceneID: sceneID, deviceID: profile.id, panels: panels + panels.compactMap { nextScreen(after: $0, of: scene) })
    }

    /// Checks every rule on layouts already computed, one panel per posture and state of one device.
    ///
    /// The wiring point for the storyboard: build one ``LintPanel`` per panel of a scene × device
    /// (the panel's posture, state, space and ``SceneLayoutResult``), call this once per scene ×
    /// device, and hand each panel the diagnostics whose ``Diagnostic/posture`` and
    /// ``Diagnostic/state`` are its own.
    ///
    /// The panels are checked in groups of one ``LintPanel/state`` each (SPEC 10.2), in order of
    /// first appearance: the rules that compare postures (FK003, FK004, FK005) compare panels of
    /// the same layout direction, camera, Live Activity and window, never one state with another.
    /// - Parameters:
    ///   - scene: the scene the layouts came from (FK005 reads its anchors, FK014 and FK019 its
    ///     tab bar, from its outline).
    ///   - panels: one per posture and state, in output order.
    ///   - disabled: rule ids turned off for this run (`--disable`), besides the scene's own.
    /// - Returns: each state's findings ordered by posture, node, rule, the states in order; one
    ///   per node, each repeat of a row or cell marked (``Diagnostic/repeats``, grouped for text by
    ///   ``Diagnostic/grouped(_:)``).
    /// - Complexity: O(*p*·*n* log *n*) for *p* panels of *n* nodes.
    public static func lint(_ scene: PreparedScene, sceneID: String, deviceID: String, panels: [LintPanel],
                            disabling disabled: Set<String> = []) -> [Diagnostic] {
        let suppression = LintSuppression(scene: scene.scene, disabled: disabled)
        var screens = OrderedGroups<Screen, Int>()
        for (index, panel) in panels.enumerated() { screens.append(index, to: Screen(state: panel.state, isNext: !panel.pushed.isEmpty)) }
        var diagnostics: [Diagnostic] = []
        for (_, group) in screens.groups {
            let input = LintInput(scene: scene, panels: group.map { panels[$0] })
            var findings: [LintFinding] = []
            for rule in rules { rule.check(input, into: &findings) }
            if !suppression.isEmpty { findings.removeAll { suppression.disables($0.rule, for: $0.node) } }
            let ordered = findings.sorted { a, b in
                if a.panel != b.panel { return a.panel < b.panel }
                let (x, y) = (input.sortPosition(of: a.node), input.sortPosition(of: b.node))
                if x != y { return x < y }
                if a.rule != b.rule { return a.rule < b.rule }
                return a.message < b.message
            }
            diagnostics += ordered.map {
                let panel = input.panels[$0.panel]
                return Diagnostic(rule: $0.rule, severity: $0.severity, scene: sceneID, device: deviceID, posture: panel.posture,
                                  state: panel.state, pushed: panel.pushed, node: $0.node, message: $0.message, fix: $0.fix,
                                  nodes: $0.nodes, repeats: LintRepeats.key(of: $0, in: panel))
            }
        }
        return diagnostics
    }

    /// What the rules that compare postures hold equal: the state, and whether the panels are
    /// next screens (SPEC 10.2, 4.4).
    struct Screen: Hashable {
        var state: StateModifiers
        var isNext: Bool
    }

    /// Resolves each posture on `profile` and lays `scene` out in it.
    /// - Throws: ``LintError`` for a posture the device cannot take or a state it cannot resolve.
    public static func panels(of scene: PreparedScene, on profile: DeviceProfile, postures: [PosturePreset],
                              layoutDirection: LayoutDirection = .leftToRight) throws(LintError) -> [LintPanel] {
        var panels: [LintPanel] = []
        for posture in postures {
            let state: DeviceState
            do { state = try profile.state(for: posture) } catch {
                throw .unsupportedPosture(device: profile.id, posture: posture, reason: error.reason)
            }
            let space: LayoutSpace
            do { space = try profile.resolve(state, layoutDirection: layoutDirection) } catch {
                throw .unresolvable(device: profile.id, posture: posture, message: error.message)
            }
            panels.append(LintPanel(posture: posture, space: space, layout: SceneLayout.solve(SceneLayoutRequest(scene: scene, space: space))))
        }
        return panels
    }

    /// The panels one space shows `scene` in: its layout, then its next screen where a list–detail
    /// shows one view (``SceneLayout/nextScreen(after:of:)``, SPEC 4.4).
    /// - Complexity: one or two scene layouts.
    public static func screens(of scene: PreparedScene, in space: LayoutSpace, posture: PosturePreset, state: StateModifiers) -> [LintPanel] {
        let space = space.with(layoutDirection: state.layoutDirection)
        let panel = LintPanel(posture: posture, space: space, layout: SceneLayout.solve(SceneLayoutRequest(scene: scene, space: space)), state: state)
        return [panel] + (nextScreen(after: panel, of: scene).map { [$0] } ?? [])
    }

    /// `panel`'s next screen (``SceneLayout/nextScreen(after:of:)``) as a panel, nil when its
    /// list–details all show both views.
    static func nextScreen(after panel: LintPanel, of scene: PreparedScene) -> LintPanel? {
        let request = SceneLayoutRequest(scene: scene, space: panel.space.with(layoutDirection: panel.layoutDirection))
        return SceneLayout.nextScreen(after: panel.layout, of: request).map {
            LintPanel(posture: panel.posture, space: panel.space, layout: $0.layout, state: panel.state, pushed: $0.pushed)
        }
    }
}
