import Foundation

extension ArrangementRequest {
    /// Checks the request: ``bounds`` and ``safeArea`` finite with sizes ≥ 0 (a zero size is an
    /// empty container, not an error), ``scale`` finite and ≥ 0, and the frame of every division
    /// among ``regions`` (active or not) finite with a size ≥ 0. Occlusions are not read by the
    /// two-view solvers and are not checked (<doc:InvalidInput>).
    /// - Throws: the first ``ArrangementError`` found, in that order.
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    public func validate() throws(ArrangementError) {
        if !bounds.isFiniteWithNonNegativeSize { throw .invalidBounds(bounds) }
        if let safeArea, !safeArea.isFiniteWithNonNegativeSize { throw .invalidSafeArea(safeArea) }
        if !(scale.isFinite && scale >= 0) { throw .invalidScale(scale) }
        // Read in place, as ContainerSplit does: no copy of a region, no reference counting.
        let fault = regions.withUnsafeBufferPointer { buffer -> Int? in
            for index in buffer.indices where buffer[index].kind == .division && !buffer[index].frame.isFiniteWithNonNegativeSize { return index }
            return nil
        }
        if let fault { throw .invalidRegionFrame(index: fault, regions[fault].frame) }
    }
}
