import FoldKit

extension SceneNode {
    /// An alert, action sheet, popover, menu or toast, placed in window coordinates (SPEC 7).
    ///
    /// It takes no space in its parent. Its size is the node's `width`/`height`, or the kind's
    /// default when absent.
    public struct Presentation: Sendable, Hashable {
        /// What is presented.
        public var kind: Kind
        /// The node it points at (required for popover and menu): an id or a row id.
        public var anchor: String?
        /// Text shown for it in the storyboard.
        public var label: String?
        /// What it shows, laid out inside its frame; nil for an opaque box.
        public var content: SceneNode?

        /// Creates a presentation.
        public init(kind: Kind, anchor: String? = nil, label: String? = nil, content: SceneNode? = nil) {
            self.kind = kind
            self.anchor = anchor
            self.label = label
            self.content = content
        }

        /// The kind of presentation: the engine's own enum, whose raw values are the scene-file
        /// spellings; popovers and menus (``PresentationKind/isAnchored``) must name an anchor.
        public typealias Kind = PresentationKind
    }
}
