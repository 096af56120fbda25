import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `place`: each a one-line error on stderr and exit 2 (CLI.md).
@Suite("Bad input: place")
struct PlaceBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var args: [String]
        var message: String
        var testDescription: String { name }
    }

    static let kinds = "alert|actionSheet|popover|menu|toast|element"
    static let purposes = "transient|interactive|farViewing|contextual|scrolling"

    static let cases: [Case] = [
        Case(name: "no kind", args: [], message: "error: missing '--kind <\(kinds)>' (see 'foldkit place --help')"),
        Case(name: "unknown kind", args: ["--kind", "alrt", "--size", "1,1"],
             message: "error: unknown kind 'alrt' for '--kind <\(kinds)>'; did you mean 'alert'? (values: alert, actionSheet, popover, menu, toast, element)"),
        Case(name: "presentation without a size", args: ["--kind", "alert"], message: "error: missing '--size <w,h>' for '--kind alert' (see 'foldkit place --help')"),
        Case(name: "element without a frame", args: ["--kind", "element", "--purpose", "interactive"],
             message: "error: missing '--frame <x,y,w,h>' for '--kind element' (see 'foldkit place --help')"),
        Case(name: "element without a purpose", args: ["--kind", "element", "--frame", "1,1,10,10"],
             message: "error: missing '--purpose <\(purposes)>' for '--kind element' (see 'foldkit place --help')"),
        Case(name: "popover without an anchor", args: ["--kind", "popover", "--size", "300,200"],
             message: "error: missing '--anchor <x,y,w,h>' for '--kind popover' (see 'foldkit place --help')"),
        Case(name: "menu without an anchor", args: ["--kind", "menu", "--size", "300,200"],
             message: "error: missing '--anchor <x,y,w,h>' for '--kind menu' (see 'foldkit place --help')"),
        Case(name: "contextual element without an anchor", args: ["--kind", "element", "--frame", "1,1,10,10", "--purpose", "contextual"],
             message: "error: missing '--anchor <x,y,w,h>' for '--purpose contextual' (the element it belongs with) (see 'foldkit place --help')"),
        Case(name: "NaN size", args: ["--kind", "alert", "--size", "nan,10"], message: "error: expected a finite number, got 'nan,10' for '--size <w,h>'"),
        Case(name: "infinite size", args: ["--kind", "toast", "--size", "inf,10"], message: "error: expected a finite number, got 'inf,10' for '--size <w,h>'"),
        Case(name: "negative size", args: ["--kind", "alert", "--size", "-5,10"], message: "error: width and height must be greater than 0, got '-5,10' for '--size <w,h>'"),
        Case(name: "zero-width anchor", args: ["--kind", "menu", "--size", "10,10", "--anchor", "1,1,0,4"],
             message: "error: width and height must be greater than 0, got '1,1,0,4' for '--anchor <x,y,w,h>'"),
        Case(name: "NaN frame", args: ["--kind", "element", "--purpose", "interactive", "--frame", "nan,1,10,10"],
             message: "error: expected a finite number, got 'nan,1,10,10' for '--frame <x,y,w,h>'"),
        Case(name: "anchor outside the window", args: ["--kind", "popover", "--size", "10,10", "--anchor", "900,600,100,100"],
             message: "error: anchor is not inside the 951 × 669 window: '900,600,100,100' for '--anchor <x,y,w,h>'"),
        Case(name: "frame outside the window", args: ["--kind", "element", "--purpose", "interactive", "--frame", "-10,0,100,100"],
             message: "error: frame is not inside the 951 × 669 window: '-10,0,100,100' for '--frame <x,y,w,h>'"),
        Case(name: "bounds outside the window", args: ["--kind", "alert", "--size", "10,10", "--bounds", "0,0,1000,100"],
             message: "error: bounds is not inside the 951 × 669 window: '0,0,1000,100' for '--bounds <x,y,w,h>'"),
        Case(name: "unknown purpose", args: ["--kind", "element", "--frame", "1,1,10,10", "--purpose", "decorative"],
             message: "error: unknown purpose 'decorative' for '--purpose <\(purposes)>' (values: transient, interactive, farViewing, contextual, scrolling)"),
        Case(name: "size for an element", args: ["--kind", "element", "--size", "1,1", "--frame", "1,1,10,10", "--purpose", "interactive"],
             message: "error: '--size <w,h>' does not apply to '--kind element'"),
        Case(name: "purpose for a presentation", args: ["--kind", "toast", "--size", "10,10", "--purpose", "interactive"],
             message: "error: '--purpose <\(purposes)>' does not apply to '--kind toast'"),
        Case(name: "anchor for an alert", args: ["--kind", "alert", "--size", "10,10", "--anchor", "1,1,4,4"],
             message: "error: '--anchor <x,y,w,h>' does not apply to '--kind alert'"),
        Case(name: "anchor for a non-contextual element", args: ["--kind", "element", "--frame", "1,1,10,10", "--purpose", "interactive", "--anchor", "1,1,4,4"],
             message: "error: '--anchor <x,y,w,h>' applies to an element only with '--purpose contextual'"),
        Case(name: "zero height fraction", args: ["--kind", "actionSheet", "--size", "300,300", "--height-fraction", "0"],
             message: "error: fraction must be greater than 0, got '0' for '--height-fraction <f>'"),
        Case(name: "height fraction above 1", args: ["--kind", "actionSheet", "--size", "300,300", "--height-fraction", "1.5"],
             message: "error: value out of range 0…1: '1.5' for '--height-fraction <f>'"),
        Case(name: "height fraction for a toast", args: ["--kind", "toast", "--size", "10,10", "--height-fraction", "0.5"],
             message: "error: '--height-fraction <f>' does not apply to '--kind toast'"),
        Case(name: "stray argument", args: ["--kind", "alert", "--size", "10,10", "extra"], message: "error: unexpected argument 'extra' (see 'foldkit place --help')"),
    ]

    @Test("Each bad input: one line, exit 2, nothing on stdout", arguments: cases)
    func badInput(_ c: Case) {
        let output = FoldKitCommandLine.run(["place"] + c.args)
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == c.message + "\n")
    }

    @Test("Huge sizes and anchors that fill the window are placed, not refused or trapped")
    func extremes() {
        for args in [["--kind", "alert", "--size", "1e300,1e300"], ["--kind", "popover", "--size", "1e300,5", "--anchor", "0,0,951,669"],
                     ["--kind", "actionSheet", "--size", "1e-300,1e-300", "--posture", "book"], ["--kind", "toast", "--size", "10,10", "--window", "0,0,10,10"]] {
            let output = FoldKitCommandLine.run(["place", "--format", "json"] + args)
            #expect(output.exitCode == 0, "\(args)")
            #expect(JSONProbe(output.stdout).bool("fits") == true, "\(args)")
        }
    }

    @Test("Help lists every option")
    func help() {
        let output = FoldKitCommandLine.run(["place", "--help"])
        for flag in ["--kind", "--size", "--anchor", "--frame", "--purpose", "--height-fraction", "--bounds", "--posture", "--format"] {
            #expect(output.stdout.contains(flag))
        }
    }
}
