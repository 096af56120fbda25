import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `place`: each a one-line error on stderr and exit 2 (CLI.md).
@Suite("Bad input: place")
struct PlaceBadInputTests {
    static let kinds = "alert|actionSheet|popover|menu|toast|element"
    static let purposes = "transient|interactive|farViewing|contextual|scrolling"

    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase("no kind", [], .exactly("error: missing '--kind <\(kinds)>' (see 'foldkit place --help')")),
        CLIBadInputCase("unknown kind", ["--kind", "alrt", "--size", "1,1"], .exactly("error: unknown kind 'alrt' for '--kind <\(kinds)>'; did you mean 'alert'? (values: alert, actionSheet, popover, menu, toast, element)")),
        CLIBadInputCase("presentation without a size", ["--kind", "alert"], .exactly("error: missing '--size <w,h>' for '--kind alert' (see 'foldkit place --help')")),
        CLIBadInputCase("element without a frame", ["--kind", "element", "--purpose", "interactive"], .exactly("error: missing '--frame <x,y,w,h>' for '--kind element' (see 'foldkit place --help')")),
        CLIBadInputCase("element without a purpose", ["--kind", "element", "--frame", "1,1,10,10"], .exactly("error: missing '--purpose <\(purposes)>' for '--kind element' (see 'foldkit place --help')")),
        CLIBadInputCase("popover without an anchor", ["--kind", "popover", "--size", "300,200"], .exactly("error: missing '--anchor <x,y,w,h>' for '--kind popover' (see 'foldkit place --help')")),
        CLIBadInputCase("menu without an anchor", ["--kind", "menu", "--size", "300,200"], .exactly("error: missing '--anchor <x,y,w,h>' for '--kind menu' (see 'foldkit place --help')")),
        CLIBadInputCase("contextual element without an anchor", ["--kind", "element", "--frame", "1,1,10,10", "--purpose", "contextual"], .exactly("error: missing '--anchor <x,y,w,h>' for '--purpose contextual' (the element it belongs with) (see 'foldkit place --help')")),
        CLIBadInputCase("NaN size", ["--kind", "alert", "--size", "nan,10"], .exactly("error: expected a finite number, got 'nan,10' for '--size <w,h>'")),
        CLIBadInputCase("infinite size", ["--kind", "toast", "--size", "inf,10"], .exactly("error: expected a finite number, got 'inf,10' for '--size <w,h>'")),
        CLIBadInputCase("negative size", ["--kind", "alert", "--size", "-5,10"], .exactly("error: width and height must be greater than 0, got '-5,10' for '--size <w,h>'")),
        CLIBadInputCase("zero-width anchor", ["--kind", "menu", "--size", "10,10", "--anchor", "1,1,0,4"], .exactly("error: width and height must be greater than 0, got '1,1,0,4' for '--anchor <x,y,w,h>'")),
        CLIBadInputCase("NaN frame", ["--kind", "element", "--purpose", "interactive", "--frame", "nan,1,10,10"], .exactly("error: expected a finite number, got 'nan,1,10,10' for '--frame <x,y,w,h>'")),
        CLIBadInputCase("anchor outside the window", ["--kind", "popover", "--size", "10,10", "--anchor", "900,600,100,100"], .exactly("error: anchor is not inside the 951 × 669 window: '900,600,100,100' for '--anchor <x,y,w,h>'")),
        CLIBadInputCase("frame outside the window", ["--kind", "element", "--purpose", "interactive", "--frame", "-10,0,100,100"], .exactly("error: frame is not inside the 951 × 669 window: '-10,0,100,100' for '--frame <x,y,w,h>'")),
        CLIBadInputCase("bounds outside the window", ["--kind", "alert", "--size", "10,10", "--bounds", "0,0,1000,100"], .exactly("error: bounds is not inside the 951 × 669 window: '0,0,1000,100' for '--bounds <x,y,w,h>'")),
        CLIBadInputCase("unknown purpose", ["--kind", "element", "--frame", "1,1,10,10", "--purpose", "decorative"], .exactly("error: unknown purpose 'decorative' for '--purpose <\(purposes)>' (values: transient, interactive, farViewing, contextual, scrolling)")),
        CLIBadInputCase("size for an element", ["--kind", "element", "--size", "1,1", "--frame", "1,1,10,10", "--purpose", "interactive"], .exactly("error: '--size <w,h>' does not apply to '--kind element'")),
        CLIBadInputCase("purpose for a presentation", ["--kind", "toast", "--size", "10,10", "--purpose", "interactive"], .exactly("error: '--purpose <\(purposes)>' does not apply to '--kind toast'")),
        CLIBadInputCase("anchor for an alert", ["--kind", "alert", "--size", "10,10", "--anchor", "1,1,4,4"], .exactly("error: '--anchor <x,y,w,h>' does not apply to '--kind alert'")),
        CLIBadInputCase("anchor for a non-contextual element", ["--kind", "element", "--frame", "1,1,10,10", "--purpose", "interactive", "--anchor", "1,1,4,4"], .exactly("error: '--anchor <x,y,w,h>' applies to an element only with '--purpose contextual'")),
        CLIBadInputCase("zero height fraction", ["--kind", "actionSheet", "--size", "300,300", "--height-fraction", "0"], .exactly("error: fraction must be greater than 0, got '0' for '--height-fraction <f>'")),
        CLIBadInputCase("height fraction above 1", ["--kind", "actionSheet", "--size", "300,300", "--height-fraction", "1.5"], .exactly("error: value out of range 0…1: '1.5' for '--height-fraction <f>'")),
        CLIBadInputCase("height fraction for a toast", ["--kind", "toast", "--size", "10,10", "--height-fraction", "0.5"], .exactly("error: '--height-fraction <f>' does not apply to '--kind toast'")),
        CLIBadInputCase("stray argument", ["--kind", "alert", "--size", "10,10", "extra"], .exactly("error: unexpected argument 'extra' (see 'foldkit place --help')")),
    ]

    @Test("Each bad input: one line, exit 2, nothing on stdout", arguments: cases)
    func badInput(_ c: CLIBadInputCase) {
        let output = FoldKitCommandLine.run(["place"] + c.arguments)
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
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
