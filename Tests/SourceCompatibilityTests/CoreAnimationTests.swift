import Segue
import Testing

// Core Animation written as tutorials write it: basic, keyframe, spring and group
// animations, NSValue/NSNumber values, key-value coding, transactions with
// completion blocks.

@MainActor
@Suite struct CoreAnimationTests {
    func makeScene() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.backgroundColor = UIColor.red
        host.window.addSubview(box)
        host.advance(by: 0.1)
        return (host, box)
    }

    @Test func basicKeyframeSpringAndGroupAnimationsRunAndCallTheirDelegate() {
        let (host, box) = makeScene()

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = NSNumber(value: 1.0)
        pulse.toValue = NSNumber(value: 1.2)
        pulse.duration = 0.3
        pulse.autoreverses = true
        pulse.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        box.layer.add(pulse, forKey: "pulse")

        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [NSValue(cgPoint: CGPoint(x: 50, y: 50)), NSValue(cgPoint: CGPoint(x: 150, y: 50)),
                       NSValue(cgPoint: CGPoint(x: 150, y: 150))]
        path.keyTimes = [0, 0.5, 1]
        path.duration = 1.0
        path.fillMode = .forwards
        path.isRemovedOnCompletion = false

        let fade = CASpringAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.damping = 12
        fade.duration = fade.settlingDuration

        let group = CAAnimationGroup()
        group.animations = [path, fade]
        group.duration = 1.0
        group.fillMode = CAMediaTimingFillMode.forwards
        group.isRemovedOnCompletion = false
        let recorder = StopRecorder()
        group.delegate = recorder
        group.setValue("move", forKey: "name")
        box.layer.add(group, forKey: "move")

        host.advance(by: 0.5)
        let shown = box.layer.presentation()!.position
        #expect(abs(shown.x - 150) < 2 && abs(shown.y - 50) < 2)
        host.advance(by: 0.6)
        #expect(recorder.stopped == ["move"])
        let kept = box.layer.presentation()!.value(forKey: "position") as? CGPoint
        #expect(kept == CGPoint(x: 150, y: 150))
        #expect(box.layer.animationKeys()?.contains("move") == true)
    }

    @Test func aTransactionCompletionBlockRunsAfterTheImplicitAnimation() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let shape = CALayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        host.window.layer.addSublayer(shape)
        host.advance(by: 0.1)

        var done = false
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 0.4), forKey: kCATransactionAnimationDuration)
        CATransaction.setCompletionBlock {
            done = true
        }
        shape.opacity = 0
        shape.setValue(NSValue(cgPoint: CGPoint(x: 100, y: 100)), forKey: "position")
        CATransaction.commit()
        host.advance(by: 0.2)
        #expect(!done)
        let rotation = shape.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(rotation == 0)
        host.advance(by: 0.3)
        #expect(done)
        #expect(shape.position == CGPoint(x: 100, y: 100))
    }

    @Test func aRawGradientLayerStaysBehindViewsAddedAfterIt() {
        let (host, box) = makeScene()
        let background = CALayer()
        background.frame = host.window.bounds
        host.window.layer.insertSublayer(background, at: 0)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(badge)
        let order = host.window.layer.sublayers!
        #expect(order.firstIndex(of: background)! < order.firstIndex(of: badge.layer)!)
        #expect(order.firstIndex(of: box.layer)! < order.firstIndex(of: badge.layer)!)
    }
}

final class StopRecorder: NSObject, CAAnimationDelegate {
    var stopped: [String] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag, let name = anim.value(forKey: "name") as? String {
            stopped.append(name)
        }
    }
}
