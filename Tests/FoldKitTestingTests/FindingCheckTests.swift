import Foundation
import Testing
import FoldKit
import FoldKitLint
import FoldKitRender
import FoldKitScenes
import FoldKitTesting

/// The check behind the assertions: a clean scene passes; a faulty one fails with lint's lines
/// and the folder of its panels' SVGs (issue 21, "Checks in an app's own tests").
struct FindingCheckTests {
    /// The fixture whose full-width Save button crosses the fold in book.
    static let faulty = Bundle.module.url(forResource: "full-width-save", withExtension: "json", subdirectory: "Fixtures")!

    /// A folder of its own under the temporary directory, for one test's panels.
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-testing-tests-\(UUID().uuidString)")
    }

    /// Every built-in scene lints clean on the Duo in every posture (SPEC 8.2), so the check passes
    /// and writes nothing.
    @Test(arguments: ["mail", "odokeep-garage", "search"])
    func builtInSceneIsClean(id: String) throws {
        let result = try FindingCheck.run(FindingCheckRequest(.builtIn(id)))
        #expect(result.isClean)
        #expect(result.message == nil)
        #expect(result.panelDirectory == nil && result.panelFiles.isEmpty)
        // 6 postures, and a next screen where a list–detail shows one view.
        #expect(result.panels >= 6)
    }

    /// The faulty scene: lint's own line and fix, the summary, and the folder with the book panel's SVG.
    @Test func faultySceneFailsWithLintLinesAndPanels() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try FindingCheck.run(FindingCheckRequest(.file(Self.faulty), postures: .only([.closed, .book]), panelDirectory: folder))
        let message = try #require(result.message)
        #expect(message == """
            "Note" (\(Self.faulty.path)) has 1 lint finding:
            full-width-save: iphone-duo/book: error: FK001: control 'save' overlaps region 'fold' by 40pt
              fix: lay it out with the division, left of x 455.5 or right of x 495.5: split at the fold (an arrangement) or displace it
            Checked 1 scene on 1 device in 2 panels: 1 error, 0 warnings, 0 infos
            The panels with findings, as SVG, are in \(folder.path):
              full-width-save/iphone-duo/book.svg
            """)
        #expect(result.panelFiles == ["full-width-save/iphone-duo/book.svg"])
        let svg = try String(contentsOf: folder.appendingPathComponent("full-width-save/iphone-duo/book.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("FK001"))
    }

    /// The message's lines are `foldkit lint`'s: each diagnostic's ``Diagnostic/text``.
    @Test func messageListsEachFindingAsLintPrintsIt() throws {
        let result = try FindingCheck.run(FindingCheckRequest(.file(Self.faulty), panelDirectory: Self.scratch()))
        defer { result.panelDirectory.map { try? FileManager.default.removeItem(at: $0) } }
        let message = try #require(result.message)
        #expect(!result.diagnostics.isEmpty)
        for diagnostic in Diagnostic.grouped(result.diagnostics) { #expect(message.contains(diagnostic.text)) }
    }

    /// Without a folder, the panels go to a new one under the temporary directory, named in the message.
    @Test func defaultFolderIsTemporary() throws {
        let result = try FindingCheck.run(FindingCheckRequest(.file(Self.faulty), postures: .only([.book])))
        let folder = try #require(result.panelDirectory)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(folder.path.hasPrefix(FileManager.default.temporaryDirectory.appendingPathComponent("foldkit-findings").path))
        #expect(folder.lastPathComponent.hasPrefix("full-width-save-"))
        #expect(try #require(result.message).contains(folder.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("full-width-save/iphone-duo/book.svg").path))
    }

    /// Only findings at or above the severity count: the closed Duo has none, and book's FK001 is an error.
    @Test func severityChoosesWhatCounts() throws {
        let closed = try FindingCheck.run(FindingCheckRequest(.file(Self.faulty), postures: .only([.closed]), atOrAbove: .error))
        #expect(closed.isClean)
        let book = try FindingCheck.run(FindingCheckRequest(.file(Self.faulty), postures: .only([.book]), atOrAbove: .error,
                                                            panelDirectory: Self.scratch()))
        defer { book.panelDirectory.map { try? FileManager.default.removeItem(at: $0) } }
        #expect(book.diagnostics.map(\.rule.rawValue) == ["FK001"])
        #expect(try #require(book.message).hasPrefix("\"Note\" (\(Self.faulty.path)) has 1 lint finding at or above error:\n"))
    }

    /// A scene value is checked like its file, under the id given, else its name's.
    @Test func sceneValueIsCheckedUnderItsID() throws {
        let scene = try Scene.builtIn("mail")
        let named = try FindingCheck.run(FindingCheckRequest(.scene(scene), postures: .only([.book])))
        #expect(named.isClean)
        #expect(named.scene == "mail")
        #expect(try FindingCheck.run(FindingCheckRequest(.scene(scene, id: "inbox"), postures: .only([.book]))).scene == "inbox")
    }

    /// What cannot be checked says why, in one line naming the input at fault.
    @Test func badInputSaysWhy() {
        #expect(throws: FindingCheckError.self) { try FindingCheck.run(FindingCheckRequest(.builtIn("mial"))) }
        #expect(throws: FindingCheckError.self) { try FindingCheck.run(FindingCheckRequest(.builtIn("mail"), devices: ["iphone-duoo"])) }
        #expect(throws: FindingCheckError.self) {
            try FindingCheck.run(FindingCheckRequest(.file(URL(fileURLWithPath: "/nonexistent/scene.json"))))
        }
        let (result, failure) = FindingCheck.outcome(FindingCheckRequest(.builtIn("mial")))
        #expect(result == nil)
        #expect(failure?.hasPrefix("FoldKit could not check the scene: built-in scene 'mial': ") == true)
    }
}
