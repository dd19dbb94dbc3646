import Foundation
import Testing
@testable import Segue

/// A view that logs the touches it receives, with where they were.
@MainActor
private final class HostInputTouchView: UIView {
    var entries: [String] = []

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let point = touch.location(in: self)
            entries.append("\(phase) \(Int(point.x)),\(Int(point.y))")
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }
}

@MainActor
@Suite("HeadlessHost input: touches, drag, pinch and keys through the SDL mouse's path")
struct HeadlessHostInputTests {
    @Test("touchDown, touchMove and touchUp reach the hit view as one touch, in its coordinates")
    func touches() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let view = HostInputTouchView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(view)
        host.touchDown(at: CGPoint(x: 110, y: 120))
        host.runTicks(1)
        host.touchMove(to: CGPoint(x: 150, y: 160))
        host.touchUp(at: CGPoint(x: 250, y: 260))
        #expect(view.entries == ["began 10,20", "moved 50,60", "ended 150,160"])
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("the pointer aliases and cancelTouches follow the same path")
    func aliasesAndCancel() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let view = HostInputTouchView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.touchDown(at: CGPoint(x: 5, y: 6))
        host.touchMove(to: CGPoint(x: 7, y: 8))
        host.cancelTouches()
        host.touchUp(at: CGPoint(x: 9, y: 9))      // no touch left: ignored
        #expect(view.entries == ["began 5,6", "moved 7,8", "cancelled 7,8"])
    }

    @Test("drag moves every tick in equal steps, lifts at the end, and takes the duration plus one tick")
    func drag() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let view = HostInputTouchView(frame: host.window.bounds)
        host.window.addSubview(view)
        let start = host.currentTime
        let tick = host.loop.tickInterval
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 196), duration: 24 * tick)
        #expect(abs(host.currentTime - start - 25 * tick) < 1e-9)
        // 96 pt over 24 ticks: a move of 4 pt each tick, then the release at the end.
        let moves = (1...24).map { "moved 100,\(100 + 4 * $0)" }
        #expect(view.entries == ["began 100,100"] + moves + ["ended 100,196"])
    }

    @Test("pinch spreads two mirrored touches from one distance to another about the view's centre")
    func pinch() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let photo = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        host.window.addSubview(photo)
        let pinch = UIPinchGestureRecognizer()
        photo.addGestureRecognizer(pinch)
        var lastScale: CGFloat = 0
        var ended = false
        pinch.addTarget(photo) { [unowned pinch] _ in {
            if pinch.state == .changed { lastScale = pinch.scale }
            if pinch.state == .ended { ended = true }
        } }
        let messages = collectingDiagnostics {
            host.pinch(center: CGPoint(x: 200, y: 300), from: 100, to: 200, duration: 0.25)
        }
        #expect(messages.isEmpty)
        #expect(ended)
        // Scale is relative to the distance when the pinch recognized (just over 100 + hysteresis).
        #expect(lastScale > 1.7 && lastScale < 2.0, "scale \(lastScale)")
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("a pinch about another centre than the window mirrors about is reported")
    func pinchElsewhere() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let messages = collectingDiagnostics {
            host.pinch(center: CGPoint(x: 50, y: 50), from: 40, to: 80, duration: 0.1)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("mirrors the second touch about (200.0, 200.0)") == true)
    }

    @Test("bad durations and distances are reported, not fatal")
    func badGestureInput() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let start = host.currentTime
        let messages = collectingDiagnostics {
            host.drag(from: .zero, to: CGPoint(x: 10, y: 10), duration: -.infinity)
            host.pinch(center: CGPoint(x: 100, y: 100), from: .nan, to: 10, duration: 0.1)
        }
        #expect(messages.count == 2)
        #expect(abs(host.currentTime - start - 2 * host.loop.tickInterval) < 1e-9)
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("key(_:) hands the key's name and modifiers to keyHandler")
    func keys() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var keys: [String] = []
        host.key("ignored")                     // no handler: nothing happens
        host.keyHandler = { name, modifiers in keys.append(name + (modifiers.contains(.shift) ? "+shift" : "")) }
        host.key("s")
        host.key("left", modifiers: .shift)
        #expect(keys == ["s", "left+shift"])
    }

    @Test("present(_:) shows another window at the host's size; input and settle follow it")
    func presentWindow() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 240))
        let original = host.window
        let window = UIWindow()
        let view = HostInputTouchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        host.present(window)
        #expect(host.window === window)
        #expect(window.bounds.size == CGSize(width: 320, height: 240))
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(original.isHidden)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(view.entries == ["began 10,10", "ended 10,10"])
        #expect(host.settle())
    }
}
