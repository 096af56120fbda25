import Foundation
import FoldKit

/// The flags every layout command shares (CLI.md "Common flags") and their resolution into a
/// profile, a device state and a ``LayoutSpace``.
public enum StateOptions {
    /// `--device` … `--layout-direction`, in help order (`--format` is added by ``OutputOptions``).
    public static let specs: [OptionSpec] = [
        .value("--device", "id|path", "A built-in profile id or a profile JSON file (default: iphone-duo; see 'foldkit devices')"),
        .value("--posture", "name", "Device state preset (values: \(PosturePreset.allCases.map(\.rawValue).joined(separator: ", ")); default: flat)",
               check: .choice(PosturePreset.self, noun: "posture")),
        .value("--hinge-angle", "degrees", "Hinge angle 0…360, instead of the preset's", check: .number(in: 0...360)),
        .value("--orientation", "portrait|landscape", "Orientation of the active display, instead of the preset's",
               check: .choice(Orientation.self, noun: "orientation")),
        .optionalList("--camera-streaming", "on|off", words: StateListOptions.switchWords,
                      "A front camera streams (activates camera occlusions): alone or on, or off (default: off)",
                      check: ValueCheck { arguments, name throws(CLIError) in _ = try StateListOptions.switchState(name, arguments) }),
        .optionalList("--live-activity", "on|off", words: StateListOptions.switchWords,
                      "A Live Activity shows (the outer camera grows into an island): alone or on, or off (default: off)",
                      check: ValueCheck { arguments, name throws(CLIError) in _ = try StateListOptions.switchState(name, arguments) }),
        .value("--window", "x,y,w,h", "A window inside the display (display coordinates, points)", check: .rect),
        .value("--layout-direction", "ltr|rtl", "Layout direction (default: ltr)",
               check: .choice(LayoutDirection.self, noun: "layout direction")),
    ]

    /// The resolved common flags.
    public struct Resolved: Sendable {
        /// The profile.
        public var profile: DeviceProfile
        /// The preset named by `--posture` (default `flat`).
        public var preset: PosturePreset
        /// The state after overrides.
        public var state: DeviceState
        /// The space the window has, laid out in `--layout-direction`.
        public var space: LayoutSpace
        /// `--layout-direction`: the space's layout direction.
        public var layoutDirection: LayoutDirection { space.layoutDirection }
    }

    /// Resolves `--device`, the state flags and `--layout-direction`.
    /// - Throws: ``CLIError`` for an unknown device or posture, an unreadable or invalid profile
    ///   file, a preset the device cannot take, or a bad angle or window.
    public static func resolve(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Resolved {
        let profile = try DeviceLoader.load(arguments.value("--device") ?? "iphone-duo", flag: "--device", context: context)
        let preset = try arguments.choice("--posture", PosturePreset.self, noun: "posture") ?? .flat
        var state: DeviceState
        do {
            state = try profile.state(for: preset)
        } catch {
            if profile.hinge == nil, arguments.value("--posture") != nil {
                throw .invalidValue(flag: "--posture", placeholder: "name", value: preset.rawValue,
                                    reason: "device '\(profile.id)' has no hinge, so it takes only an orientation; no posture",
                                    choices: profile.supportedPresets.map(\.rawValue))
            }
            throw .invalidValue(flag: "--posture", placeholder: "name", value: preset.rawValue,
                                reason: "device '\(profile.id)' cannot take the posture (\(error.reason)):",
                                choices: profile.supportedPresets.map(\.rawValue))
        }
        if let angle = try arguments.number("--hinge-angle", in: 0...360) {
            if profile.hinge == nil {
                throw .invalidValue(flag: "--hinge-angle", placeholder: "degrees", value: arguments.value("--hinge-angle")!,
                                    reason: "device '\(profile.id)' has no hinge, so it takes no hinge angle; got")
            }
            state.hingeAngle = angle
        }
        if let orientation = try arguments.choice("--orientation", Orientation.self, noun: "orientation") {
            state.orientation = orientation
        }
        state.cameraStreaming = try StateListOptions.switchState("--camera-streaming", arguments)
        state.liveActivity = try StateListOptions.switchState("--live-activity", arguments)
        state.window = try arguments.rect("--window")
        let direction = try arguments.choice("--layout-direction", LayoutDirection.self, noun: "layout direction") ?? .leftToRight
        let space: LayoutSpace
        do {
            space = try profile.resolve(state, layoutDirection: direction)
        } catch {
            switch error.field {
            case .window:
                throw .invalidValue(flag: "--window", placeholder: "x,y,w,h", value: arguments.value("--window") ?? "", reason: "\(error.message):")
            case .hingeAngle:
                throw .invalidValue(flag: "--hinge-angle", placeholder: "degrees", value: arguments.value("--hinge-angle") ?? "", reason: "\(error.message):")
            case .orientation:
                throw .invalidValue(flag: "--orientation", placeholder: "portrait|landscape", value: arguments.value("--orientation") ?? "", reason: "\(error.message):")
            case .keyboard:
                throw .invalidValue(flag: "--keyboard", placeholder: "on|off|field", value: arguments.value("--keyboard") ?? "", reason: "\(error.message):")
            }
        }
        return Resolved(profile: profile, preset: preset, state: state, space: space)
    }
}

/// Loads device profiles named on the command line: a built-in id or a JSON file.
public enum DeviceLoader {
    /// The profile `text` names.
    /// - Throws: ``CLIError`` for an unknown id (with a near miss) or an unreadable or invalid file
    ///   (with the JSON path).
    public static func load(_ text: String, flag: String, context: CommandContext) throws(CLIError) -> DeviceProfile {
        if DeviceProfile.builtInIDs.contains(text) {
            do { return try DeviceProfile.builtIn(text) } catch { throw .invalidFile(path: "built-in profile \(text)", error: error) }
        }
        let looksLikePath = text.contains("/") || text.hasSuffix(".json")
        let path = text.hasPrefix("/") ? text : context.workingDirectory + "/" + text
        if !looksLikePath && !FileManager.default.fileExists(atPath: path) {
            throw .invalidValue(flag: flag, placeholder: "id|path", value: text, reason: "unknown device",
                                suggestion: Suggestion.nearest(to: text, in: DeviceProfile.builtInIDs), choices: DeviceProfile.builtInIDs + ["a profile .json file"])
        }
        let data = try FileInput.read(text, resolvedPath: path)
        do { return try DeviceProfile.decode(data) } catch { throw .invalidFile(path: text, error: error) }
    }
}

/// Reads input files with located, one-line failures (``InputFile``), as the CLI's error.
public enum FileInput {
    /// The largest input file read, bytes (``InputFile/maximumBytes``).
    public static let maximumBytes = InputFile.maximumBytes

    /// The bytes of the file at `resolvedPath` (named `display` in messages).
    /// - Parameter expecting: what the file should be, for the message about a directory.
    /// - Throws: ``CLIError/unreadableFile(path:reason:)`` for a missing file, a directory, an
    ///   unreadable or oversize file.
    public static func read(_ display: String, resolvedPath: String, expecting: String = "a JSON file") throws(CLIError) -> Data {
        do { return try InputFile.read(display, resolvedPath: resolvedPath, expecting: expecting) } catch {
            throw .unreadableFile(path: error.path, reason: error.reason)
        }
    }
}
