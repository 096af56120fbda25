import Foundation
import FoldKit
import FoldKitRender

/// The flags of `foldkit storyboard` and their parsing into a request (CLI.md `storyboard`).
public enum StoryboardOptions {
    /// What `--render` can ask for. SVG is always written (the panel's source, which the HTML page
    /// shows); `svg` is accepted for clarity.
    public enum RenderKind: String, Sendable, Hashable, CaseIterable {
        /// One SVG per panel.
        case svg
        /// One PNG per panel at the display's pixel size.
        case png
        /// `index.html`.
        case html
        /// `storyboard.pdf`: a page per scene with its panels and findings, for a review.
        case pdf
    }

    /// The default output directory, relative to the working directory.
    public static let defaultOutput = "storyboard"

    /// The option specs, in help order.
    public static let specs: [OptionSpec] = [
        .value("--device", "id,id|all", "Built-in profile ids or profile JSON files, or all built-ins (default: iphone-duo)",
               check: ValueCheck { arguments, _ throws(CLIError) in _ = try deviceItems(arguments) }),
        .value("--posture", "name,name|all", "Postures (values: \(PosturePreset.allCases.map(\.rawValue).joined(separator: ", ")); default: all a device supports)",
               check: ValueCheck { arguments, _ throws(CLIError) in _ = try postures(arguments) }),
    ] + StateListOptions.specs + [
        .value("--render", "svg,png,html,pdf", "What to write besides one SVG per panel: PNGs, index.html, storyboard.pdf (default: svg,html)",
               check: ValueCheck { arguments, _ throws(CLIError) in _ = try renderKinds(arguments) }),
        .value("--style", "wireframe|store", "wireframe: the annotated diagram; store: a clean screen at the display's pixel size, for App Store images (default: wireframe)",
               check: .choice(PanelStyle.self, noun: "style")),
        .value("--frame", "none|device", "device: draw the hardware outline around the display (default: none)",
               check: .choice(PanelFrame.self, noun: "frame")),
        .flag("--watch", "Keep running: re-render the scenes whose files change; the open page reloads itself (Ctrl-C stops)"),
        .value("--output", "dir", short: "-o", "The output directory (default: ./\(defaultOutput))"),
        OutputFormat.spec,
    ]

    /// The devices `--device` names, in order; `all` alone means every built-in profile.
    /// - Throws: ``CLIError`` for an empty item, `all` inside a list, an unknown device (with
    ///   a near miss), a bad profile file, or a device listed twice (by id: `iphone-duo` and its file).
    public static func devices(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> [DeviceProfile] {
        guard let names = try deviceItems(arguments) else {
            do { return try DeviceProfile.allBuiltIn() } catch { throw .invalidFile(path: "built-in profiles", error: error) }
        }
        var profiles: [DeviceProfile] = []
        for item in names {
            do {
                profiles.append(try DeviceLoader.load(item, flag: "--device", context: context))
            } catch {
                // Name the list's placeholder and offer `all`, as the flag here takes a list.
                guard case .invalidValue(_, _, let value, let reason, let suggestion, let choices) = error else { throw error }
                throw .invalidValue(flag: "--device", placeholder: "id,id|all", value: value, reason: reason, suggestion: suggestion,
                                    choices: choices.isEmpty ? [] : choices + ["all"])
            }
        }
        // Two spellings of one device (its id and its file) are one device listed twice.
        try ListValue.requireUnique(profiles, key: \.id, text: \.id, noun: "device", source: .flag("--device", placeholder: "id,id|all"))
        return profiles
    }

    /// The items of `--device` (default `iphone-duo`), ids or profile paths, not yet read; nil
    /// for `all`.
    /// - Throws: ``CLIError`` for an empty item or `all` inside a list.
    static func deviceItems(_ arguments: ParsedArguments) throws(CLIError) -> [String]? {
        let text = arguments.value("--device") ?? "iphone-duo"
        guard text != "all" else { return nil }
        return try ListValue.items(text, flag: "--device", placeholder: "id,id|all", noun: "device")
    }

    /// The postures `--posture` names; absent or `all` means every posture each device supports.
    /// With `--device all`, devices that cannot take a listed posture skip it.
    /// - Throws: ``CLIError`` for an unknown posture (with a near miss), an empty item, `all`
    ///   inside a list or a posture listed twice.
    public static func postures(_ arguments: ParsedArguments) throws(CLIError) -> PostureSelection {
        guard let text = arguments.value("--posture"), text != "all" else { return .supported }
        let names = PosturePreset.allCases.map(\.rawValue)
        let presets = try ListValue.items(text, flag: "--posture", placeholder: "name,name|all", noun: "posture", among: names, choices: names + ["all"])
            .compactMap(PosturePreset.init(rawValue:))
        // With every built-in device, a posture some of them cannot take (book on an iPhone) is
        // skipped there rather than refused.
        return arguments.value("--device") == "all" ? .onlyWhereSupported(presets) : .only(presets)
    }

    /// The notes for stderr on the postures `--device all` skips: one line per device that cannot
    /// take some of the postures listed (`note: device 'ipad' cannot take closed: no panel
    /// there`), empty when every device takes them all or `--posture` lists none.
    public static func skippedPostureNotes(_ selection: PostureSelection, devices: [DeviceProfile]) -> String {
        guard case .onlyWhereSupported(let presets) = selection else { return "" }
        var notes = ""
        for device in devices {
            let skipped = presets.filter { !device.supportedPresets.contains($0) }
            guard !skipped.isEmpty else { continue }
            notes += "note: device '\(device.id)' cannot take \(skipped.map(\.rawValue).joined(separator: ", ")): no panel there\n"
        }
        return notes
    }

    /// The kinds `--render` names (default `svg,html`); SVG is always included.
    /// - Throws: ``CLIError`` for an unknown kind (with a near miss), an empty item or one listed twice.
    public static func renderKinds(_ arguments: ParsedArguments) throws(CLIError) -> Set<RenderKind> {
        guard let text = arguments.value("--render") else { return [.svg, .html] }
        let items = try ListValue.items(text, flag: "--render", placeholder: "svg,png,html,pdf", noun: "render kind", among: RenderKind.allCases.map(\.rawValue))
        return Set(items.compactMap(RenderKind.init(rawValue:))).union([.svg])
    }

}
