import Foundation
@testable import Segue

/// A headless host with one 100 × 100 view at x = 0 that the tests move to x = 100.
@MainActor
struct AnimatorScene {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        host.window.addSubview(view)
        host.advance(by: host.loop.tickInterval)
    }

    /// The view's on-screen left edge (presentation), 0 at the start, 100 at the end.
    var shownX: Double { Double(view.layer.presentationProperties.position.x) - 50 }
    /// The model left edge.
    var modelX: Double { Double(view.layer.position.x) - 50 }

    func moveRight() { view.center.x += 100 }

    /// Runs `ticks` ticks and returns the largest change of `shownX` between ticks.
    func largestStep(ticks: Int) -> Double {
        var previous = shownX, largest = 0.0
        for _ in 0..<ticks {
            host.runTicks(1)
            largest = max(largest, abs(shownX - previous))
            previous = shownX
        }
        return largest
    }
}

/// Positions the completions of an animator were called with.
@MainActor
final class PositionLog {
    var positions: [UIViewAnimatingPosition] = []
    func record(_ animator: UIViewPropertyAnimator) {
        animator.addCompletion { [self] in positions.append($0) }
    }
}
