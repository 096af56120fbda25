import Foundation

/// Why ``ListRowSolver`` refused a request: a ``PlacementError`` naming the field (`row`,
/// `controls[2]`, `spacing`, `regions[0].frame`), its value and what it must be. List rows place
/// controls, so they share the placement solvers' error (<doc:InvalidInput>).
public typealias ListRowError = PlacementError
