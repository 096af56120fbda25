import Foundation
import FoldKit

extension SceneNode {
    /// Exactly two views, `primary` and `secondary`, laid out by the arrangement rule (SPEC 4.1–4.2).
    public struct Arrangement: Sendable, Hashable {
        /// Split (the default) or overlay style.
        public var style: Style
        /// The axes a split may use (default both); the scene file's `axes` array.
        public var axes: [Axis]
        /// The primary's share of the container, strictly between 0 and 1; nil for equal halves.
        public var ratio: CGFloat?
        /// The primary's width range.
        public var primaryWidth: DimensionRange?
        /// The primary's height range.
        public var primaryHeight: DimensionRange?
        /// The secondary's width range.
        public var secondaryWidth: DimensionRange?
        /// The secondary's height range.
        public var secondaryHeight: DimensionRange?
        /// The primary's layout priority (default 0); the higher gets its size first.
        public var primaryPriority: Double
        /// The secondary's layout priority (default 0).
        public var secondaryPriority: Double
        /// Which view uses its ideal size, if any.
        public var prefersFixedSize: FixedSizePreference?
        /// The edge the primary is anchored to (overlay style) or takes when folded; nil for the default.
        public var edge: Edge?
        /// Whether the secondary is shown (default true): a toggle such as a transcript button.
        public var secondaryVisible: Bool
        /// The view that survives alone.
        public var primary: SceneNode
        /// The other view.
        public var secondary: SceneNode

        /// Creates an arrangement with the defaults of SPEC 4.1.
        public init(style: Style = .split, axes: [Axis] = [.horizontal, .vertical], ratio: CGFloat? = nil,
                    primaryWidth: DimensionRange? = nil, primaryHeight: DimensionRange? = nil,
                    secondaryWidth: DimensionRange? = nil, secondaryHeight: DimensionRange? = nil,
                    primaryPriority: Double = 0, secondaryPriority: Double = 0, prefersFixedSize: FixedSizePreference? = nil,
                    edge: Edge? = nil, secondaryVisible: Bool = true, primary: SceneNode, secondary: SceneNode) {
            self.style = style
            self.axes = axes
            self.ratio = ratio
            self.primaryWidth = primaryWidth
            self.primaryHeight = primaryHeight
            self.secondaryWidth = secondaryWidth
            self.secondaryHeight = secondaryHeight
            self.primaryPriority = primaryPriority
            self.secondaryPriority = secondaryPriority
            self.prefersFixedSize = prefersFixedSize
            self.edge = edge
            self.secondaryVisible = secondaryVisible
            self.primary = primary
            self.secondary = secondary
        }

        /// The arrangement style (SPEC 4.1, 4.2).
        public enum Style: String, Sendable, Hashable, CaseIterable {
            /// Divide the space between the two views.
            case split
            /// The primary over the secondary, side by side when folded.
            case overlay
        }

        /// The view whose ideal size is used (`prefersFixedSize`).
        public enum FixedSizePreference: String, Sendable, Hashable, CaseIterable {
            /// The primary's.
            case primary
            /// The secondary's.
            case secondary
        }

        /// An edge of the container; leading/trailing follow the layout direction: the engine's
        /// own enum (SPEC 4.2).
        public typealias Edge = ArrangementEdge
    }
}

