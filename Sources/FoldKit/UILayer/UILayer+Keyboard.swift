import Foundation

/// Where the system keyboard goes in a space (SPEC 10.2, amended 2026-12-02): a bar of kind
/// `keyboard` at the bottom of the window, and the line content and the focused field stay above.
///
/// Window coordinates, points, physical.
public struct KeyboardPlacement: Sendable, Hashable {
    /// The bar's frame: from the window's bottom edge up by the keyboard's height (in tabletop, up
    /// to the fold frame's bottom edge), across the window less a side-bar strip.
    public var frame: CGRect
    /// The keyboard's parts, left to right: two halves clear of a book fold's frame, else the
    /// whole frame alone.
    public var parts: [CGRect]
    /// The lowest y content and the focused field keep above: the keyboard's top edge, or in
    /// tabletop the fold frame's top edge (on the pixel grid, at or above it).
    public var clearance: CGFloat

    /// Creates a placement.
    public init(frame: CGRect, parts: [CGRect], clearance: CGFloat) {
        self.frame = frame
        self.parts = parts
        self.clearance = clearance
    }

    /// Whether the keyboard lies under `frame` (a column): they share some width and `frame`
    /// reaches below ``clearance``.
    public func lies(under frame: CGRect) -> Bool {
        frame.minX < self.frame.maxX && frame.maxX > self.frame.minX && frame.maxY > clearance
    }
}

extension UILayer {
    /// The bar id of the system keyboard.
    public static let keyboardID = "system.keyboard"

    /// Where the keyboard of `space` goes (SPEC 10.2); nil when it is down
    /// (``LayoutSpace/keyboard``).
    ///
    /// - width: the window's, less the side-bar strip (``sideBarStrip(in:)``: on the open Duo
    ///   it ends where the strip begins, and the strip keeps its clock and camera), and less an
    ///   active occlusion at a side edge where the keyboard lies (its keys start past the camera);
    /// - height: the space's keyboard height (at most the window's), reaching the window's bottom
    ///   edge; where active divisions stack the window's regions (tabletop) it fills the bottom
    ///   region instead, from the last division's frame down, and content keeps above that
    ///   division's frame (``KeyboardPlacement/clearance``);
    /// - parts: split at the active divisions that cross it side by side (a book fold): one part
    ///   per region, clear of each division's frame.
    /// - Complexity: O(*r*) for *r* regions.
    public static func keyboard(in space: LayoutSpace) -> KeyboardPlacement? {
        guard let keyboard = space.keyboard else { return nil }
        let bounds = space.bounds
        var minX = bounds.minX, maxX = bounds.maxX
        if let strip = sideBarStrip(in: space) {
            switch space.sideBar {
            case .right: maxX = strip.minX
            case .left: minX = strip.maxX
            default: break
            }
        }
        let window = CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
        // The keys keep clear of a camera at the window's side edge where they lie, as the system
        // insets its keys by the safe area in landscape (the flip's inner camera, mid-left in book).
        let stacked = RegionSplit(container: window, regions: space.regions)
        if stacked.axis == .vertical, stacked.dividerCount > 0 {
            let fold = stacked.divider(stacked.dividerCount - 1)
            let keys = clearOfSideOcclusions(window, below: fold.maxY, in: space)
            let frame = CGRect(x: keys.minX, y: fold.maxY, width: keys.width, height: max(0, bounds.maxY - fold.maxY))
            // Content ends on a device pixel at or above the fold's frame (a half-point frame edge
            // would leave the last boundary of a stack off the grid).
            let scale = space.pixelGrid.scale
            let clearance = scale > 0 ? (fold.minY * scale + 1e-7).rounded(.down) / scale : fold.minY
            return KeyboardPlacement(frame: frame, parts: [frame], clearance: clearance)
        }
        let height = min(max(keyboard.height, 0), bounds.height)
        let keys = clearOfSideOcclusions(window, below: bounds.maxY - height, in: space)
        let frame = CGRect(x: keys.minX, y: bounds.maxY - height, width: keys.width, height: height)
        let split = RegionSplit(container: frame, regions: space.regions)
        let parts = split.axis == .horizontal && split.count > 1 ? split.regions.filter { $0.width > 0 } : [frame]
        return KeyboardPlacement(frame: frame, parts: parts, clearance: frame.minY)
    }

    /// `window` with its left or right edge moved in past each active occlusion that reaches below
    /// `top` (where the keyboard would lie): one whose centre is in the window's left half moves
    /// the left edge to its right edge, else the right edge to its left edge.
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    static func clearOfSideOcclusions(_ window: CGRect, below top: CGFloat, in space: LayoutSpace) -> CGRect {
        var minX = window.minX, maxX = window.maxX
        for region in space.regions where region.isActive && region.kind == .occlusion {
            let frame = region.frame
            guard frame.maxY > top, frame.maxX > window.minX, frame.minX < window.maxX else { continue }
            if frame.midX < window.midX { minX = max(minX, frame.maxX) } else { maxX = min(maxX, frame.minX) }
        }
        return CGRect(x: minX, y: window.minY, width: max(0, maxX - minX), height: window.height)
    }

    /// The keyboard's bar: ``keyboardID``, its parts as items where it is split (`system.keyboard.left`
    /// and `.right` for two halves, `.part-N` from the left for more).
    static func keyboardBar(_ keyboard: KeyboardPlacement) -> SystemBar {
        var items: [SystemBarItem] = []
        if keyboard.parts.count > 1 {
            for (index, part) in keyboard.parts.enumerated() {
                let name = keyboard.parts.count == 2 ? (index == 0 ? "left" : "right") : "part-\(index + 1)"
                items.append(SystemBarItem(id: keyboardID + "." + name, kind: .keyboard, title: "Keyboard", symbol: "keyboard", frame: part))
            }
        }
        return SystemBar(id: keyboardID, kind: .keyboard, frame: keyboard.frame, items: items)
    }
}
