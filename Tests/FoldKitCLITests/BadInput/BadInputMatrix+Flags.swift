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
    ///   that does not exist.
    static let flagRows: [String: [Fault: Cell]] = [
        "devices": [
            .optionAsValue: flag("devices", ["--device", "--format", "json"], missingValue("--device")),
            .valueBeforeFile: flag("devices", ["--device", missingProfile, "--format", "yaml"], "unknown format 'yaml' for '--format"),
        ],
        "regions": [
            .optionAsValue: .cases([
                CLIBadInputCase(["regions", "--view", "-o"], .contains(missingValue("--view"))),
                CLIBadInputCase(["regions", "--posture", "--window", "0,0,470,669"], .contains(missingValue("--posture"))),
            ]),
            .valueBeforeFile: flag("regions", ["--device", missingProfile, "--kind", "divison"], "unknown kind 'divison' for '--kind"),
        ],
        "arrange": [
            .optionAsValue: flag("arrange", ["--ratio", "--format", "json"], missingValue("--ratio")),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["arrange", "--device", missingProfile, "--primary-width", "min=-5"], .contains("for '--primary-width")),
                CLIBadInputCase(["arrange", "--device", missingProfile, "--spacing", "-1"], .contains("expected a number ≥ 0, got '-1' for '--spacing")),
            ]),
        ],
        "list-detail": [
            .optionAsValue: flag("list-detail", ["--bounds", "-h"], missingValue("--bounds")),
            .valueBeforeFile: flag("list-detail", ["--device", missingProfile, "--bounds", "0,0,10"], "for '--bounds"),
        ],
        "grid": [
            .optionAsValue: flag("grid", ["--items", "--format", "json"], missingValue("--items")),
            .valueBeforeFile: flag("grid", ["--device", missingProfile, "--min-item-width", "0"], "value must be greater than 0, got '0' for '--min-item-width"),
        ],
        "place": [
            .optionAsValue: flag("place", ["--kind", "-o", "alert"], missingValue("--kind")),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["place", "--device", missingProfile, "--kind", "alert", "--size", "10,10", "--height-fraction", "0"],
                                .contains("fraction must be greater than 0, got '0' for '--height-fraction")),
                CLIBadInputCase(["place", "--device", missingProfile, "--kind", "popup"], .contains("unknown kind 'popup' for '--kind")),
            ]),
        ],
        "layout": [
            .optionAsValue: .cases(["--layout-direction", "--posture", "--device", "--window", "--hinge-angle", "--orientation"].map { flag in
                CLIBadInputCase(["layout", "my-screen.json", flag, "-o", "o2"], .contains(missingValue(flag)))
            }),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["layout", missingScene, "--posture", "bok"], .contains("unknown posture 'bok' for '--posture")),
                CLIBadInputCase(["layout", missingScene, "--device", missingProfile, "--layout-direction", "up"], .contains("for '--layout-direction")),
            ]),
        ],
        "lint": [
            .optionAsValue: .cases(["--layout-direction", "--posture", "--device", "--window"].map { flag in
                CLIBadInputCase(["lint", "my-screen.json", flag, "-o", "o2"], .contains(missingValue(flag)))
            }),
            .valueBeforeFile: .cases([
                CLIBadInputCase(["lint", missingScene, "--posture", "book,bok"], .contains("unknown posture 'bok' for '--posture")),
                CLIBadInputCase(["lint", missingScene, "--window", "0,0,0,669"], .contains("for '--window")),
            ]),
        ],
        "transition": [
            .optionAsValue: flag("transition", ["my-screen.json", "--from", "--to", "book"], missingValue("--from")),
            .valueBeforeFile: flag("transition", [missingScene, "--device", missingProfile, "--from", "flat", "--to", "bok"], "unknown posture 'bok' for '--to"),
        ],
        "storyboard": [
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
}
