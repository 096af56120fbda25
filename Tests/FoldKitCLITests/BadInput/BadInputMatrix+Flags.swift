import Foundation
import _FoldKitTestSupport

extension BadInputMatrix {
    /// A path in the test's working directory that does not exist.
    static let missingScene = "missing-scene.json"
    /// A profile path that does not exist.
    static let missingProfile = "missing-profile.json"

    /// `flag`'s value is missing, reported by name: an option follows it.
    static func missingValue(_ flag: String) -> String { "missing value for '\(flag) <" }

    /// The faults in how flags are written, for every command:
    /// - `optionAsValue`: an option where a value belongs (`--posture -o o2`) is the flag's missing
    ///   value, never a file named by the word after it;
    /// - `valueBeforeFile`: a bad flag value is reported before any file is opened, even one
    ///   that does not exist;
    /// - `repeatedItem`: one rule for repeats — an item listed twice in any list flag, a window
    ///   or device given twice in two spellings, a scene path twice (`storyboard`, `lint`); a
    ///   flag that takes one value, given twice;
    /// - `stateList`: the commands that look at one state take `on` or `off` after
    ///   `--camera-streaming` and `--live-activity`, never a list.
    static let flagRows: [String: [Fault: Cell]] = [
        "devices": [
            .stateList: .notApplicable("no device state: lists profiles"),
            .repeatedItem: flag("devices", ["--device", "iphone", "--device", "iphone"], "'--device' given more than once"),
            .optionAsValue: flag("devices", ["--device", "--format", "json"], missingValue("--device")),
            .valueBeforeFile: flag("devices", ["--device", missingProfile, "--format", "yaml"], "unknown format 'yaml' for '--format"),
        ],
        "regions": [
            .stateList: .cases(stateLists("regions")),
            .repeatedItem: flag("regions", ["--posture", "book", "--posture", "book"], "'--posture' given more than once"),
            .optionAsValue: .cases([
                CLIBadInputCase(["regions", "--view", "-o"], .contains(missingValue("--view"))),
                CLIBadInputCase(["regions", "--posture", "--window", "0,0,470,669"], .contains(missingValue("--posture"))),
            ]),
            .valueBeforeFile: flag("regions", ["--device", missingProfile, "--kind", "divison"], "unknown kind 'divison' for '--kind"),
        ],
        "arrange": [
            .stateList: .cases(stateLists("arrange")),
            .repeatedItem: flag("arrange", ["--ratio", "0.3", "--ratio", "0.3"], "'--ratio' given more than once"),
            .optionAsValue: flag("arrange", ["--ratio", "--format", "json"], missingValue("--ratio")),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["arrange", "--device", missingProfile, "--primary-width", "min=-5"], .contains("for '--primary-width")),
                CLIBadInputCase(["arrange", "--device", missingProfile, "--spacing", "-1"], .contains("expected a number ≥ 0, got '-1' for '--spacing")),
            ]),
        ],
        "list-detail": [
            .stateList: .cases(stateLists("list-detail")),
            .repeatedItem: flag("list-detail", ["--bounds", "0,0,10,10", "--bounds", "0,0,10,10"], "'--bounds' given more than once"),
            .optionAsValue: flag("list-detail", ["--bounds", "-h"], missingValue("--bounds")),
            .valueBeforeFile: flag("list-detail", ["--device", missingProfile, "--bounds", "0,0,10"], "for '--bounds"),
        ],
        "grid": [
            .stateList: .cases(stateLists("grid")),
            .repeatedItem: flag("grid", ["--items", "4", "--items", "4"], "'--items' given more than once"),
            .optionAsValue: flag("grid", ["--items", "--format", "json"], missingValue("--items")),
            .valueBeforeFile: flag("grid", ["--device", missingProfile, "--min-item-width", "0"], "value must be greater than 0, got '0' for '--min-item-width"),
        ],
        "place": [
            .stateList: .cases(stateLists("place", ["--kind", "alert", "--size", "10,10"])),
            .repeatedItem: flag("place", ["--kind", "alert", "--kind", "alert"], "'--kind' given more than once"),
            .optionAsValue: flag("place", ["--kind", "-o", "alert"], missingValue("--kind")),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["place", "--device", missingProfile, "--kind", "alert", "--size", "10,10", "--height-fraction", "0"],
                                .contains("fraction must be greater than 0, got '0' for '--height-fraction")),
                CLIBadInputCase(["place", "--device", missingProfile, "--kind", "popup"], .contains("unknown kind 'popup' for '--kind")),
            ]),
        ],
        "layout": [
            .stateList: .cases(stateLists("layout", [validScene])),
            .repeatedItem: flag("layout", [validScene, validScene], "unexpected argument '\(validScene)' (one scene file at a time)"),
            .optionAsValue: .cases(["--layout-direction", "--posture", "--device", "--window", "--hinge-angle", "--orientation"].map { flag in
                CLIBadInputCase(["layout", "my-screen.json", flag, "-o", "o2"], .contains(missingValue(flag)))
            }),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["layout", missingScene, "--posture", "bok"], .contains("unknown posture 'bok' for '--posture")),
                CLIBadInputCase(["layout", missingScene, "--device", missingProfile, "--layout-direction", "up"], .contains("for '--layout-direction")),
            ]),
        ],
        "lint": [
            .stateList: .notApplicable("takes a list of states (SPEC 10.2)"),
            .repeatedItem: .cases(repeatedItems("lint")),
            .optionAsValue: .cases(["--layout-direction", "--posture", "--device", "--window"].map { flag in
                CLIBadInputCase(["lint", "my-screen.json", flag, "-o", "o2"], .contains(missingValue(flag)))
            }),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["lint", missingScene, "--posture", "book,bok"], .contains("unknown posture 'bok' for '--posture")),
                CLIBadInputCase(["lint", missingScene, "--window", "0,0,0,669"], .contains("for '--window")),
            ]),
        ],
        "transition": [
            .stateList: .notApplicable("states are written --from book+camera; no --camera-streaming"),
            .repeatedItem: flag("transition", [validScene, validScene, "--from", "flat", "--to", "book"], "(one scene file at a time)"),
            .optionAsValue: flag("transition", ["my-screen.json", "--from", "--to", "book"], missingValue("--from")),
            .valueBeforeFile: flag("transition", [missingScene, "--device", missingProfile, "--from", "flat", "--to", "bok"], "unknown posture 'bok' for '--to"),
        ],
        "storyboard": [
            .stateList: .notApplicable("takes a list of states (SPEC 10.2)"),
            .repeatedItem: .cases(repeatedItems("storyboard") + [
                CLIBadInputCase(["storyboard", "--render", "svg,svg"], .exactly("error: render kind listed twice: 'svg' for '--render <svg,png,html,pdf>'")),
            ]),
            // The five flags of the field report: `-o o2` read as a missing scene file `o2`.
            .optionAsValue: .cases(["--layout-direction", "--render", "--posture", "--device", "--window"].map { flag in
                CLIBadInputCase(["storyboard", "my-screen.json", flag, "-o", "o2"], .contains(missingValue(flag)))
            }),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["storyboard", missingScene, "--render", "svg,pdff"], .contains("unknown render kind 'pdff' for '--render")),
                CLIBadInputCase(["storyboard", missingScene, "--device", "iphoen-duo"], .contains("unknown device 'iphoen-duo' for '--device")),
                CLIBadInputCase(["storyboard", missingScene, "--layout-direction", "ltr,up"], .contains("for '--layout-direction")),
            ]),
        ],
    ]

    /// A scene file every command reads.
    static let validScene = BadInputFiles.path("scene-valid.json")

    /// The repeats `storyboard` and `lint` (the commands that take lists and several scenes)
    /// refuse with one rule: the same item in any list, the same window or device in two
    /// spellings, the same scene file in two spellings.
    static func repeatedItems(_ command: String) -> [CLIBadInputCase] {
        let duo = Bundle.module.url(forResource: "iphone-duo", withExtension: "json", subdirectory: "Fixtures")!.path
        let sameScene = BadInputFiles.directory + "/./scene-valid.json"
        return [
            CLIBadInputCase([command, validScene, validScene], .exactly("error: scene 'scene-valid' listed twice: '\(validScene)' and '\(validScene)'")),
            CLIBadInputCase([command, validScene, sameScene], .contains("scene 'scene-valid' listed twice")),
            CLIBadInputCase([command, "--posture", "book,tabletop,book"], .exactly("error: posture listed twice: 'book' for '--posture <name,name|all>'")),
            CLIBadInputCase([command, "--device", "iphone-duo,ipad,iphone-duo"], .exactly("error: device listed twice: 'iphone-duo' for '--device <id,id|all>'")),
            CLIBadInputCase([command, "--device", "iphone-duo," + duo], .exactly("error: device listed twice: 'iphone-duo' for '--device <id,id|all>'")),
            CLIBadInputCase([command, "--layout-direction", "ltr,rtl,ltr"], .contains("layout direction listed twice: 'ltr'")),
            CLIBadInputCase([command, "--camera-streaming", "off,off"], .contains("camera streaming value listed twice: 'off'")),
            CLIBadInputCase([command, "--posture", "flat", "--window", "0,0,470,669", "--window", "0,0,470.0,669"],
                            .contains("window listed twice: '0,0,470.0,669'")),
        ]
    }

    /// A list of states after each state switch of a command that looks at one state, and a
    /// mistyped one: reported against the flag with its one-state placeholder.
    static func stateLists(_ command: String, _ extra: [String] = []) -> [CLIBadInputCase] {
        [
            CLIBadInputCase([command] + extra + ["--camera-streaming", "off,on"],
                            .exactly("error: one state only (storyboard and lint take a list), got 'off,on' for '--camera-streaming <on|off>'")),
            CLIBadInputCase([command] + extra + ["--live-activity", "on,off"], .contains("one state only (storyboard and lint take a list), got 'on,off' for '--live-activity <on|off>'")),
            CLIBadInputCase([command] + extra + ["--live-activity=onn"], .contains("unknown Live Activity value 'onn' for '--live-activity <on|off>'; did you mean 'on'?")),
        ]
    }
}
