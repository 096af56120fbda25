import Foundation

/// One laid-out scene node as a storyboard panel draws it: a box labelled by role (SPEC 8.3).
///
/// Renderer-independent: the scene layer fills panels with these after laying a scene out for the
/// panel's space. ``frame`` is in the panel's **window coordinates**, points, physical (x grows to
/// the right whatever the layout direction: mirror RTL frames before handing them over).
public struct PanelNode: Sendable, Hashable, Codable, Identifiable {
    /// The node's stable id from the scene, e.g. `message-list`.
    public var id: String
    /// The role or node type that colours the box: an element role (`control`, `text`, `image`,
    /// `media`, `map`, `searchField`, `textField`, `toolbar`, `tabBar`, `card`, `keyboard`, `other`), a
    /// container type (`stack`, `grid`, …) or a presentation kind (`alert`, …). Unknown roles get
    /// a stable colour of their own.
    public var role: String
    /// Text shown in the box after the role; nil shows the id.
    public var label: String?
    /// Where the node is, window coordinates, points; nil when it has no frame (hidden).
    public var frame: CGRect?
    /// Whether the node shows; a hidden node is not drawn.
    public var isVisible: Bool
    /// Drawing order: higher is drawn later (on top); ties keep the list order.
    public var zIndex: Int
    /// Whether the node takes touches (drawn with a heavier outline).
    public var interactive: Bool
    /// Whether the node carries important content (its label is bold).
    public var important: Bool
    /// The usable region the node is in (`whole`, `leading`, `trailing`, `top`, `bottom`), if known.
    public var region: String?
    /// How the node is drawn: a filled, labelled leaf; a container's thin outline; an opaque
    /// presentation.
    public var style: Style
    /// The parent node's id, nil for the root (or when the caller does not say).
    public var parent: String?

    /// How a node is drawn.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// A leaf (element, row, cell): filled opaque in a tint of its role's colour and labelled.
        case leaf
        /// A container (stack, list, split…): a thin dashed outline, unlabelled (its id is in the
        /// tooltip), so the leaves inside it stay readable.
        case container
        /// A presentation: drawn as a leaf, with rounded corners.
        case presentation
    }

    /// Creates a node; `frame` in window coordinates, points.
    public init(id: String, role: String, label: String? = nil, frame: CGRect?, isVisible: Bool = true, zIndex: Int = 0,
                interactive: Bool = false, important: Bool = false, region: String? = nil, style: Style = .leaf, parent: String? = nil) {
        self.id = id
        self.role = role
        self.label = label
        self.frame = frame
        self.isVisible = isVisible
        self.zIndex = zIndex
        self.interactive = interactive
        self.important = important
        self.region = region
        self.style = style
        self.parent = parent
    }

    /// Whether the node is drawn: visible, with a finite frame.
    public var isDrawn: Bool { isVisible && (frame?.isFiniteRect ?? false) }
}
