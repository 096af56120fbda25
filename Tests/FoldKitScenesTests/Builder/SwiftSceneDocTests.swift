import Foundation
import Testing
import FoldKit
import FoldKitScenes

/// The example of `docs/scene-format.md` "Writing a scene in Swift" compiles (its copy below), reads
/// as the docs print it, and is the scene the JSON beside it decodes to (STYLE 15: only example
/// code that compiles appears in the docs).
@Suite("Scenes in Swift: the documented example")
struct SwiftSceneDocTests {
    /// The docs' example, verbatim from `let trip` on.
    static let trip = Scene("OdoKeep Trip", summary: "A trip's route on a map, and its log beside it when there is room.") {
        ArrangementView("trip") {
            ElementNode("route-map", role: .map, label: "Route")
                .important()
                .ignoresSafeArea()
                .splitArrangementLayoutSize(minWidth: .absolute(250), idealWidth: .fractional(0.3))
        } secondary: {
            ListNode("trip-log", rows: 20, rowHeight: 56) {
                ElementNode("log-entry", role: .text, label: "Refuel · odometer").padding(4)
            }
            .layoutPriority(1)
        }
        .arrangementViewStyle(.split(axes: .horizontal))
        .title("Trip")
        .toolbar([ToolbarItem(id: "share-trip", title: "Share", symbol: "square.and.arrow.up")])
    }

    /// The section's fenced blocks of `language`, in order.
    static func blocks(_ language: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/scene-format.md")
        let doc = try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## Writing a scene in Swift").last)
        return section.components(separatedBy: "```\(language)\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    /// `text`'s lines without their indentation and blank lines: the copy above is indented once more.
    static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("the documented Swift is the compiled copy, line for line")
    func docMatchesCopy() throws {
        let swift = try #require(try Self.blocks("swift").first)
        let example = Self.lines(swift).drop { !$0.hasPrefix("let trip") }
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let copy = Self.lines(source).drop { !$0.hasPrefix("static let trip") }.dropFirst()
        #expect(!example.isEmpty)
        #expect(Array(copy.prefix(example.count - 1)) == Array(example.dropFirst()))
    }

    @Test("the documented Swift builds the documented JSON scene, which validates [S1]")
    func swiftEqualsJSON() throws {
        let json = try #require(try Self.blocks("json").first)
        let decoded = try Scene.decode(Data(json.utf8))
        #expect(Self.trip == decoded)
        #expect(try Self.trip.validated() == Self.trip)
        guard case .arrangement(let arrangement) = Self.trip.root.kind else { Issue.record("root is not an arrangement"); return }
        #expect(arrangement.primaryWidth == SceneNode.DimensionRange(minimum: .absolute(250), preferred: .fractional(0.3)))
    }
}
