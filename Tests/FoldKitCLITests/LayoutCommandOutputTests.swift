import Foundation
import Testing
import FoldKitCLI

/// The readable text and JSON shapes of `arrange` and `list-detail` (CLI.md).
@Suite("foldkit arrange / list-detail: output")
struct LayoutCommandOutputTests {
    func json(_ arguments: [String]) throws -> [String: Any] {
        let output = FoldKitCommandLine.run(arguments + ["--format", "json"])
        #expect(output.exitCode == 0, "\(output.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    @Test("a hidden view is isVisible false with frame null; the reason is given")
    func hiddenView() throws {
        let document = try json(["arrange", "--posture", "closed-landscape"])
        let secondary = try #require(document["secondary"] as? [String: Any])
        #expect(secondary["isVisible"] as? Bool == false && secondary["frame"] is NSNull && secondary["zIndex"] as? Int == 0)
        #expect(document["axis"] is NSNull)
        #expect(document["style"] as? String == "split" && document["reason"] as? String == "compactSizeClass")
    }

    @Test("--spacing keeps a gap at the fold: max(40, 60) / 2 each side of 475.5")
    func spacingFlag() throws {
        let document = try json(["arrange", "--posture", "book", "--spacing", "60"])
        let primary = try #require(CLIJSON.value(at: "primary.frame.width", in: document) as? Double)
        let secondary = try #require(CLIJSON.value(at: "secondary.frame.x", in: document) as? Double)
        #expect(abs(primary - 445.5) <= 1.0 / 3 && abs(secondary - 505.5) <= 1.0 / 3)
        #expect(abs((secondary - primary) - 60) < 1e-9)
    }

    @Test("--prefers-fixed-size uses the ideal width; priorities decide who asks first")
    func fixedSizeAndPriority() throws {
        let fixed = try json(["arrange", "--bounds", "0,0,800,500", "--prefers-fixed-size", "secondary", "--secondary-ideal", "300,100",
                              "--secondary-priority", "1"])
        #expect(CLIJSON.value(at: "secondary.frame.width", in: fixed) as? Double == 300)
        #expect(CLIJSON.value(at: "primary.frame.width", in: fixed) as? Double == 500)
    }

    @Test("arrange text: summary, one line per view, the reason")
    func arrangeText() {
        let output = FoldKitCommandLine.run(["arrange", "--posture", "book"])
        #expect(output.exitCode == 0)
        #expect(output.stdout == """
            iphone-duo, preset book, posture book: split arrangement, split (side by side)
              bounds     (0, 0, 895, 649)
              primary    (0, 0, 455.5, 649)  z 0
              secondary  (495.5, 0, 399.5, 649)  z 0
              why        an active division crosses the container; each view takes one region

            """)
        let hidden = FoldKitCommandLine.run(["arrange", "--posture", "closed-landscape"])
        #expect(hidden.stdout.contains("secondary  hidden"))
    }

    /// A window beside the fold (0 … 470; the fold at 455.5 … 495.5 only clips its edge) has no
    /// fold, so the posture derived for it is flat although the preset asked for is book: every
    /// command names the two apart, in text and JSON (SPEC 2.4, 3.5).
    @Test("the preset asked for and the posture derived are named apart", arguments: ["regions", "arrange", "list-detail", "grid", "place"])
    func presetAndPostureApart(_ command: String) throws {
        let extra = command == "place" ? ["--kind", "alert", "--size", "200,100"] : []
        let arguments = [command, "--posture", "book", "--window", "0,0,470,669"] + extra
        let text = FoldKitCommandLine.run(arguments)
        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("iphone-duo, preset book, posture flat"), "\(text.stdout)")
        let document = try json(arguments)
        #expect(CLIJSON.value(at: "preset", in: document) as? String == "book")
        #expect(CLIJSON.value(at: "posture", in: document) as? String == "flat")
    }

    @Test("regions text: a window beside the fold says flat and no fold, the clipping region listed as a region")
    func regionsTextBesideFold() {
        let output = FoldKitCommandLine.run(["regions", "--posture", "book", "--window", "0,0,470,669"])
        #expect(output.stdout == """
            iphone-duo, preset book, posture flat: inner display, landscape
              window      (0, 0, 470, 669)  compact/regular
              safe area   top 0, leading 0, bottom 20, trailing 0
              region      fold, division, active  frame (455.5, 0, 40, 669)  hardware (467.5, 0, 16, 669)
              fold        none: 'fold' only clips the view, it does not cross it

            """)
    }

    @Test("regions text: the fold line agrees with the regions listed, for views inside, past and outside the window", arguments: [
        ("0,0,951,669", "  fold        book at (455.5, 0, 40, 669)\n"),
        ("0,0,951,5000", "  fold        book at (455.5, 0, 40, 669)\n"),
        ("0,0,1e308,1e308", "  fold        book at (455.5, 0, 40, 669)\n"),
        ("-100,-50,600,800", "  fold        book at (555.5, 50, 40, 669)\n"),
        ("-100,0,570,669", "  fold        none: 'fold' only clips the view, it does not cross it\n"),
        ("2000,0,10,10", "  regions     none\n  fold        none\n"),
    ])
    func regionsFoldMatchesRegions(_ view: String, _ ending: String) {
        let output = FoldKitCommandLine.run(["regions", "--posture", "book", "--view", view])
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stdout.hasSuffix(ending), "\(output.stdout)")
    }

    /// One number format in every command's text output: 0.01 pt (``Format/output(_:)-(Double)``),
    /// as `layout`, `grid` and `lint` print it; JSON keeps full precision.
    @Test("text output rounds to 0.01 pt in every command", arguments: [
        // A 470 × 649 container stacked in halves: 324.666… = 974 / 3 on the 1/3-pt grid.
        (["arrange", "--posture", "book", "--window", "0,0,470,669"], "  primary    (0, 0, 455.5, 324.67)  z 0\n"),
        (["list-detail", "--posture", "flat", "--bounds", "0,10,951,600.3333333"], "  list       (0, 10, 380.33, 600.33)"),
        (["place", "--posture", "flat", "--kind", "alert", "--size", "100.3333333,50"], "  frame      (397.33, 299.5, 100.33, 50)\n"),
        (["grid", "--posture", "book", "--items", "1", "--min-item-width", "150"], "  gutter      (399.33, 0, 96.33, 649) at fold\n"),
    ] as [([String], String)])
    func oneNumberFormat(_ arguments: [String], _ line: String) {
        let output = FoldKitCommandLine.run(arguments)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stdout.contains(line), "\(output.stdout)")
        #expect(!output.stdout.contains(".666"), "six decimals in \(output.stdout)")
    }

    @Test("an override is part of the preset's name: flat at 90° is a book")
    func overrideNamed() {
        let output = FoldKitCommandLine.run(["regions", "--posture", "flat", "--hinge-angle", "90"])
        #expect(output.stdout.hasPrefix("iphone-duo, preset flat at 90°, posture book: "))
    }

    @Test("list-detail text: kind, rule, panes and their content insets")
    func listDetailText() {
        let output = FoldKitCommandLine.run(["list-detail", "--posture", "book"])
        #expect(output.exitCode == 0)
        #expect(output.stdout.hasPrefix("iphone-duo, preset book, posture book: list-detail columns (rule bookFoldCentre)\n"))
        #expect(output.stdout.contains("  list       (0, 0, 475.5, 669)  content insets top 0, leading 0, bottom 20, trailing 20\n"))
        #expect(output.stdout.contains("  list width 475.5\n"))
    }

    @Test("help lists every option", arguments: ["arrange", "list-detail"])
    func help(_ command: String) {
        let output = FoldKitCommandLine.run([command, "--help"])
        #expect(output.exitCode == 0 && output.stdout.hasPrefix("OVERVIEW: "))
        for flag in command == "arrange" ? ["--style", "--axes", "--ratio", "--primary-width <range>", "--edge", "--spacing", "--bounds"]
            : ["--stacks-in-tabletop", "--bounds"] {
            #expect(output.stdout.contains(flag), "\(flag)")
        }
    }
}
