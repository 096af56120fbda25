import Foundation

extension SceneNode.Length: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A length of `points` points, written as a number: `.frame(width: 40)` (SCENE.md `width`).
    public init(integerLiteral points: Int) { self = .points(CGFloat(points)) }

    /// A length of `points` points, written as a number: `.frame(height: 0.5)`.
    public init(floatLiteral points: Double) { self = .points(CGFloat(points)) }
}
