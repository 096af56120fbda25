import Foundation
import FoldKit

/// The result of `foldkit place` in CLI.md's JSON shape `{"frame","region","displaced",
/// "arrowDirection"}`, followed by the added fields `kind`, `purpose`, `fits`, `fit`, `reason`,
/// `distance` (window coordinates, points), `device`, `preset` and `posture`.
struct PlaceReport: Encodable {
    var frame: JSONRect
    @NullWhenAbsent var region: JSONRect?
    var displaced: Bool
    @NullWhenAbsent var arrowDirection: String?
    var kind: String
    @NullWhenAbsent var purpose: String?
    /// Whether the placement keeps the contract (inside its region, clear of active regions).
    var fits: Bool
    var fit: String
    var reason: String
    /// How far the centre moved from the undisplaced frame (elements) or from where it would be
    /// without reserved regions (presentations), points.
    var distance: Double
    /// The device id.
    var device = ""
    /// The preset asked for (`--posture`).
    var preset = ""
    /// The posture derived from the window's space.
    var posture = ""

    init(element result: DisplacementResult, purpose: DisplacementPurpose) {
        frame = JSONRect(result.frame)
        region = result.region.map(JSONRect.init)
        displaced = result.isDisplaced
        arrowDirection = nil
        kind = "element"
        self.purpose = purpose.rawValue
        fits = result.fit.isClear
        fit = result.fit.rawValue
        reason = result.reason.rawValue
        distance = Double(result.distance)
    }

    init(presentation placement: PresentationResult, kind: PresentationKind) {
        frame = JSONRect(placement.frame)
        region = JSONRect(placement.region)
        displaced = placement.isDisplaced
        arrowDirection = placement.arrowDirection?.rawValue
        self.kind = kind.rawValue
        purpose = nil
        fits = placement.fit.isClear
        fit = placement.fit.rawValue
        reason = placement.reason.rawValue
        distance = Double(placement.distance)
    }

    /// The human-readable form.
    func text(headline: String) -> String {
        var out = "\(purpose.map { "\($0) element" } ?? kind) on \(headline)\n"
        out += "  frame      \(Self.rect(frame))\n"
        out += "  region     \(region.map(Self.rect) ?? "none")\n"
        out += "  displaced  \(displaced ? "yes" : "no") (\(reason))"
        out += ", moved \(Format.output(distance)) pt\n"
        if let arrowDirection { out += "  arrow      \(arrowDirection)\n" }
        out += "  fit        \(fit)\(fits ? "" : ": no position clear of the reserved regions; best effort")\n"
        return out
    }

    static func rect(_ r: JSONRect) -> String {
        TextTable.frame(r.rect)
    }
}
