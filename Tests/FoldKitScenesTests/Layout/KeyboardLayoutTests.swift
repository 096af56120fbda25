import Foundation
import Testing
import FoldKit
import FoldKitScenes
import _FoldKitTestSupport

/// What the keyboard does to the UI layer and to content (SPEC 10.2, amended 2026-12-02): the tab
/// bar hides under it, a bottom toolbar rides on it, scrolling content keeps its frame and gains a
/// bottom inset for the keyboard's overlap, content that does not scroll ends above it.
struct KeyboardLayoutTests {
    /// Notes: a tab view whose screen is a scrolling list with a bottom-bar compose action.
    static let notes = #"""
    {"name": "Notes", "summary": "Notes.", "root": {"type": "tabView", "id": "tabs",
      "tabs": [{"id": "notes-tab", "title": "Notes", "symbol": "note"}, {"id": "search-tab", "title": "Search", "symbol": "magnifyingglass"}],
      "content": {"type": "list", "id": "notes", "rows": 20, "rowHeight": 44, "title": "Notes",
        "toolbar": [{"id": "compose", "title": "Compose", "symbol": "square.and.pencil", "placement": "bottomBar"}]}}}
    """#

    /// `scene` laid out on the Duo in `preset`, the keyboard up when `keyboard`.
    static func layout(_ scene: String, _ preset: PosturePreset, keyboard: Bool) throws -> SceneLayoutResult {
        let prepared = try PreparedScene.decode(Data(scene.utf8))
        let profile = Builtins.profile("iphone-duo")
        let space = try profile.resolve(try profile.state(for: preset), modifiers: StateModifiers(keyboard: keyboard ? .on : .off))
        return SceneLayout.solve(SceneLayoutRequest(scene: prepared, space: space))
    }

    @Test("closed: the tab bar hides under the keyboard, the toolbar rides on it, the list gains the overlap as its bottom inset")
    func closedBars() throws {
        let down = try Self.layout(Self.notes, .closed, keyboard: false)
        let up = try Self.layout(Self.notes, .closed, keyboard: true)
        #expect(down.bars.contains { $0.kind == .tabBar })
        #expect(!up.bars.contains { $0.kind == .tabBar })
        let keyboard = try #require(up.bars.first { $0.kind == .keyboard })
        #expect(keyboard.frame == CGRect(x: 0, y: 780 - 336, width: 360, height: 336))   // 444 = 780 − 336
        let toolbar = try #require(up.bars.first { $0.kind == .bottomToolbar })
        #expect(toolbar.frame == CGRect(x: 0, y: 444 - 44, width: 360, height: 44))         // riding just above it
        let list = try #require(up["notes"]), before = try #require(down["notes"])
        #expect(list.frame == before.frame, "scrolling content keeps its frame")
        // 380 = (780 − 444) + 44: the keyboard's overlap with the list, and the toolbar on it.
        #expect(list.contentInsets?.bottom == CGFloat((780 - 444) + 44))
        #expect(try #require(before.contentInsets?.bottom) < 380)
    }

    @Test("tabletop: the toolbar rides at the bottom of the top region, above the fold; no tab bar")
    func tabletopToolbar() throws {
        let up = try Self.layout(Self.notes, .tabletop, keyboard: true)
        #expect(!up.bars.contains { $0.kind == .tabBar })
        let toolbar = try #require(up.bars.first { $0.kind == .bottomToolbar })
        // ⌊455.5 × 3⌋ / 3 − 44: the device pixel at or above the fold frame's top, less the bar.
        #expect(abs(toolbar.frame.minY - ((455.5 * 3).rounded(.down) / 3 - 44)) < 1e-9)
        #expect(toolbar.frame.maxY <= 455.5)
    }

    @Test("book: the side bar keeps its clock and items; the keyboard ends where the strip begins")
    func bookStrip() throws {
        let up = try Self.layout(Self.notes, .book, keyboard: true)
        let strip = try #require(up.bars.first { $0.kind == .sideBar })
        let down = try Self.layout(Self.notes, .book, keyboard: false)
        #expect(strip == down.bars.first { $0.kind == .sideBar })
        let keyboard = try #require(up.bars.first { $0.kind == .keyboard })
        #expect(keyboard.frame.maxX == strip.frame.minX)
    }

    @Test("on focuses the scene's focus, else its first text input outside the rows; a field in a row is refused")
    func focusedField() throws {
        let scene = #"""
        {"name": "T", "summary": "S", "root": {"type": "stack", "id": "s", "axis": "vertical", "children": [
          {"type": "list", "id": "rows", "rows": 2, "rowHeight": 44, "row": {"type": "element", "id": "row-field", "role": "textField"}},
          {"type": "element", "id": "title-field", "role": "textField", "height": 44},
          {"type": "element", "id": "body-field", "role": "textField", "height": 44}]}}
        """#
        let prepared = try PreparedScene.decode(Data(scene.utf8))
        #expect(try prepared.keyboardField(.on) == "title-field")
        #expect(try prepared.keyboardField(.off) == nil)
        #expect(try prepared.keyboardField(.field("body-field")) == "body-field")
        #expect(throws: KeyboardFieldError.inRow("row-field-0")) { try prepared.keyboardField(.field("row-field-0")) }
        #expect(prepared.textInputs == ["title-field", "body-field"])
        let focused = try PreparedScene.decode(Data(scene.replacingOccurrences(of: #""summary": "S","#, with: #""summary": "S", "focus": "body-field","#).utf8))
        #expect(try focused.keyboardField(.on) == "body-field")
        let none = try PreparedScene.decode(Data(#"{"name": "T", "summary": "S", "root": {"type": "element", "id": "a", "role": "text"}}"#.utf8))
        #expect(throws: KeyboardFieldError.noTextInput) { try none.keyboardField(.on) }
    }

    @Test("Mail in tabletop: the list pane ends above the fold, its search field just above the toolbar riding there, full height")
    func mailTabletop() throws {
        let profile = Builtins.profile("iphone-duo")
        let space = try profile.resolve(try profile.state(for: .tabletop), modifiers: StateModifiers(keyboard: .field("mailbox-search")))
        let result = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("mail"), space: space))
        let field = try #require(result["mailbox-search"]?.frame)
        let toolbar = try #require(result.bars.first { $0.kind == .bottomToolbar }?.frame)
        let clearance = (455.5 * 3).rounded(.down) / 3            // ⌊455.5 × 3⌋ / 3: at or above the fold's frame
        #expect(abs(toolbar.maxY - clearance) < 1e-9)
        #expect(field.height == 44)
        #expect(field.maxY <= toolbar.minY && toolbar.minY - field.maxY <= 60)
    }

    /// The tri-fold in tabletop has two horizontal folds: the keyboard fills the region below the
    /// lower one (fold-1, frame y 695.5 … 719.5) and the toolbar rides just above that fold, in the
    /// middle region — not above fold-2 (341.5 … 365.5), where it pushed the mailbox's content onto
    /// fold-2 (SPEC 10.2).
    @Test("Mail on the tri-fold in tabletop: the toolbar rides above the fold the keyboard lies under, the field clear of both folds")
    func triFoldTabletopToolbarRidesAboveTheKeyboardsFold() throws {
        let profile = Builtins.profile("tri-fold")
        let space = try profile.resolve(try profile.state(for: .tabletop), modifiers: StateModifiers(keyboard: .field("mailbox-search")))
        let result = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("mail"), space: space))
        let toolbar = try #require(result.bars.first { $0.kind == .bottomToolbar }?.frame)
        let clearance = (695.5 * 3).rounded(.down) / 3            // ⌊695.5 × 3⌋ / 3 = 695.33
        #expect(abs(toolbar.maxY - clearance) < 1e-9 && toolbar.height == 44)
        let field = try #require(result["mailbox-search"]?.frame)
        for fold in space.regions where fold.kind == .division && fold.isActive {
            #expect(!field.intersects(fold.frame), "\(field) on \(fold.id)")
            #expect(!toolbar.intersects(fold.frame), "\(toolbar) on \(fold.id)")
        }
    }

    @Test("Fuel prices in tabletop: the list holding the focused field leaves the keyboard's region for the map's, and pushes the map")
    func stackedListDetailLeavesTheKeyboardRegion() throws {
        let profile = Builtins.profile("iphone-duo")
        let space = try profile.resolve(try profile.state(for: .tabletop), modifiers: StateModifiers(keyboard: .on))
        let result = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("odokeep-fuel-prices"), space: space))
        let clearance = (455.5 * 3).rounded(.down) / 3            // ⌊455.5 × 3⌋ / 3
        let field = try #require(result["station-search"]?.frame)
        #expect(abs(field.maxY - (clearance - 8)) < 1e-9 && field.height == 44)   // its 8-pt padding above the fold's frame
        #expect(result["station-map"]?.isVisible == false)
        #expect(result["fuel-prices"]?.details.itemAction == .push)
    }

    /// Mail's reply field (the scene's `focus`) on the Duo with the keyboard up, as
    /// `foldkit layout mail.json --posture closed --keyboard on` gives it.
    static func mailReply(_ preset: PosturePreset, _ direction: LayoutDirection) throws -> SceneLayoutResult {
        let profile = Builtins.profile("iphone-duo")
        var space = try profile.resolve(try profile.state(for: preset), modifiers: StateModifiers(keyboard: .on))
        space.layoutDirection = direction
        return SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.builtIn("mail"), space: space))
    }

    /// Closed, the reply field is in the detail, so the keyboard's focus shows the pushed message
    /// (a field is focused only on the screen shown). The message is a stack of the scrolling body
    /// and the field: the body still runs under the navigation bar (y 0, its top inset clearing
    /// the bar, S3) and ends at the field, which rests 8 pt above the keyboard (444 = 780 − 336).
    @Test("Mail closed: the reply field pushes the message; the field directly above the keyboard, the body under the bar and ending at the field",
          arguments: LayoutDirection.allCases)
    func mailReplyClosed(direction: LayoutDirection) throws {
        let result = try Self.mailReply(.closed, direction)
        #expect(result["mailbox"]?.isVisible == false && result["mailbox"]?.shownElsewhere == .pushed("mail"))
        #expect(SceneLayout.pushableListDetails(in: result).isEmpty, "the message already shows: no next screen to draw")
        #expect(result.bars.contains { $0.id == "system.back" || $0.items.contains { $0.id == "system.back" } })
        #expect(result["reply-field"]?.frame == CGRect(x: 8, y: 444 - 8 - 44, width: 360 - 2 * 8, height: 44))   // 392
        // The body: from the window's top (under the status bar and the 44-pt navigation bar at
        // y 54) down to the field's padding, 384 = 392 − 8; its top inset clears the bar: 98 = 54 + 44.
        let body = try #require(result["message-body"])
        #expect(body.frame == CGRect(x: 0, y: 0, width: 360, height: 392 - 8))
        #expect(abs((body.contentInsets?.top ?? 0) - (54 + 44)) < 1e-9)
        #expect(abs((result["message-text"]?.frame?.minY ?? 0) - (54 + 44 + 16)) < 1e-9)       // its 16-pt padding
    }

    /// Book: the message column is trailing in LTR and leading in RTL; the keyboard's halves lie
    /// below both columns, the field above the half under its column (349 = 669 − 320).
    @Test("Mail book: the reply field above the keyboard's half under the message column", arguments: LayoutDirection.allCases)
    func mailReplyBook(direction: LayoutDirection) throws {
        let result = try Self.mailReply(.book, direction)
        let ltr = direction == .leftToRight
        let field = try #require(result["reply-field"]?.frame)
        #expect(field == CGRect(x: ltr ? 495.5 + 8 : 8, y: 349 - 8 - 44, width: ltr ? 895 - 495.5 - 2 * 8 : 455.5 - 2 * 8, height: 44))
        let keyboard = try #require(result.bars.first { $0.kind == .keyboard })
        let half = try #require(keyboard.items.first { $0.frame.minX <= field.midX && field.midX <= $0.frame.maxX })
        #expect(half.frame.minY - field.maxY <= 60)
        #expect(result["message-body"]?.frame == CGRect(x: ltr ? 495.5 : 0, y: 0, width: ltr ? 951 - 495.5 : 455.5, height: 297 - 8))
    }

    /// The flip held as a book with the camera streaming: its inner camera's frame (4, 190, 32,
    /// 32) lies at the left edge where the keyboard would; the keys start past it, at 36 = 4 + 32,
    /// as the system insets its keys by the safe area in landscape (SPEC 10.2; FK002 caught it).
    @Test("flip book, camera streaming: the keyboard's left part starts past the inner camera")
    func keyboardClearsASideCamera() throws {
        let profile = Builtins.profile("flip-foldable")
        let space = try profile.resolve(try profile.state(for: .book), modifiers: StateModifiers(cameraStreaming: true, keyboard: .on))
        let keyboard = try #require(UILayer.keyboard(in: space))
        #expect(keyboard.frame == CGRect(x: 4 + 32, y: 412 - 220, width: 1006 - 36, height: 220))
        #expect(keyboard.parts.first?.minX == 36 && keyboard.parts.first?.maxX == 491)      // to the fold's frame
    }

    /// No keyboard part on any built-in device, posture and camera state lies on an active
    /// occlusion (the property FK002 checks on every panel).
    @Test("no keyboard part overlaps an active occlusion", arguments: DeviceProfile.builtInIDs)
    func keyboardPartsClearOcclusions(device: String) throws {
        let profile = Builtins.profile(device)
        for preset in profile.supportedPresets {
            for camera in [false, true] {
                let space = try profile.resolve(try profile.state(for: preset), modifiers: StateModifiers(cameraStreaming: camera, keyboard: .on))
                let keyboard = try #require(UILayer.keyboard(in: space))
                for region in space.regions where region.isActive && region.kind == .occlusion {
                    for part in keyboard.parts {
                        #expect(!part.overlapsWithArea(region.frame), "\(device) \(preset.rawValue) camera \(camera): \(part) on \(region.id)")
                    }
                }
            }
        }
    }

    /// A chat composer wrapped in an `interactive` displacement (lint's advice for a composer
    /// across the fold): in tabletop the purpose names the bottom region, which the keyboard
    /// fills. With the keyboard up, displacement moves within the part above the keyboard, so
    /// the composer stays above the fold, directly over it — not under the keyboard (FK017 found
    /// it there). 399.33 = ⌊455.5 × 3⌋ / 3 − 56.
    @Test("tabletop, keyboard up: an interactive displacement stays above the keyboard", arguments: LayoutDirection.allCases)
    func interactiveDisplacementStaysAboveTheKeyboard(direction: LayoutDirection) throws {
        let chat = #"""
        {"name": "Chat", "summary": "S", "focus": "message-field", "root": {"type": "stack", "id": "chat", "axis": "vertical", "title": "Anna",
          "children": [
            {"type": "list", "id": "messages", "rows": 12, "rowHeight": 64, "row": {"type": "element", "id": "message", "role": "text"}},
            {"type": "displace", "id": "composer-move", "purpose": "interactive", "height": 56,
             "child": {"type": "stack", "id": "composer", "axis": "horizontal", "padding": 6, "spacing": 8, "children": [
               {"type": "element", "id": "message-field", "role": "textField", "height": 44},
               {"type": "element", "id": "send", "role": "control", "width": 64, "height": 44}]}}]}}
        """#
        let profile = Builtins.profile("iphone-duo")
        let space = try profile.resolve(try profile.state(for: .tabletop), modifiers: StateModifiers(layoutDirection: direction, keyboard: .on))
        let result = SceneLayout.solve(SceneLayoutRequest(scene: try PreparedScene.decode(Data(chat.utf8)), space: space))
        let keyboard = try #require(result.bars.first { $0.kind == .keyboard }?.frame)
        for id in ["message-field", "send"] {
            let frame = try #require(result.frame(id))
            #expect(frame.maxY <= keyboard.minY - 40, "\(id) \(frame) above the fold's frame (40 pt) over the keyboard")
        }
        let clearance = (455.5 * 3).rounded(.down) / 3
        #expect(abs((result.frame("composer-move")?.minY ?? 0) - (clearance - 56)) < 1e-9)
    }
}
