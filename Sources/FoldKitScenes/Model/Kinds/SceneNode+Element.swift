extension SceneNode {
    /// A leaf node: a control, text, image, map… with its ideal size in the node's `width`/`height`.
    public struct Element: Sendable, Hashable {
        /// What the element is; the storyboard draws and lint judges it by its role.
        public var role: Role
        /// Whether people touch it (lint keeps interactive elements off divisions and in the safe area).
        public var isInteractive: Bool
        /// Whether it must stay visible and unobstructed.
        public var isImportant: Bool
        /// Text shown for it in the storyboard.
        public var label: String?

        /// Creates an element; `isInteractive` defaults to the role's own
        /// (``Role/isInteractiveByDefault``: controls, search fields, toolbars, tab bars and
        /// keyboards are touched, SCENE.md).
        public init(role: Role, isInteractive: Bool? = nil, isImportant: Bool = false, label: String? = nil) {
            self.role = role
            self.isInteractive = isInteractive ?? role.isInteractiveByDefault
            self.isImportant = isImportant
            self.label = label
        }

        /// An element's role; raw values are the scene-file spellings.
        public enum Role: String, Sendable, Hashable, CaseIterable {
            /// A button, switch, slider…
            case control
            /// Text to read.
            case text
            /// A picture.
            case image
            /// Video or audio artwork.
            case media
            /// A map.
            case map
            /// A search field.
            case searchField
            /// A text input other than search: a reply, a note, a form field (SCENE.md, added
            /// 2026-12-02); the keyboard state can focus it (SPEC 10.2).
            case textField
            /// A toolbar or navigation bar.
            case toolbar
            /// A tab bar.
            case tabBar
            /// A card.
            case card
            /// The keyboard.
            case keyboard
            /// Anything else.
            case other

            /// Whether an element of this role is interactive unless the scene says otherwise
            /// (SPEC 8.1, SCENE.md): true for ``control``, ``searchField``, ``textField``,
            /// ``toolbar``, ``tabBar`` and ``keyboard``.
            public var isInteractiveByDefault: Bool {
                switch self {
                case .control, .searchField, .textField, .toolbar, .tabBar, .keyboard: return true
                case .text, .image, .media, .map, .card, .other: return false
                }
            }

            /// Whether an element of this role takes text from the keyboard: a search field or a
            /// text field, what the keyboard state focuses (SPEC 10.2).
            public var isTextInput: Bool { self == .searchField || self == .textField }
        }
    }
}

extension SceneNode.Element: SceneNodeKind {
    static let nodeType = SceneNode.NodeType.element
    static let specificFields = ["role", "interactive", "important", "label"]
    static let childFields: [String] = []

    var nodeKind: SceneNode.Kind { .element(self) }

    static func read(_ o: FieldReader) throws(SceneFault) -> Self {
        Self(role: try o.required("role").choice("role"), isInteractive: try o.optional("interactive")?.bool(),
             isImportant: try o.optional("important")?.bool() ?? false, label: try o.optional("label")?.string())
    }

    func check(at location: SceneValueCheck.Location) throws(SceneFault) {
        if let label { try location.require(SceneValueRules.line(label), field: "label") }
    }

    func forEachChild(_ body: (SceneNode, SceneNode.ChildLink) -> Void) {}

    func withChildren(of other: Self) -> Self { self }
}