extension SceneNode.Arrangement: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.arrangement
    static let specificFields = ["style", "axes", "ratio", "primaryWidth", "primaryHeight", "secondaryWidth", "secondaryHeight",
                                 "primaryPriority", "secondaryPriority", "prefersFixedSize", "edge", "secondaryVisible",
                                 "primary", "secondary"]
    static let childFields = ["primary", "secondary"]
    /// The size ranges, in the order they are read and checked.
    static let rangeFields = ["primaryWidth", "primaryHeight", "secondaryWidth", "secondaryHeight"]

    var nodeKind: SceneNode.Kind { .arrangement(self) }

    /// Reads an arrangement (SPEC 4.1–4.2); `axes` is an array of axes (default both).
    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        var axes: [Axis] = [.horizontal, .vertical]
        if let field = o.optional("axes") {
            axes = []
            for element in try field.array() { axes.append(try element.choice("axis")) }
        }
        return Self(style: try o.optional("style")?.choice("style") ?? .split, axes: axes, ratio: try o.optional("ratio")?.cgFloat(),
                    primaryWidth: try o.optional("primaryWidth")?.dimensionRange(), primaryHeight: try o.optional("primaryHeight")?.dimensionRange(),
                    secondaryWidth: try o.optional("secondaryWidth")?.dimensionRange(),
                    secondaryHeight: try o.optional("secondaryHeight")?.dimensionRange(),
                    primaryPriority: try o.optional("primaryPriority")?.number() ?? 0,
                    secondaryPriority: try o.optional("secondaryPriority")?.number() ?? 0,
                    prefersFixedSize: try readFixedSize(o), edge: try o.optional("edge")?.choice("edge"),
                    secondaryVisible: try o.optional("secondaryVisible")?.bool() ?? true,
                    primary: try o.node("primary"), secondary: try o.node("secondary"))
    }

    /// `prefersFixedSize`: `"primary"`, `"secondary"` or `"none"` (the same as absent).
    static func readFixedSize(_ o: FieldReader) throws(SceneFault) -> FixedSizePreference? {
        guard let field = o.optional("prefersFixedSize") else { return nil }
        if case .string("none") = field.tree.value { return nil }
        let names = FixedSizePreference.allCases.map(\.rawValue) + ["none"]
        let name = try field.string()
        guard let value = FixedSizePreference(rawValue: name) else {
            throw field.fault("unknown prefersFixedSize \(SceneFault.unknownName(name, in: names))")
        }
        return value
    }

    /// Checks the axes (at least one, none twice), the ratio, the size ranges (each bound, then
    /// their order) and the priorities (SPEC 4.1).
    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        if axes.isEmpty { throw SceneFault(path: location.field("axes"), message: SceneValueRules.noAxes) }
        for (index, axis) in axes.enumerated() {
            try SceneValueCheck.require(SceneValueRules.duplicateAxis(axis, after: axes[..<index]), at: location.field("axes") + [.index(index)])
        }
        if let ratio { try location.require(SceneValueRules.openUnitFraction(Double(ratio)), field: "ratio") }
        for (key, range) in zip(Self.rangeFields, [primaryWidth, primaryHeight, secondaryWidth, secondaryHeight]) {
            guard let range else { continue }
            let path = location.field(key)
            let bounds = [("min", range.minimum), ("preferred", range.preferred), ("max", range.maximum)]
            for (name, bound) in bounds {
                if let bound { try location.dimension(bound, at: path + [.key(name)]) }
            }
            try SceneValueCheck.require(SceneValueRules.order(bounds), at: path)
        }
        try location.require(SceneValueRules.finite(primaryPriority), field: "primaryPriority")
        try location.require(SceneValueRules.finite(secondaryPriority), field: "secondaryPriority")
    }

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {
        body(primary, .member("primary"))
        body(secondary, .member("secondary"))
    }

    func withChildren(of other: Self) -> Self {
        var copy = self
        (copy.primary, copy.secondary) = (other.primary, other.secondary)
        return copy
    }

    /// In a variant's `set`: the axes, or the first size range it changes (a node's own lie one
    /// level in, no deeper than its `primary`, checked as a node).
    func nestingContainers(changedFrom base: Self?) -> [JSONPathComponent] {
        guard let base else { return [] }
        let changed: [(String, Bool)] = [
            ("axes", axes != base.axes),
            ("primaryWidth", primaryWidth != nil && primaryWidth != base.primaryWidth),
            ("primaryHeight", primaryHeight != nil && primaryHeight != base.primaryHeight),
            ("secondaryWidth", secondaryWidth != nil && secondaryWidth != base.secondaryWidth),
            ("secondaryHeight", secondaryHeight != nil && secondaryHeight != base.secondaryHeight),
        ]
        return changed.first { $0.1 }.map { [.key($0.0)] } ?? []
    }
}
