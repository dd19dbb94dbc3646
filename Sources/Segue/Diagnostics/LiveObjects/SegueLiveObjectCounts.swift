import Foundation

/// How many of Segue's long-lived objects exist right now (Segue extension; UIKit
/// has no counterpart — on iOS one reaches for Instruments' Allocations). Leak
/// tests read it before and after a thousand transitions: a controller, view,
/// layer or transition context kept alive by a reference cycle shows up as a count
/// that only grows.
///
/// Every object counts from the end of its designated initializer to its `deinit`,
/// subclasses included (a `UILabel` is a view, a `CATransformLayer` and each
/// presentation copy `presentation()` makes are layers). Counting is always on and
/// costs one uncontended lock per object made or freed; objects freed on another
/// thread are counted correctly.
///
/// ```swift
/// let before = SegueLiveObjectCounts.current
/// for _ in 0..<1000 { /* present and dismiss */ }
/// #expect(SegueLiveObjectCounts.current == before)
/// ```
public struct SegueLiveObjectCounts: Equatable, Sendable, CustomStringConvertible {
    /// `UIViewController`s and subclasses (containers included).
    public var viewControllers: Int
    /// `UIView`s and subclasses (windows, labels, buttons, snapshots included).
    public var views: Int
    /// `CALayer`s and subclasses, presentation copies included.
    public var layers: Int
    /// `ViewControllerTransitionContext`s (one per transition, also for rotations
    /// and changes made without animation).
    public var transitionContexts: Int
    /// `UIPresentationController`s and subclasses.
    public var presentationControllers: Int
    /// `UIGestureRecognizer`s and subclasses.
    public var gestureRecognizers: Int

    /// Counts with the given values (all zero by default).
    public init(viewControllers: Int = 0, views: Int = 0, layers: Int = 0, transitionContexts: Int = 0,
                presentationControllers: Int = 0, gestureRecognizers: Int = 0) {
        self.viewControllers = viewControllers
        self.views = views
        self.layers = layers
        self.transitionContexts = transitionContexts
        self.presentationControllers = presentationControllers
        self.gestureRecognizers = gestureRecognizers
    }

    /// The objects alive at this moment, in the whole process.
    public static var current: SegueLiveObjectCounts { LiveObjectCounter.snapshot() }

    /// The change from `baseline` to these counts (positive: more alive now).
    public func difference(from baseline: SegueLiveObjectCounts) -> SegueLiveObjectCounts {
        SegueLiveObjectCounts(viewControllers: viewControllers - baseline.viewControllers,
                              views: views - baseline.views,
                              layers: layers - baseline.layers,
                              transitionContexts: transitionContexts - baseline.transitionContexts,
                              presentationControllers: presentationControllers - baseline.presentationControllers,
                              gestureRecognizers: gestureRecognizers - baseline.gestureRecognizers)
    }

    /// "controllers 3, views 41, layers 41, contexts 0, presentation controllers 1,
    /// gesture recognizers 2".
    public var description: String {
        "controllers \(viewControllers), views \(views), layers \(layers), contexts \(transitionContexts), "
            + "presentation controllers \(presentationControllers), gesture recognizers \(gestureRecognizers)"
    }
}
