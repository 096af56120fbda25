import Foundation
import FoldKit

/// Invariant checkers for displacement results: each returns violations naming the parts and
/// their values, empty when the result keeps SPEC 5's contract (STYLE 7).
public enum DisplacementInvariants {
    /// Violations of one element's result against its request.
    ///
    /// - Not displaced ⇔ the frame is the request's, exactly; scrolling content is never displaced.
    /// - An element that intersects no active region stays (SPEC 5.2), except where its purpose
    ///   names the region in tabletop: then it lies in that region (interactive: the bottom one;
    ///   far-viewing and transient: the top one) unless `noRoom`. An element that anticipates the
    ///   fold counts inactive divisions as active.
    /// - Unless `noRoom`: clear of every active region; a displaced frame inside its region, and
    ///   the region inside the container.
    /// - The size never grows; `fits` keeps it; the distance is the centres' distance.
    public static func violations(_ result: DisplacementResult, for request: DisplacementRequest, name: String = "element") -> [String] {
        var found = common(result, original: request.frame, purpose: request.purpose, container: request.resolvedContainer,
                           space: request.space, name: name)
        let regions = request.anticipatesFold ? request.space.regions.anticipatingFold : request.space.regions
        let touches = regions.contains { $0.isActive && RegionOverlap.intersects($0.frame, request.frame) }
        if let named = namedRegions(request.purpose, container: request.resolvedContainer, regions: regions) {
            if result.fit != .noRoom && !named.contains(where: { $0.containsRect(result.frame, tolerance: RegionOverlap.tolerance) }) {
                found.append("\(name) of purpose \(request.purpose.rawValue) ended at \(Format.rect(result.frame)), outside the regions its purpose names \(named.map(Format.rect).joined(separator: ", "))")
            }
        } else if !touches && result.frame != request.frame {
            found.append("\(name) intersects no active region but moved from \(Format.rect(request.frame)) to \(Format.rect(result.frame))")
        }
        return found
    }

    /// Violations of a group's result: one result per member (nothing dropped), each member keeping
    /// the element contract; a group none of whose members intersects an active region stays,
    /// unless its purpose names the region in tabletop.
    public static func violations(_ result: DisplacementGroupResult, for request: DisplacementGroupRequest) -> [String] {
        guard result.members.count == request.frames.count else {
            return ["group of \(request.frames.count) members placed \(result.members.count)"]
        }
        var found: [String] = []
        for (i, member) in result.members.enumerated() {
            found += common(member, original: request.frames[i], purpose: request.purpose, container: request.resolvedContainer,
                            space: request.space, name: "member \(i)")
        }
        let regions = request.anticipatesFold ? request.space.regions.anticipatingFold : request.space.regions
        let touches = request.frames.contains { frame in regions.contains { $0.isActive && RegionOverlap.intersects($0.frame, frame) } }
        let named = namedRegions(request.purpose, container: request.resolvedContainer, regions: regions) != nil
        if !touches, !named, result.members.contains(where: \.isDisplaced) {
            found.append("group intersects no active region but a member moved")
        }
        return found
    }

    /// The regions `purpose` names whatever the element touches (SPEC 5.2's tabletop exception):
    /// in a stacked split of `container`, the bottom region for interactive content and the top
    /// one for far-viewing and transient content — with more than two regions, any but the top
    /// one, or any but the bottom one; nil otherwise.
    static func namedRegions(_ purpose: DisplacementPurpose, container: CGRect, regions: [ReservedRegion]) -> [CGRect]? {
        let usable = UsableRegions(container: container, regions: regions, trimmingSlivers: true)
        guard usable.axis == .vertical, usable.regions.count > 1 else { return nil }
        switch purpose {
        case .interactive: return Array(usable.regions.dropFirst())
        case .farViewing, .transient: return Array(usable.regions.dropLast())
        case .contextual, .scrolling: return nil
        }
    }

    static func common(_ result: DisplacementResult, original: CGRect, purpose: DisplacementPurpose, container: CGRect,
                       space: LayoutSpace, name: String) -> [String] {
        var found: [String] = []
        let frame = result.frame
        guard frame.isFiniteRect, frame.width > 0, frame.height > 0 else {
            return ["\(name) frame \(Format.rect(frame)) is not a finite rect of positive size"]
        }
        if result.isDisplaced != (frame != original) {
            found.append("\(name) isDisplaced \(result.isDisplaced) but frame \(Format.rect(frame)) vs request \(Format.rect(original))")
        }
        if purpose == .scrolling && result.isDisplaced {
            found.append("\(name) is scrolling content but was displaced to \(Format.rect(frame))")
        }
        if frame.width > original.width + RegionOverlap.tolerance || frame.height > original.height + RegionOverlap.tolerance {
            found.append("\(name) grew from \(Format.size(original.size)) to \(Format.size(frame.size))")
        }
        if result.fit == .fits && result.isDisplaced && frame.size != original.size {
            found.append("\(name) fit 'fits' but its size changed from \(Format.size(original.size)) to \(Format.size(frame.size))")
        }
        let distance = hypot(frame.midX - original.midX, frame.midY - original.midY)
        if abs(result.distance - distance) > 1e-6 {
            found.append("\(name) distance \(Format.number(result.distance)) but its centre moved \(Format.number(distance))")
        }
        guard result.fit.isClear, purpose != .scrolling else { return found }
        found += RegionOverlap.violations(frame, named: name, in: space)
        guard result.isDisplaced else { return found }
        guard let region = result.region else { return found + ["\(name) was displaced but names no region"] }
        found += RegionOverlap.outside(frame, named: name, container: region, containerName: "region")
        found += RegionOverlap.outside(region, named: "\(name)'s region", container: container, containerName: "container")
        return found
    }
}
