import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// Frame, bounds, center and transform stay consistent the way UIKit keeps them.
@MainActor
@Suite struct UIViewGeometryTests {
    @Test func settingTheFrameSetsTheCenterAndTheBoundsSize() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == view.center)
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        // The bounds origin (the content offset) is kept.
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 40, height: 40))
        #expect(view.center == CGPoint(x: 20, y: 20))
    }

    @Test func settingTheCenterMovesTheFrameAndKeepsTheSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        #expect(view.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
    }

    @Test func underATransformTheFrameIsTheBoundingBoxAndSettingItGoesThroughTheTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(close(view.frame, CGRect(x: -50, y: -25, width: 200, height: 100)))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        // A quarter turn: the frame's size comes back through the inverse rotation.
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(abs(view.bounds.width - 20) < 1e-9 && abs(view.bounds.height - 10) < 1e-9)
        #expect(close(view.center, CGPoint(x: 5, y: 10)))
        #expect(close(view.frame, CGRect(x: 0, y: 0, width: 10, height: 20), 1e-9))
    }

    @Test func theTransformIsTheLayersAffineTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(translationX: 3, y: 4).rotated(by: 0.3)
        view.transform = t
        #expect(CATransform3DIsAffine(view.layer.transform))
        let back = view.transform
        #expect(abs(back.a - t.a) < 1e-12 && abs(back.b - t.b) < 1e-12 && abs(back.tx - t.tx) < 1e-12)
        view.layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        #expect(view.transform3D.m13 != 0)
    }

    @Test func appearancePropertiesLiveInTheLayer() {
        let view = UIView()
        view.alpha = 0.25
        view.backgroundColor = .systemBlue
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.opacity == 0.25)
        #expect(view.layer.backgroundColor?.rgba == UIColor.systemBlue.rgba)
        #expect(view.layer.isHidden && view.layer.masksToBounds)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test func aNonFiniteFrameIsReportedAndIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            view.center = CGPoint(x: CGFloat.infinity, y: 0)
            view.alpha = CGFloat.nan
        }
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.alpha == 1)
        #expect(collector.messages.count == 3)
    }

    @Test func theViewIsItsLayersDelegateAndSuppressesImplicitAnimations() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        runtime.advance(TestRuntime.tick)
        #expect(view.layer.delegate === view)
        view.alpha = 0.5
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func movingTheAnchorPointKeepsTheCenterAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.center == .zero)
        // A rotation now turns the view about its top-left corner.
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: -50, y: 0, width: 50, height: 100)))
    }
}
