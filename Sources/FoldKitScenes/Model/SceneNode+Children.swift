import FoldKit

extension SceneNode {
    /// The node's direct children with the JSON path step that leads to each, in document order
    /// (`children[2]`, `primary`, `row`, …).
    ///
    /// A list's row template is included once, unexpanded.
    /// - Complexity: O(*c*) for *c* children; allocates the returned array.
    public var children: [(step: [JSONPathComponent], node: SceneNode)] {
        switch kind {
        case .element, .grid: return []
        case .stack(let stack): return stack.children.enumerated().map { ([.key("children"), .index($0.offset)], $0.element) }
        case .overlay(let overlay): return overlay.children.enumerated().map { ([.key("children"), .index($0.offset)], $0.element) }
        case .arrangement(let a): return [([.key("primary")], a.primary), ([.key("secondary")], a.secondary)]
        case .listDetail(let ld): return [([.key("list")], ld.list), ([.key("detail")], ld.detail)]
        case .splitView(let sv): return [([.key("primary")], sv.primary), ([.key("secondary")], sv.secondary)]
        case .list(let list): return list.row.map { [([.key("row")], $0)] } ?? []
        case .scroll(let scroll): return [([.key("content")], scroll.content)]
        case .displace(let displace): return [([.key("child")], displace.child)]
        case .presentation(let p): return p.content.map { [([.key("content")], $0)] } ?? []
        case .tabView(let tabView): return [([.key("content")], tabView.content)]
        }
    }

    /// Calls `body` with each direct child in document order, without building an array (the
    /// hot path of layout; see ``children`` for the JSON path steps).
    /// - Complexity: O(*c*) for *c* children; no allocation.
    public func forEachChild(_ body: (SceneNode) -> Void) {
        switch kind {
        case .element, .grid: return
        case .stack(let stack): stack.children.forEach(body)
        case .overlay(let overlay): overlay.children.forEach(body)
        case .arrangement(let a): body(a.primary); body(a.secondary)
        case .listDetail(let ld): body(ld.list); body(ld.detail)
        case .splitView(let sv): body(sv.primary); body(sv.secondary)
        case .list(let list): if let row = list.row { body(row) }
        case .scroll(let scroll): body(scroll.content)
        case .displace(let displace): body(displace.child)
        case .presentation(let p): if let content = p.content { body(content) }
        case .tabView(let tabView): body(tabView.content)
        }
    }

    /// The anchor id this node names (a contextual displacement or a presentation), if any.
    public var anchor: String? {
        switch kind {
        case .displace(let displace): return displace.anchor
        case .presentation(let presentation): return presentation.anchor
        default: return nil
        }
    }
}
