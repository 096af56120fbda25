import Foundation

/// A two-view arrangement kept up to date, in the role UIKit's `UIArrangementViewController` plays,
/// without UIKit: it holds a style and a layout space, and answers where each view is (SPEC 4,
/// 10.1) [S1][S4].
///
/// Every update solves with the style's own solver (``ArrangementStyle/solve(_:)``) and returns
/// an ``ArrangementTransition``: the two views before and after, and whether the change animates.
/// ``updateArrangement(_:animated:)-(ArrangementStyle,_)`` is an app update, animated only when asked (`animated`
/// defaults to false, S1); ``update(space:changesDeviceState:)`` is a device state change — folding, rotating, a
/// camera — and animates whenever the space changed (SPEC 10.1).
///
/// Frames are **window coordinates**, points, physical: the primary of a split leads (the left
/// pane in LTR, the right one in RTL, from the space's ``LayoutSpace/layoutDirection``) but its
/// frame's x is always measured from the window's left edge. The container is ``bounds``, or the
/// space's safe area when it is nil.
///
/// ```swift
/// var arrangementController = try ArrangementController(space: bookSpace)
/// var split = SplitArrangement.split
/// split.setViewProperties(primary, for: .primary)
/// let transition = try arrangementController.updateArrangement(split, animated: true)
/// let zIndex = arrangementController.state(for: .primary).zIndex
/// ```
///
/// A value type: copy it freely; an update that throws leaves it unchanged.
public struct ArrangementController: Sendable, Hashable {
    /// The style and its settings in effect.
    public private(set) var style: ArrangementStyle
    /// The window's space the arrangement is laid out in.
    public private(set) var space: LayoutSpace
    /// The container, window coordinates, points; nil for the space's safe area
    /// (``LayoutSpace/safeAreaFrame``), followed through every new space.
    public private(set) var bounds: CGRect?
    /// The current arrangement.
    public private(set) var result: ArrangementResult

    /// Creates a controller and lays the two views out at once.
    /// - Parameters:
    ///   - style: the style; default the split (``SplitArrangement/split``), as the seeds' default.
    ///   - space: the window's space.
    ///   - bounds: the container in window coordinates; nil (the default) for the safe area.
    /// - Throws: ``ArrangementError`` for an invalid style or container (the solver's validation).
    public init(style: ArrangementStyle = .split(.split), space: LayoutSpace, bounds: CGRect? = nil) throws(ArrangementError) {
        self.style = style
        self.space = space
        self.bounds = bounds
        self.result = try style.solve(ArrangementRequest(space: space, bounds: bounds ?? space.safeAreaFrame))
    }

    /// Where the view in `slot` is now (UIKit's `state(for:)`, S4): whether it is shown, its frame
    /// (window coordinates, points; nil when hidden) and its ``ArrangedView/zIndex`` — 1 for an
    /// overlay's primary stacked over the secondary, else 0 (SPEC 4.2). A dependent view reads the
    /// z-index to adapt: Up Next collapsed at 1, expanded at 0.
    public func state(for slot: ArrangementSlot) -> ArrangedView { result[slot] }

    /// Replaces the style and lays the views out again (UIKit's `updateArrangement(_:animated:)`, S1).
    /// - Parameters:
    ///   - style: the new style and settings.
    ///   - animated: whether the app wants the change animated; default false (S1, SPEC 10.1).
    /// - Returns: the transition, cause ``TransitionCause/appUpdate(animated:)`` with `animated`.
    /// - Throws: ``ArrangementError`` for an invalid setting; the controller is then unchanged.
    @discardableResult
    public mutating func updateArrangement(_ style: ArrangementStyle, animated: Bool = false) throws(ArrangementError) -> ArrangementTransition {
        let after = try style.solve(request(in: space))
        let transition = ArrangementTransition(before: result, after: after, cause: .appUpdate(animated: animated))
        self.style = style
        result = after
        return transition
    }

    /// Replaces the style with a split style (``updateArrangement(_:animated:)-(ArrangementStyle,_)`` with
    /// ``ArrangementStyle/split(_:)``); `animated` defaults to false (S1).
    /// - Throws: ``ArrangementError`` for an invalid setting; the controller is then unchanged.
    @discardableResult
    public mutating func updateArrangement(_ split: SplitArrangement, animated: Bool = false) throws(ArrangementError) -> ArrangementTransition {
        try updateArrangement(.split(split), animated: animated)
    }

    /// Replaces the style with an overlay style (``updateArrangement(_:animated:)-(ArrangementStyle,_)`` with
    /// ``ArrangementStyle/overlay(_:)``); `animated` defaults to false (S1).
    /// - Throws: ``ArrangementError`` for an invalid setting; the controller is then unchanged.
    @discardableResult
    public mutating func updateArrangement(_ overlay: OverlayArrangement, animated: Bool = false) throws(ArrangementError) -> ArrangementTransition {
        try updateArrangement(.overlay(overlay), animated: animated)
    }

    /// Lays the views out in a new space: the device folded, unfolded or rotated, a camera switched
    /// on, the window moved (SPEC 10.1).
    /// - Parameters:
    ///   - newSpace: the window's space now.
    ///   - changesDeviceState: whether the device state changed. A state change animates even when
    ///     it reaches nothing in this window (SPEC 10.1: the Live Activity appearing on the other
    ///     display, a camera outside the window switched on), so an app that knows the state changed
    ///     says so; nil (the default) takes a change of the space for one.
    /// - Returns: the transition with the space's changes (``SpaceTransition/solve(_:)``); cause
    ///   ``TransitionCause/deviceStateChange``, always animated, when the device state changed,
    ///   else an unanimated ``TransitionCause/appUpdate(animated:)``.
    /// - Throws: ``ArrangementError`` when the new space makes the request invalid; the controller
    ///   is then unchanged.
    @discardableResult
    public mutating func update(space newSpace: LayoutSpace, changesDeviceState: Bool? = nil) throws(ArrangementError) -> ArrangementTransition {
        let after = try style.solve(request(in: newSpace))
        let change = SpaceTransition.solve(SpaceTransitionRequest(before: space, after: newSpace, changesDeviceState: changesDeviceState))
        let transition = ArrangementTransition(before: result, after: after, cause: change.cause, space: change)
        space = newSpace
        result = after
        return transition
    }

    /// The request for the container in `space`.
    private func request(in space: LayoutSpace) -> ArrangementRequest {
        ArrangementRequest(space: space, bounds: bounds ?? space.safeAreaFrame)
    }
}
