import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

@Suite("Device profile files (PROFILE.md)")
struct ProfileDecodingTests {
    @Test("Every built-in profile decodes, validates and round-trips through its own JSON encoding", arguments: DeviceProfile.builtInIDs)
    func builtIns(_ id: String) throws {
        let profile = Builtins.profile(id)
        #expect(profile.id == id)
        #expect(!profile.source.isEmpty)
        let data = try JSONEncoder().encode(profile)
        #expect(try DeviceProfile.decode(data) == profile)
    }

    @Test("The iPhone Duo profile carries every number of SPEC 2.2")
    func duoNumbers() throws {
        let duo = Builtins.profile("iphone-duo")
        let inner = try #require(duo.display(.inner)), outer = try #require(duo.display(.outer))
        #expect(inner.naturalSize == CGSize(width: 951, height: 669) && inner.scale == 3)
        #expect(inner.pixelSize(in: .landscape) == CGSize(width: 2853, height: 2007))   // 951 × 3, 669 × 3
        #expect(inner.safeAreaInsets.landscape == PhysicalInsets(top: 0, left: 0, bottom: 20, right: 56))
        #expect(inner.safeAreaInsets.portrait == PhysicalInsets(top: 56, left: 0, bottom: 20, right: 0))
        #expect(inner.regions[0].frame == CGRect(x: 455.5, y: 0, width: 40, height: 669))
        #expect(inner.regions[0].margins == PhysicalInsets(top: 0, left: 12, bottom: 0, right: 12))
        #expect(inner.regions[1].frame == CGRect(x: 903, y: 20, width: 40, height: 40) && inner.regions[1].activation == .cameraStreaming)
        #expect(outer.naturalSize == CGSize(width: 360, height: 780))
        #expect(outer.sizeClasses.landscape == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(outer.regions[0].liveActivityFrame == CGRect(x: 196, y: 10, width: 150, height: 40))
        #expect(duo.hinge == HingeSpec(closedBelow: 10, flatFrom: 160, inactiveDivisionFrame: .full))
        #expect(duo.outerDisplaySide == .right)
        // PROFILE.md's keyboard figures for the inner display; the outer display's are the iPhone's.
        #expect(inner.keyboardHeight == PerOrientation(landscape: 320, portrait: 291))
        #expect(outer.keyboardHeight == PerOrientation(landscape: 209, portrait: 336))
    }

    /// SPEC 10.2: the keyboard state reads the keyboard's height from the profile, so every
    /// display of every built-in profile gives one, and the profile's source names the figures.
    @Test("every display of every built-in profile has a keyboard height, and its source names it", arguments: DeviceProfile.builtInIDs)
    func keyboardHeights(_ id: String) throws {
        let profile = Builtins.profile(id)
        for display in profile.displays {
            let heights = try #require(display.keyboardHeight, "\(id) \(display.id.rawValue)")
            for orientation in Orientation.allCases {
                #expect(heights[orientation] > 0 && heights[orientation] < display.size(in: orientation).height / 2 + 60)
            }
        }
        #expect(profile.source.contains("keyboardHeight"))
    }

    /// A fault put into the Duo's profile JSON and the one-line error it must produce.
    struct Fault: CustomTestStringConvertible, Sendable {
        var name: String
        var edit: @Sendable (inout [String: Any]) -> Void
        var expected: String
        var testDescription: String { name }
    }

    static func display(_ json: inout [String: Any], _ index: Int, _ edit: (inout [String: Any]) -> Void) {
        var displays = json["displays"] as! [[String: Any]]
        edit(&displays[index])
        json["displays"] = displays
    }

    static func region(_ json: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        display(&json, 0) { display in
            var regions = display["regions"] as! [[String: Any]]
            edit(&regions[0])
            display["regions"] = regions
        }
    }

