import Foundation
import FoldKit

/// The state modifiers of a storyboard's panels as the HTML page names and filters them: which
/// vary across the panels, and each panel's value of each (SPEC 10.2).
///
/// A panel's state is named by the modifiers that vary in the plan and those that differ from the
/// standard state (`rtl · camera on`); each varying modifier gets a row of filter buttons, and each
/// panel carries its values as `data-direction`, `data-camera`, `data-live`, `data-keyboard`,
/// `data-scrolled` and `data-window`.
public struct StateDimensions: Sendable {
    /// One modifier.
    enum Dimension: String, CaseIterable, Sendable {
        /// `ltr` / `rtl`.
        case direction
        /// The camera streaming: `off` / `on`.
        case camera
        /// The Live Activity: `off` / `on`.
        case live
        /// The keyboard: `off`, `on` or a field id (SPEC 10.2).
        case keyboard
        /// Scrolled: `off` / `on`.
        case scrolled
        /// `full` (the whole display) or the window's `x,y,w,h`.
        case window

        /// The filter row's title.
        var title: String {
            switch self {
            case .direction: return "Direction"
            case .camera: return "Camera"
            case .live: return "Live Activity"
            case .keyboard: return "Keyboard"
            case .scrolled: return "Scrolled"
            case .window: return "Window"
            }
        }
    }

    /// Each modifier's values in the plan, in first-appearance order.
    private(set) var values: [Dimension: [String]] = [:]

    /// The dimensions of `states`: every panel's state, in plan order (each modifier's values are
    /// kept in first-appearance order). Computed once for a page.
    /// - Complexity: O(*s*·*v*) for *s* states and *v* values a modifier takes.
    public init(_ states: [StateModifiers]) {
        for state in states {
            for dimension in Dimension.allCases {
                let value = Self.value(state, dimension)
                if !(values[dimension] ?? []).contains(value) { values[dimension, default: []].append(value) }
            }
        }
    }

    /// The modifiers with more than one value, in ``Dimension`` order.
    var varying: [Dimension] { Dimension.allCases.filter { (values[$0]?.count ?? 0) > 1 } }

    /// `state`'s value of `dimension`, as the page writes it.
    static func value(_ state: StateModifiers, _ dimension: Dimension) -> String {
        switch dimension {
        case .direction: return state.layoutDirection.rawValue
        case .camera: return state.cameraStreaming ? "on" : "off"
        case .live: return state.liveActivity ? "on" : "off"
        case .keyboard: return state.keyboard.description
        case .scrolled: return state.scrolled ? "on" : "off"
        case .window: return state.window.map(StateModifiers.text(of:)) ?? "full"
        }
    }

    /// `value` of `dimension` for people: `rtl`, `camera on`, `Live Activity off`, `whole display`,
    /// `window 0,0,470,669`.
    static func words(_ dimension: Dimension, _ value: String) -> String {
        switch dimension {
        case .direction: return value
        case .camera: return "camera " + value
        case .live: return "Live Activity " + value
        case .keyboard: return value == "on" || value == "off" ? "keyboard " + value : "keyboard for " + value
        case .scrolled: return "scrolled " + value
        case .window: return value == "full" ? "whole display" : "window " + value
        }
    }

    /// `state` named by the modifiers that vary or differ from the standard state, joined by
    /// ` · `; nil when there is nothing to say (one state, the standard one).
    func label(_ state: StateModifiers) -> String? {
        let parts = Dimension.allCases.compactMap { dimension -> String? in
            let value = Self.value(state, dimension)
            let varies = (values[dimension]?.count ?? 0) > 1
            return varies || value != Self.value(.standard, dimension) ? Self.words(dimension, value) : nil
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Appends ` data-direction="ltr" data-camera="off" data-live="off" data-keyboard="off" data-scrolled="off" data-window="full"`.
    func attributes(_ state: StateModifiers, to out: inout String) {
        for dimension in Dimension.allCases {
            out += " data-\(dimension.rawValue)=\""
            XMLEscape.append(Self.value(state, dimension), to: &out)
            out += "\""
        }
    }
}
