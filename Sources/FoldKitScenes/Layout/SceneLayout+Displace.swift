import Foundation
import FoldKit

extension SceneLayout {
    /// The displacement pass: solves each displacement group the walk met since the last such
    /// pass, once, and lays out anew each element that moves (SPEC 5).
    ///
    /// A group is the displace nodes sharing a `group` name (row suffix included), else one
    /// displace node; groups are solved in order of first appearance, except that a group comes
    /// after the groups it depends on: one whose moved element holds its anchor or one of its
    /// members (moving it moves them). A group's own members never count (the photo's reactions
    /// are anchored to the photo they move with), and a cycle — possible only in a scene laid out
    /// unchecked — is cut where the order meets it again. A contextual member's anchor is read
    /// where it is placed when its group is solved.
    /// - Complexity: O(*m*·*d*) for *m* displacements nested *d* deep, plus one solve per group and
    ///   one walk of each moved subtree.
    static func displace(_ walk: inout SceneLayoutWalk) {
        let pending = walk.pendingDisplacements
        walk.pendingDisplacements = []
        guard !pending.isEmpty else { return }
        var keys: [GroupKey] = []
        var members: [GroupKey: [Int]] = [:]
        var keyOfPosition: [Int: GroupKey] = [:]
        for position in pending {
            guard let item = walk.displacement(at: position) else { continue }
            let key = item.group.map(GroupKey.named) ?? .alone(position)
            if members[key] == nil { keys.append(key) }
            members[key, default: []].append(position)
            keyOfPosition[position] = key
        }
        for key in dependencyOrder(keys, members: members, keyOfPosition: keyOfPosition, walk: walk) {
            var items = members[key, default: []].compactMap { walk.displacement(at: $0) }
            for index in items.indices {
                items[index].anchorFrame = items[index].anchor.flatMap { walk.outline.anchorTargets[$0] }.flatMap { walk.nodes[$0].frame }
            }
            let frames = layoutDisplacementGroup(items, context: walk.context)
            for (item, frame) in zip(items, frames) where frame != item.originalFrame {
                walk.moveDisplaced(item, to: frame)
                walk.makeRoom(for: item, movedTo: frame)
            }
        }
    }

    /// What names a displacement group: its `group` (row suffix included), or the position of a
    /// displace node that stands alone.
    enum GroupKey: Hashable {
        /// The members sharing this group name.
        case named(String)
        /// The displace node at this position, alone.
        case alone(Int)
    }

    /// `keys` ordered so that each comes after the groups it depends on (a depth-first order from
    /// the first key on; a key met again while its dependencies are visited is taken as it is).
    static func dependencyOrder(_ keys: [GroupKey], members: [GroupKey: [Int]], keyOfPosition: [Int: GroupKey],
                                walk: SceneLayoutWalk) -> [GroupKey] {
        let outline = walk.outline
        // The groups whose members hold `position` (displace nodes above it), other than `key`.
        func holders(of position: Int, besides key: GroupKey, into found: inout [GroupKey]) {
            var current = outline.entries[position].parent
            while current >= 0 {
                if let holder = keyOfPosition[current], holder != key, !found.contains(holder) { found.append(holder) }
                current = outline.entries[current].parent
            }
        }
        var dependencies: [GroupKey: [GroupKey]] = [:]
        var any = false
        for key in keys {
            var found: [GroupKey] = []
            for position in members[key, default: []] {
                holders(of: position, besides: key, into: &found)
                if let anchor = walk.displacement(at: position)?.anchor, let target = outline.anchorTargets[anchor] {
                    holders(of: target, besides: key, into: &found)
                }
            }
            if !found.isEmpty { dependencies[key] = found; any = true }
        }
        guard any else { return keys }
        // Depth first, with a stack of its own (a chain of anchors may be thousands long).
        var ordered: [GroupKey] = []
        var seen = Set<GroupKey>()
        for start in keys where seen.insert(start).inserted {
            var stack: [(key: GroupKey, next: Int)] = [(start, 0)]
            while let top = stack.last {
                let edges = dependencies[top.key, default: []]
                guard top.next < edges.count else {
                    ordered.append(top.key)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                if seen.insert(edges[top.next]).inserted { stack.append((edges[top.next], 0)) }
            }
        }
        return ordered
    }
}
