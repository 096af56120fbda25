import Foundation
import _FoldKitTestSupport

/// The bad-input matrix (issue 7): for every command and every kind of fault, the cases that
/// give it — or why the fault cannot be given to that command. A command added to the registry
/// without its row fails ``BadInputMatrixTests/everyCommandHasEveryFault()``.
enum BadInputMatrix {
    /// The kinds of bad input every command must survive with exit 2 and one line.
    enum Fault: String, CaseIterable, Sendable {
        case nan, infinity, negativeInfinity, negativeSize, zeroSize, hugeCount
        /// Finite but beyond the limits: a length of 10^308 (a scene's, or a region's in a
        /// profile), a length of 10^-320 or a scale of 10^-300; a text of spaces.
        case hugeLength, tinyLength, blankText
        case emptyFile, invalidUTF8, deepNesting, unknownField, wrongType
        /// A flag whose value is missing because an option follows it (`--posture -o o2`).
        case optionAsValue
        /// A bad flag value given with a file that does not exist: the flag is reported.
        case valueBeforeFile
        /// One item given twice: in a list flag, as a repeated flag, or as a scene path.
        case repeatedItem
        /// A list of states (`--camera-streaming off,on`) where one state is taken.
        case stateList
    }

    /// A cell of the matrix: cases, or the reason the command cannot take the fault.
    enum Cell: Sendable {
        case cases([CLIBadInputCase])
        case notApplicable(String)
    }

    /// The same file fault given as a profile (`--device PATH`) to `command` with `extra` arguments.
    static func profile(_ command: String, _ file: String, _ phrase: String, _ extra: [String] = []) -> CLIBadInputCase {
        CLIBadInputCase("\(command) --device \(file)", [command, "--device", BadInputFiles.path(file)] + extra, .contains(phrase))
    }

    /// The file faults every command meets through `--device PATH`.
    static func fileFaults(_ command: String, _ extra: [String] = []) -> [Fault: Cell] {
        [
            .emptyFile: .cases([profile(command, "profile-empty.json", "empty file, expected a JSON object", extra)]),
            .invalidUTF8: .cases([profile(command, "profile-invalid-utf8.json", "not valid UTF-8 at byte", extra)]),
            .deepNesting: .cases([profile(command, "profile-deep.json", "nesting deeper than 200 levels", extra)]),
            .unknownField: .cases([profile(command, "profile-unknown-field.json", "colour: unknown field \"colour\"", extra)]),
            .wrongType: .cases([profile(command, "profile-wrong-type.json", "displays[0].scale: expected a number", extra)]),
            .hugeLength: .cases([profile(command, "profile-huge-region.json",
                                         "displays[0].regions[0].frame: must lie within the 951 × 669 display (its natural orientation), got (455.5, 0, 1e+308, 669)", extra)]),
            .tinyLength: .cases([profile(command, "profile-tiny-scale.json", "displays[0].scale: must be from 0.5 to 10 pixels per point, got 1e-300", extra)]),
            .blankText: .cases([profile(command, "profile-blank-name.json", "name: must not be empty or blank", extra)]),
        ]
    }

    /// The numeric faults given in a profile file: for commands whose numbers come only from files.
    static func profileNumberFaults(_ command: String, _ extra: [String] = []) -> [Fault: Cell] {
        [
            .nan: .cases([profile(command, "profile-nan.json", "invalid JSON", extra)]),
            .infinity: .cases([profile(command, "profile-infinity.json", "invalid JSON: number too large", extra)]),
            .negativeInfinity: .cases([profile(command, "profile-negative-infinity.json", "invalid JSON: number too large", extra)]),
            .negativeSize: .cases([profile(command, "profile-negative-size.json", "naturalSize.width: must be a finite number greater than 0, got -951", extra)]),
            .zeroSize: .cases([profile(command, "profile-zero-size.json", "naturalSize.width: must be a finite number greater than 0, got 0", extra)]),
        ]
    }

    /// `flag value` on `command`, whose message must contain `phrase`.
    static func flag(_ command: String, _ arguments: [String], _ phrase: String) -> Cell {
        .cases([CLIBadInputCase([command] + arguments, .contains(phrase))])
    }

    /// A scene file with one fault given to `command` (a path argument) with `extra` arguments.
    static func scene(_ command: String, _ file: String, _ phrase: String, _ extra: [String] = []) -> CLIBadInputCase {
        CLIBadInputCase("\(command) \(file)", [command, BadInputFiles.path(file)] + extra, .contains(phrase))
    }

