import Foundation
import FoldKit

/// The type-specific fields of a node, checked in the order the decoder reads them
/// (``SceneDecoder/readKind(_:_:)``), each by its ``SceneValueRules`` rule.
extension SceneValueCheck {
    /// Checks `node`'s type-specific fields, its children aside.
    static func checkKind(of node: SceneNode, at location: Location) throws(SceneFault) {
        switch node.kind {
        case .overlay, .listDetail: return
        case .element(let element):
            if let label = element.label { try require(SceneValueRules.line(label), at: location.field("label")) }
        case .stack(let stack): try require(SceneValueRules.length(Double(stack.spacing)), at: location.field("spacing"))
        case .arrangement(let arrangement): try checkArrangement(arrangement, at: location)
        case .splitView(let splitView):
            let widths = [("preferredPrimaryWidth", splitView.preferredPrimaryWidth), ("minimumPrimaryWidth", splitView.minimumPrimaryWidth),
                          ("maximumPrimaryWidth", splitView.maximumPrimaryWidth)]
            for (key, width) in widths {
                if let width { try require(SceneValueRules.dimension(width), at: location.field(key)) }
            }
            // Located at the node, as the decoder locates it: the three widths are siblings.
            try require(SceneValueRules.order([("minimumPrimaryWidth", splitView.minimumPrimaryWidth),
                                               ("preferredPrimaryWidth", splitView.preferredPrimaryWidth),
                                               ("maximumPrimaryWidth", splitView.maximumPrimaryWidth)]), at: location.node)
        case .grid(let grid):
            try require(SceneValueRules.count(Double(grid.items)), at: location.field("items"))
            try require(SceneValueRules.positiveLength(Double(grid.minItemWidth)), at: location.field("minItemWidth"))
            try require(SceneValueRules.aspect(Double(grid.itemAspect)), at: location.field("itemAspect"))
            try require(SceneValueRules.length(Double(grid.spacing)), at: location.field("spacing"))
            try require(SceneValueRules.length(Double(grid.margin)), at: location.field("margin"))
        case .list(let list):
            try require(SceneValueRules.count(Double(list.rows)), at: location.field("rows"))
            try require(SceneValueRules.positiveLength(Double(list.rowHeight)), at: location.field("rowHeight"))
        case .scroll(let scroll):
            if let height = scroll.contentHeight { try require(SceneValueRules.length(Double(height)), at: location.field("contentHeight")) }
        case .displace(let displace):
            if let group = displace.group { try require(SceneValueRules.text(group), at: location.kept("group")) }
            if let anchor = displace.anchor {
                try require(SceneValueRules.id(anchor), at: location.kept("anchor"))
                try require(SceneValueRules.displacementAnchor(displace.purpose), at: location.kept("anchor"))
            }
        case .presentation(let presentation):
            if let anchor = presentation.anchor { try require(SceneValueRules.id(anchor), at: location.kept("anchor")) }
            if let label = presentation.label { try require(SceneValueRules.line(label), at: location.field("label")) }
            try require(SceneValueRules.presentationAnchor(presentation.kind, anchor: presentation.anchor), at: location.node)
        case .tabView(let tabView): try checkTabView(tabView, at: location)
        }
    }

    /// Checks an arrangement's axes, ratio, size ranges and priorities (SPEC 4.1).
    static func checkArrangement(_ arrangement: SceneNode.Arrangement, at location: Location) throws(SceneFault) {
        if arrangement.axes.isEmpty { throw SceneFault(path: location.field("axes"), message: SceneValueRules.noAxes) }
        for (index, axis) in arrangement.axes.enumerated() {
            try require(SceneValueRules.duplicateAxis(axis, after: arrangement.axes[..<index]), at: location.field("axes") + [.index(index)])
        }
        if let ratio = arrangement.ratio { try require(SceneValueRules.openUnitFraction(Double(ratio)), at: location.field("ratio")) }
        let ranges = [("primaryWidth", arrangement.primaryWidth), ("primaryHeight", arrangement.primaryHeight),
                      ("secondaryWidth", arrangement.secondaryWidth), ("secondaryHeight", arrangement.secondaryHeight)]
        for (key, range) in ranges {
            guard let range else { continue }
            let path = location.field(key)
            let bounds = [("min", range.minimum), ("preferred", range.preferred), ("max", range.maximum)]
            for (name, bound) in bounds {
                if let bound { try require(SceneValueRules.dimension(bound), at: path + [.key(name)]) }
            }
            try require(SceneValueRules.order(bounds), at: path)
        }
        try require(SceneValueRules.finite(arrangement.primaryPriority), at: location.field("primaryPriority"))
        try require(SceneValueRules.finite(arrangement.secondaryPriority), at: location.field("secondaryPriority"))
    }

    /// Checks a tab view's tabs (each an action, ids unique among them, at least one), its
    /// tab-bar action and its selection (SPEC 9).
    static func checkTabView(_ tabView: SceneNode.TabView, at location: Location) throws(SceneFault) {
        let tabs = tabView.bar.tabs
        for (index, tab) in tabs.enumerated() {
            let path = location.field("tabs") + [.index(index)]
            try checkAction(tab.action, at: path)
            try require(SceneValueRules.duplicateTab(tab.action.id, after: tabs[..<index]), at: path + [.key("id")])
        }
        if tabs.isEmpty { throw SceneFault(path: location.field("tabs"), message: SceneValueRules.noTabs) }
        if let action = tabView.bar.action { try checkAction(action, at: location.field("action")) }
        guard let selected = tabView.bar.selectedTabID else { return }
        // A variant that changes the tabs but not the selection: the decoder reports the
        // selection where the node gives it.
        var selectionSet = true
        if case .tabView(let base)? = location.variant?.base.kind { selectionSet = base.bar.selectedTabID != selected }
        let path = selectionSet ? location.field("selected") : location.kept("selected")
        try require(SceneValueRules.id(selected), at: path)
        try require(SceneValueRules.selectedTab(selected, among: tabs), at: path)
    }
}
