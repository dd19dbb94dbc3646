import Foundation
import Testing
@testable import Segue

/// A touch over a view seen edge-on — a page half way through UIKit's
/// flip-horizontal presentation (found by the random action test: a button held
/// while `.flipHorizontal` turned its page logged "the target layer is seen
/// edge-on" from inside touch handling).
@MainActor
@Suite("UITouch: the location over a view seen edge-on")
struct UITouchEdgeOnTests {
    private func edgeOn() -> CATransform3D {
        var turned = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        turned.m34 = -1 / 500
        return turned
    }

    @Test("location(in:) of a view seen edge-on is the window location, with no diagnostic; turned back it converts again")
    func locationOverAnEdgeOnView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let page = UIView(frame: CGRect(x: 100, y: 50, width: 150, height: 100))
        window.addSubview(page)
        var touch: UITouch?
        let diagnostics = collectingDiagnostics {
            window.handlePointer(.began, at: CGPoint(x: 120, y: 60), timestamp: 1)
            touch = window.activeTouches.values.first
            page.layer.transform = edgeOn()
            #expect(touch?.location(in: page) == CGPoint(x: 120, y: 60))
            #expect(touch?.previousLocation(in: page) == CGPoint(x: 120, y: 60))
            page.layer.transform = CATransform3DIdentity
            #expect(touch?.location(in: page) == CGPoint(x: 20, y: 10))
            window.handlePointer(.ended, at: CGPoint(x: 120, y: 60), timestamp: 1.1)
        }
        #expect(touch != nil)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("a button lifted while its page is seen edge-on is touched up outside, quietly")
    func buttonReleasedEdgeOn() {
        var taps = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let page = UIView(frame: window.bounds)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 130, y: 80, width: 40, height: 40)
        var outside = 0
        button.addAction(UIAction { _ in outside += 1 }, for: .touchUpOutside)
        page.addSubview(button)
        window.addSubview(page)
        let diagnostics = collectingDiagnostics {
            window.handlePointer(.began, at: CGPoint(x: 150, y: 100), timestamp: 1)
            page.layer.transform = edgeOn()
            window.handlePointer(.ended, at: CGPoint(x: 150, y: 100), timestamp: 1.1)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(taps == 0)
        #expect(outside == 1)
    }

    @Test("a pan's location and translation in a view seen edge-on are the window's, with no diagnostic")
    func panOverAnEdgeOnView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let page = UIView(frame: CGRect(x: 100, y: 50, width: 150, height: 100))
        window.addSubview(page)
        let recorder = PanRecorder(page: page)
        let pan = UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle)
        window.addGestureRecognizer(pan)
        let diagnostics = collectingDiagnostics {
            window.handlePointer(.began, at: CGPoint(x: 120, y: 60), timestamp: 1)
            window.handlePointer(.moved, at: CGPoint(x: 150, y: 90), timestamp: 1.05)
            page.layer.transform = edgeOn()
            window.handlePointer(.moved, at: CGPoint(x: 170, y: 100), timestamp: 1.1)
            #expect(pan.location(in: page) == CGPoint(x: 170, y: 100))
            window.handlePointer(.ended, at: CGPoint(x: 170, y: 100), timestamp: 1.15)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // Edge-on, the page's translation is the window's (both ends unconverted).
        #expect(recorder.translations.last == recorder.windowTranslations.last)
        #expect((recorder.translations.last?.x ?? 0) > 30)
        #expect(recorder.translations.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}

/// Records a pan's translation in a view at each of its actions.
@MainActor
private final class PanRecorder {
    let page: UIView
    var translations: [CGPoint] = []
    var windowTranslations: [CGPoint] = []
    init(page: UIView) { self.page = page }
    func handle(_ pan: UIPanGestureRecognizer) {
        translations.append(pan.translation(in: page))
        windowTranslations.append(pan.translation(in: nil))
    }
}
