import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// SPEC 6 (amended 2026-12-02): at rest across the scroll direction, no row that keeps clear
/// straddles an active division; it starts after the division's frame and the rows after it follow.
struct RestingRowsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var divisions: [ClosedRange<CGFloat>]
        var rows: [(start: CGFloat, end: CGFloat, keepsClear: Bool)]
        var expected: [CGFloat]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The Duo's tabletop fold 455.5 … 495.5; rows 56 high from 100: row 6 (436 … 492) straddles it.
        Case(name: "a row with controls across the fold starts after it, the next follows",
             divisions: [455.5...495.5],
             rows: [(380, 436, true), (436, 492, true), (492, 548, true)],
             expected: [380, 495.5, 495.5 + 56]),   // 551.5 = 492 + (495.5 − 436)
        Case(name: "a row without controls may straddle; the one after it with controls may not",
             divisions: [455.5...495.5],
             rows: [(436, 492, false), (492, 548, true)],
             expected: [436, 495.5]),                // 492 … 548 still starts inside the fold's frame
        Case(name: "a zero-height crease is a line, and it counts",
             divisions: [341.5...341.5],
             rows: [(300, 360, true), (360, 420, true)],
             expected: [341.5, 341.5 + 60]),
        Case(name: "two folds: each crossed row moves past its own, the shifts add up",
             divisions: [695.5...719.5, 341.5...365.5],   // given in any order
             rows: [(320, 380, true), (380, 440, true), (650, 710, true)],
             // 320 → 365.5 (shift 45.5); 380 + 45.5 = 425.5; 650 + 45.5 = 695.5 would cross the
             // second fold, so 719.5 (shift 45.5 + 24 = 69.5).
             expected: [365.5, 425.5, 719.5]),
        Case(name: "no division: rows stay where they are",
             divisions: [],
             rows: [(0, 60, true), (60, 120, true)],
             expected: [0, 60]),
    ]

    @Test("rows at rest across a fold [SPEC 6]", arguments: cases)
    func restingRows(_ c: Case) {
        var rows = RestingRows(divisions: c.divisions)
        let placed = c.rows.map { rows.place(start: $0.start, end: $0.end, keepsClear: $0.keepsClear) }
        #expect(placed == c.expected)
    }

    @Test("random rows: none that keeps clear straddles a division, order and heights are kept (property)")
    func randomRows() {
        var generator = SeededGenerator.fromEnvironment(fallback: 0x5eed_6a11)
        print("RestingRowsTests.randomRows seed \(generator.seed) (FOLDKIT_SEED replays it)")
        for _ in 0..<500 {
            let divisions = (0..<Int.random(in: 0...3, using: &generator)).map { _ -> ClosedRange<CGFloat> in
                let start = CGFloat(Int.random(in: 0...900, using: &generator))
                return start...(start + CGFloat(Int.random(in: 0...40, using: &generator)))
            }
            var rows = RestingRows(divisions: divisions)
            var start: CGFloat = 0, previousEnd: CGFloat = -.infinity
            for _ in 0..<30 {
                let height = CGFloat(Int.random(in: 1...80, using: &generator)), keeps = Bool.random(using: &generator)
                let top = rows.place(start: start, end: start + height, keepsClear: keeps)
                #expect(top >= start && top >= previousEnd, "seed \(generator.seed)")
                if keeps {
                    #expect(!divisions.contains { top < $0.upperBound && top + height > $0.lowerBound }, "seed \(generator.seed)")
                }
                previousEnd = top + height
                start += height
            }
        }
    }

    @Test("the divisions a vertically scrolling viewport keeps clear of: active, across it, inside it")
    func divisionsInSpace() {
        let tabletop = Builtins.space("iphone-duo", .tabletop)
        #expect(RestingRows(space: tabletop, across: tabletop.bounds).divisions == [455.5...495.5])
        #expect(RestingRows(space: tabletop, across: CGRect(x: 0, y: 0, width: 669, height: 400)).divisions.isEmpty, "above the fold")
        let book = Builtins.space("iphone-duo", .book)
        #expect(RestingRows(space: book, across: book.bounds).divisions.isEmpty, "a vertical fold runs along the scroll direction")
        let flat = Builtins.space("iphone-duo", .flat)
        #expect(RestingRows(space: flat, across: flat.bounds).divisions.isEmpty, "an inactive fold")
    }
}
