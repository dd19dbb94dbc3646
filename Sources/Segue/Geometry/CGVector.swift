import Foundation

/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux lacks it).
///
/// UIKit uses it for velocities: `UISpringTimingParameters(dampingRatio:initialVelocity:)`
/// takes one whose components are fractions of the animated distance per second.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { dx = 0; dy = 0 }
    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector with the given components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector with the given components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector (0, 0).
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
