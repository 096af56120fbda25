import Foundation
import Testing
import FoldKitCLI

/// Bad input to `arrange` and `list-detail`: exit 2, one line on stderr naming the flag, never a
/// trap (CLI.md "Exit status", STYLE 13).
@Suite("foldkit arrange / list-detail: bad input")
struct LayoutCommandErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// A phrase the one-line message must contain.
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
        init(_ arguments: [String], _ message: String) {
            self.arguments = arguments
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case(["arrange", "--ratio", "0"], "ratio must be strictly between 0 and 1, got '0' for '--ratio <f>'"),
        Case(["arrange", "--ratio", "1"], "ratio must be strictly between 0 and 1"),
        Case(["arrange", "--ratio", "1.5"], "ratio must be strictly between 0 and 1, got '1.5'"),
        Case(["arrange", "--ratio", "nan"], "expected a finite number, got 'nan' for '--ratio <f>'"),
        Case(["arrange", "--ratio", "half"], "expected a number, got 'half'"),
        Case(["arrange", "--primary-width", "250"], "expected min=V,preferred=V,max=V"),
        Case(["arrange", "--primary-width", ""], "expected min=V,preferred=V,max=V"),
        Case(["arrange", "--primary-width", "min=250,"], "expected min=V,preferred=V,max=V"),
        Case(["arrange", "--primary-width", "mn=250"], "unknown bound 'mn' in 'mn=250' for '--primary-width <range>'; did you mean 'min'?"),
        Case(["arrange", "--secondary-height", "min=10,min=20"], "bound 'min' given more than once"),
        Case(["arrange", "--primary-width", "min=abc"], "'min' must be points ≥ 0 (250) or a percentage from 0% to 100% (30%), got 'abc'"),
        Case(["arrange", "--primary-width", "min=-5"], "'min' must be points ≥ 0"),
        Case(["arrange", "--primary-width", "max=150%"], "'max' must be points ≥ 0"),
        Case(["arrange", "--primary-width", "preferred=nan"], "'preferred' must be points ≥ 0"),
        Case(["arrange", "--primary-width", "min=300,max=200"], "minimum 300 exceeds maximum 200 in 'min=300,max=200' for '--primary-width <range>'"),
        Case(["arrange", "--secondary-width", "min=60%,max=100", "--posture", "flat"], "minimum 60% exceeds maximum 100"),
        Case(["arrange", "--bounds", "0,0,2000,100"], "bounds not inside the 951 × 669 window"),
        Case(["arrange", "--bounds", "-10,0,100,100"], "bounds not inside"),
        Case(["arrange", "--bounds", "0,0,-5,10"], "width and height must be greater than 0"),
        Case(["arrange", "--bounds", "0,0,nan,10"], "expected a finite number"),
        Case(["arrange", "--bounds", "0,0,10"], "expected 4 comma-separated numbers"),
        Case(["arrange", "--primary-ideal", "-1,5", "--style", "overlay"], "width and height must be greater than 0"),
        Case(["arrange", "--spacing", "-3"], "expected a number ≥ 0, got '-3' for '--spacing <pt>'"),
        Case(["arrange", "--spacing", "inf"], "expected a finite number"),
        Case(["arrange", "--primary-priority", "inf"], "expected a finite number"),
        Case(["arrange", "--style", "stack"], "unknown style 'stack' for '--style <split|overlay>'"),
        Case(["arrange", "--axes", "diagonal"], "unknown axes 'diagonal'"),
        Case(["arrange", "--style", "overlay", "--edge", "middle"], "unknown edge 'middle'"),
        Case(["arrange", "--edge", "top"], "'--edge' applies only to '--style overlay'"),
        Case(["arrange", "--style", "overlay", "--ratio", "0.5"], "'--ratio' applies only to '--style split'"),
        Case(["arrange", "--prefers-fixed-size", "primary"], "needs '--primary-ideal <w,h>'"),
        Case(["arrange", "--prefers-fixed-size", "both"], "unknown view 'both'"),
        Case(["arrange", "--hide-secondary=yes"], "unexpected value"),
        Case(["arrange", "extra"], "unexpected argument 'extra'"),
        Case(["arrange", "--ratio"], "missing value for '--ratio <f>'"),
        Case(["arrange", "--ratio", "0.5", "--ratio", "0.6"], "'--ratio' given more than once"),
        Case(["arrange", "--posture", "tabeltop"], "did you mean 'tabletop'?"),
        Case(["list-detail", "--bounds", "0,0,0,10"], "width and height must be greater than 0"),
        Case(["list-detail", "--bounds", "0,0,inf,10"], "expected a finite number"),
        Case(["list-detail", "--stacks-in-tabletop=yes"], "unexpected value"),
        Case(["list-detail", "--ratio", "0.5"], "unknown option '--ratio' for 'foldkit list-detail'"),
        Case(["list-detail", "stations.json"], "unexpected argument 'stations.json'"),
    ]

    @Test("exit 2 with one line on stderr naming the fault", arguments: cases)
    func rejects(_ c: Case) {
        let output = FoldKitCommandLine.run(c.arguments)
        #expect(output.exitCode == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.hasPrefix("error: ") && output.stderr.hasSuffix("\n"))
        #expect(output.stderr.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1)
        #expect(output.stderr.contains(c.message), "\(output.stderr)")
    }
}
