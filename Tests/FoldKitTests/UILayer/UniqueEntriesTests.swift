import Foundation
import Testing
@testable import FoldKit

/// SPEC 9: a bar shows each action once, in the order first declared — below the linear-search
/// limit and past it, where the ids kept go into a set.
@Suite("UI layer: each action once in a bar")
struct UniqueEntriesTests {
    static func items(_ ids: [String]) -> [ToolbarItem] {
        ids.map { ToolbarItem(action: UIAction(id: $0, title: $0, symbol: "star")) }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var count: Int
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a few actions (linear search)", count: UniqueEntries.linearLimit - 1),
        Case(name: "exactly the linear limit", count: UniqueEntries.linearLimit),
        Case(name: "1,000 actions (a set past the limit)", count: 1_000),
    ]

    @Test("every id once, in first-met order, whatever the count", arguments: cases)
    func firstMetOrder(_ c: Case) {
        // Each id twice, the second copies interleaved and reversed: a i, then every id again.
        let ids = (0..<c.count).map { "a\($0)" }
        var unique = UniqueEntries()
        unique.insert(actionsOf: Self.items(ids))
        unique.insert(actionsOf: Self.items(ids.reversed()))
        #expect(unique.entries.map(\.action.id) == ids)
        #expect(unique.entries.allSatisfy { $0.kind == .action })
    }

    @Test("entries given at the start stay as they are; later ones skip their ids")
    func startingEntries() {
        let tabs = ["home", "home", "more"].map { BarEntry(action: UIAction(id: $0, title: $0, symbol: "star"), kind: .tab) }
        var unique = UniqueEntries(tabs, reserving: 40)
        unique.insert(actionsOf: Self.items(["home", "add"] + (0..<30).map { "x\($0)" } + ["add", "more"]))
        #expect(unique.entries.map(\.action.id) == ["home", "home", "more", "add"] + (0..<30).map { "x\($0)" })
        #expect(unique.entries.prefix(3).allSatisfy { $0.kind == .tab })
    }
}
