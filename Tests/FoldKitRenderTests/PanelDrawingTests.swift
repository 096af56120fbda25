import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// What a panel draws: display, safe area, regions (frame vs hardware, active vs inactive),
/// nodes by z-order, finding markers (SPEC 8.3). Coordinates are display points.
struct PanelDrawingTests {
    static func rects(_ drawing: PanelDrawing) -> [DrawingPrimitive.Rect] {
        drawing.primitives.compactMap { if case .rect(let rect) = $0 { return rect } else { return nil } }
    }

    static func texts(_ drawing: PanelDrawing) -> [DrawingPrimitive.Text] {
        drawing.primitives.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }

    @Test func duoBookFoldIsAFortyPointStripWithASixteenPointCrease() throws {
        let drawing = PanelDrawing(SamplePanels.space("iphone-duo", .book))
        // The display, and below it the caption band: 40 = 2 lines × (11 + 3) + 2 × 6 pt.
        #expect(drawing.size == CGSize(width: 951, height: 669 + 40))
        let rects = Self.rects(drawing)
        // Frame 455.5 = (951 − 40) / 2, margins included; hardware 467.5 = 455.5 + 12, 16 = 40 − 2 × 12.
        let frame = try #require(rects.first { $0.frame == CGRect(x: 455.5, y: 0, width: 40, height: 669) })
        #expect(frame.fill == PanelPalette.active(.division) && frame.fillOpacity < 1 && frame.stroke?.dash == [])
        let hardware = try #require(rects.first { $0.frame == CGRect(x: 467.5, y: 0, width: 16, height: 669) })
        #expect(hardware.fill == PanelPalette.hardware(.division) && hardware.fillOpacity == 1)
        let label = try #require(Self.texts(drawing).first { $0.string == "fold · division · active" })
        #expect(label.vertical)
    }

    @Test func duoTabletopFoldIsHorizontal() throws {
        let drawing = PanelDrawing(SamplePanels.space("iphone-duo", .tabletop))
        #expect(drawing.size == CGSize(width: 669, height: 951 + 40))   // the caption band below, two lines
        #expect(Self.rects(drawing).contains { $0.frame == CGRect(x: 0, y: 455.5, width: 669, height: 40) })
        #expect(Self.rects(drawing).contains { $0.frame == CGRect(x: 0, y: 467.5, width: 669, height: 16) && $0.fillOpacity == 1 })
        let label = try #require(Self.texts(drawing).first { $0.string == "fold · division · active" })
        #expect(!label.vertical)
    }

    /// The inner camera sits in the trailing side bar near the top and shows while inactive as
    /// its lens alone, faint: its frame's margins would box the side bar's first item.
    @Test func duoInactiveInnerCameraIsAFaintLens() throws {
        let panel = SamplePanels.space("iphone-duo", .book)
        let rects = Self.rects(PanelDrawing(panel))
        #expect(!rects.contains { $0.frame == CGRect(x: 903, y: 20, width: 40, height: 40) })
        let lens = try #require(panel.regions.first { $0.id == "inner-camera" }?.hardwareFrame)
        let camera = try #require(rects.first { $0.frame == lens })
        #expect(camera.fill == PanelPalette.inactive && camera.fillOpacity < 1 && camera.stroke == nil)
        #expect(camera.tooltip?.hasPrefix("inner-camera: occlusion, inactive, frame (903, 20, 40, 40)") == true)
        // 895 = 951 − 56: the camera is right of the safe area, in the side bar.
        #expect(camera.frame.minX >= 951 - 56)
    }

    @Test func duoClosedOuterCameraIsActiveTopTrailing() throws {
        let drawing = PanelDrawing(SamplePanels.space("iphone-duo", .closed))
        #expect(drawing.size == CGSize(width: 360, height: 780 + 40))   // the caption band below, two lines
        let camera = try #require(Self.rects(drawing).first { $0.frame == CGRect(x: 306, y: 12, width: 40, height: 40) })
        #expect(camera.fill == PanelPalette.active(.occlusion))
        // Hardware = frame inset by 4 on each side.
        #expect(Self.rects(drawing).contains { $0.frame == CGRect(x: 310, y: 16, width: 32, height: 32) && $0.fillOpacity == 1 })
    }

