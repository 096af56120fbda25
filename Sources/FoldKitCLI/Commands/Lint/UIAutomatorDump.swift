import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FoldKit
import FoldKitScenes

/// Android's `uiautomator dump` XML read as an ``ExternalLayout`` (docs/frames-format.md
/// "uiautomator dumps"): `<hierarchy>` holding nested `<node bounds="[x1,y1][x2,y2]" class=…
/// clickable=… text=… resource-id=…>`, bounds in pixels.
///
/// Pixels become points with the display's scale; `clickable`, `long-clickable` or `checkable`
/// make a node interactive, unless it holds interactive nodes of its own (then it only catches
/// touches, a container); the class name gives the role (``role(ofClass:scrollable:hasChildren:)``),
/// and a clickable view with children is an overlay (one compound control its children draw), as is
/// a view with a background layer among its children (``isBackground(_:of:file:scale:window:)``); the
/// children of a list or scroll view are scrolling content; an element with text or a content
/// description is important. A node's id is its `resource-id`'s name when no other node has it,
/// else its text or content description (first line) when no other node has it, else its path
/// of child positions (`0.2.1`).
enum UIAutomatorDump {
    /// One `<node>` as read: its attributes, children and line.
    struct RawNode {
        /// The element's attributes.
        var attributes: [String: String]
        /// The line the node starts on.
        var line: Int
        /// The column the parser was at when the node started.
        var column: Int
        /// The nested nodes, in order.
        var children: [RawNode] = []
    }

    /// Reads `data` (the file `file`) with the display scale `scale` (pixels per point).
    /// - Throws: ``CLIError`` naming the file and line for malformed XML, a root other than
    ///   `<hierarchy>`, or a node whose bounds are missing or not `[x1,y1][x2,y2]`.
    static func read(_ data: Data, file: String, scale: CGFloat, window: CGRect) throws(CLIError) -> ExternalLayout {
        let roots = try parse(data, file: file)
        var ids: [String: Int] = [:]
        func count(_ node: RawNode) {
            if let id = shortID(node.attributes["resource-id"]) { ids[id, default: 0] += 1 }
            if let label = label(of: node) { ids[label, default: 0] += 1 }
            node.children.forEach(count)
        }
        roots.forEach(count)
        var nodes: [SceneLayoutNode] = []
        var parent: String?
        if roots.count > 1 {
            // Several windows (the app and the system's): an overlay root keeps them in their layers.
            let frames = try roots.map { node throws(CLIError) in try bounds(of: node, file: file, scale: scale, window: window) }
            let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
            nodes.append(SceneLayoutNode(id: "hierarchy", role: .node(.overlay), parentID: nil, frame: union, visibleFrame: union, zIndex: 0, region: .whole))
            parent = "hierarchy"
        }
        for (index, root) in roots.enumerated() {
            try append(root, path: "\(index)", parent: parent, scrolling: false, ids: ids, file: file, scale: scale, window: window, into: &nodes)
        }
        return ExternalLayout(name: ExternalLayout.name(ofFile: file), nodes: nodes)
    }

    /// Appends `raw` and its subtree in document order.
    private static func append(_ raw: RawNode, path: String, parent: String?, scrolling: Bool, ids: [String: Int], file: String,
                               scale: CGFloat, window: CGRect, into nodes: inout [SceneLayoutNode]) throws(CLIError) {
        let attributes = raw.attributes
        let frame = try bounds(of: raw, file: file, scale: scale, window: window)
        let short = shortID(attributes["resource-id"])
        let label = label(of: raw)
        let id = short.flatMap { ids[$0] == 1 ? $0 : nil } ?? label.flatMap { ids[$0] == 1 ? $0 : nil } ?? path
        // A clickable view with children is one compound control its children draw (a Compose
        // button lists its label and its shape as siblings): they may overlap, as in an overlay.
        // One that holds controls of its own only catches touches (a screen-filling layout that
        // hides the keyboard): a container, not a control. A view with a background layer among
        // its children (a selected tab's indicator) is an overlay too.
        let interactive = Self.isInteractive(raw) && !raw.children.contains(where: Self.holdsControl)
        var layered = false
        for child in raw.children where !layered { layered = try isBackground(child, of: frame, file: file, scale: scale, window: window) }
        let role = (interactive || layered) && !raw.children.isEmpty ? .node(.overlay)
            : role(ofClass: attributes["class"] ?? "", scrollable: attributes["scrollable"] == "true", hasChildren: !raw.children.isEmpty)
        let isElement: Bool = if case .element = role { true } else { false }
        let shown = attributes["visible-to-user"] != "false"
        nodes.append(SceneLayoutNode(id: id, role: role, parentID: parent, frame: shown ? frame : nil, visibleFrame: shown ? frame : nil,
                                     zIndex: 0, region: .whole, isInteractive: interactive, isImportant: isElement && label != nil,
                                     isScrollingContent: scrolling, label: label))
        let scrollsChildren = scrolling || role == .node(.list) || role == .node(.scroll)
        for (index, child) in raw.children.enumerated() {
            try append(child, path: "\(path).\(index)", parent: id, scrolling: scrollsChildren, ids: ids, file: file, scale: scale, window: window, into: &nodes)
        }
    }

