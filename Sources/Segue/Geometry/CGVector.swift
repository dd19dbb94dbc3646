import Foundation

/// A two-dimensional vector, as Core Graphics has it (Foundation on Linux lacks it).
///
/// UIKit uses it for velocities: `UISpringTimingParameters(dampingRatio:initialVelocity:)`
/// takes one whose components are fractions of the animated distance per second.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector (0, 0).
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
