import Foundation
import FoldKit

extension Scene {
    /// Creates a scene written in Swift: the same value as the scene file with these fields
    /// decodes to (SCENE.md's scene object, SPEC 8.1).
    ///
    /// Unchecked, like ``init(name:summary:comment:focus:lint:root:)``: run ``validated()`` to have
    /// it refused where the decoder would refuse the file.
    /// - Parameters:
    ///   - name: the screen's name (`name`).
    ///   - summary: one sentence saying what it shows (`summary`).
    ///   - comment: a note for readers (`comment`).
    ///   - focus: the text input the keyboard state focuses (`focus`, SPEC 10.2).
    ///   - lintDisabled: the rules the whole scene opts out of (`lint.disable`, SPEC 8.4); none by default.
    ///   - root: the root node.
    public init(_ name: String, summary: String, comment: String? = nil, focus: String? = nil, lintDisabled: [String]? = nil,
                @SceneChildBuilder root: () -> SceneNode) {
        self.init(name: name, summary: summary, comment: comment, focus: focus,
                  lint: lintDisabled.map { SceneLintOptions(disable: $0) }, root: root())
    }
}
