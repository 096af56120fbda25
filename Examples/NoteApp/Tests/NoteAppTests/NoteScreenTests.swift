import Foundation
import Testing
import FoldKit
import FoldKitTesting
import NoteApp

/// NoteApp's screens lint clean on the foldables it ships for, in every posture and state it
/// supports.
struct NoteScreenTests {
    @Test func notesHaveNoFinding() {
        FoldKitAssert.expectNoFindings(.file(NoteScreens.notes), devices: ["iphone-duo", "book-foldable", "flip-foldable"])
    }

    /// Both layout directions, scrolled and at rest, counting warnings and errors.
    @Test func notesHaveNoFindingInEveryState() {
        let states = StateModifiers.product(layoutDirections: [.leftToRight, .rightToLeft], cameraStreaming: [false],
                                            liveActivity: [false], scrolled: [false, true], windows: [])
        FoldKitAssert.expectNoFindings(.file(NoteScreens.notes), devices: ["iphone-duo", "book-foldable"], states: states, atOrAbove: .warning)
    }

    /// A broken screen fails readably: lint's line, its fix, and where its panel's SVG is.
    @Test func aBrokenScreenFailsReadably() throws {
        let broken = try #require(Bundle.module.url(forResource: "note-editor", withExtension: "json", subdirectory: "Broken"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("note-app-panels-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            FoldKitAssert.expectNoFindings(.file(broken), panelDirectory: folder)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                "Note editor" (\(broken.path)) has 1 lint finding:
                note-editor: iphone-duo/book: error: FK001: control 'save' overlaps region 'fold' by 40pt
                  fix: lay it out with the division, left of x 455.5 or right of x 495.5: split at the fold (an arrangement) or displace it
                Checked 1 scene on 1 device in 6 panels: 1 error, 0 warnings, 0 infos
                The panels with findings, as SVG, are in \(folder.path):
                  note-editor/iphone-duo/book.svg
                """
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("note-editor/iphone-duo/book.svg").path))
    }
}
