import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// The `place` cases of ../shared/cases/contract.json, each as a test of ours with the derivation
/// of every number (SPEC 5, 7; CLI.md `foldkit place`).
///
/// Duo flat/book: safe area (0, 0, 895, 649); book regions (0, 0, 455.5, 649) and
/// (495.5, 0, 399.5, 649). Tabletop (669 × 951): safe area (0, 56, 669, 875), regions
/// (0, 56, 669, 399.5) and (0, 495.5, 669, 435.5).
@Suite("Contract: foldkit place")
struct PlaceContractTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var args: [String]
        var check: @Sendable (JSONProbe) -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "alert tabletop: top region", args: ["--posture", "tabletop", "--kind", "alert", "--size", "270,150"]) { j in
            // x = (669 − 270) / 2, y = 56 + (399.5 − 150) / 2
            #expect(j.rect("frame") == CGRect(x: (669.0 - 270) / 2, y: 56 + (399.5 - 150) / 2, width: 270, height: 150))
            #expect(j.rect("region") == CGRect(x: 0, y: 56, width: 669, height: 399.5))
            #expect(j.bool("displaced") == true && j.isNull("arrowDirection"))
        },
        Case(name: "alert book: the outer display's side", args: ["--posture", "book", "--kind", "alert", "--size", "270,150"]) { j in
            // x = 495.5 + (399.5 − 270) / 2 = 560.25, y = (649 − 150) / 2 = 249.5
            #expect(j.rect("frame") == CGRect(x: 495.5 + (399.5 - 270) / 2, y: (649.0 - 150) / 2, width: 270, height: 150))
            #expect(j.rect("region") == CGRect(x: 495.5, y: 0, width: 399.5, height: 649))
        },
        Case(name: "alert book RTL: physical side, not mirrored", args: ["--posture", "book", "--kind", "alert", "--size", "270,150", "--layout-direction", "rtl"]) { j in
            #expect(j.rect("frame") == CGRect(x: 560.25, y: 249.5, width: 270, height: 150))
        },
        Case(name: "alert flat: centred in the safe area", args: ["--posture", "flat", "--kind", "alert", "--size", "270,150"]) { j in
            // x = (895 − 270) / 2, y = (649 − 150) / 2; region = the safe area itself
            #expect(j.rect("frame") == CGRect(x: (895.0 - 270) / 2, y: (649.0 - 150) / 2, width: 270, height: 150))
            #expect(j.rect("region") == CGRect(x: 0, y: 0, width: 895, height: 649))
            #expect(j.bool("displaced") == false)
        },
        Case(name: "controls tabletop: bottom region next to the fold",
             args: ["--posture", "tabletop", "--kind", "element", "--purpose", "interactive", "--frame", "184.5,430,300,60"]) { j in
            #expect(j.rect("frame") == CGRect(x: 184.5, y: 455.5 + 40, width: 300, height: 60))   // the bottom region's top
            #expect(j.bool("displaced") == true && j.string("reason") == "touchSurface")
            #expect(j.number("distance") == 495.5 - 430)
        },
        Case(name: "far-viewing tabletop: top region next to the fold",
             args: ["--posture", "tabletop", "--kind", "element", "--purpose", "farViewing", "--frame", "184.5,440,300,60"]) { j in
            #expect(j.rect("frame") == CGRect(x: 184.5, y: 455.5 - 60, width: 300, height: 60))
        },
        Case(name: "transient book: outer display's side, next to the fold",
             args: ["--posture", "book", "--kind", "element", "--purpose", "transient", "--frame", "325.5,300,300,50"]) { j in
            #expect(j.rect("frame") == CGRect(x: 455.5 + 40, y: 300, width: 300, height: 50))
        },
        Case(name: "control book: least movement", args: ["--posture", "book", "--kind", "element", "--purpose", "interactive", "--frame", "400,300,120,44"]) { j in
            // left holds 455.5 − 400 = 55.5 pt, right 520 − 495.5 = 24.5 → left; x = 455.5 − 120
            #expect(j.rect("frame") == CGRect(x: 455.5 - 120, y: 300, width: 120, height: 44))
            #expect(j.rect("region") == CGRect(x: 0, y: 0, width: 455.5, height: 649))
        },
        Case(name: "scrolling content: never displaced", args: ["--posture", "book", "--kind", "element", "--purpose", "scrolling", "--frame", "300,0,400,649"]) { j in
            #expect(j.rect("frame") == CGRect(x: 300, y: 0, width: 400, height: 649))
            #expect(j.bool("displaced") == false && j.string("reason") == "scrolling")
        },
        Case(name: "control flat: inactive fold, nothing moves", args: ["--posture", "flat", "--kind", "element", "--purpose", "interactive", "--frame", "400,300,120,44"]) { j in
            #expect(j.rect("frame") == CGRect(x: 400, y: 300, width: 120, height: 44))
            #expect(j.bool("displaced") == false)
        },
        Case(name: "popover book: stays in its anchor's region",
             args: ["--posture", "book", "--kind", "popover", "--anchor", "380,200,60,30", "--size", "300,200"]) { j in
            // centred x = 410 − 150 = 260 → clamped to 455.5 − 300 = 155.5; below: y = 230 + 8
            #expect(j.rect("frame") == CGRect(x: 155.5, y: 238, width: 300, height: 200))
            #expect(j.string("arrowDirection") == "up")
        },
        Case(name: "toast flat: clear of the side bar", args: ["--posture", "flat", "--kind", "toast", "--size", "300,44"]) { j in
            // x = (895 − 300) / 2 = 297.5; y = 649 − 16 − 44 = 589 ≤ 605
            #expect(j.rect("frame") == CGRect(x: 297.5, y: 589, width: 300, height: 44))
            #expect(j.isNull("arrowDirection"))
        },
    ]

    @Test("JSON", arguments: cases)
    func contract(_ c: Case) {
        let output = FoldKitCommandLine.run(["place"] + c.args + ["--format", "json"])
        #expect(output.exitCode == 0 && output.stderr.isEmpty)
        let json = JSONProbe(output.stdout)
        for field in ["frame", "region", "displaced", "arrowDirection", "fits", "fit", "reason", "distance"] {
            #expect(json.value(field) != nil, "missing field '\(field)'")
        }
        c.check(json)
    }

    @Test("Text output names the frame, region and reason")
    func text() {
        let output = FoldKitCommandLine.run(["place", "--posture", "book", "--kind", "element", "--purpose", "interactive", "--frame", "400,300,120,44"])
        #expect(output.exitCode == 0)
        #expect(output.stdout == """
            interactive element on iphone-duo, preset book, posture book
              frame      (335.5, 300, 120, 44)
              region     (0, 0, 455.5, 649)
              displaced  yes (leastMovement), moved 64.5 pt
              fit        fits

            """)
    }

    @Test("The inner camera nudges a side-bar control: --camera-streaming with --bounds")
    func cameraStreaming() {
        let output = FoldKitCommandLine.run(["place", "--kind", "element", "--purpose", "interactive", "--frame", "901,24,44,44",
                                             "--camera-streaming", "--bounds", "895,0,56,669", "--format", "json"])
        let json = JSONProbe(output.stdout)
        #expect(json.rect("frame") == CGRect(x: 901, y: 20 + 40, width: 44, height: 44))   // below the camera's frame
        #expect(json.string("reason") == "occlusion")
    }

    @Test("An action sheet takes a fraction of its region's height")
    func actionSheetFraction() {
        let output = FoldKitCommandLine.run(["place", "--posture", "tabletop", "--kind", "actionSheet", "--size", "500,300",
                                             "--height-fraction", "0.5", "--format", "json"])
        // Bottom region (0, 495.5, 669, 435.5): height 217.75, y = 931 − 217.75
        #expect(JSONProbe(output.stdout).rect("frame") == CGRect(x: 84.5, y: 931 - 217.75, width: 500, height: 217.75))
    }
}
