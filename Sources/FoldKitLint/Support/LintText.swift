import Foundation
import FoldKit
import FoldKitScenes

/// The words of lint messages: node and region names, points, sides (STYLE 14).
enum LintText {
    /// A number of points rounded to 0.01 with its unit: `14pt`, `316.67pt`.
    static func points(_ value: CGFloat) -> String { number(value) + "pt" }

    /// A number rounded to 0.01 without a unit: `455.5`, `316.67` (the one text format, ``Format/output(_:)-(CGFloat)``).
    static func number(_ value: CGFloat) -> String { Format.output(value) }

    /// A size with its unit: `20 × 16pt`.
    static func size(_ size: CGSize) -> String { "\(number(size.width)) × \(points(size.height))" }

    /// The node as messages name it: its role or kind, then its id in quotes (`control 'compose'`,
    /// `alert 'delete-alert'`, `cell 'workouts-7'`).
    static func name(_ node: SceneLayoutNode) -> String {
        if case .presentation(let kind, _, _) = node.details { return "\(kind.rawValue) '\(node.id)'" }
        return "\(node.role.name) '\(node.id)'"
    }

    /// `items` joined as a sentence lists them: `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A region as messages name it: `region 'fold'`.
    static func name(_ region: ReservedRegion) -> String { "region '\(region.id)'" }

    /// The name of a physical side under `direction`: `left`/`right` become `leading`/`trailing`
    /// (leading = left in LTR, right in RTL).
    static func side(_ physical: PhysicalSide, _ direction: LayoutDirection) -> String {
        switch physical {
        case .top: return "top"
        case .bottom: return "bottom"
        case .left: return direction == .leftToRight ? "leading" : "trailing"
        case .right: return direction == .leftToRight ? "trailing" : "leading"
        }
    }

    /// The window's extent along `axis` as a word: `width` or `height`.
    static func extent(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
}