    static let faults: [Fault] = [
        Fault(name: "unknown top-level field", edit: { $0["hinges"] = 1 }, expected: "hinges: unknown field \"hinges\"; did you mean \"hinge\"?"),
        // Several unknown fields: the first by name, the same every run (the decoder's key order is not fixed).
        Fault(name: "three unknown fields", edit: { $0["zzz"] = 1; $0["colour"] = 1; $0["aaa"] = 1 }, expected: "aaa: unknown field \"aaa\""),
        Fault(name: "missing name", edit: { $0["name"] = nil }, expected: "missing \"name\""),
        Fault(name: "wrong type", edit: { j in display(&j, 0) { $0["scale"] = "3" } }, expected: "displays[0].scale: expected a number"),
        Fault(name: "zero scale", edit: { j in display(&j, 0) { $0["scale"] = 0 } }, expected: "displays[0].scale: must be from 0.5 to 10 pixels per point, got 0"),
        Fault(name: "a scale too small to draw", edit: { j in display(&j, 0) { $0["scale"] = 1e-300 } }, expected: "displays[0].scale: must be from 0.5 to 10 pixels per point, got 1e-300"),
        Fault(name: "a scale just below the range", edit: { j in display(&j, 1) { $0["scale"] = 0.49 } }, expected: "displays[1].scale: must be from 0.5 to 10 pixels per point, got 0.49"),
        Fault(name: "a scale above the range", edit: { j in display(&j, 0) { $0["scale"] = 10.5 } }, expected: "displays[0].scale: must be from 0.5 to 10 pixels per point, got 10.5"),
        Fault(name: "a display too small for a control", edit: { j in display(&j, 0) { $0["naturalSize"] = ["width": 1e-300, "height": 669] } },
              expected: "displays[0].naturalSize.width: must be at least 44 points, got 1e-300"),
        Fault(name: "a display side just below the minimum", edit: { j in display(&j, 1) { $0["naturalSize"] = ["width": 360, "height": 43.5] } },
              expected: "displays[1].naturalSize.height: must be at least 44 points, got 43.5"),
        Fault(name: "negative size", edit: { j in display(&j, 1) { $0["naturalSize"] = ["width": -360, "height": 780] } }, expected: "displays[1].naturalSize.width: must be a finite number greater than 0, got -360"),
        Fault(name: "huge number is infinite", edit: { j in display(&j, 0) { $0["naturalSize"] = ["width": 951, "height": 987654321] } }, expected: "invalid JSON: number too large"),
        Fault(name: "missing orientation", edit: { j in display(&j, 0) { $0["sizeClasses"] = ["landscape": ["horizontal": "regular", "vertical": "regular"]] } }, expected: "displays[0].sizeClasses: missing \"portrait\""),
        Fault(name: "unknown kind", edit: { j in region(&j) { $0["kind"] = "fold" } }, expected: "displays[0].regions[0].kind: unknown value \"fold\""),
        Fault(name: "margins larger than the frame", edit: { j in region(&j) { $0["margins"] = ["top": 0, "left": 30, "bottom": 0, "right": 30] } }, expected: "displays[0].regions[0].margins: larger than the region's frame (455.5, 0, 40, 669)"),
        Fault(name: "region outside the display", edit: { j in region(&j) { $0["frame"] = ["x": 2000, "y": 0, "width": 40, "height": 669] } },
              expected: "displays[0].regions[0].frame: must lie within the 951 × 669 display (its natural orientation), got (2000, 0, 40, 669)"),
        Fault(name: "a fold wider than the display", edit: { j in region(&j) { $0["frame"] = ["x": 455.5, "y": 0, "width": 1000, "height": 669] } },
              expected: "displays[0].regions[0].frame: must lie within the 951 × 669 display (its natural orientation), got (455.5, 0, 1000, 669)"),
        Fault(name: "a fold of a huge width", edit: { j in region(&j) { $0["frame"] = ["x": 455.5, "y": 0, "width": 1e308, "height": 669] } },
              expected: "displays[0].regions[0].frame: must lie within the 951 × 669 display (its natural orientation), got (455.5, 0, 1e+308, 669)"),
        Fault(name: "a fold taller than the display", edit: { j in region(&j) { $0["frame"] = ["x": 455.5, "y": 0, "width": 40, "height": 670] } },
              expected: "displays[0].regions[0].frame: must lie within the 951 × 669 display (its natural orientation), got (455.5, 0, 40, 670)"),
        Fault(name: "a camera partly off the display's leading edge", edit: { j in display(&j, 0) { d in var r = d["regions"] as! [[String: Any]]; r[1]["frame"] = ["x": -10, "y": 20, "width": 40, "height": 40]; d["regions"] = r } },
              expected: "displays[0].regions[1].frame: must lie within the 951 × 669 display (its natural orientation), got (-10, 20, 40, 40)"),
        Fault(name: "a frame given in the other orientation", edit: { j in display(&j, 1) { d in var r = d["regions"] as! [[String: Any]]; r[0]["frame"] = ["x": 700, "y": 12, "width": 40, "height": 40]; d["regions"] = r } },
              expected: "displays[1].regions[0].frame: must lie within the 360 × 780 display (its natural orientation), got (700, 12, 40, 40)"),
        Fault(name: "a Live Activity frame past the display's edge", edit: { j in display(&j, 1) { d in var r = d["regions"] as! [[String: Any]]; r[0]["liveActivityFrame"] = ["x": 300, "y": 10, "width": 150, "height": 40]; d["regions"] = r } },
              expected: "displays[1].regions[0].liveActivityFrame: must lie within the 360 × 780 display (its natural orientation), got (300, 10, 150, 40)"),
        Fault(name: "negative margin", edit: { j in region(&j) { $0["margins"] = ["top": -1, "left": 12, "bottom": 0, "right": 12] } }, expected: "displays[0].regions[0].margins.top: must be a finite number ≥ 0, got -1"),
        Fault(name: "duplicate region id", edit: { j in display(&j, 1) { d in var r = d["regions"] as! [[String: Any]]; r[0]["id"] = "fold"; d["regions"] = r } }, expected: "displays[1].regions[0].id: duplicate region id \"fold\" (first at displays[0].regions[0].id)"),
        Fault(name: "duplicate display", edit: { j in display(&j, 1) { $0["id"] = "inner" } }, expected: "displays[1].id: duplicate display id \"inner\""),
        Fault(name: "a main display beside another", edit: { j in display(&j, 1) { $0["id"] = "main" } },
              expected: "displays: a \"main\" display must be the device's only display; name a foldable's displays \"inner\" and \"outer\""),
        Fault(name: "a hinge without an inner or main display", edit: { j in display(&j, 0) { $0["id"] = "outer" }; display(&j, 1) { $0["id"] = "main" }; var d = j["displays"] as! [[String: Any]]; d.removeLast(); j["displays"] = d },
              expected: "displays: a device with a hinge needs an \"inner\" display, or one \"main\" display (a laptop-style foldable)"),
        Fault(name: "hinge thresholds reversed", edit: { $0["hinge"] = ["closedBelow": 170, "flatFrom": 160, "inactiveDivisionFrame": "full"] }, expected: "hinge.closedBelow: must be below flatFrom (160), got 170"),
        Fault(name: "hinge angle outside 0 … 180", edit: { $0["hinge"] = ["closedBelow": 10, "flatFrom": 200, "inactiveDivisionFrame": "full"] }, expected: "hinge.flatFrom: must be an angle from 0 to 180 degrees, got 200"),
        Fault(name: "no displays", edit: { $0["displays"] = [Any]() }, expected: "displays: must list at least one display"),
        Fault(name: "missing margins", edit: { j in region(&j) { $0["margins"] = nil } }, expected: "displays[0].regions[0]: missing \"margins\""),
        Fault(name: "missing frame", edit: { j in region(&j) { $0["frame"] = nil } }, expected: "displays[0].regions[0]: missing \"frame\""),
        Fault(name: "blank id", edit: { $0["id"] = "  " }, expected: "id: must not be empty or blank"),
        Fault(name: "id with a newline", edit: { j in region(&j) { $0["id"] = "fo\nld" } }, expected: "displays[0].regions[0].id: must not contain control characters such as a newline"),
        Fault(name: "a display larger than any", edit: { j in display(&j, 0) { $0["naturalSize"] = ["width": 1e308, "height": 669] } }, expected: "displays[0].naturalSize.width: must be at most 100000 points, got 1e+308"),
        Fault(name: "a keyboard taller than the display", edit: { j in display(&j, 1) { $0["keyboardHeight"] = ["landscape": 400, "portrait": 336] } },
              expected: "displays[1].keyboardHeight.landscape: must be a number above 0 and below the display's height in landscape (360), got 400"),
        Fault(name: "a keyboard of no height", edit: { j in display(&j, 0) { $0["keyboardHeight"] = ["landscape": 320, "portrait": 0] } },
              expected: "displays[0].keyboardHeight.portrait: must be a number above 0 and below the display's height in portrait (951), got 0"),
        Fault(name: "a keyboard height for one orientation", edit: { j in display(&j, 0) { $0["keyboardHeight"] = ["landscape": 320] } },
              expected: "displays[0].keyboardHeight: missing \"portrait\""),
        Fault(name: "a keyboard height for a third orientation", edit: { j in display(&j, 0) { $0["keyboardHeight"] = ["landscape": 320, "portrait": 291, "square": 1] } },
              expected: "displays[0].keyboardHeight.square: unknown field \"square\""),
        Fault(name: "too many regions", edit: { j in display(&j, 0) { d in
            let regions = d["regions"] as! [[String: Any]]
            d["regions"] = (0..<40).map { i -> [String: Any] in var r = regions[1]; r["id"] = "camera-\(i)"; return r }
        } }, expected: "displays[0].regions: 40 regions exceed the limit of 32 per display"),
    ]

