import Foundation
import FoldKit

extension SceneDecoder {
    /// Reads the type-specific fields of a node of type `type` (unknown fields already rejected).
    static func readKind(_ type: SceneNode.NodeType, _ o: FieldReader) throws(SceneFault) -> SceneNode.Kind {
        switch type {
        case .element:
            return .element(SceneNode.Element(role: try o.required("role").choice("role"),
                                              isInteractive: try o.optional("interactive")?.bool(),
                                              isImportant: try o.optional("important")?.bool() ?? false,
                                              label: try o.optional("label")?.line()))
        case .stack:
            return .stack(SceneNode.Stack(axis: try o.required("axis").choice("axis"),
                                          spacing: try o.optional("spacing")?.nonNegative() ?? 0,
                                          children: try readChildren(o)))
        case .overlay:
            return .overlay(SceneNode.Overlay(children: try readChildren(o)))
        case .arrangement:
            return .arrangement(try readArrangement(o))
        case .listDetail:
            return .listDetail(SceneNode.ListDetail(stacksInTabletop: try o.optional("stacksInTabletop")?.bool() ?? false,
                                                    list: try readNode(try o.required("list")),
                                                    detail: try readNode(try o.required("detail"))))
        case .splitView:
            let preferred = try o.optional("preferredPrimaryWidth")?.dimension()
            let minimum = try o.optional("minimumPrimaryWidth")?.dimension(), maximum = try o.optional("maximumPrimaryWidth")?.dimension()
            // Located at the node: the three widths are siblings.
            if let message = SceneValueRules.order([("minimumPrimaryWidth", minimum), ("preferredPrimaryWidth", preferred),
                                                    ("maximumPrimaryWidth", maximum)]) {
                throw SceneFault(path: o.path, message: message)
            }
            return .splitView(SceneNode.SplitView(preferredPrimaryWidth: preferred, minimumPrimaryWidth: minimum,
                                                  maximumPrimaryWidth: maximum,
                                                  primary: try readNode(try o.required("primary")),
                                                  secondary: try readNode(try o.required("secondary"))))
        case .grid:
            return .grid(SceneNode.Grid(items: try o.required("items").count(),
                                        minItemWidth: try o.required("minItemWidth").positiveLength(),
                                        itemAspect: try o.optional("itemAspect")?.aspect() ?? 1,
                                        spacing: try o.optional("spacing")?.nonNegative() ?? 0,
                                        margin: try o.optional("margin")?.nonNegative() ?? 0,
                                        scrolls: try o.optional("scrolls")?.bool() ?? true,
                                        isInteractive: try o.optional("interactive")?.bool() ?? false,
                                        isFoldAware: try o.optional("foldAware")?.bool() ?? true))
        case .list:
            return .list(SceneNode.List(rows: try o.required("rows").count(),
                                        rowHeight: try o.optional("rowHeight")?.positiveLength() ?? 44,
                                        row: try o.optional("row").map { (field: Field) throws(SceneFault) in try readNode(field) }))
        case .scroll:
            return .scroll(SceneNode.Scroll(contentHeight: try o.optional("contentHeight")?.nonNegative(),
                                            content: try readNode(try o.required("content"))))
        case .displace:
            return .displace(try readDisplace(o))
        case .presentation:
            return .presentation(try readPresentation(o))
        case .tabView:
            return .tabView(try readTabView(o))
        }
    }

    /// Reads an arrangement (SPEC 4.1–4.2): `axes` must be a non-empty array without repeats.
    static func readArrangement(_ o: FieldReader) throws(SceneFault) -> SceneNode.Arrangement {
        var axes: [Axis] = [.horizontal, .vertical]
        if let field = o.optional("axes") {
            axes = []
            let elements = try field.array()
            guard !elements.isEmpty else { throw field.fault(SceneValueRules.noAxes) }
            for element in elements {
                let axis: Axis = try element.choice("axis")
                if let message = SceneValueRules.duplicateAxis(axis, after: axes) { throw element.fault(message) }
                axes.append(axis)
            }
        }
        return SceneNode.Arrangement(
            style: try o.optional("style")?.choice("style") ?? .split, axes: axes,
            ratio: try o.optional("ratio")?.openUnitFraction(),
            primaryWidth: try o.optional("primaryWidth")?.dimensionRange(), primaryHeight: try o.optional("primaryHeight")?.dimensionRange(),
            secondaryWidth: try o.optional("secondaryWidth")?.dimensionRange(), secondaryHeight: try o.optional("secondaryHeight")?.dimensionRange(),
            primaryPriority: try o.optional("primaryPriority")?.number() ?? 0, secondaryPriority: try o.optional("secondaryPriority")?.number() ?? 0,
            prefersFixedSize: try readFixedSize(o), edge: try o.optional("edge")?.choice("edge"),
            secondaryVisible: try o.optional("secondaryVisible")?.bool() ?? true,
            primary: try readNode(try o.required("primary")), secondary: try readNode(try o.required("secondary")))
    }

    /// `prefersFixedSize`: `"primary"`, `"secondary"` or `"none"` (the same as absent).
    static func readFixedSize(_ o: FieldReader) throws(SceneFault) -> SceneNode.Arrangement.FixedSizePreference? {
        guard let field = o.optional("prefersFixedSize") else { return nil }
        if case .string("none") = field.tree.value { return nil }
        let names = SceneNode.Arrangement.FixedSizePreference.allCases.map(\.rawValue) + ["none"]
        let name = try field.string()
        guard let value = SceneNode.Arrangement.FixedSizePreference(rawValue: name) else {
            throw field.fault("unknown prefersFixedSize \(SceneFault.unknownName(name, in: names))")
        }
        return value
    }

    /// Reads a displacement; only a `contextual` one may name an anchor (SPEC 5.1).
    static func readDisplace(_ o: FieldReader) throws(SceneFault) -> SceneNode.Displace {
        let purpose: SceneNode.Displace.Purpose = try o.required("purpose").choice("purpose")
        let group = try o.optional("group")?.text()
        var anchor: String?
        if let field = o.optional("anchor") {
            anchor = try field.id()
            if let message = SceneValueRules.displacementAnchor(purpose) { throw field.fault(message) }
        }
        return SceneNode.Displace(purpose: purpose, group: group, anchor: anchor,
                                  anticipatesFold: try o.optional("anticipatesFold")?.bool() ?? false,
                                  child: try readNode(try o.required("child")))
    }

    /// Reads a presentation; a popover or a menu must name its anchor (SPEC 7).
    static func readPresentation(_ o: FieldReader) throws(SceneFault) -> SceneNode.Presentation {
        let kind: SceneNode.Presentation.Kind = try o.required("kind").choice("kind")
        let anchor = try o.optional("anchor")?.id()
        if let message = SceneValueRules.presentationAnchor(kind, anchor: anchor) { throw SceneFault(path: o.path, message: message) }
        return SceneNode.Presentation(kind: kind, anchor: anchor, label: try o.optional("label")?.line(),
                                      content: try o.optional("content").map { (field: Field) throws(SceneFault) in try readNode(field) })
    }
}