    /// Every fault given in a scene file, and the file faults once more in a profile (with
    /// `profileExtra`, e.g. a valid scene): for the commands that read scenes (`layout`, `storyboard`).
    static func sceneFaults(_ command: String, profileExtra: [String] = []) -> [Fault: Cell] {
        let profiles = fileFaults(command, profileExtra)
        func both(_ fault: Fault, _ file: String, _ phrase: String) -> Cell {
            guard case .cases(let cases)? = profiles[fault] else { return .cases([scene(command, file, phrase)]) }
            return .cases([scene(command, file, phrase)] + cases)
        }
        return [
            .nan: both(.nan, "scene-nan.json", "invalid JSON"),
            .infinity: both(.infinity, "scene-infinity.json", "invalid JSON: number too large"),
            .negativeInfinity: both(.negativeInfinity, "scene-negative-infinity.json", "invalid JSON: number too large"),
            .negativeSize: both(.negativeSize, "scene-negative-size.json", "root.width: must not be negative, got -5"),
            .zeroSize: both(.zeroSize, "scene-zero-size.json", "root.rowHeight: must be at least 0.01 points, got 0"),
            .hugeLength: both(.hugeLength, "scene-huge-length.json", "root.rowHeight: must be at most 1000000 points, got 1e+308"),
            .tinyLength: both(.tinyLength, "scene-tiny-length.json", "root.rowHeight: must be at least 0.01 points, got 1e-320"),
            .blankText: both(.blankText, "scene-blank-text.json", "root.title: must not be empty or blank"),
            .hugeCount: both(.hugeCount, "scene-huge-count.json", "root.rows: 1000000000 exceeds the limit of 100000"),
            .emptyFile: both(.emptyFile, "scene-empty.json", "empty file, expected a JSON object"),
            .invalidUTF8: both(.invalidUTF8, "scene-invalid-utf8.json", "not valid UTF-8 at byte"),
            .deepNesting: both(.deepNesting, "scene-deep.json", "nesting deeper than 200 levels"),
            .unknownField: both(.unknownField, "scene-unknown-field.json", "root.colour: unknown field \"colour\""),
            .wrongType: both(.wrongType, "scene-wrong-type.json", "root.width: expected a number or \"fill\", got \"wide\""),
        ]
    }

    /// The numeric faults of the state flags `storyboard` and `lint` take as lists (SPEC 10.2):
    /// `--window`, repeatable, the bad one after a good one.
    static func windowFaults(_ command: String) -> [Fault: [CLIBadInputCase]] {
        func window(_ text: String, _ phrase: String) -> [CLIBadInputCase] {
            [CLIBadInputCase("\(command) --window … --window \(text)", [command, "--posture", "flat", "--window", "0,0,470,669", "--window", text],
                             .contains(phrase))]
        }
        return [
            .nan: window("0,0,nan,669", finite),
            .infinity: window("0,0,inf,669", finite),
            .negativeInfinity: window("-inf,0,470,669", finite),
            .negativeSize: window("0,0,-470,669", positive),
            .zeroSize: window("0,0,0,669", positive),
            .hugeCount: window("0,0,1e9,1e9", "is not inside the 951 × 669 display"),
        ]
    }

    /// `cells` with the `extra` cases added to the faults they name.
    static func adding(_ extra: [Fault: [CLIBadInputCase]], to cells: [Fault: Cell]) -> [Fault: Cell] {
        var result = cells
        for (fault, cases) in extra {
            guard case .cases(let existing)? = cells[fault] else { result[fault] = .cases(cases); continue }
            result[fault] = .cases(existing + cases)
        }
        return result
    }

    static let finite = "expected a finite number"
    static let positive = "width and height must be greater than 0"

    /// `foldkit transition`: the scene and profile faults with both states given, and the numbers
    /// of `--window`, which both states share.
    static let transitionFaults: [Fault: Cell] = {
        let states = ["--from", "flat", "--to", "book"]
        let window = { (value: String, phrase: String) in
            CLIBadInputCase(["transition", BadInputFiles.path("scene-valid.json")] + states + ["--window", value], .contains(phrase))
        }
        let extra: [Fault: CLIBadInputCase] = [.nan: window("0,0,nan,10", finite), .negativeSize: window("0,0,-5,10", positive)]
        return sceneFaults("transition", profileExtra: [BadInputFiles.path("scene-valid.json")] + states).mapValues { cell in
            guard case .cases(let cases) = cell else { return cell }
            return .cases(cases.map { $0.arguments.contains("--from") ? $0 : CLIBadInputCase($0.name, $0.arguments + states, $0.message) })
        }.merging(extra.mapValues { Cell.cases([$0]) }) { old, new in
            guard case .cases(let a) = old, case .cases(let b) = new else { return old }
            return .cases(a + b)
        }
    }()

    /// The matrix: command name → fault → cell (the data faults here, the flag faults in
    /// `BadInputMatrix+Flags.swift`).
    static let rows: [String: [Fault: Cell]] = dataRows.merging(flagRows) { data, flags in data.merging(flags) { a, _ in a } }

