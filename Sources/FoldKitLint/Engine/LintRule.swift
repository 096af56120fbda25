/// A design rule: reads every panel of one scene on one device and appends its findings.
///
/// Each rule lives in its own file in `Rules/`, with its note in `docs/lint/<id>.md`. Rules are
/// pure: the same input gives the same findings, in the same order.
protocol LintRule {
    /// The rule's stable id.
    static var id: LintRuleID { get }
    /// Appends the rule's findings for `input` to `findings`.
    static func check(_ input: LintInput, into findings: inout [LintFinding])
}
