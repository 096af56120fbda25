import Foundation
import FoldKit

/// The state flags of `storyboard` and `lint`, each a list, and their Cartesian product
/// (CLI.md "States", SPEC 10.2).
///
/// `--layout-direction ltr,rtl`; `--camera-streaming` and `--live-activity` alone (meaning `on`,
/// as in `layout`) or with `off`, `on` or `off,on`; `--window X,Y,W,H`, repeatable, each a window
/// (display coordinates, points). Absent flags mean the standard state: LTR, no camera, no Live
/// Activity, the whole display.
public enum StateListOptions {
    /// The values `--camera-streaming` and `--live-activity` list.
    static let switchWords = ["off", "on"]

    /// The option specs, in help order.
    public static let specs: [OptionSpec] = [
        .value("--layout-direction", "ltr,rtl", "Layout directions (default: ltr)",
               check: ValueCheck { arguments, _ throws(CLIError) in _ = try directions(arguments) }),
        .optionalList("--camera-streaming", "off,on", words: switchWords,
                      "A front camera streams: off, on or both; alone: on (default: off)",
                      check: ValueCheck { arguments, name throws(CLIError) in _ = try switches(name, arguments) }),
        .optionalList("--live-activity", "off,on", words: switchWords,
                      "A Live Activity shows: off, on or both; alone: on (default: off)",
                      check: ValueCheck { arguments, name throws(CLIError) in _ = try switches(name, arguments) }),
        KeyboardOptions.listSpec,
        .optionalList("--scrolled", "off,on", words: switchWords,
                      "The content has scrolled (bars give room back): off, on or both; alone: on (default: off)",
                      check: ValueCheck { arguments, name throws(CLIError) in _ = try switches(name, arguments) }),
        .repeatable("--window", "x,y,w,h", "A window inside the display (display coordinates, points); repeat for several (default: the whole display)",
                    check: ValueCheck { arguments, _ throws(CLIError) in _ = try windows(arguments) }),
    ]

    /// Every combination of the flags' values, direction first and window last (see
    /// ``StateModifiers/product(layoutDirections:cameraStreaming:liveActivity:keyboards:scrolled:windows:)``).
    /// - Throws: ``CLIError`` naming the flag for an unknown or repeated value (with a near miss),
    ///   an empty item, a malformed window, or an item or window listed twice (``ListValue``).
    public static func states(_ arguments: ParsedArguments) throws(CLIError) -> [StateModifiers] {
        StateModifiers.product(layoutDirections: try directions(arguments),
                               cameraStreaming: try switches("--camera-streaming", arguments),
                               liveActivity: try switches("--live-activity", arguments),
                               keyboards: try KeyboardOptions.states(arguments),
                               scrolled: try switches("--scrolled", arguments),
                               windows: try windows(arguments))
    }

    /// `--layout-direction`'s directions, in order (default: LTR).
    static func directions(_ arguments: ParsedArguments) throws(CLIError) -> [LayoutDirection] {
        guard let text = arguments.value("--layout-direction") else { return [.leftToRight] }
        return try ListValue.items(text, flag: "--layout-direction", placeholder: arguments.placeholder("--layout-direction"), noun: "layout direction",
                                   among: LayoutDirection.allCases.map(\.rawValue), acceptsAll: false).compactMap(LayoutDirection.init(rawValue:))
    }

    /// The on/off list of `flag`: `[false]` when absent, `[true]` when alone.
    /// - Throws: ``CLIError`` naming `flag` for an unknown (with a near miss), empty or repeated value.
    static func switches(_ flag: String, _ arguments: ParsedArguments) throws(CLIError) -> [Bool] {
        guard let text = arguments.value(flag) else { return [arguments.has(flag)] }
        let noun = flag == "--camera-streaming" ? "camera streaming value" : flag == "--scrolled" ? "scrolled value" : "Live Activity value"
        return try ListValue.items(text, flag: flag, placeholder: arguments.placeholder(flag), noun: noun, among: switchWords, acceptsAll: false)
            .map { $0 == "on" }
    }

    /// The one on/off state of `flag` for the commands that look at one device state (`regions`,
    /// `layout`, …; ``StateOptions``): `false` when absent, `true` alone or `on`, `false` for `off`
    /// — the words ``switches(_:_:)`` reads, so both kinds of command parse them alike.
    /// - Throws: ``CLIError`` naming `flag` as ``switches(_:_:)`` does, or for a list of states
    ///   (`off,on`: one state here).
    static func switchState(_ flag: String, _ arguments: ParsedArguments) throws(CLIError) -> Bool {
        let states = try switches(flag, arguments)
        guard states.count == 1 else {
            throw .invalidValue(flag: flag, placeholder: arguments.placeholder(flag), value: arguments.value(flag) ?? "",
                                reason: "one state only (storyboard and lint take a list), got")
        }
        return states[0]
    }

    /// `--window`'s windows in order; none means the whole display.
    static func windows(_ arguments: ParsedArguments) throws(CLIError) -> [CGRect?] {
        let windows = try arguments.rects("--window")
        try ListValue.requireUnique(Array(zip(arguments.all("--window"), windows)), key: \.1, text: \.0, noun: "window",
                                    source: .flag("--window", placeholder: "x,y,w,h"))
        return windows
    }
}