    /// Whether the node says a person works it: `clickable`, `long-clickable` or `checkable`.
    static func isInteractive(_ node: RawNode) -> Bool {
        ["clickable", "long-clickable", "checkable"].contains { node.attributes[$0] == "true" }
    }

    /// Whether `node` or a node inside it is interactive (``isInteractive(_:)``).
    static func holdsControl(_ node: RawNode) -> Bool {
        isInteractive(node) || node.children.contains(where: holdsControl)
    }

    /// Whether `child` is a background layer of a parent whose frame is `parentFrame`: an empty
    /// leaf (no text, no content description, nothing a person works) that covers the whole
    /// parent, as Compose lists a selected tab's indicator or a card's surface beside the content
    /// drawn over it. Its siblings lie over it, not beside it (they would read as overlapping, FK009).
    static func isBackground(_ child: RawNode, of parentFrame: CGRect, file: String, scale: CGFloat, window: CGRect) throws(CLIError) -> Bool {
        guard child.children.isEmpty, label(of: child) == nil, !isInteractive(child), child.attributes["scrollable"] != "true" else { return false }
        let frame = try bounds(of: child, file: file, scale: scale, window: window)
        // Half a pixel either way: the bounds are whole pixels of one grid.
        let tolerance = 0.5 / scale
        return abs(frame.minX - parentFrame.minX) <= tolerance && abs(frame.minY - parentFrame.minY) <= tolerance
            && abs(frame.maxX - parentFrame.maxX) <= tolerance && abs(frame.maxY - parentFrame.maxY) <= tolerance
    }

    /// The role of an Android view class (its last dotted component): buttons, switches and
    /// other widgets a person works are controls; `TextView` text; `ImageView` an image;
    /// `EditText` a text field; `VideoView`/`SurfaceView`/`TextureView` media; `MapView` a map;
    /// `RecyclerView`, `ListView` and `GridView` a list; `ScrollView` and its kin (or any
    /// `scrollable` view with children) a scroll; `FrameLayout` an overlay (it draws its
    /// children over each other); any other view a stack when it has children, else `other`.
    static func role(ofClass name: String, scrollable: Bool = false, hasChildren: Bool) -> SceneLayoutNode.Role {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        switch simple {
        case "Button", "ImageButton", "CheckBox", "RadioButton", "Switch", "SwitchCompat", "ToggleButton", "CompoundButton",
             "Spinner", "SeekBar", "RatingBar", "FloatingActionButton", "MaterialButton", "Chip":
            return .element(.control)
        case "TextView", "CheckedTextView", "AppCompatTextView", "MaterialTextView": return .element(.text)
        case "ImageView", "AppCompatImageView", "ShapeableImageView": return .element(.image)
        case "EditText", "AutoCompleteTextView", "AppCompatEditText", "TextInputEditText", "MultiAutoCompleteTextView": return .element(.textField)
        case "SearchView": return .element(.searchField)
        case "VideoView", "SurfaceView", "TextureView", "PlayerView": return .element(.media)
        case "MapView": return .element(.map)
        case "RecyclerView", "ListView", "GridView", "ExpandableListView": return .node(.list)
        case "ScrollView", "HorizontalScrollView", "NestedScrollView", "ViewPager", "ViewPager2": return .node(.scroll)
        case "Toolbar", "ActionBar": return hasChildren ? .node(.stack) : .element(.toolbar)
        case "FrameLayout": return hasChildren ? .node(.overlay) : .element(.other)
        default:
            if scrollable && hasChildren { return .node(.scroll) }
            return hasChildren ? .node(.stack) : .element(.other)
        }
    }

