import Foundation
import FoldKit

/// The style of an ``ArrangementView``: split or overlay, with the split's axes or the overlay's
/// edge (SCENE.md `arrangement`'s `style`, `axes`, `edge`; SPEC 4.1–4.2; the seeds' SwiftUI
/// `arrangementViewStyle(_:)` values [S1][S4]).
///
/// Example (the voice-notes app, S4): `.arrangementViewStyle(.split(axes: .horizontal))`, or as
/// the seed reads, `.arrangementViewStyle(.split.axes(.horizontal))`.
public struct ArrangementViewStyle: Sendable, Hashable {
    /// Split or overlay (`style`).
    public var style: SceneNode.Arrangement.Style
    /// The axes a split may use (`axes`); nil leaves the arrangement's (both by default).
    public var axes: ArrangementAxes?
    /// The edge the overlay's primary is anchored to (`edge`); nil leaves the arrangement's.
    public var edge: ArrangementEdge?

    /// The split style on either axis: the space divided between the two views (SPEC 4.1).
    public static let split = ArrangementViewStyle(style: .split)

    /// The overlay style: the primary over the secondary, one region each at a fold (SPEC 4.2).
    public static let overlay = ArrangementViewStyle(style: .overlay)

    /// The split style limited to `axes` (`"axes": ["horizontal"]` for `.horizontal`).
    public static func split(axes: ArrangementAxes) -> ArrangementViewStyle { ArrangementViewStyle(style: .split, axes: axes) }

    /// The overlay style with the primary anchored to `edge` (leading and trailing follow the
    /// layout direction).
    public static func overlay(edge: ArrangementEdge) -> ArrangementViewStyle { ArrangementViewStyle(style: .overlay, edge: edge) }

    /// This style limited to `axes`: the seed's `.split.axes(.horizontal)`.
    public func axes(_ axes: ArrangementAxes) -> ArrangementViewStyle {
        var copy = self
        copy.axes = axes
        return copy
    }

    /// `axes` as the scene file's array: horizontal first.
    static func axisList(_ axes: ArrangementAxes) -> [Axis] { Axis.allCases.filter { axes.allows($0) } }
}
