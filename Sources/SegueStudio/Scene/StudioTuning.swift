import Foundation
import Segue

/// The parameters of a scene's animator that the tuning panel adjusts live: the
/// scene reads them at the start of each transition, so a change takes effect on
/// the next one. A scene lists in `parameters` the ones its animator uses (the
/// panel shows only those) and gives their starting values — the seed's own.
///
/// Values set outside `range(of:)` are clamped to it; a value that is not finite
/// keeps the old one.
@MainActor
public final class StudioTuning {
    /// One adjustable parameter.
    public enum Parameter: String, CaseIterable {
        /// The animator's `transitionDuration(using:)`, seconds.
        case duration
        /// The spring's damping ratio (1 is critical damping: no overshoot).
        case dampingRatio
        /// The spring's initial velocity, in the animated distance per second
        /// (UIKit's `initialSpringVelocity`).
        case initialVelocity
        /// The timing curve of a non-spring animation.
        case curve
        /// The interaction controller's `completionSpeed`.
        case completionSpeed

        /// The label the panel shows.
        public var title: String {
            switch self {
            case .duration: "Duration"
            case .dampingRatio: "Damping ratio"
            case .initialVelocity: "Initial velocity"
            case .curve: "Curve"
            case .completionSpeed: "Completion speed"
            }
        }
    }

    /// The ranges the panel's sliders cover.
    public static func range(of parameter: Parameter) -> ClosedRange<Double> {
        switch parameter {
        case .duration: 0.05...5
        case .dampingRatio: 0.05...1
        case .initialVelocity: 0...20
        case .curve: 0...Double(curves.count - 1)
        case .completionSpeed: 0.1...4
        }
    }

    /// The curves the panel offers, in its order.
    public static let curves: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]

    /// The parameters the scene's animator reads, in the panel's order.
    public let parameters: [Parameter]

    /// Seconds (`transitionDuration(using:)`).
    public var duration: TimeInterval { didSet { duration = Self.clamp(duration, old: oldValue, .duration) } }
    /// The spring's damping ratio.
    public var dampingRatio: CGFloat { didSet { dampingRatio = CGFloat(Self.clamp(Double(dampingRatio), old: Double(oldValue), .dampingRatio)) } }
    /// The spring's initial velocity.
    public var initialVelocity: CGFloat { didSet { initialVelocity = CGFloat(Self.clamp(Double(initialVelocity), old: Double(oldValue), .initialVelocity)) } }
    /// The timing curve.
    public var curve: UIView.AnimationCurve
    /// The interaction controller's completion speed.
    public var completionSpeed: CGFloat { didSet { completionSpeed = CGFloat(Self.clamp(Double(completionSpeed), old: Double(oldValue), .completionSpeed)) } }

    private var observers: [() -> Void] = []

    /// Calls `handler` after every change made through `set(_:to:)` (the scene
    /// applies the values; the panel refreshes its labels).
    public func addObserver(_ handler: @escaping () -> Void) {
        observers.append(handler)
    }

    /// A tuning with the scene's parameters and the seed's values.
    public init(parameters: [Parameter], duration: TimeInterval = 0.5, dampingRatio: CGFloat = 1, initialVelocity: CGFloat = 0,
         curve: UIView.AnimationCurve = .easeInOut, completionSpeed: CGFloat = 1) {
        self.parameters = parameters
        self.duration = Self.clamp(duration, old: 0.5, .duration)
        self.dampingRatio = CGFloat(Self.clamp(Double(dampingRatio), old: 1, .dampingRatio))
        self.initialVelocity = CGFloat(Self.clamp(Double(initialVelocity), old: 0, .initialVelocity))
        self.curve = curve
        self.completionSpeed = CGFloat(Self.clamp(Double(completionSpeed), old: 1, .completionSpeed))
    }

    /// A parameter's value as a number (the curve as its index in `curves`).
    public func value(of parameter: Parameter) -> Double {
        switch parameter {
        case .duration: duration
        case .dampingRatio: Double(dampingRatio)
        case .initialVelocity: Double(initialVelocity)
        case .curve: Double(Self.curves.firstIndex(of: curve) ?? 0)
        case .completionSpeed: Double(completionSpeed)
        }
    }

    /// Sets a parameter from a number (clamped; the curve rounds to the nearest
    /// index) and tells the observers.
    public func set(_ parameter: Parameter, to value: Double) {
        switch parameter {
        case .duration: duration = value
        case .dampingRatio: dampingRatio = CGFloat(value)
        case .initialVelocity: initialVelocity = CGFloat(value)
        case .curve:
            guard value.isFinite else { return }
            let index = Int(Self.clamp(value.rounded(), old: 0, .curve))
            curve = Self.curves[index]
        case .completionSpeed: completionSpeed = CGFloat(value)
        }
        for observer in observers { observer() }
    }

    /// The value as the panel prints it ("0.50 s", "easeInOut").
    public func text(of parameter: Parameter) -> String {
        switch parameter {
        case .duration: String(format: "%.2f s", duration)
        case .dampingRatio: String(format: "%.2f", Double(dampingRatio))
        case .initialVelocity: String(format: "%.1f", Double(initialVelocity))
        case .curve: "\(curve)"
        case .completionSpeed: String(format: "%.2f×", Double(completionSpeed))
        }
    }

    private static func clamp(_ value: Double, old: Double, _ parameter: Parameter) -> Double {
        guard value.isFinite else { return old }
        let range = range(of: parameter)
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
