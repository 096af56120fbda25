import Foundation
import Testing
@testable import FoldKitCLI

/// The CLI's text output of frames, sizes and table columns: every number rounded to 0.01 pt, as
/// `Format.output` rounds it.
@Suite("TextTable: frames, sizes and columns of text output")
struct TextTableTests {
    @Test("rects and sizes take the text-output format")
    func geometry() {
        let third = CGFloat(974) / 3
        #expect(TextTable.frame(CGRect(x: 0, y: third, width: 455.5, height: 649 - third)) == "(0, 324.67, 455.5, 324.33)")
        #expect(TextTable.size(CGSize(width: 951, height: third)) == "951 × 324.67")
        #expect(TextTable.box(CGRect(x: 0, y: third, width: 455.5, height: 649 - third)) == "[0 324.67 455.5 324.33]")
    }

    @Test("columns pad by characters as people count them, never cut")
    func padding() {
        #expect(TextTable.padded("fold", 6) == "fold  ")
        #expect(TextTable.padded("cafe\u{301}", 6) == "cafe\u{301}  ")   // 4 characters, though 5 UTF-16 units
        #expect(TextTable.padded("inner-camera", 4) == "inner-camera")
    }
}