    /// The faults in values: numbers and files.
    static let dataRows: [String: [Fault: Cell]] = [
        "devices": fileFaults("devices").merging(profileNumberFaults("devices")) { a, _ in a }.merging([
            .hugeCount: .cases([profile("devices", "profile-huge.json", "naturalSize.width: must be at most 100000 points, got 1000000000")]),
        ]) { a, _ in a },
        "regions": fileFaults("regions").merging([
            .nan: flag("regions", ["--view", "0,0,nan,10"], finite),
            .infinity: flag("regions", ["--window", "0,0,inf,10"], finite),
            .negativeInfinity: flag("regions", ["--hinge-angle", "-inf"], finite),
            .negativeSize: flag("regions", ["--window", "0,0,-5,10"], positive),
            .zeroSize: flag("regions", ["--view", "0,0,0,0"], positive),
            .hugeCount: flag("regions", ["--window", "0,0,1e9,1e9"], "is not inside the 951 × 669 display"),
        ]) { a, _ in a },
        "arrange": fileFaults("arrange").merging([
            .nan: flag("arrange", ["--ratio", "nan"], finite),
            .infinity: flag("arrange", ["--spacing", "inf"], finite),
            .negativeInfinity: flag("arrange", ["--primary-priority", "-inf"], finite),
            .negativeSize: flag("arrange", ["--bounds", "0,0,-5,10"], positive),
            .zeroSize: flag("arrange", ["--style", "overlay", "--primary-ideal", "0,0"], positive),
            .hugeCount: flag("arrange", ["--bounds", "0,0,1e9,1e9"], "bounds not inside the 951 × 669 window"),
        ]) { a, _ in a },
        "list-detail": fileFaults("list-detail").merging([
            .nan: flag("list-detail", ["--bounds", "nan,0,10,10"], finite),
            .infinity: flag("list-detail", ["--bounds", "0,0,inf,10"], finite),
            .negativeInfinity: flag("list-detail", ["--bounds", "0,0,5,-inf"], finite),
            .negativeSize: flag("list-detail", ["--bounds", "0,0,-1,5"], positive),
            .zeroSize: flag("list-detail", ["--bounds", "0,0,0,10"], positive),
            // No count; hypothetical bounds of any finite size are valid (contract: 1300 × 800 on
            // the 951 × 669 Duo), so the huge value comes in a profile.
            .hugeCount: .cases([profile("list-detail", "profile-huge.json", "naturalSize.width: must be at most 100000 points, got 1000000000")]),
        ]) { a, _ in a },
        "grid": fileFaults("grid", ["--items", "10", "--min-item-width", "100"]).merging([
            .nan: flag("grid", ["--items", "10", "--min-item-width", "nan"], finite),
            .infinity: flag("grid", ["--items", "10", "--min-item-width", "100", "--spacing", "inf"], finite),
            .negativeInfinity: flag("grid", ["--items", "10", "--min-item-width", "100", "--margin", "-inf"], finite),
            .negativeSize: flag("grid", ["--items", "10", "--min-item-width", "-5"], "value out of range"),
            .zeroSize: flag("grid", ["--items", "10", "--min-item-width", "0"], "value must be greater than 0, got '0'"),
            .hugeCount: flag("grid", ["--items", "1000000000", "--min-item-width", "100"], "value out of range 0…1000000: '1000000000' for '--items <n>'"),
        ]) { a, _ in a },
        "place": fileFaults("place", ["--kind", "alert", "--size", "10,10"]).merging([
            .nan: flag("place", ["--kind", "alert", "--size", "nan,10"], finite),
            .infinity: flag("place", ["--kind", "toast", "--size", "inf,10"], finite),
            .negativeInfinity: flag("place", ["--kind", "popover", "--size", "10,10", "--anchor", "-inf,0,10,10"], finite),
            .negativeSize: flag("place", ["--kind", "alert", "--size", "-5,10"], positive),
            .zeroSize: flag("place", ["--kind", "menu", "--size", "10,10", "--anchor", "1,1,0,4"], positive),
            // No count; a presentation larger than its region shrinks to it (SPEC 7), so the huge
            // value comes in a profile.
            .hugeCount: .cases([profile("place", "profile-huge.json", "naturalSize.width: must be at most 100000 points, got 1000000000", ["--kind", "alert", "--size", "10,10"])]),
        ]) { a, _ in a },
        "layout": sceneFaults("layout", profileExtra: [BadInputFiles.path("scene-valid.json")]),
        "lint": adding(windowFaults("lint"), to: sceneFaults("lint")),
        "transition": transitionFaults,
        "storyboard": adding(windowFaults("storyboard"), to: sceneFaults("storyboard")).merging([
            .hugeCount: .cases([
                scene("storyboard", "scene-huge-count.json", "root.rows: 1000000000 exceeds the limit of 100000"),
                CLIBadInputCase("storyboard of a 10^9-pt display as PNG (refused with the profile)",
                                ["storyboard", "--device", BadInputFiles.path("profile-huge.json"), "--posture", "flat", "--render", "png"],
                                .contains("naturalSize.width: must be at most 100000 points, got 1000000000")),
            ] + (windowFaults("storyboard")[.hugeCount] ?? [])),
        ]) { _, b in b },
    ]

    /// Every case in the matrix, named `command / fault / case`.
    static var allCases: [CLIBadInputCase] {
        rows.keys.sorted().flatMap { command in
            Fault.allCases.flatMap { fault -> [CLIBadInputCase] in
                guard case .cases(let cases)? = rows[command]?[fault] else { return [] }
                return cases.map { CLIBadInputCase("\(command) / \(fault.rawValue) / \($0.name)", $0.arguments, $0.message) }
            }
        }
    }
}
