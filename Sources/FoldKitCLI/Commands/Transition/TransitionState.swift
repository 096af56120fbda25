import Foundation
import FoldKit

/// A device state as `foldkit transition --from/--to` names it: a posture preset, then modifiers
/// (CLI.md "Added 2026-12-01"; SPEC 2.4, 10.2).
///
/// Grammar: `POSTURE ('+' MODIFIER)*` — the posture first (`closed`, `closed-landscape`, `flat`,
/// `flat-rotated`, `book`, `tabletop`), then `camera` (a front camera streams) and
/// `live-activity` (a Live Activity shows) and `keyboard` or `keyboard=FIELD_ID` (the system
/// keyboard up, SPEC 10.2) in any order, each at most once, no spaces: `flat`, `book+camera`,
/// `closed+live-activity+camera`, `book+keyboard=search-field`.
struct TransitionState: Sendable, Hashable {
    /// The modifiers a state may carry; raw values are the spellings after `+`.
    enum Modifier: String, Sendable, Hashable, CaseIterable {
        /// A front camera streams (activates `cameraStreaming` regions).
        case camera
        /// A Live Activity shows (regions take their `liveActivityFrame`).
        case liveActivity = "live-activity"
        /// The content has scrolled: bars give room back (SPEC 10.2).
        case scrolled
    }

    /// The posture preset.
    var preset: PosturePreset
    /// The modifiers given.
    var modifiers: Set<Modifier>
    /// The keyboard: `+keyboard` is on, `+keyboard=FIELD_ID` a field (SPEC 10.2).
    var keyboard: KeyboardState = .off

    /// The state as written canonically: the posture, then the modifiers in declaration order,
    /// then the keyboard (`closed+camera+live-activity+keyboard=search-field`).
    var name: String {
        var words = [preset.rawValue] + Modifier.allCases.filter(modifiers.contains).map(\.rawValue)
        switch keyboard {
        case .off: break
        case .on: words.append("keyboard")
        case .field(let id): words.append("keyboard=" + id)
        }
        return words.joined(separator: "+")
    }

    /// The spellings after `+`, for messages.
    static var modifierNames: [String] { Modifier.allCases.map(\.rawValue) + ["keyboard", "keyboard=FIELD_ID"] }

    /// Parses `text`, the value of `flag`.
    /// - Throws: ``CLIError/invalidValue(flag:placeholder:value:reason:suggestion:choices:)`` for an
    ///   empty state, a missing or unknown posture (with a near miss), a modifier before the
    ///   posture, an empty, unknown (with a near miss) or repeated modifier.
    init(parsing text: String, flag: String) throws(CLIError) {
        func fail(_ reason: String, suggestion: String? = nil, choices: [String] = []) -> CLIError {
            .invalidValue(flag: flag, placeholder: "state", value: text, reason: reason, suggestion: suggestion, choices: choices)
        }
        let postures = PosturePreset.allCases.map(\.rawValue)
        let names = Self.modifierNames
        guard !text.isEmpty else {
            throw fail("expected a posture with optional modifiers (book, book+camera, closed+live-activity), got")
        }
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard !parts[0].isEmpty else { throw fail("missing the posture before the modifiers in", choices: postures) }
        guard let preset = PosturePreset(rawValue: parts[0]) else {
            if Modifier(rawValue: parts[0]) != nil {
                throw fail("the posture comes first, then the modifiers (book+camera); got", choices: postures)
            }
            let reason = parts.count == 1 ? "unknown posture" : "unknown posture '\(CLIError.excerpt(parts[0]))' in"
            throw fail(reason, suggestion: Suggestion.nearest(to: parts[0], in: postures), choices: postures)
        }
        var modifiers: Set<Modifier> = []
        var keyboard = KeyboardState.off
        for part in parts.dropFirst() {
            guard !part.isEmpty else { throw fail("empty modifier after '+' in", choices: names) }
            if part == "keyboard" || part.hasPrefix("keyboard=") {
                guard keyboard == .off else { throw fail("modifier 'keyboard' given more than once in") }
                let field = part.dropFirst("keyboard".count).dropFirst()
                if part == "keyboard" {
                    keyboard = .on
                } else if field.isEmpty || field == "on" || field == "off"
                            || !field.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }) {
                    throw fail("expected a text input's id after 'keyboard=' (letters, digits, '-', '_') in")
                } else {
                    keyboard = .field(String(field))
                }
                continue
            }
            guard let modifier = Modifier(rawValue: part) else {
                throw fail("unknown modifier '\(CLIError.excerpt(part))' in", suggestion: Suggestion.nearest(to: part, in: names), choices: names)
            }
            guard modifiers.insert(modifier).inserted else { throw fail("modifier '\(part)' given more than once in") }
        }
        self.preset = preset
        self.modifiers = modifiers
        self.keyboard = keyboard
    }

    /// The check of `--from` and `--to`: the state parses (``init(parsing:flag:)``).
    static let check = ValueCheck { arguments, name throws(CLIError) in
        if let text = arguments.value(name) { _ = try TransitionState(parsing: text, flag: name) }
    }

    /// The device state on `profile`, with `window` (display coordinates; nil for the whole
    /// display).
    /// - Throws: ``CLIError`` naming `flag` when the device cannot take the posture.
    func deviceState(on profile: DeviceProfile, window: CGRect?, flag: String) throws(CLIError) -> DeviceState {
        let state: DeviceState
        do {
            state = try profile.state(for: preset)
        } catch {
            throw .invalidValue(flag: flag, placeholder: "state", value: name,
                                reason: "device '\(profile.id)' cannot take the posture '\(preset.rawValue)' (\(error.reason)):",
                                choices: profile.supportedPresets.map(\.rawValue))
        }
        return StateModifiers(cameraStreaming: modifiers.contains(.camera), liveActivity: modifiers.contains(.liveActivity), window: window)
            .applied(to: state)
    }
}
