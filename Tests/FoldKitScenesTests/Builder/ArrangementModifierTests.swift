import Foundation
import Testing
import FoldKit
import FoldKitScenes

/// The seeds' per-view arrangement modifiers [S1][S4] become the arrangement node's fields
/// (SCENE.md `arrangement`, SPEC 4.1–4.2).
@Suite("Scenes in Swift: arrangement modifiers")
struct ArrangementModifierTests {
    /// The arrangement `view` builds.
    func arrangement(_ view: ArrangementView) throws -> SceneNode.Arrangement {
        guard case .arrangement(let arrangement) = view.sceneNode.kind else { throw Failure.notAnArrangement }
        return arrangement
    }

    /// A builder value that is not an arrangement.
    enum Failure: Error { case notAnArrangement }

    @Test("with no modifier the arrangement has SPEC 4.1's defaults, as a file without the fields")
    func defaults() throws {
        let built = try arrangement(ArrangementView("a", primary: ElementNode("p", role: .text), secondary: ElementNode("s", role: .text)))
        #expect(built == SceneNode.Arrangement(primary: ElementNode("p", role: .text).sceneNode, secondary: ElementNode("s", role: .text).sceneNode))
    }

    @Test("the primary's modifiers set the primary's fields")
    func primaryModifiers() throws {
        let built = try arrangement(ArrangementView("a") {
            ElementNode("p", role: .map).frame(width: 320)
                .splitArrangementLayoutRatio(0.25).splitArrangementFixedLayoutSize().layoutPriority(2)
                .splitArrangementLayoutSize(minHeight: .absolute(100), maxHeight: .fractional(0.5)).overlayArrangementEdge(.leading)
        } secondary: {
            ElementNode("s", role: .text)
        }.arrangementViewStyle(.overlay).secondaryVisible(false))
        #expect(built.style == .overlay && built.ratio == 0.25 && built.prefersFixedSize == .primary && built.primaryPriority == 2)
        #expect(built.primaryWidth == nil && built.primaryHeight == SceneNode.DimensionRange(minimum: .absolute(100), maximum: .fractional(0.5)))
        #expect(built.edge == .leading && !built.secondaryVisible && built.secondaryPriority == 0)
    }

    @Test("the secondary's ratio and edge are the primary's complement; its other modifiers are its own")
    func secondaryModifiers() throws {
        let built = try arrangement(ArrangementView("a") {
            ElementNode("p", role: .text)
        } secondary: {
            ElementNode("s", role: .text).splitArrangementLayoutRatio(0.75).overlayArrangementEdge(.top)
                .splitArrangementLayoutSize(minWidth: .absolute(200)).splitArrangementFixedLayoutSize().layoutPriority(1)
        })
        #expect(built.ratio == 0.25 && built.edge == .bottom && built.prefersFixedSize == .secondary)
        #expect(built.secondaryWidth == SceneNode.DimensionRange(minimum: .absolute(200)) && built.secondaryPriority == 1)
    }

    @Test("the style sets the axes as the file's array, horizontal first, and the overlay's edge [S4]",
          arguments: [(ArrangementViewStyle.split.axes(.vertical), [Axis.vertical]), (.split(axes: .both), [.horizontal, .vertical]),
                      (.overlay(edge: .trailing), [.horizontal, .vertical])])
    func style(style: ArrangementViewStyle, axes: [Axis]) throws {
        let built = try arrangement(ArrangementView("a", primary: ElementNode("p", role: .text), secondary: ElementNode("s", role: .text))
            .arrangementViewStyle(style))
        #expect(built.style == style.style && built.axes == axes && built.edge == style.edge)
    }
}

/// Children from `if` and `for`, and the fields variants keep written after a variant.
@Suite("Scenes in Swift: children and variants")
struct SceneBuilderTests {
    @Test("if, else and for build the children in order")
    func controlFlow() {
        let showsSearch = true
        let stack = StackNode("s", axis: .vertical) {
            if showsSearch { ElementNode("search", role: .searchField) }
            if !showsSearch { ElementNode("never", role: .text) } else { ElementNode("always", role: .text) }
            for index in 0..<2 { ElementNode("row-\(index)", role: .text) }
        }
        #expect(stack.sceneNode.children.map(\.node.id) == ["search", "always", "row-0", "row-1"])
    }

    @Test("title, toolbar and comment written after a variant reach it, as the decoder copies them [SPEC 10.3]")
    func keptFieldsAfterVariant() throws {
        let built = Scene("T", summary: "S") {
            StackNode("s", axis: .vertical) { ElementNode("e", role: .text) }
                .padding(8)
                .variant(when: .horizontalSizeClass(.compact)) { $0.padding(4).axis(.horizontal) }
                .title("Title").comment("Why")
                .toolbar([ToolbarItem(id: "add", title: "Add", symbol: "plus")])
                .variant(when: .splitShowsBoth(false)) { $0.spacing(2) }
        }
        let decoded = try Scene.decode(Data(#"""
            {"name": "T", "summary": "S", "root": {"type": "stack", "id": "s", "axis": "vertical", "padding": 8, "title": "Title",
             "comment": "Why", "toolbar": [{"id": "add", "title": "Add", "symbol": "plus"}],
             "variants": [{"when": {"horizontalSizeClass": "compact"}, "set": {"padding": 4, "axis": "horizontal"}},
                          {"when": {"splitShowsBoth": false}, "set": {"spacing": 2}}],
             "children": [{"type": "element", "id": "e", "role": "text"}]}}
            """#.utf8))
        #expect(built == decoded)
    }
}
