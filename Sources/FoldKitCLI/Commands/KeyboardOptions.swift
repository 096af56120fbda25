import Foundation
import FoldKit
import FoldKitScenes

/// `--keyboard` (SPEC 10.2, CLI.md "Added 2026-12-02"): `on`, `off` or a text input's id on
/// `layout`; a list of them on `storyboard` and `lint` (`off,on`, `off,search-field`); `+keyboard`
/// and `+keyboard=FIELD_ID` in `transition`'s states. It applies to scenes only: the commands
/// without a scene do not take it, and say so (``refusal(command:)``).
public enum KeyboardOptions {
    /// `layout`'s flag: one state.
    static let spec = OptionSpec.value("--keyboard", "on|off|field",
                                       "The system keyboard: on (for the scene's focus, else its first text input), off, or a text input's id (default: off)",
                                       check: ValueCheck { arguments, _ throws(CLIError) in _ = try state(arguments) })
    /// `storyboard`'s and `lint`'s flag: a list.
    static let listSpec = OptionSpec.value("--keyboard", "off,on,field",
                                           "The system keyboard: a list of off, on and text input ids (default: off)",
                                           check: ValueCheck { arguments, _ throws(CLIError) in _ = try states(arguments) })

    /// The one keyboard state of `--keyboard` (default off).
    /// - Throws: ``CLIError`` naming the flag for an empty value or a list (one state here).
    static func state(_ arguments: ParsedArguments) throws(CLIError) -> KeyboardState {
        guard let text = arguments.value("--keyboard") else { return .off }
        let states = try states(arguments)
        guard states.count == 1 else {
            throw .invalidValue(flag: "--keyboard", placeholder: "on|off|field", value: text,
                                reason: "one state only (storyboard and lint take a list), got")
        }
        return states[0]
    }

    /// The keyboard states `--keyboard` lists, in order (default `[off]`).
    /// - Throws: ``CLIError`` naming the flag for an empty or repeated item, or an item that is no
    ///   scene id (letters, digits, `-`, `_`).
    static func states(_ arguments: ParsedArguments) throws(CLIError) -> [KeyboardState] {
        guard let text = arguments.value("--keyboard") else { return [.off] }
        let placeholder = arguments.placeholder("--keyboard")
        let items = try ListValue.items(text, flag: "--keyboard", placeholder: placeholder, noun: "keyboard state", acceptsAll: false)
        for item in items where !SceneIDs.isValid(item) {
            throw .invalidValue(flag: "--keyboard", placeholder: placeholder, value: item,
                                reason: "expected on, off or a text input's id (letters, digits, '-', '_'), got")
        }
        return items.map(KeyboardState.init(text:))
    }

    /// `space` (resolved on `profile`) with `keyboard` up for `scene` (down for `off`); `source`
    /// names the scene in errors as the user gave it (`search.json`, `built-in scene mail`).
    /// - Throws: ``CLIError`` naming `flag` (`--keyboard`, or `--from`/`--to` in `transition`) for a
    ///   field the scene does not have, a node that is no text input, `on` in a scene without a text
    ///   input, or a display whose profile gives no keyboard height (with its JSON path).
    static func apply(_ keyboard: KeyboardState, to space: LayoutSpace, profile: DeviceProfile, scene: PreparedScene, source: String,
                      flag: String = "--keyboard", placeholder: String = "on|off|field", value: String? = nil) throws(CLIError) -> LayoutSpace {
        let value = value ?? keyboard.description
        do { _ = try scene.keyboardField(keyboard) } catch {
            throw .invalidValue(flag: flag, placeholder: placeholder, value: value, reason: "\(source): \(error):")
        }
        do { return space.with(keyboard: try profile.keyboard(keyboard, in: space)) } catch {
            throw .invalidValue(flag: flag, placeholder: placeholder, value: value, reason: "\(error.message):")
        }
    }

    /// Checks the keyboard states `storyboard` and `lint` list against their scenes: a field id
    /// must be a text input in every scene that has a node with that id, and in one scene at least.
    /// - Returns: the notes for stderr, one line per scene and state it has no panel for
    ///   (`note: scene 'mail' has no text input: no keyboard panel`), empty when there are none.
    /// - Throws: ``CLIError`` naming `--keyboard` and the scene's file for a field no scene has, a
    ///   node that is no text input, or keyboard states alone that no scene can show (nothing to
    ///   draw or check).
    static func check(_ keyboards: [KeyboardState], scenes: [SceneInput.Loaded]) throws(CLIError) -> String {
        var notes = ""
        var seen = Set<KeyboardState>()
        var shownAny = keyboards.contains(.off)
        for keyboard in keyboards where keyboard.isUp && seen.insert(keyboard).inserted {
            var shown = false
            var unknown: (source: String, error: KeyboardFieldError)?
            for scene in scenes {
                do {
                    _ = try scene.prepared.keyboardField(keyboard)
                    shown = true
                } catch {
                    switch error {
                    case .noTextInput:
                        notes += "note: scene '\(scene.id)' has no text input: no keyboard panel\n"
                    case .unknownField(let id, _):
                        if unknown == nil { unknown = (scene.source, error) }
                        notes += "note: scene '\(scene.id)' has no field '\(id)': no keyboard-\(id) panel\n"
                    case .notTextInput, .inRow:
                        throw .invalidValue(flag: "--keyboard", placeholder: "off,on,field", value: keyboard.description, reason: "\(scene.source): \(error):")
                    }
                }
            }
            if !shown, let (source, error) = unknown {
                let reason = scenes.count == 1 ? "\(source): \(error):" : "no scene has a text input with this id:"
                throw .invalidValue(flag: "--keyboard", placeholder: "off,on,field", value: keyboard.description, reason: reason)
            }
            shownAny = shownAny || shown
        }
        // Every state asks for the keyboard and no scene can show it: there would be nothing to
        // draw or check, which is no success.
        if !shownAny, !scenes.isEmpty {
            let reason = scenes.count == 1 ? "\(scenes[0].source): \(KeyboardFieldError.noTextInput): nothing to draw or check:"
                : "no scene has a text input (an element with role searchField or textField outside the rows): nothing to draw or check:"
            throw .invalidValue(flag: "--keyboard", placeholder: "off,on,field", value: keyboards.map(\.description).joined(separator: ","), reason: reason)
        }
        return notes
    }

    /// `layout`'s `--scrolled`: alone or `on`, or `off` (as `--camera-streaming`).
    static let scrolledSpec = OptionSpec.optionalList("--scrolled", "on|off", words: StateListOptions.switchWords,
                                                      "The content has scrolled (bars give room back): alone or on, or off (default: off)",
                                                      check: ValueCheck { arguments, name throws(CLIError) in _ = try StateListOptions.switchState(name, arguments) })

    /// The message for `flag` (`--keyboard` or `--scrolled`) on `command`, a command without a scene.
    static func refusal(_ flag: String = "--keyboard", command: String) -> CLIError {
        .usage(command: command, message: "'\(flag)' applies to scenes only (layout, storyboard, lint, transition): 'foldkit \(command)' lays out none")
    }
}
