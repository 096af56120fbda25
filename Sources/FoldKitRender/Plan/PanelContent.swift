import FoldKit

/// What a scene and lint layer hand to one panel: the laid-out nodes and the findings.
///
/// Returned by the closure of ``StoryboardPlan/filled(_:)``. Node frames are in the panel's window
/// coordinates, points, physical.
public struct PanelContent: Sendable, Hashable {
    /// The nodes, in scene order.
    public var nodes: [PanelNode]
    /// The findings, in rule order.
    public var findings: [PanelFinding]
    /// The system bars (SPEC 9).
    public var bars: [SystemBar]

    /// Creates content.
    public init(nodes: [PanelNode] = [], findings: [PanelFinding] = [], bars: [SystemBar] = []) {
        self.nodes = nodes
        self.findings = findings
        self.bars = bars
    }
}
