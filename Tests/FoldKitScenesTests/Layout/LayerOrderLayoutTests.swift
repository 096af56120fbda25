import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport
@testable import FoldKitScenes

/// SPEC 8.1 (amended): z-order is the tree's. A node's descendants paint and take touches inside
/// its layer, so nothing in a back layer ever lands above a front layer; levels are structural,
/// so a node's level changes between postures only when its own stacking does.
@Suite("Scene layout: z-order is the tree's")
struct LayerOrderLayoutTests {
    typealias F = SceneFixtures
    typealias L = SceneLayoutFixtures

    /// An overlay whose back layer is itself an overlay (a background and a button on it) under a
    /// front sheet.
    static let backLayerWithButton = #"{"type":"overlay","id":"screen","children":["#
        + #"{"type":"overlay","id":"back","children":["# + F.element("background") + ","
        + #"{"type":"element","id":"button","role":"control","width":44,"height":44}]},"#
        + F.element("sheet", #""width":300,"height":300"#) + "]}"

    @Test("a button in a back layer stays below the front sheet", arguments: [PosturePreset.flat, .book])
    func backLayerBelowFront(preset: PosturePreset) throws {
        let result = L.layout(root: Self.backLayerWithButton, preset)
        // back: background 0, button 0 + 1 = 1; the sheet's layer starts one above the highest in back: 2.
        #expect(["screen", "back", "background", "button", "sheet"].map { result[$0]?.zIndex } == [0, 0, 0, 1, 2])
    }

    /// An overlay arrangement whose secondary has two layers of its own, under a toast-like
    /// element in a root overlay.
    static let overlaidArrangement = #"{"type":"overlay","id":"screen","children":["#
        + #"{"type":"arrangement","id":"a","style":"overlay","primary":"# + F.element("controls", #""height":80"#)
        + #","secondary":{"type":"overlay","id":"content","children":["# + F.element("page") + ","
        + F.element("badge", #""width":40,"height":40"#) + "]}},"
        + F.element("banner", #""height":40,"alignment":"top""#) + "]}"

    @Test("an overlaid primary lies above every layer of its secondary; side by side it drops to the arrangement's level")
    func primaryAboveSecondaryLayers() {
        let flat = L.layout(root: Self.overlaidArrangement, .flat)
        // Flat, stacked: page 0, badge 1, the primary one above the secondary's highest: 2.
        #expect(["page", "badge", "controls"].map { flat[$0]?.zIndex } == [0, 1, 2])
        let book = L.layout(root: Self.overlaidArrangement, .book)
        // Book, side by side: both views start at the arrangement's level.
        #expect(["page", "badge", "controls"].map { book[$0]?.zIndex } == [0, 1, 0])
        // The banner's layer is reserved structurally: 0 + (1 + 1 + 0) + 1 = 3 in both postures.
        #expect(flat["banner"]?.zIndex == 3 && book["banner"]?.zIndex == 3)
    }

    @Test("a hidden subtree reserves its levels, so later layers keep theirs")
    func hiddenSubtreeReservesLevels() {
        let root = #"{"type":"overlay","id":"screen","children":[{"type":"arrangement","id":"a","style":"split","secondaryVisible":false,"primary":"#
            + F.element("main") + #","secondary":{"type":"overlay","id":"extra","children":["# + F.element("x") + "," + F.element("y")
            + "]}}," + F.element("top", #""height":40"#) + "]}"
        let result = L.layout(root: root, .flat)
        // The hidden secondary's overlay would reach level 1, so the next layer is 2.
        #expect(result["y"]?.isVisible == false && result["top"]?.zIndex == 2)
    }

    @Test("every built-in scene: a node's descendants lie at or above it and below its parent's next layer")
    func builtInLayersNest() throws {
        for id in Scene.builtInIDs {
            let result = SceneLayout.solve(unchecked: try Scene.builtIn(id), in: Builtins.space("iphone-duo", .flat))
            for node in result.nodes where node.isVisible {
                guard let parent = node.parentID.flatMap({ result[$0] }), parent.isVisible else { continue }
                #expect(node.zIndex >= parent.zIndex, "\(id): '\(node.id)' z \(node.zIndex) below its parent '\(parent.id)' z \(parent.zIndex)")
            }
        }
    }
}
