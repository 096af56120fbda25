import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// Every kind of invalid scene gives one exact line naming its JSON path (SCENE.md, CLI.md).
@Suite("Scene decoding errors")
struct SceneDecodingErrorTests {
    typealias F = SceneFixtures

    @Test("a node's own faults are reported with their path [SCENE.md]", arguments: InvalidScene.fieldFaults)
    func fieldFault(_ invalid: InvalidScene) throws {
        let error = try #require(F.decodeError(invalid.json), "\(invalid.name) decoded")
        #expect(Self.oneLine(error) == invalid.expected)
        #expect(error.line == 1, "every fixture is one line, so every located fault is on line 1")
    }

    @Test("a length beyond SceneLimits is refused with its path and the number as given", arguments: InvalidScene.limitFaults)
    func limitFault(_ invalid: InvalidScene) throws {
        let error = try #require(F.decodeError(invalid.json), "\(invalid.name) decoded")
        #expect(Self.oneLine(error) == invalid.expected)
        #expect(error.line == 1 && error.column != nil)
    }

    @Test("every length at its limit is accepted: the limits are inclusive")
    func limitsAreInclusive() {
        let lengths = #""padding":1000000,"width":1000000,"height":0.01"#
        for root in [
            #"{"type":"list","id":"a","rows":100000,"rowHeight":1000000,"# + lengths + "}",
            #"{"type":"list","id":"a","rows":3,"rowHeight":0.01}"#,
            #"{"type":"grid","id":"a","items":3,"minItemWidth":0.01,"itemAspect":0.01,"spacing":1000000,"margin":1000000}"#,
            #"{"type":"grid","id":"a","items":3,"minItemWidth":1000000,"itemAspect":100}"#,
            #"{"type":"scroll","id":"a","contentHeight":1000000,"content":"# + F.element("c", lengths) + "}",
        ] {
            #expect(F.decodeError(F.document(root: root)) == nil, "\(root)")
        }
    }

    @Test("faults across the tree are reported with their path [SCENE.md]", arguments: InvalidScene.treeFaults)
    func treeFault(_ invalid: InvalidScene) throws {
        let error = try #require(F.decodeError(invalid.json), "\(invalid.name) decoded")
        #expect(Self.oneLine(error) == invalid.expected)
    }

    @Test("the UI layer's faults are reported with their path [SPEC 9]", arguments: InvalidScene.uiLayerFaults + InvalidScene.columnHolderFaults)
    func uiLayerFault(_ invalid: InvalidScene) throws {
        let error = try #require(F.decodeError(invalid.json), "\(invalid.name) decoded")
        #expect(Self.oneLine(error) == invalid.expected)
    }

    @Test("variants and stand-ins: every fault with its path [SPEC 10.3]", arguments: InvalidScene.variantFaults)
    func variantFault(_ invalid: InvalidScene) throws {
        let error = try #require(F.decodeError(invalid.json), "\(invalid.name) decoded")
        #expect(Self.oneLine(error) == invalid.expected)
    }

    @Test("a semantic fault carries the line and column of its member name")
    func locatesUnknownField() throws {
        let lines = [
            "{",
            #"  "name": "T", "summary": "S","#,
            #"  "root": {"#,
            #"    "type": "stack", "id": "a", "axis": "vertical","#,
            #"    "children": ["#,
            #"      {"type": "element", "id": "b", "role": "text", "labl": "B"}"#,
            "    ]",
            "  }",
            "}",
        ]
        let error = try #require(F.decodeError(lines.joined(separator: "\n")))
        #expect(error.description == #"6:54: root.children[0].labl: unknown field "labl"; did you mean "label"?"#)
        // 54 = 1 + the offset of `"labl"` in line 6.
        #expect(lines[5].distance(from: lines[5].startIndex, to: lines[5].range(of: #""labl""#)!.lowerBound) + 1 == 54)
    }

