import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint
import _FoldKitTestSupport

/// Inputs the scene fuzzer (`scripts/fuzz.sh scene`) reported, kept as regression tests.
@Suite("Scene fuzzer findings")
struct FuzzFindingTests {
    /// Reported as a timeout (13 s for 20 layouts and lints under AddressSanitizer): the search
    /// scene with its result list grown to 28 892 rows, the search bar displaced next to it. Valid
    /// input within the 100 000-row limit; the cost is linear in the rows, so one layout and one
    /// lint take a fraction of a second and the fuzzer lays out scenes this large only once.
    static let search28892Rows = #"""
    {
      "name": "Search",
      "summary": "A focused search bar above its results.",
      "root": {
        "type": "stack", "id": "search-screen", "axis": "vertical",
        "children": [
          {"type": "displace", "id": "search-focus", "purpose": "contextual", "anchor": "results", "height": 55,
           "child": {"type": "element", "id": "search-field", "role": "searchField", "interactive": true, "important": true, "label": "Search", "padding": 4}},
          {"type": "list", "id": "results", "rows": 28892}
        ]
      }
    }
    """#

    @Test("a 28 892-row list beside a displaced search bar: laid out and linted in book in well under the fuzzer's 10 s")
    func largeList() throws {
        let scene = try Scene.decode(Data(Self.search28892Rows.utf8))
        let duo = Builtins.profile("iphone-duo")
        let start = Date()
        let layout = SceneLayout.solve(unchecked: scene, in: Builtins.space("iphone-duo", .book))
        let diagnostics = try Linter.lint(PreparedScene(unchecked: scene), sceneID: "search", profile: duo, postures: [.book])
        let seconds = Date().timeIntervalSince(start)
        #expect(layout.nodes.count > 28_892)                    // every row is a node
        #expect(layout["search-field"]?.isVisible == true)
        #expect(!diagnostics.contains { $0.severity == .error && $0.node == "search-field" })
        #expect(seconds < 5, "took \(seconds) s")
    }
}
