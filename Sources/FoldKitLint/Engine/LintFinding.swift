/// A rule's finding before it is placed in a scene and device: which panel, which node, what.
struct LintFinding: Sendable, Hashable {
    /// The rule broken.
    var rule: LintRuleID
    /// Its severity.
    var severity: DiagnosticSeverity
    /// The index of the panel in ``LintInput/panels``.
    var panel: Int
    /// The node at fault.
    var node: String
    /// One phrase, no final period.
    var message: String
    /// One phrase, no final period.
    var fix: String
    /// Every node the finding names, the one at fault first, when it names more than one (FK009's
    /// pair); nil otherwise.
    var nodes: [String]? = nil
}
