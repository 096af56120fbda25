import Foundation
import Testing
import FoldKitCLI
import _FoldKitTestSupport

/// Bad input to `arrange` and `list-detail`: exit 2, one line on stderr naming the flag, never a
/// trap (CLI.md "Exit status", STYLE 13).
@Suite("foldkit arrange / list-detail: bad input")
struct ArrangeCommandErrorTests {
    static let cases: [CLIBadInputCase] = [
        CLIBadInputCase(["arrange", "--ratio", "0"], .contains("ratio must be strictly between 0 and 1, got '0' for '--ratio <f>'")),
        CLIBadInputCase(["arrange", "--ratio", "1"], .contains("ratio must be strictly between 0 and 1")),
        CLIBadInputCase(["arrange", "--ratio", "1.5"], .contains("ratio must be strictly between 0 and 1, got '1.5'")),
        CLIBadInputCase(["arrange", "--ratio", "nan"], .contains("expected a finite number, got 'nan' for '--ratio <f>'")),
        CLIBadInputCase(["arrange", "--ratio", "half"], .contains("expected a number, got 'half'")),
        CLIBadInputCase(["arrange", "--primary-width", "250"], .contains("expected min=V,preferred=V,max=V")),
        CLIBadInputCase(["arrange", "--primary-width", ""], .contains("expected min=V,preferred=V,max=V")),
        CLIBadInputCase(["arrange", "--primary-width", "min=250,"], .contains("expected min=V,preferred=V,max=V")),
        CLIBadInputCase(["arrange", "--primary-width", "mn=250"], .contains("unknown bound 'mn' in 'mn=250' for '--primary-width <range>'; did you mean 'min'?")),
        CLIBadInputCase(["arrange", "--secondary-height", "min=10,min=20"], .contains("bound 'min' given more than once")),
        CLIBadInputCase(["arrange", "--primary-width", "min=abc"], .contains("'min' must be points ≥ 0 (250) or a percentage from 0% to 100% (30%), got 'abc'")),
        CLIBadInputCase(["arrange", "--primary-width", "min=-5"], .contains("'min' must be points ≥ 0")),
        CLIBadInputCase(["arrange", "--primary-width", "max=150%"], .contains("'max' must be points ≥ 0")),
        CLIBadInputCase(["arrange", "--primary-width", "preferred=nan"], .contains("'preferred' must be points ≥ 0")),
        CLIBadInputCase(["arrange", "--primary-width", "min=300,max=200"], .contains("minimum 300 exceeds maximum 200 in 'min=300,max=200' for '--primary-width <range>'")),
        CLIBadInputCase(["arrange", "--secondary-width", "min=60%,max=100", "--posture", "flat"], .contains("minimum 60% exceeds maximum 100")),
        CLIBadInputCase(["arrange", "--bounds", "0,0,2000,100"], .contains("bounds not inside the 951 × 669 window")),
        CLIBadInputCase(["arrange", "--bounds", "-10,0,100,100"], .contains("bounds not inside")),
        CLIBadInputCase(["arrange", "--bounds", "0,0,-5,10"], .contains("width and height must be greater than 0")),
        CLIBadInputCase(["arrange", "--bounds", "0,0,nan,10"], .contains("expected a finite number")),
        CLIBadInputCase(["arrange", "--bounds", "0,0,10"], .contains("expected 4 comma-separated numbers")),
        CLIBadInputCase(["arrange", "--primary-ideal", "-1,5", "--style", "overlay"], .contains("width and height must be greater than 0")),
        CLIBadInputCase(["arrange", "--spacing", "-3"], .contains("expected a number ≥ 0, got '-3' for '--spacing <pt>'")),
        CLIBadInputCase(["arrange", "--spacing", "inf"], .contains("expected a finite number")),
        CLIBadInputCase(["arrange", "--primary-priority", "inf"], .contains("expected a finite number")),
        CLIBadInputCase(["arrange", "--style", "stack"], .contains("unknown style 'stack' for '--style <split|overlay>'")),
        CLIBadInputCase(["arrange", "--axes", "diagonal"], .contains("unknown axes 'diagonal'")),
        CLIBadInputCase(["arrange", "--style", "overlay", "--edge", "middle"], .contains("unknown edge 'middle'")),
        CLIBadInputCase(["arrange", "--edge", "top"], .contains("'--edge' applies only to '--style overlay'")),
        CLIBadInputCase(["arrange", "--style", "overlay", "--ratio", "0.5"], .contains("'--ratio' applies only to '--style split'")),
        CLIBadInputCase(["arrange", "--prefers-fixed-size", "primary"], .contains("needs '--primary-ideal <w,h>'")),
        CLIBadInputCase(["arrange", "--prefers-fixed-size", "both"], .contains("unknown view 'both'")),
        CLIBadInputCase(["arrange", "--hide-secondary=yes"], .contains("'--hide-secondary' takes no value, got 'yes'")),
        CLIBadInputCase(["arrange", "extra"], .contains("unexpected argument 'extra'")),
        CLIBadInputCase(["arrange", "--ratio"], .contains("missing value for '--ratio <f>'")),
        CLIBadInputCase(["arrange", "--ratio", "0.5", "--ratio", "0.6"], .contains("'--ratio' given more than once")),
        CLIBadInputCase(["arrange", "--posture", "tabeltop"], .contains("did you mean 'tabletop'?")),
        CLIBadInputCase(["list-detail", "--bounds", "0,0,0,10"], .contains("width and height must be greater than 0")),
        CLIBadInputCase(["list-detail", "--bounds", "0,0,inf,10"], .contains("expected a finite number")),
        CLIBadInputCase(["list-detail", "--stacks-in-tabletop=yes"], .contains("'--stacks-in-tabletop' takes no value, got 'yes'")),
        CLIBadInputCase(["list-detail", "--ratio", "0.5"], .contains("unknown option '--ratio' for 'foldkit list-detail'")),
        CLIBadInputCase(["list-detail", "stations.json"], .contains("unexpected argument 'stations.json'")),
    ]

    @Test("exit 2 with one line on stderr naming the fault", arguments: cases)
    func rejects(_ c: CLIBadInputCase) {
        let output = FoldKitCommandLine.run(c.arguments)
        #expect(c.violations(exitCode: output.exitCode, stdout: output.stdout, stderr: output.stderr) == [])
    }
}
