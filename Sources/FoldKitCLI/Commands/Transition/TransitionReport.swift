import Foundation
import FoldKit
import FoldKitScenes

/// What `foldkit transition` prints as JSON (CLI.md "Added 2026-12-01"; SPEC 10.1).
///
/// `animated`; `nodes` (every node, then each bar and its items: `id`, `kind` — `node`, `bar` or
/// `item` —, `role`, `change`, and `before`/`after` as `{"frame", "isVisible", "zIndex",
/// "isPresent", "bar"}`: `frame` in window coordinates, null when hidden; an entry missing from a
/// layout has `isPresent` false, `isVisible` false and a null frame; `bar` names the bar holding
/// an item, null otherwise); `regions` (only those that changed: `id`, `kind`, `change`,
/// `before`/`after` as `{"frame", "isActive"}` or null where the region is absent); `posture` and
/// `fold` as `{"before", "after"}`; and `scene`, `name`, `device`, `layoutDirection`, `from`, `to`
/// (each state written canonically: the posture, then its modifiers in the order `camera`,
/// `live-activity`).
struct TransitionReport: Encodable {
    /// An entry in one layout.
    struct NodeState: Encodable {
        @NullWhenAbsent var frame: JSONRect?
        var isVisible: Bool
        var zIndex: Int
        var isPresent: Bool
        @NullWhenAbsent var bar: String?

        init(_ state: NodeTransition.State?) {
            frame = state?.frame.map(JSONRect.init)
            isVisible = state?.isVisible ?? false
            zIndex = state?.zIndex ?? 0
            isPresent = state != nil
            bar = state?.bar
        }
    }

    /// A node, bar or item with its change.
    struct Node: Encodable {
        var id: String
        var kind: String
        var role: String
        var change: String
        var before: NodeState
        var after: NodeState
    }

    /// A region in one space.
    struct RegionState: Encodable {
        var frame: JSONRect
        var isActive: Bool
    }

    /// A region that changed.
    struct Region: Encodable {
        var id: String
        var kind: String
        var change: String
        @NullWhenAbsent var before: RegionState?
        @NullWhenAbsent var after: RegionState?
    }

    /// A fold: its posture and frame (window coordinates).
    struct Fold: Encodable {
        var posture: String
        var frame: JSONRect
    }

    /// A value before and after.
    struct Pair<Value: Encodable & Sendable>: Encodable {
        @NullWhenAbsent var before: Value?
        @NullWhenAbsent var after: Value?
    }

    var scene: String
    var name: String
    var device: String
    var layoutDirection: String
    var from: String
    var to: String
    var animated: Bool
    var nodes: [Node]
    var regions: [Region]
    var posture: Pair<String>
    var fold: Pair<Fold>

    /// The report of `result`, the transition of `loaded` between `states` on `device`.
    init(_ loaded: SceneInput.Loaded, device: String, states: (TransitionState, TransitionState), direction: LayoutDirection,
         space: SpaceTransitionResult, result: SceneTransitionResult) {
        scene = loaded.id
        name = loaded.scene.name
        self.device = device
        layoutDirection = direction.rawValue
        from = states.0.name
        to = states.1.name
        animated = result.isAnimated
        nodes = result.nodes.map {
            Node(id: $0.id, kind: Self.kind($0.kind), role: $0.kind.name, change: $0.change.rawValue,
                 before: NodeState($0.before), after: NodeState($0.after))
        }
        let regionState = { (region: ReservedRegion?) in region.map { RegionState(frame: JSONRect($0.frame), isActive: $0.isActive) } }
        regions = space.regions.map {
            Region(id: $0.id, kind: $0.kind.rawValue, change: $0.change.rawValue, before: regionState($0.before), after: regionState($0.after))
        }
        posture = Pair(before: space.postureBefore.rawValue, after: space.postureAfter.rawValue)
        let fold = { (fold: FoldKit.Fold?) in fold.map { Fold(posture: $0.posture.rawValue, frame: JSONRect($0.frame)) } }
        self.fold = Pair(before: fold(space.foldBefore), after: fold(space.foldAfter))
    }

    /// `node`, `bar` or `item`.
    static func kind(_ kind: NodeTransition.Kind) -> String {
        switch kind {
        case .node: return "node"
        case .bar: return "bar"
        case .item: return "item"
        }
    }
}