    @Test("a missing member is located at its object's member name, a tree fault at its node")
    func locatesObjects() throws {
        let missing = try #require(F.decodeError("{\"name\":\"T\",\"summary\":\"S\",\n\"root\":{\"type\":\"element\",\"role\":\"text\"}}"))
        #expect(missing.description == #"2:1: root: missing "id""#)
        let duplicate = try #require(F.decodeError("{\"name\":\"T\",\"summary\":\"S\",\"root\":{\"type\":\"overlay\",\"id\":\"a\",\"children\":[\n"
                                                   + F.element("a") + "]}}"))
        #expect(duplicate.description == #"2:1: root.children[0]: duplicate id "a", already used at root"#)
    }

    @Test("an empty file is refused")
    func emptyFile() {
        #expect(F.decodeError(Data())?.description == "empty file, expected a JSON object")
    }

    @Test("invalid UTF-8 is refused with its byte offset and position")
    func invalidUTF8() {
        var data = Data(F.document(root: F.element("a")).utf8)
        data.insert(0xFF, at: 9) // inside the name string
        #expect(F.decodeError(data)?.description == "1:10: not valid UTF-8 at byte 9")
    }

    @Test("a syntax error is refused with its position")
    func syntaxError() throws {
        let error = try #require(F.decodeError("{\"name\":\"T\",\n\"summary\" \"S\"}"))
        #expect(error.message.hasPrefix("invalid JSON"))
        #expect(error.line == 2)
    }

    /// `count` stacks, each the only child of the one before, around one element.
    static func nestedStacks(_ count: Int) -> String {
        var root = F.element("leaf")
        for level in (0..<count).reversed() { root = #"{"type":"stack","id":"s\#(level)","axis":"vertical","children":["# + root + "]}" }
        return F.document(root: root)
    }

    @Test("99 nested stacks decode; the 100th is refused with its path, line and column, and the limit in stacks")
    func deepNesting() throws {
        // 99 = (200 − 1) / 2: the scene's object is level 1, the nth stack level 2n, its
        // "children" array 2n + 1 ≤ 200.
        #expect(SceneDecoder.maximumNestedStacks == 99)
        #expect(F.decodeError(Self.nestedStacks(99)) == nil)
        let error = try #require(F.decodeError(Self.nestedStacks(100)))
        #expect(error.message == #"nesting deeper than 200 levels of objects and arrays (stacks and overlays nest at most 99 deep: each child takes two levels, the "children" array and its object)"#)
        // The path of the 100th stack's "children" array, its middle elided.
        #expect(error.path == "root.children[0].children[0].children[0]…children[0].children[0].children[0].children")
        let text = Self.nestedStacks(100)
        let opening = try #require(text.range(of: #""id":"s99","axis":"vertical","children":["#)).upperBound
        #expect(error.line == 1 && error.column == text.distance(from: text.startIndex, to: opening), "the column of the array's \"[\"")
    }

    @Test("a number too large for a Double is refused, never laid out")
    func hugeNumber() throws {
        let error = try #require(F.decodeError(F.document(root: F.element("a", #""padding":1e999"#))))
        #expect(error.message.hasPrefix("invalid JSON"))
    }

    @Test("a popover may anchor to a row id, and a row id may be a prefix of nothing")
    func anchorsToRows() {
        let root = #"{"type":"overlay","id":"o","children":[{"type":"list","id":"inbox","rows":24,"row":"# + F.element("message")
            + #"},{"type":"presentation","id":"m","kind":"popover","anchor":"message-23"}]}"#
        #expect(F.decodeError(F.document(root: root)) == nil)
        let grid = #"{"type":"overlay","id":"o","children":[{"type":"grid","id":"tiles","items":4,"minItemWidth":80},"#
            + #"{"type":"presentation","id":"m","kind":"menu","anchor":"tiles-3"},"# + F.element("tiles-4") + "]}"
        #expect(F.decodeError(F.document(root: grid)) == nil)
    }

    /// `path: message` (or the message alone at the document), without line and column.
    static func oneLine(_ error: JSONInputError) -> String { error.path.isEmpty ? error.message : "\(error.path): \(error.message)" }
}
