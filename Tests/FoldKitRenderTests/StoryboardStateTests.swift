import Foundation
import Testing
import FoldKit
@testable import FoldKitRender
import _FoldKitTestSupport

/// Storyboard panels in states beyond their postures (SPEC 10.2): planned as the product of
/// states and postures, named in files, captions and the page, the camera drawn active.
struct StoryboardStateTests {
    static let duo = Builtins.profile("iphone-duo")
    static let directionsAndCamera = StateModifiers.product(layoutDirections: [.leftToRight, .rightToLeft], cameraStreaming: [false, true],
                                                            liveActivity: [false], windows: [])

    @Test("states × postures, state-major within a device, each file named by its state")
    func productOfStatesAndPostures() throws {
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo], states: Self.directionsAndCamera))
        // 24 = 6 Duo postures × 2 directions × 2 camera states
        #expect(plan.panels.count == 24)
        #expect(plan.panels.prefix(6).allSatisfy { $0.state == .standard })
        #expect(plan.panels.map(StoryboardPaths.svg).prefix(8) == [
            "space/iphone-duo/closed.svg", "space/iphone-duo/closed-landscape.svg", "space/iphone-duo/flat.svg",
            "space/iphone-duo/flat-rotated.svg", "space/iphone-duo/book.svg", "space/iphone-duo/tabletop.svg",
            "space/iphone-duo/closed.camera.svg", "space/iphone-duo/closed-landscape.camera.svg",
        ])
        #expect(StoryboardPaths.svg(plan.panels[23]) == "space/iphone-duo/tabletop.rtl.camera.svg")
        #expect(Set(plan.panels.map(StoryboardPaths.svg)).count == 24)
        #expect(plan.panels[23].name == "space/iphone-duo/tabletop rtl camera")
    }

    /// [S1] the inner camera sits in the open Duo's side bar: active in the `camera` panels, and
    /// still drawn (inactive, or absent on the outer display) in the others; a closed panel with
    /// the camera on is drawn and named as asked though nothing changes.
    @Test("the camera's panels draw the inner camera active; closed with the camera changes nothing but its name")
    func cameraIsDrawnActive() throws {
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo], postures: .only([.book, .closed]),
                                                             states: [.standard, StateModifiers(cameraStreaming: true)]))
        let book = plan.panels[0], bookCamera = plan.panels[2], closed = plan.panels[1], closedCamera = plan.panels[3]
        #expect(book.regions.first { $0.id == "inner-camera" }?.isActive == false)
        #expect(bookCamera.regions.first { $0.id == "inner-camera" }?.isActive == true)
        let rects = PanelDrawingTests.rects(PanelDrawing(bookCamera))
        let camera = try #require(rects.first { $0.frame == CGRect(x: 903, y: 20, width: 40, height: 40) })
        #expect(camera.fill == PanelPalette.active(.occlusion))
        #expect(closedCamera.space == closed.space)
        #expect(PanelDrawing(closedCamera).title == "iPhone Duo · closed camera")
        #expect(PanelDrawingTests.texts(PanelDrawing(closedCamera)).contains { $0.string.contains("iPhone Duo — closed camera") })
    }

    /// [S0] the outer display is 360 × 780 pt; a window for the open Duo does not fit it.
    @Test("a window a posture's display cannot hold is an error naming the device, posture and window")
    func windowOutsideADisplay() {
        let window = CGRect(x: 0, y: 0, width: 470, height: 669)
        let request = StoryboardRequest(devices: [Self.duo], postures: .only([.book, .closed]), states: [StateModifiers(window: window)])
        #expect(throws: StoryboardPlanError.windowOutsideDisplay(device: "iphone-duo", posture: .closed, window: window,
                                                                 message: "(0, 0, 470, 669) is not inside the 360 × 780 display")) {
            try StoryboardPlan.make(request)
        }
    }

    @Test("two equal states are an error, as they would write the same files")
    func stateListedTwice() {
        let camera = StateModifiers(cameraStreaming: true)
        #expect(throws: StoryboardPlanError.duplicateState("camera")) {
            try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo], states: [camera, camera]))
        }
    }

    @Test("the keyboard is a filter of its own: off, on and a field id, named for people")
    func pageFiltersTheKeyboard() throws {
        let states = [StateModifiers(), StateModifiers(keyboard: .on), StateModifiers(keyboard: .field("search-field"))]
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo], postures: .only([.book]), states: states))
        let html = HTMLPage.document(plan)
        #expect(html.contains("data-dim=\"keyboard\" data-value=\"on\">keyboard on</button>"))
        #expect(html.contains("data-dim=\"keyboard\" data-value=\"search-field\">keyboard for search-field</button>"))
        #expect(html.contains("<img src=\"space/iphone-duo/book.keyboard-search-field.svg\""))
    }

    @Test("the page names each panel's state and offers a filter per varying modifier")
    func pageNamesAndFiltersStates() throws {
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo], postures: .only([.book]), states: Self.directionsAndCamera))
        let html = HTMLPage.document(plan)
        #expect(html.contains("<nav id=\"states\" aria-label=\"State\">"))
        #expect(html.contains("data-dim=\"direction\" data-value=\"rtl\">rtl</button>"))
        #expect(html.contains("data-dim=\"camera\" data-value=\"on\">camera on</button>"))
        #expect(!html.contains("data-dim=\"live\"") && !html.contains("data-dim=\"window\"") && !html.contains("data-dim=\"keyboard\""))
        #expect(html.contains("<figure class=\"panel\" data-posture=\"book\" data-direction=\"rtl\" data-camera=\"on\" data-live=\"off\" data-keyboard=\"off\" data-scrolled=\"off\" data-window=\"full\""))
        #expect(html.contains("<img src=\"space/iphone-duo/book.rtl.camera.svg\""))
        #expect(html.contains("<figcaption><b>book</b> · <span class=\"state\">rtl · camera on</span> · inner"))
        #expect(html.contains("<figcaption><b>book</b> · <span class=\"state\">ltr · camera off</span> · inner"))
        #expect(html.contains("<option value=\"rtl.camera\">rtl · camera on</option>"))
    }

    @Test("one state: no filter, no state in captions, no state menu")
    func oneStateSaysNothing() throws {
        let html = HTMLPage.document(try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo])))
        #expect(!html.contains("id=\"states\"") && !html.contains("class=\"state\"") && !html.contains("<select"))
    }

    @Test("a single non-standard state is named in the captions")
    func singleOtherStateIsNamed() throws {
        let window = CGRect(x: 0, y: 0, width: 470, height: 669)
        let plan = try StoryboardPlan.make(StoryboardRequest(devices: [Self.duo], postures: .only([.book]), states: [StateModifiers(window: window)]))
        let html = HTMLPage.document(plan)
        #expect(!html.contains("id=\"states\""))
        #expect(html.contains("<span class=\"state\">window 0,0,470,669</span>"))
        #expect(html.contains("<img src=\"space/iphone-duo/book.window-0-0-470-669.svg\""))
    }
}