    /// The node's text, else its content description, first line only; nil when both are empty.
    static func label(of node: RawNode) -> String? {
        [node.attributes["text"], node.attributes["content-desc"]].compactMap { $0?.split(separator: "\n").first.map(String.init) }
            .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// `com.example:id/save` → `save`; nil for an absent or empty id.
    static func shortID(_ resourceID: String?) -> String? {
        guard let resourceID, !resourceID.isEmpty else { return nil }
        return resourceID.range(of: ":id/").map { String(resourceID[$0.upperBound...]) } ?? resourceID
    }

    /// The node's `bounds` in points. An edge past the window's by at most half a point (or one
    /// pixel, where that is more) is the profile's whole-point rounding (2208 px at 2.625 is
    /// 841.14 pt, the window 841 pt; 1080 px is 411.43 pt, the cover window 411 pt), so it is put
    /// on the window's edge.
    /// - Throws: ``CLIError`` naming the file and line for missing or malformed bounds.
    static func bounds(of node: RawNode, file: String, scale: CGFloat, window: CGRect) throws(CLIError) -> CGRect {
        guard let text = node.attributes["bounds"] else {
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: "a <node> has no bounds (expected bounds=\"[x1,y1][x2,y2]\")", line: node.line, column: node.column))
        }
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).map { Double($0) }
        guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
              [x1, y1, x2, y2].allSatisfy(\.isFinite), x2 >= x1, y2 >= y1 else {
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: "bounds \"\(CLIError.excerpt(text))\" is not [x1,y1][x2,y2] in pixels", line: node.line, column: node.column))
        }
        let points = max(scale, 1)
        // Half a point (a profile's whole-point rounding: 1080 px at 2.625 is 411.43 pt, the
        // Pixel Fold's cover window 411 pt), or one pixel where that is more.
        let tolerance = max(1 / points, 0.5) + 1e-9
        func snap(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if value > high && value - high <= tolerance { return high }
            if value < low && low - value <= tolerance { return low }
            return value
        }
        let (minX, maxX) = (snap(x1 / points, window.minX, window.maxX), snap(x2 / points, window.minX, window.maxX))
        let (minY, maxY) = (snap(y1 / points, window.minY, window.maxY), snap(y2 / points, window.minY, window.maxY))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The `<hierarchy>`'s top-level nodes.
    /// - Throws: ``CLIError`` naming the file and line for malformed XML or another root element.
    static func parse(_ data: Data, file: String) throws(CLIError) -> [RawNode] {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let parsed = parser.parse()
        if let fault = reader.fault {
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: fault.message, line: fault.line, column: fault.column))
        }
        guard parsed else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: "malformed XML (XMLParser error \(code)), expected a 'uiautomator dump' file",
                                                                 line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        if reader.sawHierarchy && !reader.closed, let open = reader.stack.last {
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: "the <node> that starts here is never closed: the dump is cut short or edited",
                                                                 line: open.line, column: open.column))
        }
        if reader.sawHierarchy && !reader.closed {
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: "the file ends before </hierarchy>: the dump is cut short",
                                                                 line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
        }
        guard reader.sawHierarchy else {
            throw .invalidFile(path: file, error: JSONInputError(path: "", message: "no <hierarchy> element: not a 'uiautomator dump' file", line: 1, column: 1))
        }
        return reader.roots
    }

    /// The parser's delegate: builds the node tree, and stops at the first element that does not
    /// belong in a dump.
    private final class Reader: NSObject, XMLParserDelegate {
        var roots: [RawNode] = []
        var stack: [RawNode] = []
        var sawHierarchy = false
        var closed = false
        var fault: (message: String, line: Int, column: Int)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "hierarchy" where !sawHierarchy && stack.isEmpty:
                sawHierarchy = true
            case "node" where sawHierarchy:
                stack.append(RawNode(attributes: attributes, line: parser.lineNumber, column: max(parser.columnNumber, 1)))
            default:
                fault = (sawHierarchy ? "unexpected <\(name)> in a 'uiautomator dump' (expected <node>)"
                                      : "the root element is <\(name)>, expected <hierarchy> (a 'uiautomator dump' file)", parser.lineNumber, max(parser.columnNumber, 1))
                parser.abortParsing()
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "hierarchy" { closed = true }
            // The parser recovers from a missing end tag; a dump with one is cut short or edited.
            if name == "hierarchy", let open = stack.last {
                fault = ("</hierarchy> closes while the <node> of line \(open.line) is open", parser.lineNumber, max(parser.columnNumber, 1))
                parser.abortParsing()
                return
            }
            guard name == "node", let node = stack.popLast() else { return }
            if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
        }
    }
}
