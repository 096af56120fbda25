import Foundation

extension ArrangementRequest {
    /// Checks the request: ``bounds`` and the space's safe area (``LayoutSpace/safeAreaFrame``)
    /// finite with sizes ≥ 0 (a zero size is an empty container, not an error), the space's
    /// ``LayoutSpace/scale`` finite and ≥ 0, and the frame of every division among the space's
    /// ``LayoutSpace/regions`` (active or not) finite with a size ≥ 0. Occlusions are not read by
    /// the two-view solvers and are not checked (<doc:InvalidInput>).
    /// - Throws: the first ``ArrangementError`` found, in that order.
    /// - Complexity: O(*r*) for *r* regions; no allocation.
    public func validate() throws(ArrangementError) { try validate(safeArea: space.safeAreaFrame) }

    /// ``validate()`` given the space's safe area, read once by a solver that measures against it.
    @inline(__always)
    func validate(safeArea: CGRect) throws(ArrangementError) {
        if !bounds.isFiniteWithNonNegativeSize { throw .invalidBounds(bounds) }
        if !safeArea.isFiniteWithNonNegativeSize { throw .invalidSafeArea(safeArea) }
        if !(space.scale.isFinite && space.scale >= 0) { throw .invalidScale(space.scale) }
        // Read in place, as ContainerSplit does: no copy of a region, no reference counting.
        let regions = space.regions
        let fault = regions.withUnsafeBufferPointer { buffer -> Int? in
            for index in buffer.indices where buffer[index].kind == .division && !buffer[index].frame.isFiniteWithNonNegativeSize { return index }
            return nil
        }
        if let fault { throw .invalidRegionFrame(index: fault, regions[fault].frame) }
    }
}
