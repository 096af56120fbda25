extension HingeSpec {
    /// Returns how far the hinge is open at `angle` degrees, normalized by the hinge's thresholds:
    /// 0 below ``closedBelow`` (closed), 1 from ``flatFrom`` (flat), linear in between.
    ///
    /// **For effects only** [S1]: the live hinge angle is not for layout but drives effects — a
    /// page that curls as the book opens, a shadow in the crease. Layout reads the space's reserved
    /// regions and posture, which change only when the hinge crosses a threshold (SPEC 2.4, 3.5);
    /// no solver reads the angle, so every angle inside one posture's range lays out the same.
    /// - Returns: a value in 0 … 1; 0 for an angle that is not a number. An angle past 180 (a
    ///   hinge that folds back) is 1.
    /// - Complexity: O(1).
    public func openness(at angle: Double) -> Double {
        guard !angle.isNaN else { return 0 }
        if angle <= closedBelow { return 0 }
        if angle >= flatFrom { return 1 }
        return (angle - closedBelow) / (flatFrom - closedBelow)
    }
}
