import Foundation
import Testing
import XCTest
import FoldKit
import FoldKitTesting

/// The Swift Testing assertion records lint's message as an issue at the caller's location.
struct FoldKitAssertTests {
    @Test func cleanSceneRecordsNothing() {
        let result = FoldKitAssert.expectNoFindings(.builtIn("mail"), postures: .only([.closed, .book]))
        #expect(result?.isClean == true)
    }

    @Test func faultySceneRecordsTheMessage() throws {
        let folder = FindingCheckTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            FoldKitAssert.expectNoFindings(.file(FindingCheckTests.faulty), postures: .only([.book]), panelDirectory: folder)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("full-width-save: iphone-duo/book: error: FK001: ") && text.contains(folder.path)
                && issue.sourceLocation?.fileName == "AssertionTests.swift"
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("full-width-save/iphone-duo/book.svg").path))
    }

    @Test func uncheckableSceneRecordsWhy() {
        withKnownIssue {
            FoldKitAssert.expectNoFindings(.builtIn("mial"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("FoldKit could not check the scene: built-in scene 'mial'")
        }
    }
}

/// The XCTest assertion passes on a clean scene (XCTest on Linux cannot expect a failure).
final class XCTAssertNoFindingsTests: XCTestCase {
    func testCleanSceneFailsNothing() {
        let result = XCTAssertNoFindings(.builtIn("mail"), postures: .only([.closed, .book]))
        XCTAssertEqual(result?.isClean, true)
    }
}
