import Foundation
import Testing
import FoldKit
import _FoldKitTestSupport

/// Seeded property tests of both arrangement styles: random containers (non-zero origins),
/// random divisions, both directions (SPEC 1, 4.1, 4.2). Replay a failure with `FOLDKIT_SEED`.
@Suite("Arrangement properties")
struct ArrangementPropertyTests {
    static let iterations = 400

    static func randomSplit(_ rng: inout SeededGenerator) -> SplitArrangement {
        var style = SplitArrangement()
        style.axes = [ArrangementAxes.both, .horizontal, .vertical].randomElement(using: &rng)!
        style.ratio = Bool.random(using: &rng) ? nil : CGFloat.random(in: 0.05...0.95, using: &rng)
        style.spacing = Int.random(in: 0...2, using: &rng) == 0 ? CGFloat(Int.random(in: 1...80, using: &rng)) : 0
        style.isSecondaryVisible = Int.random(in: 0...3, using: &rng) > 0
        if Bool.random(using: &rng) {
            style.primary.width = DimensionRange(minimum: .absolute(CGFloat.random(in: 0...400, using: &rng)),
                                                 maximum: Bool.random(using: &rng) ? nil : .fractional(CGFloat.random(in: 0.2...1, using: &rng)))
            style.secondary.height = DimensionRange(preferred: .fractional(CGFloat.random(in: 0...1, using: &rng)))
            style.secondary.layoutPriority = Double(Int.random(in: -1...1, using: &rng))
        }
        return style
    }

    static func randomOverlay(_ rng: inout SeededGenerator) -> OverlayArrangement {
        var style = OverlayArrangement(edge: ArrangementEdge.allCases.randomElement(using: &rng)!)
        style.spacing = Bool.random(using: &rng) ? CGFloat(Int.random(in: 1...80, using: &rng)) : 0
        style.isSecondaryVisible = Int.random(in: 0...3, using: &rng) > 0
        if Bool.random(using: &rng) {
            style.primary.idealSize = CGSize(width: CGFloat.random(in: 0...1600, using: &rng), height: CGFloat.random(in: 0...1600, using: &rng))
        }
        return style
    }

    @Test("frames inside the container, off active divisions, no overlap, no seam, hidden ⇒ no frame; RTL mirrors LTR")
    func invariants() throws {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xF01D_0004)
        for iteration in 0..<Self.iterations {
            let space = RandomLayoutSpace(using: &rng)
            let overlay = Bool.random(using: &rng)
            let split = Self.randomSplit(&rng), over = Self.randomOverlay(&rng)
            let spacing = overlay ? over.spacing : split.spacing
            func solve(_ request: ArrangementRequest) throws -> ArrangementResult { overlay ? try over.solve(request) : try split.solve(request) }
            let label = "#\(iteration) seed \(rng.seed) \(overlay ? "overlay " + describe(over) : "split " + describe(split)); \(space)"
            let ltrRequest = space.request(.leftToRight)
            let ltr = try solve(ltrRequest)
            #expect(arrangementViolations(ltr, in: ltrRequest, spacing: spacing) == [], "\(label)")
            let rtlRequest = space.mirroredRequest()
            let rtl = try solve(rtlRequest)
            #expect(arrangementViolations(rtl, in: rtlRequest, spacing: spacing) == [], "RTL \(label)")
            let tolerance = (space.scale > 0 ? 1 / space.scale : 0) + 1e-6
            #expect(rtl.mode == ltr.mode && rtl.axis == ltr.axis && rtl.reason == ltr.reason, "\(label)")
            for slot in ArrangementSlot.allCases {
                #expect(rtl[slot].zIndex == ltr[slot].zIndex && rtl[slot].isVisible == ltr[slot].isVisible, "\(label)")
                let mirrored = ltr[slot].frame.map { $0.mirrored(in: space.bounds) }
                #expect(nearlyEqual(rtl[slot].frame, mirrored, tolerance: tolerance),
                        "\(slot.rawValue) RTL \(rtl[slot].frame.map(Format.rect) ?? "nil") ≠ mirrored LTR \(mirrored.map(Format.rect) ?? "nil"); \(label)")
            }
        }
    }

    @Test("ContainerSplit agrees with UsableRegions: the same usable area, the driving division's two regions")
    func containerSplitAgreesWithUsableRegions() {
        var rng = SeededGenerator.fromEnvironment(fallback: 0xF01D_0005)
        for iteration in 0..<Self.iterations {
            let space = RandomLayoutSpace(using: &rng)
            let fast = ContainerSplit(container: space.bounds, regions: space.regions)
            // The reference cuts off a strip too narrow to be useful beside a division as the split does.
            let reference = UsableRegions(container: space.bounds, regions: space.regions, trimmingSlivers: true)
            let label = "#\(iteration) seed \(rng.seed); \(space)"
            let clipped = UsableRegions.usablePart(of: space.bounds, regions: space.regions)
            #expect(fast.cutSliver == (UsableRegions.usablePart(of: space.bounds, regions: space.regions, trimmingSlivers: true) != clipped), "\(label)")
            #expect(fast.usable == reference.usable, "\(label)")
            #expect(fast.axis == reference.axis, "\(label)")
            if fast.axis != nil {
                #expect(reference.regions.contains(fast.before) && reference.regions.contains(fast.after), "\(label)")
                let axis = fast.axis ?? .horizontal
                #expect(fast.before.maximum(along: axis) <= fast.after.minimum(along: axis) + 1e-9 * fast.after.maximum(along: axis), "\(label)")
            } else {
                #expect(fast.before == fast.usable && fast.after == fast.usable, "\(label)")
            }
        }
    }
}

/// The split style in one line, for failure messages.
func describe(_ style: SplitArrangement) -> String {
    "axes \(style.axes.rawValue) ratio \(style.ratio.map(Format.number) ?? "nil") spacing \(Format.number(style.spacing)) "
        + "secondary \(style.isSecondaryVisible) primary.width \(style.primary.width) secondary.height \(style.secondary.height) "
        + "priority \(style.secondary.layoutPriority)"
}

/// The overlay style in one line, for failure messages.
func describe(_ style: OverlayArrangement) -> String {
    "edge \(style.edge.rawValue) spacing \(Format.number(style.spacing)) secondary \(style.isSecondaryVisible) "
        + "ideal \(style.primary.idealSize.map(Format.size) ?? "nil")"
}
