import Foundation
import FoldKit
import FoldKitScenes

/// FK020 (warning): a visible node given less than the smallest size at which it is still usable
/// — its declared `minWidth`/`minHeight`, or 88 pt along the scroll axis for scrolling content
/// (44 pt with the keyboard up), measured clear of the bars it scrolls under (SPEC 8.1, amended
/// 2026-12-02: a 35-pt inline transcript is content removed in all but name).
/// `docs/lint/FK020.md`.
///
/// Reads the layout's `minSize` (``SceneLayoutNode/minSize``), the judgement the storyboard
/// draws; a hidden node is FK003's.
///
/// Message: `list 'queue' is 780 × 19pt here, below its usable height of 88pt` (only the axes
/// with a minimum are named; both as `width × height`); content under bars also names what is
/// clear of them (`scroll 'message-body' is 744 × 76pt here, 704 × 32pt clear of the bars, …`).
/// - Complexity: O(*p*·*n*) for *p* panels and *n* nodes.
enum BelowMinimumRule: LintRule {
    static let id = LintRuleID.fk020

    static func check(_ input: LintInput, into findings: inout [LintFinding]) {
        for (index, panel) in input.panels.enumerated() {
            for node in panel.layout.nodes where node.isVisible {
                guard let minimum = node.minSize, let frame = node.frame else { continue }
                findings.append(LintFinding(
                    rule: id, severity: .warning, panel: index, node: node.id,
                    message: "\(LintText.name(node)) is \(LintText.size(frame.size)) here\(clear(of: node, frame: frame, minimum: minimum)), below its usable \(usable(minimum))",
                    fix: "give it room: shorten or move what takes its space where there is room, or let the screen scroll"))
            }
        }
    }

    /// For scrolling content under bars, the part its content insets leave clear of them, the
    /// size the layout judged (`, 704 × 32pt clear of the bars`), when it differs from the frame
    /// along an axis with a `minimum`; empty otherwise.
    static func clear(of node: SceneLayoutNode, frame: CGRect, minimum: CGSize) -> String {
        guard node.contentInsets != nil, let size = node.sizeClearOfBars else { return "" }
        let differs = (minimum.width > 0 && size.width != frame.width) || (minimum.height > 0 && size.height != frame.height)
        return differs ? ", \(LintText.size(size)) clear of the bars" : ""
    }

    /// The minimum as a phrase naming only the axes that have one: `height of 88pt`,
    /// `width of 212pt`, or `212 × 88pt`.
    static func usable(_ minimum: CGSize) -> String {
        switch (minimum.width > 0, minimum.height > 0) {
        case (true, false): return "width of \(LintText.number(minimum.width))pt"
        case (false, true): return "height of \(LintText.number(minimum.height))pt"
        default: return LintText.size(minimum)
        }
    }
}
