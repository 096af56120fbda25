import Foundation
import FoldKit

/// The colours and type sizes of storyboard panels, in one place so both back ends and the HTML
/// legend agree.
///
/// Active regions are filled (division red, occlusion orange) with a solid hardware area; inactive
/// regions are a grey dashed outline with a faint grey hardware area. Nodes are coloured by role.
public enum PanelPalette {
    /// The display's outline and the window's.
    public static let ink = DrawingColor(hex: 0x1C1C1E)
    /// The display's surface.
    public static let surface = DrawingColor(hex: 0xFFFFFF)
    /// The part of the display outside a window that does not fill it.
    public static let outsideWindow = DrawingColor(hex: 0xD8D8DE)
    /// The safe area's dashed outline.
    public static let safeArea = DrawingColor(hex: 0x0A84FF)
    /// Everything about an inactive region.
    public static let inactive = DrawingColor(hex: 0x8E8E93)
    /// Labels of inactive regions.
    public static let inactiveText = DrawingColor(hex: 0x48484A)
    /// Text on a filled hardware area.
    public static let onHardware = DrawingColor(hex: 0xFFFFFF)

    /// Font sizes, points.
    public static let captionSize: CGFloat = 11
    /// Region labels, points.
    public static let regionLabelSize: CGFloat = 11
    /// Node labels and finding badges, points.
    public static let nodeLabelSize: CGFloat = 9
    /// A bar item's symbol name and title, points.
    public static let barTextSize: CGFloat = 7
    /// A navigation bar's title, points.
    public static let barTitleSize: CGFloat = 12

    /// A system bar's panel (SPEC 9).
    public static let bar = DrawingColor(hex: 0xF2F2F7)
    /// A system bar's edge.
    public static let barEdge = DrawingColor(hex: 0xC6C6C8)
    /// Bar items: the system's accent.
    public static let accent = DrawingColor(hex: 0x007AFF)

    /// The frame (margins) colour of an active region of `kind`.
    public static func active(_ kind: ReservedRegion.Kind) -> DrawingColor {
        kind == .division ? DrawingColor(hex: 0xFF3B30) : DrawingColor(hex: 0xFF9500)
    }

    /// The hardware-area colour of an active region of `kind` (darker than its frame).
    public static func hardware(_ kind: ReservedRegion.Kind) -> DrawingColor {
        kind == .division ? DrawingColor(hex: 0xB3261E) : DrawingColor(hex: 0xC25E00)
    }

    /// The label colour of an active region of `kind` drawn outside its frame.
    public static func activeText(_ kind: ReservedRegion.Kind) -> DrawingColor {
        kind == .division ? DrawingColor(hex: 0x8A1C15) : DrawingColor(hex: 0x8A4300)
    }

    /// The marker colour of a finding's severity.
    public static func severity(_ severity: PanelFinding.Severity) -> DrawingColor {
        switch severity {
        case .error: return DrawingColor(hex: 0xD70015)
        case .warning: return DrawingColor(hex: 0xC98A00)
        case .info: return DrawingColor(hex: 0x0071A4)
        }
    }

    /// Role colours of scene nodes (SCENE.md element roles, presentations and containers).
    static let roles: [String: UInt32] = [
        "control": 0x007AFF, "text": 0x5856D6, "image": 0x00A3A3, "media": 0xAF52DE, "map": 0x28A745,
        "searchField": 0x0096C7, "textField": 0x0077B6, "toolbar": 0x6E6E73, "tabBar": 0x8E6B3E, "card": 0xB8860B, "keyboard": 0x3A3A3C,
        "other": 0x7F7F85, "alert": 0xE0245E, "actionSheet": 0xE0245E, "popover": 0xE0245E, "menu": 0xE0245E,
        "toast": 0xE0245E,
    ]

    /// Colours for roles not in the table, picked by a stable hash of the role.
    static let spare: [UInt32] = [0x2E7D32, 0x6A1B9A, 0x00838F, 0x4E342E, 0x283593, 0x9E9D24]

    /// The colour of nodes with `role`; an unknown role gets a stable colour of its own
    /// (FNV-1a of its UTF-8, so the same on every run and platform).
    public static func color(role: String) -> DrawingColor {
        if let hex = roles[role] { return DrawingColor(hex: hex) }
        var hash: UInt32 = 2_166_136_261
        for byte in role.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return DrawingColor(hex: spare[Int(hash % UInt32(spare.count))])
    }
}
