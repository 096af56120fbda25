import Foundation
import FoldKit
import FoldKitScenes

/// A `--frames` document (docs/frames-format.md, schema/frames.schema.json): a layout computed
/// elsewhere — an app's real view hierarchy in one posture — with its device, posture and state.
struct FramesDocument: Decodable, Sendable {
    /// The name findings give as the scene; the file's name when absent.
    var name: String?
    /// A built-in device id or a profile file; `--device` overrides it.
    var device: String?
    /// The posture the layout was taken in; `--posture` overrides it.
    var posture: PosturePreset?
    /// The state the layout was taken in; the state flags override it.
    var state: State?
    /// Whether the screen was pushed (a next screen).
    var pushed: Bool
    /// The nodes, flattened in document order (nested `children` after their parent).
    var nodes: [SceneLayoutNode]
    /// The UI layer's bars.
    var bars: [SystemBar]

    /// The state members: layout direction, camera, Live Activity.
    struct State: Decodable, Sendable {
        /// `ltr` or `rtl` (default ltr).
        var layoutDirection: LayoutDirection
        /// Whether a front camera streams (default false).
        var cameraStreaming: Bool
        /// Whether a Live Activity shows (default false).
        var liveActivity: Bool

        enum CodingKeys: String, CodingKey, CaseIterable { case layoutDirection, cameraStreaming, liveActivity }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            layoutDirection = try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight
            cameraStreaming = try container.decodeIfPresent(Bool.self, forKey: .cameraStreaming) ?? false
            liveActivity = try container.decodeIfPresent(Bool.self, forKey: .liveActivity) ?? false
        }

