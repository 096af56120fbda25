import Foundation
import _FoldKitTestSupport

/// Small scene files for CLI tests, written into a temporary directory.
enum SceneFiles {
    /// A list beside a detail with a compose button: small, but with every kind of node the
    /// storyboard draws (a container, a control, a row list).
    static let notes = #"""
    {"name": "Notes", "summary": "Notes beside the open note.",
     "root": {"type": "listDetail", "id": "notes",
       "list": {"type": "stack", "id": "notes-pane", "axis": "vertical", "children": [
         {"type": "element", "id": "compose", "role": "control", "interactive": true, "label": "New", "height": 44},
         {"type": "list", "id": "note-rows", "rows": 3, "rowHeight": 60}]},
       "detail": {"type": "element", "id": "note", "role": "text", "important": true, "label": "Note"}}}
    """#

    /// Writes `text` to `name` inside `directory` (creating folders) and returns `name`.
    @discardableResult
    static func write(_ text: String, to name: String, in directory: TemporaryDirectory) -> String {
        let url = URL(fileURLWithPath: directory.path + "/" + name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        return name
    }
}
