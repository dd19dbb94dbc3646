import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` and `UIEdgeInsets`.
@MainActor
@Suite struct UIViewResizableSnapshotTests {
    /// A 200 × 100 red view at (40, 30) with a blue 20 × 20 badge at (110, 60), rendered.
    private func scene() -> (TestRuntime, UIView, UIView) {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 40, y: 30, width: 200, height: 100))
        view.backgroundColor = .systemRed
        let badge = UIView(frame: CGRect(x: 110, y: 60, width: 20, height: 20))
        badge.backgroundColor = .systemBlue
        view.addSubview(badge)
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
        return (runtime, view, badge)
    }

    @Test func theSnapshotShowsTheRectangleAtItsOriginClippedToItsSize() throws {
        let (_, view, _) = scene()
        let rect = CGRect(x: 100, y: 50, width: 100, height: 50)            // the bottom-right quarter
        let snapshot = try #require(view.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero))
        #expect(snapshot.bounds == CGRect(origin: .zero, size: rect.size))
        #expect(snapshot.layer.masksToBounds)
        #expect(!snapshot.isUserInteractionEnabled)
        // The copied view and badge sit where rect.origin maps to (0, 0).
        let copy = try #require(snapshot.layer.sublayers?.first?.sublayers?.first)
        #expect(copy.backgroundColor?.rgba == UIColor.systemRed.rgba)
        #expect(snapshot.layer.convert(copy.bounds, from: copy) == CGRect(x: -100, y: -50, width: 200, height: 100))
        let badgeCopy = try #require(copy.sublayers?.first)
        #expect(badgeCopy.backgroundColor?.rgba == UIColor.systemBlue.rgba)
        #expect(snapshot.layer.convert(badgeCopy.bounds, from: badgeCopy) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func placingTheSnapshotAtTheRectanglePutsEveryPartWhereItWas() throws {
        let (_, view, badge) = scene()
        let rect = CGRect(x: 0, y: 50, width: 200, height: 50)
        let snapshot = try #require(view.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero))
        snapshot.frame = rect
        view.addSubview(snapshot)
        let badgeCopy = try #require(snapshot.layer.sublayers?.first?.sublayers?.first?.sublayers?.first)
        #expect(view.layer.convert(badgeCopy.bounds, from: badgeCopy) == badge.frame)
    }

    @Test func aBoundsOriginIsHonoured() throws {
        let (_, view, _) = scene()
        view.bounds.origin = CGPoint(x: 100, y: 0)                          // scrolled: the badge shows at x 10
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 100, y: 50, width: 50, height: 50),
                                                               afterScreenUpdates: true, withCapInsets: .zero))
        let badgeCopy = try #require(snapshot.layer.sublayers?.first?.sublayers?.first?.sublayers?.first)
        #expect(snapshot.layer.convert(badgeCopy.bounds, from: badgeCopy) == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func resizedTheContentStretchesToTheNewBounds() throws {
        let (_, view, _) = scene()
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 100, height: 50),
                                                               afterScreenUpdates: false, withCapInsets: .zero))
        snapshot.frame = CGRect(x: 0, y: 0, width: 200, height: 25)
        snapshot.layoutIfNeeded()
        let copy = try #require(snapshot.layer.sublayers?.first?.sublayers?.first)
        #expect(snapshot.layer.convert(copy.bounds, from: copy) == CGRect(x: 0, y: 0, width: 400, height: 50))
    }

    @Test func beforeScreenUpdatesItShowsTheAnimationInFlightAndAfterThemTheModel() throws {
        let (runtime, view, badge) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { badge.alpha = 0 })
        runtime.advance(0.5)
        let rect = CGRect(x: 100, y: 50, width: 50, height: 50)
        let onScreen = try #require(view.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero))
        let afterUpdates = try #require(view.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero))
        let badgeOnScreen = try #require(onScreen.layer.sublayers?.first?.sublayers?.first?.sublayers?.first)
        let badgeAfter = try #require(afterUpdates.layer.sublayers?.first?.sublayers?.first?.sublayers?.first)
        #expect(abs(badgeOnScreen.opacity - 0.5) < 0.01)
        #expect(badgeAfter.opacity == 0)
    }

    @Test func aHiddenOrMovedViewStillSnapshotsUntransformedAndVisible() throws {
        let (_, view, _) = scene()
        view.isHidden = true
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 50, height: 50),
                                                               afterScreenUpdates: true, withCapInsets: .zero))
        let copy = try #require(snapshot.layer.sublayers?.first?.sublayers?.first)
        #expect(!copy.isHidden)
        #expect(CATransform3DIsIdentity(copy.transform))
    }

    @Test func anEmptyOrNonFiniteRectangleIsReportedAndGivesNil() {
        let (_, view, _) = scene()
        var results: [UIView?] = []
        let messages = collectingDiagnostics {
            results.append(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
            results.append(view.resizableSnapshotView(from: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                                                      afterScreenUpdates: false, withCapInsets: .zero))
        }
        #expect(results.allSatisfy { $0 == nil })
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("resizableSnapshotView") && $0.contains("returning nil") })
    }

    @Test func capInsetsAreReportedAndTheWholeSnapshotStretches() throws {
        let (_, view, _) = scene()
        var snapshot: UIView?
        let messages = collectingDiagnostics {
            snapshot = view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 100, height: 50), afterScreenUpdates: false,
                                                  withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        }
        #expect(messages == ["UIView.resizableSnapshotView(withCapInsets: {5.0, 5.0, 5.0, 5.0}): cap insets are not supported; the whole snapshot stretches"])
        #expect(try #require(snapshot).bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func edgeInsetsShrinkARectangleAndNegativeOnesGrowIt() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: 5, y: 15, width: 110, height: 60))
        #expect(rect.inset(by: .zero) == rect)
        #expect(CGRect(x: 110, y: 70, width: -100, height: -50).inset(by: .zero) == rect)   // standardized first
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