        /// The state as lint's panels carry it.
        var modifiers: StateModifiers {
            var state = StateModifiers.standard
            state.layoutDirection = layoutDirection
            state.cameraStreaming = cameraStreaming
            state.liveActivity = liveActivity
            return state
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema", comment, name, device, posture, state, pushed, nodes, bars
    }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        device = try container.decodeIfPresent(String.self, forKey: .device)
        posture = try container.decodeIfPresent(PosturePreset.self, forKey: .posture)
        state = try container.decodeIfPresent(State.self, forKey: .state)
        pushed = try container.decodeIfPresent(Bool.self, forKey: .pushed) ?? false
        let tree = try container.decode([Node].self, forKey: .nodes)
        bars = try container.decodeIfPresent([Bar].self, forKey: .bars)?.map(\.bar) ?? []
        nodes = []
        var seen: Set<String> = []
        var path: [any CodingKey] = decoder.codingPath + [CodingKeys.nodes]
        for (index, node) in tree.enumerated() {
            path.append(AnyCodingKey(intValue: index))
            try Self.flatten(node, parent: nil, path: path, seen: &seen, into: &nodes)
            path.removeLast()
        }
        for (index, bar) in bars.enumerated() {
            for (itemIndex, item) in bar.items.enumerated() where !seen.insert(item.id).inserted {
                throw JSONInputError(path: JSONPath.format([CodingKeys.bars, AnyCodingKey(intValue: index), AnyCodingKey(stringValue: "items"),
                                                           AnyCodingKey(intValue: itemIndex), AnyCodingKey(stringValue: "id")]),
                                     message: "the id \"\(item.id)\" is used twice")
            }
        }
    }

    /// Appends `node` and its nested children in document order, checking ids and parents.
    private static func flatten(_ node: Node, parent: String?, path: [any CodingKey], seen: inout Set<String>,
                                into nodes: inout [SceneLayoutNode]) throws {
        guard seen.insert(node.id).inserted else {
            throw JSONInputError(path: JSONPath.format(path + [AnyCodingKey(stringValue: "id")]), message: "the id \"\(node.id)\" is used twice")
        }
        if let given = node.parent {
            if parent != nil {
                throw JSONInputError(path: JSONPath.format(path + [AnyCodingKey(stringValue: "parent")]),
                                     message: "a nested node's parent is the node it is in: leave \"parent\" out")
            }
            guard seen.contains(given), given != node.id else {
                throw JSONInputError(path: JSONPath.format(path + [AnyCodingKey(stringValue: "parent")]),
                                     message: "no earlier node has the id \"\(given)\" (a parent comes before its children)")
            }
        }
        nodes.append(SceneLayoutNode(id: node.id, role: node.role, parentID: parent ?? node.parent, frame: node.frame, visibleFrame: node.frame,
                                     zIndex: 0, region: .whole, isInteractive: node.interactive, isImportant: node.important,
                                     isScrollingContent: node.isScrollingContent, label: node.label))
        for (index, child) in node.children.enumerated() {
            try flatten(child, parent: node.id, path: path + [AnyCodingKey(stringValue: "children"), AnyCodingKey(intValue: index)], seen: &seen, into: &nodes)
        }
    }

    /// One node as written.
    struct Node: Decodable {
        var id: String
        var role: SceneLayoutNode.Role
        var frame: CGRect?
        var parent: String?
        var interactive: Bool
        var important: Bool
        var isScrollingContent: Bool
        var label: String?
        var children: [Node]

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, role, frame, parent, interactive, important, isScrollingContent, label, children, comment
        }

        /// The roles a node may have: the scene's element roles, its container kinds, `row` and `cell`.
        static let roles: [String: SceneLayoutNode.Role] = {
            var roles: [String: SceneLayoutNode.Role] = [:]
            for role in SceneNode.Element.Role.allCases { roles[role.rawValue] = .element(role) }
            for type in SceneNode.NodeType.allCases where type != .element { roles[type.rawValue] = .node(type) }
            roles["row"] = .row
            roles["cell"] = .cell
            return roles
        }()

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            if id.isEmpty { throw JSONInputError(path: JSONPath.format(container.codingPath + [CodingKeys.id]), message: "an id is not empty") }
            let name = try container.decode(String.self, forKey: .role)
            guard let role = Self.roles[name] else {
                let suggestion = Suggestion.nearest(to: name, in: Set(Self.roles.keys)).map { "; did you mean \"\($0)\"?" } ?? ""
                throw JSONInputError(path: JSONPath.format(container.codingPath + [CodingKeys.role]),
                                     message: "unknown role \"\(name)\"\(suggestion) (one of \(Self.roles.keys.sorted().joined(separator: ", ")))")
            }
            self.role = role
            frame = try container.decodeIfPresent(Rect.self, forKey: .frame)?.rect
            parent = try container.decodeIfPresent(String.self, forKey: .parent)
            interactive = try container.decodeIfPresent(Bool.self, forKey: .interactive) ?? false
            important = try container.decodeIfPresent(Bool.self, forKey: .important) ?? false
            isScrollingContent = try container.decodeIfPresent(Bool.self, forKey: .isScrollingContent) ?? false
            label = try container.decodeIfPresent(String.self, forKey: .label)
            children = try container.decodeIfPresent([Node].self, forKey: .children) ?? []
        }
    }

    /// A bar as written.
    struct Bar: Decodable {
        var bar: SystemBar

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, kind, frame, title, items
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            bar = SystemBar(id: try container.decode(String.self, forKey: .id), kind: try FramesDocument.choice(SystemBar.Kind.self, in: container, key: .kind) ?? .navigationBar,
                            frame: try container.decode(Rect.self, forKey: .frame).rect, title: try container.decodeIfPresent(String.self, forKey: .title),
                            items: try container.decodeIfPresent([Item].self, forKey: .items)?.map(\.item) ?? [])
        }
    }

    /// A bar item as written.
    struct Item: Decodable {
        var item: SystemBarItem

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, kind, frame, title, symbol
        }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            item = SystemBarItem(id: try container.decode(String.self, forKey: .id),
                                 kind: try FramesDocument.choice(SystemBarItem.Kind.self, in: container, key: .kind) ?? .action,
                                 title: try container.decodeIfPresent(String.self, forKey: .title) ?? "",
                                 symbol: try container.decodeIfPresent(String.self, forKey: .symbol) ?? "",
                                 frame: try container.decode(Rect.self, forKey: .frame).rect)
        }
    }

    /// `{"x", "y", "width", "height"}` in points, finite, width and height not negative.
    struct Rect: Decodable {
        var rect: CGRect

        enum CodingKeys: String, CodingKey, CaseIterable { case x, y, width, height }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(Set(CodingKeys.allCases.map(\.rawValue)))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let values = try CodingKeys.allCases.map { key in
                let value = try container.decode(Double.self, forKey: key)
                guard value.isFinite, key == .x || key == .y || value >= 0 else {
                    throw JSONInputError(path: JSONPath.format(container.codingPath + [key]), message: "\(value) is not a finite size of at least 0")
                }
                return value
            }
            rect = CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
        }
    }
}

extension FramesDocument {
    /// The case of `T` the string at `key` names, nil when absent.
    /// - Throws: ``JSONInputError`` at the key for a name not among `T`'s cases, listing them.
    static func choice<T: CaseIterable & RawRepresentable, K: CodingKey>(_ type: T.Type, in container: KeyedDecodingContainer<K>,
                                                                         key: K) throws -> T? where T.RawValue == String {
        guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        if let value = T(rawValue: name) { return value }
        let names = T.allCases.map(\.rawValue)
        throw JSONInputError(path: JSONPath.format(container.codingPath + [key]),
                             message: "unknown \(key.stringValue) \"\(name)\" (one of \(names.joined(separator: ", ")))")
    }
}
