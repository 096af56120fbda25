import Foundation
import Testing
import FoldKit
@testable import FoldKitScenes

/// The decoder reads a file's structure, then one value check runs on the scene (the one a scene
/// built in code gets), then the tree rules: the first fault of each phase, in that order.
@Suite("Scene decoding: structure, then values, then the tree")
struct SceneDecodingOrderTests {
    typealias F = SceneFixtures

    @Test("a fault of structure is reported before a fault of value, wherever each is")
    func structureFirst() throws {
        let root = #"{"type":"stack","id":"my list","axis":"vertical","children":["# + F.element("a", #""labl":"x""#) + "]}"
        let error = try #require(F.decodeError(F.document(root: root)))
        #expect(SceneDecodingErrorTests.oneLine(error) == #"root.children[0].labl: unknown field "labl"; did you mean "label"?"#)
    }

    @Test("among values, the first in reading order: a node's own before its children's, its variants after them")
    func valuesInReadingOrder() throws {
        let root = #"{"type":"stack","id":"s","axis":"vertical","spacing":-1,"variants":[{"when":{"stacked":true},"set":{"padding":-2}}],"children":["#
            + F.element("a", #""width":-3"#) + "]}"
        let error = try #require(F.decodeError(F.document(root: root)))
        #expect(SceneDecodingErrorTests.oneLine(error) == "root.spacing: must not be negative, got -1")
        let later = root.replacingOccurrences(of: #""spacing":-1,"#, with: "")
        let next = try #require(F.decodeError(F.document(root: later)))
        #expect(SceneDecodingErrorTests.oneLine(next) == "root.children[0].width: must not be negative, got -3")
    }

    @Test("a percentage out of range is quoted as the file writes it")
    func percentageAsWritten() throws {
        let root = #"{"type":"splitView","id":"v","minimumPrimaryWidth":"0130.0%","primary":"# + F.element("p") + #","secondary":"# + F.element("s") + "}"
        let error = try #require(F.decodeError(F.document(root: root)))
        #expect(SceneDecodingErrorTests.oneLine(error) == #"root.minimumPrimaryWidth: percentage must be between 0% and 100%, got "0130.0%""#)
        #expect(error.line == 1 && error.column != nil)
    }
}