    @Test(arguments: [PosturePreset.flat, .flatRotated])
    func duoFlatFoldIsInactive(_ preset: PosturePreset) {
        let rects = Self.rects(PanelDrawing(SamplePanels.space("iphone-duo", preset)))
        let fold = rects.filter { $0.tooltip?.hasPrefix("fold:") == true }
        #expect(fold.count == 1)
        #expect(fold.allSatisfy { $0.fill == nil && $0.stroke?.color == PanelPalette.inactive })
    }

    @Test func safeAreaIsDashed() throws {
        let rects = Self.rects(PanelDrawing(SamplePanels.space("iphone-duo", .book)))
        // 895 × 649 = (951 − 56) × (669 − 20)
        let safe = try #require(rects.first { $0.frame == CGRect(x: 0, y: 0, width: 895, height: 649) })
        #expect(safe.stroke?.color == PanelPalette.safeArea && safe.stroke?.dash.isEmpty == false)
    }

    @Test func nodesAreDrawnByZIndexAndHiddenOnesAreNot() {
        let drawing = PanelDrawing(SamplePanels.garage)
        let order = Self.rects(drawing).compactMap { $0.tooltip?.split(separator: ":").first.map(String.init) }
            .filter { ["vehicle-list", "fuel-log", "search", "photo", "add-button", "toolbar", "hidden-map"].contains($0) }
        // z 0: vehicle-list, fuel-log; z 1: search; z 2: photo; z 3: add-button; hidden ones never.
        #expect(order == ["vehicle-list", "fuel-log", "search", "photo", "add-button"])
    }

    @Test func findingsAreMarkedOnTheirNodes() throws {
        let drawing = PanelDrawing(SamplePanels.garage)
        let marker = try #require(Self.rects(drawing).first { $0.tooltip?.hasPrefix("FK001") == true })
        // The add button's frame (420, 600, 60, 44) grown by 1.5 on each side.
        #expect(marker.frame == CGRect(x: 418.5, y: 598.5, width: 63, height: 47))
        #expect(marker.stroke?.color == PanelPalette.severity(.error))
        let badges = Self.texts(drawing).filter { $0.string.hasPrefix("FK") }.map(\.string)
        #expect(badges == ["FK001", "FK010"])  // FK004 names no node, FK009 an undrawn one
    }

    /// A finding's badge is never cut by the display: at the trailing edge it moves in from the
    /// rounded corner, and on a node as tall as the display it sits inside the node's top.
    @Test(arguments: [
        ("a row at the top, edge to edge", CGRect(x: 0, y: 0, width: 951, height: 44)),
        ("a pane from the top to the bottom", CGRect(x: 495.5, y: 0, width: 455.5, height: 669)),
        ("a note at the trailing edge, below the top", CGRect(x: 495.5, y: 20, width: 455.5, height: 600)),
    ])
    func findingBadgesStayInsideTheDisplay(_ name: String, _ frame: CGRect) throws {
        let profile = Builtins.profile("iphone-duo")
        var panel = StoryboardPanel(deviceID: profile.id, deviceName: profile.name, posture: .flat, space: Builtins.space("iphone-duo", .flat))
        panel.nodes = [PanelNode(id: "n", role: "text", frame: frame)]
        panel.findings = [PanelFinding(rule: "FK015", severity: .warning, nodeID: "n", message: "m")]
        let drawing = PanelDrawing(panel)
        let badge = try #require(Self.texts(drawing).first { $0.string == "FK015" })
        let box = try #require(Self.rects(drawing).first { $0.fill == PanelPalette.surface && $0.fillOpacity == 0.9 })
        #expect(box.frame.maxY <= drawing.size.height && box.frame.minY >= 0, "\(name): \(box.frame)")
        let room = PanelDrawing.insideCorners(from: 0, to: drawing.size.width, top: box.frame.minY, bottom: box.frame.maxY, panel: panel)
        #expect(badge.position.x <= room.upperBound + 1e-9 && box.frame.minX >= room.lowerBound - 2, "\(name): \(box.frame) in \(room)")
    }

