import Foundation
import Testing
@testable import Segue

/// Misuse of views, gesture recognizers and controllers' own bookkeeping. Where
/// UIKit defines the outcome (a view or a recognizer added somewhere else moves
/// there) Segue does the same without a diagnostic; the rest is one diagnostic and
/// no change.
@MainActor
@Suite("Misuse: views, gestures and controller bookkeeping")
struct ViewMisuseCaseTests {
    @Test("a view added to a second superview moves there (UIKit's rule), with no diagnostic")
    func viewAddedToTwoSuperviews() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let first = UIView(frame: host.window.bounds), second = UIView(frame: host.window.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(first)
        host.window.addSubview(second)
        expectNoDiagnostic {
            first.addSubview(child)
            second.addSubview(child)
        }
        #expect(child.superview === second && first.subviews.isEmpty && second.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(child.layer.superlayer === second.layer && !(first.layer.sublayers ?? []).contains { $0 === child.layer })
    }

    @Test("a view added to itself or to its own subview: refused")
    func viewAddedIntoItself() {
        let outer = UIView(), inner = UIView()
        outer.addSubview(inner)
        expectOneDiagnostic("addSubview", "cannot become a subview of itself or of its own subview", "ignored") {
            inner.addSubview(outer)
        }
        #expect(inner.superview === outer && outer.superview == nil && inner.subviews.isEmpty)
    }

    @Test("a view moved to another window mid-animation: the animation ends there, completion once, no NaN")
    func viewMovedToAnotherWindowMidAnimation() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.loop.attach(other.layer)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.runTicks(1)
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 200 }) { completions.append($0) }
        host.advance(by: 0.5)
        expectNoDiagnostic {
            other.addSubview(view)
            for _ in 0..<10 {
                host.advance(by: 0.1)
                #expect(view.layer.presentation()!.position.x.isFinite)
            }
        }
        #expect(view.window === other && view.center.x == 200 && completions.count == 1)
        #expect(abs(view.layer.presentation()!.position.x - 200) < 1e-6)
    }

    @Test("a gesture recognizer added to a second view moves there (UIKit's rule), with no diagnostic")
    func gestureAddedToTwoViews() {
        let first = UIView(), second = UIView()
        let pan = UIPanGestureRecognizer { _ in }
        expectNoDiagnostic {
            first.addGestureRecognizer(pan)
            second.addGestureRecognizer(pan)
        }
        #expect(pan.view === second && first.gestureRecognizers == nil && second.gestureRecognizers?.count == 1)
    }

    @Test("a gesture recognizer added twice to the same view: the second add is ignored")
    func gestureAddedTwiceToOneView() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        host.window.addGestureRecognizer(tap)
        expectOneDiagnostic("addGestureRecognizer", "already attached to this", "ignored") {
            host.window.addGestureRecognizer(tap)
        }
        #expect(host.window.gestureRecognizers?.count == 1)
        host.click(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(taps == 1 && tap.state == .possible)
    }

    @Test("an unbalanced beginAppearanceTransition is ignored, so the callbacks still balance")
    func unbalancedAppearance() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let log = CallbackLog()
        let root = LoggingViewController("A", log: log)
        host.window.rootViewController = root
        host.runTicks(1)
        log.clear()
        expectOneDiagnostic("beginAppearanceTransition(true, animated: false)", "unbalanced call", "already appeared", "ignored") {
            root.beginAppearanceTransition(true, animated: false)
        }
        #expect(log.entries.isEmpty)
        expectSettled(host.window, [root])
        expectOneDiagnostic("endAppearanceTransition()", "no appearance transition is in progress", "ignored") {
            root.endAppearanceTransition()
        }
        expectSettled(host.window, [root])
        expectPresentationWorks(from: root, host: host)
    }

    @Test("a controller added as its own child: refused")
    func controllerContainsItself() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = UIViewController(), child = UIViewController()
        host.window.rootViewController = root
        root.addChild(child)
        child.didMove(toParent: root)
        expectOneDiagnostic("addChild", "cannot contain itself or its own ancestor", "ignored") { child.addChild(root) }
        #expect(root.parent == nil && child.parent === root && child.children.isEmpty)
        expectOneDiagnostic("addChild", "cannot contain itself", "ignored") { root.addChild(root) }
        #expect(root.children.count == 1)
        host.runTicks(1)
        expectPresentationWorks(from: root, host: host)
    }
}
