import Foundation
import Testing
@testable import Segue

/// Clicks delivered the way the host delivers them: `UIWindow.handlePointer`.
@MainActor @Suite struct UIControlTrackingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
    let button = UIButton(type: .system)

    init() {
        button.frame = CGRect(x: 200, y: 150, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        window.addSubview(button)
    }

    /// The button's centre in window coordinates.
    var inside: CGPoint { CGPoint(x: 260, y: 172) }

    @Test func aClickSendsTouchDownThenTouchUpInsideExactlyOnce() {
        let recorder = ControlEventRecorder(button)
        window.handlePointer(.began, at: inside, timestamp: 1)
        #expect(recorder.events == [.touchDown])
        window.handlePointer(.ended, at: inside, timestamp: 1.1)
        #expect(recorder.count(.touchUpInside) == 1)
        #expect(recorder.count(.primaryActionTriggered) == 1)
        #expect(recorder.count(.touchDown) == 1)
        #expect(recorder.count(.touchUpOutside) == 0 && recorder.count(.touchCancel) == 0)
    }

    @Test func theButtonIsHighlightedWhileThePressIsInsideItsTrackingArea() {
        let recorder = ControlEventRecorder(button)
        #expect(!button.isHighlighted && button.state == .normal)
        window.handlePointer(.began, at: inside, timestamp: 1)
        #expect(button.isHighlighted && button.state == .highlighted && button.isTracking && button.isTouchInside)
        // 50 pt beyond the right edge is still inside UIKit's 70 pt slop.
        window.handlePointer(.moved, at: CGPoint(x: 370, y: 172), timestamp: 1.1)
        #expect(button.isHighlighted)
        #expect(recorder.events.last == .touchDragInside)
        window.handlePointer(.moved, at: CGPoint(x: 400, y: 172), timestamp: 1.2)
        #expect(!button.isHighlighted && !button.isTouchInside)
        #expect(recorder.count(.touchDragExit) == 1 && recorder.count(.touchDragOutside) == 1)
        window.handlePointer(.moved, at: inside, timestamp: 1.3)
        #expect(button.isHighlighted)
        #expect(recorder.count(.touchDragEnter) == 1)
        window.handlePointer(.ended, at: inside, timestamp: 1.4)
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(recorder.count(.touchUpInside) == 1)
    }

    @Test func releasingWithinTheSlopStillCountsAsInside() {
        let recorder = ControlEventRecorder(button)
        window.handlePointer(.began, at: inside, timestamp: 1)
        window.handlePointer(.ended, at: CGPoint(x: 260, y: 150 + 44 + 60), timestamp: 1.1)
        #expect(recorder.count(.touchUpInside) == 1 && recorder.count(.touchUpOutside) == 0)
    }

    @Test func aReleaseOutsideSendsTouchUpOutsideAndNotTouchUpInside() {
        let recorder = ControlEventRecorder(button)
        window.handlePointer(.began, at: inside, timestamp: 1)
        window.handlePointer(.moved, at: CGPoint(x: 500, y: 350), timestamp: 1.1)
        window.handlePointer(.ended, at: CGPoint(x: 500, y: 350), timestamp: 1.2)
        #expect(recorder.count(.touchUpOutside) == 1)
        #expect(recorder.count(.touchUpInside) == 0 && recorder.count(.primaryActionTriggered) == 0)
        #expect(!button.isHighlighted)
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let recorder = ControlEventRecorder(button)
        window.handlePointer(.began, at: inside, timestamp: 1)
        window.handlePointer(.cancelled, at: inside, timestamp: 1.1)
        #expect(recorder.events == [.touchDown, .touchCancel])
        #expect(!button.isHighlighted && !button.isTracking)
        window.handlePointer(.began, at: inside, timestamp: 2)
        window.cancelAllTouches(timestamp: 2.1)
        #expect(recorder.count(.touchCancel) == 2)
        #expect(recorder.count(.touchUpInside) == 0)
    }

    @Test func aDisabledButtonSendsNothing() {
        let recorder = ControlEventRecorder(button)
        button.isEnabled = false
        #expect(button.state == .disabled)
        window.handlePointer(.began, at: inside, timestamp: 1)
        #expect(!button.isHighlighted)
        window.handlePointer(.ended, at: inside, timestamp: 1.1)
        window.handlePointer(.began, at: inside, timestamp: 2)
        window.handlePointer(.cancelled, at: inside, timestamp: 2.1)
        #expect(recorder.events.isEmpty)
    }

    @Test func disablingDuringAPressEndsItSilently() {
        let recorder = ControlEventRecorder(button)
        window.handlePointer(.began, at: inside, timestamp: 1)
        button.isEnabled = false
        #expect(!button.isHighlighted)
        window.handlePointer(.ended, at: inside, timestamp: 1.1)
        #expect(recorder.events == [.touchDown])
        button.isEnabled = true
        window.handlePointer(.began, at: inside, timestamp: 2)
        window.handlePointer(.ended, at: inside, timestamp: 2.1)
        #expect(recorder.count(.touchUpInside) == 1)
    }

    @Test func aQuickSecondClickAlsoSendsTouchDownRepeat() {
        let recorder = ControlEventRecorder(button)
        window.handlePointer(.began, at: inside, timestamp: 1)
        window.handlePointer(.ended, at: inside, timestamp: 1.05)
        window.handlePointer(.began, at: inside, timestamp: 1.2)
        window.handlePointer(.ended, at: inside, timestamp: 1.25)
        #expect(recorder.count(.touchDown) == 2 && recorder.count(.touchDownRepeat) == 1)
        #expect(recorder.count(.touchUpInside) == 2)
    }

    @Test func clicksLandOnTheButtonNotOnItsTitleLabel() {
        #expect(window.hitTest(inside, with: nil) === button)
    }

    @Test func trackingHooksAreCalledInOrder() {
        final class Tracker: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin"); return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue"); return true
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
            override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        }
        let control = Tracker(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        window.handlePointer(.began, at: CGPoint(x: 50, y: 50), timestamp: 1)
        window.handlePointer(.moved, at: CGPoint(x: 60, y: 50), timestamp: 1.1)
        window.handlePointer(.ended, at: CGPoint(x: 60, y: 50), timestamp: 1.2)
        window.handlePointer(.began, at: CGPoint(x: 50, y: 50), timestamp: 3)
        window.handlePointer(.cancelled, at: CGPoint(x: 50, y: 50), timestamp: 3.1)
        #expect(control.calls == ["begin", "continue", "end", "begin", "cancel"])
    }
}