    @Test("Every region of every built-in profile lies within its display; the limits hold at their edges")
    func limitsAtTheirEdges() throws {
        for id in DeviceProfile.builtInIDs {
            for display in Builtins.profile(id).displays {
                let bounds = CGRect(origin: .zero, size: display.naturalSize)
                for region in display.regions { #expect(bounds.containsRect(region.frame), "\(id) \(region.id)") }
                #expect(DeviceProfile.scaleRange.contains(display.scale))
            }
        }
        let url = try #require(Bundle.module.url(forResource: "iphone-duo", withExtension: "json", subdirectory: "Fixtures"))
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        // A fold flush with the display's trailing edge, the largest and smallest scales, a 44-pt
        // high outer display (its safe area and camera moved to fit): all accepted.
        Self.region(&json) { $0["frame"] = ["x": 911, "y": 0, "width": 40, "height": 669] }
        Self.display(&json, 0) { $0["scale"] = 10 }
        Self.display(&json, 1) { d in
            d["scale"] = 0.5
            d["naturalSize"] = ["width": 360, "height": 44]
            d["safeAreaInsets"] = ["landscape": ["top": 0, "left": 0, "bottom": 0, "right": 0], "portrait": ["top": 0, "left": 0, "bottom": 0, "right": 0]]
            var regions = d["regions"] as! [[String: Any]]
            regions[0]["frame"] = ["x": 306, "y": 2, "width": 40, "height": 40]
            regions[0]["liveActivityFrame"] = ["x": 196, "y": 2, "width": 150, "height": 40]
            d["regions"] = regions
        }
        _ = try DeviceProfile.decode(try JSONSerialization.data(withJSONObject: json))
    }

    @Test("Each fault in a profile file is one error naming its JSON path", arguments: faults)
    func eachFault(_ fault: Fault) throws {
        let url = try #require(Bundle.module.url(forResource: "iphone-duo", withExtension: "json", subdirectory: "Fixtures"))
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        fault.edit(&json)
        let data = try JSONSerialization.data(withJSONObject: json)
        // 1e400 (infinite as a Double) cannot be written by JSONSerialization: substitute its text.
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "987654321", with: "1e400")
        #expect(throws: JSONInputError.self) { try DeviceProfile.decode(Data(text.utf8)) }
        do {
            _ = try DeviceProfile.decode(Data(text.utf8))
        } catch {
            // Every fault is located: line and column, then the path and the message.
            #expect(error.line != nil && error.column != nil, "\(error)")
            #expect(error.description.replacing(#/^\d+:\d+: /#, with: "") == fault.expected)
        }
    }

