import Foundation
import Testing
import FoldKit

/// Seed S0's two snippets, written with FoldKit's types as an app would: the native fold reader
/// (a transparent view over the window that reads the division in `layoutSubviews` and reports
/// changes) and the `useSplitLayout` hook that turns the fold and the window's width into one of
/// three arrangements. The hook's answers are FoldKit's list–detail rule (SPEC 4.4): the test
/// checks each against ``ListDetailStyle`` in the posture the seed names.
@Suite("Seed S0: the fold reader and useSplitLayout")
struct SeedS0SnippetTests {
    /// S0's fold reader: `reservedRegions(kind: .division)` on a view over the whole window (the
    /// UIKit shape: physical frames), the first active one, reported once per change.
    struct FoldReader {
        var view: RegionQueryView
        var fold: CGRect?
        var hasReported = false
        var reports: [CGRect?] = []

        mutating func read() {
            let next = view.reservedRegions(kind: .division)
                .first(where: \.isActive)?.frame
            if hasReported && next == fold { return }
            hasReported = true
            fold = next
            reports.append(next)   // onChange?(next)
        }
    }

    /// `useFold()`: a fold taller than wide is a book, wider than tall a table.
    enum FoldPosture: Equatable { case book, tabletop }

    static func posture(of fold: CGRect) -> FoldPosture { fold.height > fold.width ? .book : .tabletop }

    /// The hook's three answers.
    enum SplitLayout: Equatable {
        case single
        case columns(listWidth: CGFloat)
        case stacked(topHeight: CGFloat, gap: CGFloat)
    }

    /// The width from which two panes fit: FoldKit's 360-pt list and 320-pt detail (680 pt;
    /// `ListDetailStyle`'s minimums), the seed's `SPLIT_MIN_WIDTH`.
    static let splitMinWidth: CGFloat = 360 + 320

    /// The flat rule's list: 40 % of the width, held between 360 and 440 pt.
    static func splitListPaneWidth(_ width: CGFloat) -> CGFloat { min(max(0.4 * width, 360), 440) }

    /// `useSplitLayout`, as S0 writes it (the seed's simplified version: no safe area).
    static func useSplitLayout(fold: CGRect?, layoutWidth: CGFloat) -> SplitLayout {
        if let fold, posture(of: fold) == .tabletop {
            return .stacked(topHeight: fold.minY, gap: fold.height)
        }
        if layoutWidth < splitMinWidth { return .single }
        if let fold, posture(of: fold) == .book {
            return .columns(listWidth: fold.minX + fold.width / 2)
        }
        return .columns(listWidth: splitListPaneWidth(layoutWidth))
    }

    static func space(_ preset: PosturePreset) throws -> LayoutSpace {
        let duo = try DeviceProfile.builtIn("iphone-duo")
        return try duo.resolve(try duo.state(for: preset))
    }

    @Test("the reader reports the fold once per change: none closed, the 40-pt strip in book, the same strip again not at all")
    func readerReportsChanges() throws {
        var reader = FoldReader(view: RegionQueryView(frame: try Self.space(.closed).bounds, in: try Self.space(.closed)))
        reader.read()
        let book = try Self.space(.book)
        reader.view = RegionQueryView(frame: book.bounds, in: book)
        reader.read()
        reader.read()   // a second layout pass, nothing changed
        // 455.5 = (951 − 40) / 2: the strip measures 40 pt, the system's margins included.
        #expect(reader.reports == [nil, CGRect(x: 455.5, y: 0, width: 40, height: 669)])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var preset: PosturePreset
        var expected: SplitLayout
        var testDescription: String { preset.rawValue }
    }

    static let cases: [Case] = [
        Case(preset: .closed, expected: .single),                                   // 360 < 680
        Case(preset: .book, expected: .columns(listWidth: 455.5 + 40 / 2)),         // 475.5: the panes meet at the hinge
        Case(preset: .tabletop, expected: .stacked(topHeight: 455.5, gap: 40)),     // the map above the fold, the list below
        Case(preset: .flat, expected: .columns(listWidth: 0.4 * 951)),              // 380.4 = 40 % of 951, inside 360 … 440
    ]

    @Test("useSplitLayout gives the arrangement the list–detail rule gives", arguments: cases)
    func hookMatchesTheRule(c: Case) throws {
        let space = try Self.space(c.preset)
        var reader = FoldReader(view: RegionQueryView(frame: space.bounds, in: space))
        reader.read()
        let layout = Self.useSplitLayout(fold: reader.fold, layoutWidth: space.bounds.width)
        #expect(layout == c.expected)
        // FoldKit's rule, the Fuel prices way (stacked in tabletop), measured over the window.
        let rule = try ListDetailStyle(stacksInTabletop: true).solve(ArrangementRequest(space: space, bounds: space.bounds))
        switch layout {
        case .single:
            #expect(rule.kind == .single)
        case .columns(let listWidth):
            // The rule snaps the flat list to the 1/3-pt grid: 380.33 for 380.4.
            #expect(rule.kind == .columns && abs((rule.listWidth ?? 0) - listWidth) <= 1.0 / 3)
        case .stacked(let topHeight, let gap):
            #expect(rule.kind == .stacked && rule.topHeight == topHeight && rule.gap == gap)
        }
    }
}