    @Test func windowCoordinatesAreOffsetIntoTheDisplay() throws {
        let window = CGRect(x: 495.5, y: 0, width: 455.5, height: 669)
        let profile = Builtins.profile("iphone-duo")
        var panel = StoryboardPanel(deviceID: profile.id, deviceName: profile.name, posture: .flat,
                                    space: Builtins.space("iphone-duo", .flat, window: window))
        panel.nodes = [PanelNode(id: "n", role: "control", frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        let rects = Self.rects(PanelDrawing(panel))
        #expect(rects.contains { $0.frame == window && $0.fill == PanelPalette.surface })
        #expect(rects.contains { $0.frame == CGRect(x: 495.5, y: 0, width: 10, height: 10) })
        // The inner camera (903, 20) in display coordinates is (407.5, 20) in the window's: its
        // lens is drawn where the display has it.
        let lens = try #require(Builtins.space("iphone-duo", .flat, window: window).regions.first { $0.id == "inner-camera" }?.hardwareFrame)
        #expect(rects.contains { $0.frame == lens.offsetBy(dx: window.minX, dy: window.minY) })
    }

    @Test func zeroWidthCreaseIsALine() {
        let drawing = PanelDrawing(SamplePanels.space("book-foldable", .book))
        let lines = drawing.primitives.compactMap { if case .line(let line) = $0 { return line } else { return nil } }
        // Pixel Fold: frame (408.5, 0, 24, 701), margins 12 → hardware x 420.5, width 0.
        #expect(lines.contains { $0.start == CGPoint(x: 420.5, y: 0) && $0.end == CGPoint(x: 420.5, y: 701) })
    }

    @Test func longLabelsAreShortenedToTheirBox() {
        // 10 characters = ⌊60 / (9 × 0.6)⌋ − 1 for the ellipsis; the trailing space is dropped.
        #expect(PanelDrawing.fitted("control · a very long label", width: 60, size: 9) == "control ·…")
        #expect(PanelDrawing.fitted("ok", width: 60, size: 9) == "ok")
        #expect(PanelDrawing.fitted("anything", width: 5, size: 9) == "")
    }

    /// The caption wraps after its separators, and between words where that takes fewer lines:
    /// on the flip's cover screen (344 = 360 − 2 × 8 pt of room, bold 11 pt at ~7.26 pt a
    /// character, 47 characters a line) the title takes two lines, not three with "OdoKeep —"
    /// alone; a title that fits its separators keeps them as breaks.
    @Test func captionWrapsBetweenWordsWhenThatTakesFewerLines() {
        let title = "OdoKeep — Flip-style foldable (Samsung Galaxy Z Flip5) — closed"
        #expect(PanelDrawing.wrapped(title, width: 344, size: 11, bold: true) == ["OdoKeep — Flip-style foldable (Samsung Galaxy", "Z Flip5) — closed"])
        // 16 characters a line at 120 pt: by separators "Mail —" / "iPhone Duo —" / "book", by words two lines.
        #expect(PanelDrawing.wrapped("Mail — iPhone Duo — book", width: 120, size: 11, bold: true) == ["Mail — iPhone", "Duo — book"])
        #expect(PanelDrawing.wrapped("Mail — iPhone Duo — book", width: 400, size: 11, bold: true) == ["Mail — iPhone Duo — book"])
    }

    /// The keyboard's keys fill its part in every posture: the tabletop keyboard fills the Duo's
    /// bottom region (455.5 pt), and its four rows (80 pt each at most) and suggestion strip
    /// (40 pt) span it, centred above the 24-pt system strip; the closed Duo's 336-pt keyboard gets
    /// rows of (336 − 40 − 24 − 5 × 6) / 4 = 60.5 pt.
    @Test("the keyboard's keys fill its part, in tabletop too [SPEC 10.2]", arguments: [455.5, 336] as [CGFloat])
    func keyboardKeysFillThePart(height: CGFloat) {
        let frame = CGRect(x: 0, y: 100, width: 669, height: height)
        var out: [DrawingPrimitive] = []
        PanelDrawing.appendKeyboard(SystemBar(id: "system.keyboard", kind: .keyboard, frame: frame), offset: (0, 0), to: &out)
        let keys = out.dropFirst().compactMap { if case .rect(let rect) = $0 { return rect.frame } else { return nil } }
        #expect(keys.count == 10 + 9 + 7 + 1)
        let top = keys.map(\.minY).min() ?? 0, bottom = keys.map(\.maxY).max() ?? 0
        let row = min(80, (height - 40 - 24 - 5 * 6) / 4)
        #expect(abs(keys[0].height - row) < 1e-9)
        // Centred in what the strip and the system strip leave: equal room above and below.
        #expect(abs((top - 6 - (frame.minY + 40)) - (frame.maxY - 24 - (bottom + 6))) < 1e-9)
        #expect(frame.maxY - bottom <= 24 + 6 + (height - 40 - 24 - 4 * row - 5 * 6) / 2 + 1e-9)
    }

    /// A keyboard split at the folds is one keyboard in parts: the rows of 10, 9 and 7 keys dealt
    /// out leading to trailing (two halves: 5 + 5, 4 + 5, 3 + 4; a tri-fold's thirds: 3 + 3 + 4,
    /// 3 + 3 + 3, 2 + 2 + 3), a space bar on each outer part and none on a middle one.
    @Test("a split keyboard deals its keys out over its parts, a space bar on the outer ones", arguments: [2, 3])
    func splitKeyboardDealsKeys(parts: Int) {
        let width: CGFloat = 300, gap: CGFloat = 40
        let items = (0..<parts).map { index in
            SystemBarItem(id: "keyboard-\(index)", kind: .keyboard, title: "", symbol: "",
                          frame: CGRect(x: CGFloat(index) * (width + gap), y: 300, width: width, height: 336))
        }
        let bar = SystemBar(id: "system.keyboard", kind: .keyboard, frame: CGRect(x: 0, y: 300, width: CGFloat(parts) * (width + gap) - gap, height: 336), items: items)
        var out: [DrawingPrimitive] = []
        PanelDrawing.appendKeyboard(bar, offset: (0, 0), to: &out)
        let rects = out.compactMap { if case .rect(let rect) = $0 { return rect } else { return nil } }
        let keys = rects.filter { $0.tooltip == nil }
        #expect(keys.count == 10 + 9 + 7 + 2)   // every key once, and two space bars
        for (index, item) in items.enumerated() {
            let inPart = keys.filter { item.frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
            let spaceBars = index == 0 || index == parts - 1 ? 1 : 0
            let expected = [10, 9, 7].map { PanelDrawing.keyShare($0, part: index, of: parts) }.reduce(0, +) + spaceBars
            #expect(inPart.count == expected)
        }
        #expect((0..<parts).map { PanelDrawing.keyShare(10, part: $0, of: parts) } == (parts == 2 ? [5, 5] : [3, 3, 4]))
    }

    /// The Duo in tabletop (669 × 951, bottom inset 20) with a 49-pt tab bar on the safe area's
    /// bottom: its panel runs on to the window's bottom edge, 951, as the system draws it, and its
    /// end items are drawn inside the display's rounded corners (r = 0.06 × 669 = 40.14 pt when
    /// the profile gives none; the item's bottom 20 pt from the edge: inset
    /// 40.14 − √(40.14² − 20.14²) + 2 ≈ 7.4 pt).
    @Test("a tab bar's panel reaches the window's bottom edge and its end items stay inside the corners")
    func tabBarPanelAndCornerItems() throws {
        var panel = SamplePanels.space("iphone-duo", .tabletop)
        let bar = CGRect(x: 0, y: 951 - 20 - 49, width: 669, height: 49)
        let first = SystemBarItem(id: "tab-0", kind: .tab, title: "Garage", symbol: "car", frame: CGRect(x: 0, y: bar.minY, width: 133.8, height: 49), isSelected: true)
        panel.bars = [SystemBar(id: "system.tab-bar", kind: .tabBar, frame: bar, items: [first])]
        let rects = Self.rects(PanelDrawing(panel))
        let barPanel = try #require(rects.first { $0.tooltip?.hasPrefix("system.tab-bar") == true })
        #expect(barPanel.frame == CGRect(x: 0, y: bar.minY, width: 669, height: 49 + 20))
        let item = try #require(rects.first { $0.tooltip?.hasPrefix("tab-0") == true })
        let r = 0.06 * 669.0, fromEdge = 20.0 + 1           // the drawn box is inset 1 pt
        let inset = r - (r * r - (r - fromEdge) * (r - fromEdge)).squareRoot() + 2
        #expect(abs(item.frame.minX - inset) < 1e-9 && item.frame.maxX == 133.8 - 1)
    }
}