    @Test("Syntax errors carry line and column; empty files, invalid UTF-8 and deep nesting are refused")
    func syntax() {
        func message(_ bytes: [UInt8]) -> String {
            do { _ = try DeviceProfile.decode(Data(bytes)); return "decoded" } catch { return error.description }
        }
        #expect(message(Array("{\n  \"id\": ,\n}".utf8)).hasPrefix("2:9: invalid JSON"))
        #expect(message([]) == "empty file, expected a JSON object")
        #expect(message([0x7B, 0xFF, 0x7D]) == "1:2: not valid UTF-8 at byte 1")
        #expect(message(Array(String(repeating: "[", count: 10_000).utf8)) == "1:201: [0][0][0][0][0][0][0]…[0][0][0][0][0][0][0]: nesting deeper than 200 levels of objects and arrays")
        #expect(message(Array(("{\"displays\": [" + String(repeating: "[", count: 198) + String(repeating: "]", count: 198) + "]}").utf8)).contains("nesting") == false,
                "200 levels are accepted by the parser (and refused later for what they hold)")
        // 213 = 1 + 14 (`{"displays": [`) + 198: the 201st level's "[".
        #expect(message(Array(("{\"displays\": [" + String(repeating: "[", count: 199)).utf8)) == "1:213: displays[0][0][0][0][0][0]…[0][0][0][0][0][0][0]: nesting deeper than 200 levels of objects and arrays")
        // Strict JSON: no trailing comma, no duplicate member, no leading zero, no unknown escape.
        #expect(message(Array("{\"id\": \"x\",}".utf8)) == "1:12: invalid JSON: expected a member name")
        #expect(message(Array("{\"id\": \"x\", \"id\": \"y\"}".utf8)) == "1:13: id: duplicate member \"id\"")
        #expect(message(Array("{\"id\": 01}".utf8)) == "1:8: invalid JSON: expected a value")
        #expect(message(Array("{\"id\": \"\\q\"}".utf8)) == "1:9: invalid JSON: invalid escape in a string")
    }
}
