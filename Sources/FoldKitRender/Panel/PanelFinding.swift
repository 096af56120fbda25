/// One lint finding shown on a storyboard panel: marked on its node and listed in the HTML page.
///
/// Renderer-independent: the lint layer fills panels with these (SPEC 8.3, 8.4). A finding whose
/// ``nodeID`` names no drawn node of the panel is listed but not marked.
public struct PanelFinding: Sendable, Hashable, Codable {
    /// How bad a finding is; raw values are the lint JSON spellings.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// The layout is broken (exit 1 in `foldkit lint`).
        case error
        /// The layout still works but breaks a design rule.
        case warning
        /// A remark.
        case info
    }

    /// The rule's stable id, e.g. `FK001`.
    public var rule: String
    /// Error, warning or info.
    public var severity: Severity
    /// The id of the node at fault, nil for a finding about the whole panel.
    public var nodeID: String?
    /// One phrase with no final period, e.g. `button 'send' overlaps region 'fold' by 12pt`.
    public var message: String
    /// The suggested fix, one phrase, if the rule has one.
    public var fix: String?

    /// Creates a finding.
    public init(rule: String, severity: Severity, nodeID: String?, message: String, fix: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.nodeID = nodeID
        self.message = message
        self.fix = fix
    }
}
