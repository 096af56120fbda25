import FoldKit

extension Diagnostic {
    /// What a finding repeats (CLI.md `lint`, "and N more"): the same member of every row of a
    /// list or cell of a grid, or every side-bar item that moves into More. Diagnostics of one
    /// rule, scene, device, state and screen with equal repeats are one fault.
    public struct Repeat: Sendable, Hashable {
        /// The list or grid they repeat in (`More` for side-bar items).
        public var owner: String
        /// The node's id inside the row template without the row suffix (`star` for `star-3`);
        /// `row`, `cell` or `item` for plain rows, cells and items.
        public var member: String
        /// `row`, `cell` or `item`, for the message.
        public var noun: String

        /// Creates a repeat key.
        public init(owner: String, member: String, noun: String) {
            self.owner = owner
            self.member = member
            self.noun = noun
        }
    }

    /// What makes two diagnostics one group: everything but the posture, node, message and fix.
    private struct GroupKey: Hashable {
        var rule: LintRuleID
        var scene: String
        var device: String
        var state: StateModifiers
        var pushed: [String]
        var repeats: Repeat
    }

    /// `diagnostics` with each group of repeats (``repeats``) shown as its first member, whose
    /// message ends with the count of the other nodes — each once, however many postures repeat
    /// it: `(and 7 more rows)` — and `, also in flat` when the others include other postures
    /// (`(also in flat)` when only the postures differ). Text output and the storyboard show this; JSON and
    /// SARIF list every diagnostic (a tab view with 1,000 tabs is one FK019 line, 1,980 entries).
    /// - Returns: the kept diagnostics in their original order.
    /// - Complexity: O(*n*) for *n* diagnostics.
    public static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var first: [GroupKey: Int] = [:]
        var kept: [Diagnostic] = []
        // The other nodes of each group (a row counts once however many postures repeat it).
        var counts: [Int: (nodes: Set<String>, postures: [PosturePreset])] = [:]
        for diagnostic in diagnostics {
            guard let repeats = diagnostic.repeats else { kept.append(diagnostic); continue }
            let key = GroupKey(rule: diagnostic.rule, scene: diagnostic.scene, device: diagnostic.device, state: diagnostic.state,
                               pushed: diagnostic.pushed, repeats: repeats)
            if let index = first[key] {
                // Mutated in place: a copy taken out and stored back copied the whole set on every
                // repeat (100 000 cells took a minute).
                if diagnostic.node != kept[index].node { counts[index, default: ([], [])].nodes.insert(diagnostic.node) }
                if diagnostic.posture != kept[index].posture, counts[index]?.postures.contains(diagnostic.posture) != true {
                    counts[index, default: ([], [])].postures.append(diagnostic.posture)
                }
                continue
            }
            first[key] = kept.count
            kept.append(diagnostic)
        }
        for (index, entry) in counts {
            let noun = kept[index].repeats?.noun ?? "node"
            let postures = entry.postures.isEmpty ? "" : ", also in " + entry.postures.map(\.rawValue).joined(separator: ", ")
            let count = entry.nodes.count
            if count > 0 {
                kept[index].message += " (and \(count) more \(noun)\(count == 1 ? "" : "s")\(postures))"
            } else if !entry.postures.isEmpty {
                kept[index].message += " (also in \(entry.postures.map(\.rawValue).joined(separator: ", ")))"
            }
        }
        return kept
    }
}

extension Diagnostic {
    /// What makes a finding the same fault from one run to the next: its rule, scene, device,
    /// posture, state, screen and node — not its words, which may change (a number that moved).
    /// A baseline matches findings by it, and SARIF fingerprints them with ``text``.
    public struct Identity: Sendable, Hashable {
        /// The rule broken.
        public var rule: LintRuleID
        /// The scene's id.
        public var scene: String
        /// The device profile's id.
        public var device: String
        /// The posture.
        public var posture: PosturePreset
        /// The state beyond the posture.
        public var state: StateModifiers
        /// The list–details whose detail the screen shows pushed; empty for a panel's own screen.
        public var pushed: [String]
        /// The node at fault.
        public var node: String

        /// One line naming it: `FK001|mail|iphone-duo|book|rtl||compose` (the state by its words).
        public var text: String {
            [rule.rawValue, scene, device, posture.rawValue, state.name, pushed.joined(separator: ","), node].joined(separator: "|")
        }
    }

    /// The finding's identity (``Identity``).
    public var identity: Identity {
        Identity(rule: rule, scene: scene, device: device, posture: posture, state: state, pushed: pushed, node: node)
    }
}
