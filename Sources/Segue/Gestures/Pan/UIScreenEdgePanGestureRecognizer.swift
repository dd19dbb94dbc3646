import Foundation

/// A pan that starts at an edge of the screen (UIKit's
/// `UIScreenEdgePanGestureRecognizer`): it only considers touches going down within
/// `edgeRegion` (20) points of one of its `edges` of the window — the window's
/// edges as the user sees them, since window coordinates follow the interface
/// orientation (iOS 8) — and fails at once for a touch anywhere else, or when no
/// edge is set.
///
/// It begins once the touch has moved `hysteresis` points away from that edge
/// (inwards); moving `2 × hysteresis` along the edge first, or back out past it,
/// fails it (Segue's reading of "a swipe in from the edge"). Translation and
/// velocity are a pan's.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (none by default, as in UIKit: set it).
    open var edges: UIRectEdge = []

    /// How close to an edge (points) a touch must go down to be considered.
    public static let edgeRegion: CGFloat = 20

    /// The watched edges the first touch went down near.
    private var startingEdges: UIRectEdge = []

    /// Fails at once when the first touch is not within `edgeRegion` of a watched edge.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        guard isFirst, stateStorage == .possible else { return }
        startingEdges = edgesNear(startCentroid)
        if startingEdges.isEmpty { state = .failed }
    }

    /// Forgets the edge the gesture started at.
    open override func reset() {
        super.reset()
        startingEdges = []
    }

    /// The watched edges within `edgeRegion` of a point in window coordinates.
    private func edgesNear(_ point: CGPoint) -> UIRectEdge {
        guard let bounds = touchWindow?.bounds else { return [] }
        let region = Self.edgeRegion
        var near: UIRectEdge = []
        if edges.contains(.left), point.x - bounds.minX <= region { near.insert(.left) }
        if edges.contains(.right), bounds.maxX - point.x <= region { near.insert(.right) }
        if edges.contains(.top), point.y - bounds.minY <= region { near.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - point.y <= region { near.insert(.bottom) }
        return near
    }

    override func startDecision(dx: CGFloat, dy: CGFloat) -> StartDecision {
        var decision = StartDecision.fail
        for edge in [UIRectEdge.left, .right, .top, .bottom] where startingEdges.contains(edge) {
            let inward: CGFloat
            let along: CGFloat
            switch edge {
            case .left: (inward, along) = (dx, dy)
            case .right: (inward, along) = (-dx, dy)
            case .top: (inward, along) = (dy, dx)
            default: (inward, along) = (-dy, dx)
            }
            if inward >= hysteresis { return .begin }
            if abs(along) < 2 * hysteresis && inward > -hysteresis { decision = .wait }
        }
        return decision
    }
}
