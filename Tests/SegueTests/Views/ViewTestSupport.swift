import Foundation
@testable import Segue
import SegueTestSupport

extension TestRuntime {
    /// A window on this runtime's loop, 400 × 300, rendered once.
    func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        loop.attach(window.layer)
        advance(TestRuntime.tick)
        return window
    }
}

/// Whether two points agree to a tolerance.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles agree to a tolerance.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    close(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A runtime with a window and one rendered 100 × 100 view in it.
@MainActor
struct WindowScene {
    let runtime = TestRuntime()
    let window: UIWindow
    let view: UIView

    init() {
        window = runtime.makeWindow()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
    }
}
