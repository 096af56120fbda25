import Foundation
import Testing
import FoldKit
import FoldKitScenes
import FoldKitLint

/// Lint over several states (SPEC 10.2): the rules that compare postures compare panels of one
/// state only, and every finding names its state.
struct LintStateTests {
    typealias B = PanelBuilder

    static let flatSpace = LayoutSpace(window: B.rect(0, 0, 800, 900))
    static let camera = StateModifiers(cameraStreaming: true)

    /// A badge shown in flat and hidden in book: FK003 in book.
    static func panels(flatState: StateModifiers, bookState: StateModifiers, direction: LayoutDirection = .leftToRight) -> [LintPanel] {
        var flat = B(.flat, space: flatSpace, direction: direction)
        flat.add("badge", .element(.image), frame: B.rect(0, 0, 20, 20))
        var book = B(.book, direction: direction)
        book.add("badge", .element(.image), frame: nil)
        return [
            LintPanel(posture: .flat, space: flat.space, layout: flat.panel.layout, state: flatState),
            LintPanel(posture: .book, space: book.space, layout: book.panel.layout, state: bookState),
        ]
    }

    @Test("FK003 compares postures within one state")
    func sameStateIsCompared() {
        #expect(B.lint(Self.panels(flatState: Self.camera, bookState: Self.camera))
                == ["t: d/book camera: warning: FK003: image 'badge' is hidden here but shown in flat (20 × 20pt)"])
    }

    @Test("FK003 never compares one state with another")
    func differentStatesAreNotCompared() {
        #expect(B.lint(Self.panels(flatState: .standard, bookState: Self.camera)).isEmpty)
    }

    @Test("the state's direction is the layout's, and the headline names it after the posture", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func directionComesFromTheLayout(_ direction: LayoutDirection) {
        let panels = Self.panels(flatState: .standard, bookState: .standard, direction: direction)
        #expect(panels.allSatisfy { $0.state.layoutDirection == direction })
        let diagnostics = Linter.lint(PreparedScene(unchecked: B.scene), sceneID: "t", deviceID: "d", panels: panels)
        #expect(diagnostics.map(\.state) == [StateModifiers(layoutDirection: direction)])
        #expect(diagnostics.map(\.headline) == ["t: d/book\(direction == .rightToLeft ? " rtl" : ""): warning: FK003: image 'badge' is hidden here but shown in flat (20 × 20pt)"])
    }

    @Test("each panel gets the diagnostics of its posture and state")
    func perPanelByPostureAndState() {
        let standard = Self.panels(flatState: .standard, bookState: .standard), camera = Self.panels(flatState: Self.camera, bookState: Self.camera)
        let all = (standard + camera).map { (sceneID: "t", scene: PreparedScene(unchecked: B.scene), deviceID: "d", panel: $0) }
        let perPanel = Linter.diagnosticsPerPanel(all)
        #expect(perPanel.map(\.count) == [0, 1, 0, 1])
        #expect(perPanel[1].first?.state == .standard && perPanel[3].first?.state == Self.camera)
    }
}
