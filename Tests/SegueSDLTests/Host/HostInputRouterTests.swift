import Foundation
import Segue
@testable import SegueSDL
import Testing

/// The host's one input router, fed `HostInputEvent`s directly (no SDL): what a
/// target receives and what is passed on.
@MainActor @Suite struct HostInputRouterTests {
    final class Target: HostInputTarget {
        var calls: [String] = []
        var takesWheelAndKeys = false

        func routePointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, modifiers: UIKeyModifierFlags) {
            calls.append("pointer \(phase) \(location.x),\(location.y) t\(timestamp) \(modifiers.rawValue)")
        }

        func cancelAllTouches(timestamp: TimeInterval) { calls.append("cancel t\(timestamp)") }

        func routeWheel(_ steps: CGVector, at location: CGPoint) -> Bool {
            calls.append("wheel \(steps.dy)")
            return takesWheelAndKeys
        }

        func routeKey(_ key: HostKey, modifiers: UIKeyModifierFlags) -> Bool {
            calls.append("key \(key.rawValue) \(modifiers.rawValue)")
            return takesWheelAndKeys
        }
    }

    func route(_ event: HostInputEvent, to target: Target) -> Bool {
        HostInputRouter.route(event, to: target, timestamp: 2, heldModifiers: { .alternate })
    }

    @Test func theLeftButtonBecomesATouchWithTheModifiersHeldNow() {
        let target = Target()
        let at = CGPoint(x: 3, y: 4)
        #expect(route(.pointerDown(.left, location: at, clickCount: 1), to: target))
        #expect(route(.pointerMoved(location: at, buttons: .left), to: target))
        #expect(route(.pointerUp(.left, location: at), to: target))
        let alt = UIKeyModifierFlags.alternate.rawValue
        #expect(target.calls == ["pointer began 3.0,4.0 t2.0 \(alt)", "pointer moved 3.0,4.0 t2.0 \(alt)",
                                 "pointer ended 3.0,4.0 t2.0 \(alt)"])
    }

    @Test func otherButtonsAndMovesWithTheButtonUpArePassedOn() {
        let target = Target()
        #expect(!route(.pointerDown(.right, location: .zero, clickCount: 1), to: target))
        #expect(!route(.pointerMoved(location: .zero, buttons: []), to: target))
        #expect(!route(.pointerUp(.middle, location: .zero), to: target))
        #expect(!route(.keyUp(.q, modifiers: []), to: target))
        #expect(!route(.resized(size: CGSize(width: 1, height: 1), scale: 1), to: target))
        #expect(target.calls.isEmpty)
    }

    @Test func leavingTheWindowOrLosingFocusCancelsAndIsPassedOn() {
        let target = Target()
        #expect(!route(.pointerLeftWindow, to: target))
        #expect(!route(.focusLost, to: target))
        #expect(target.calls == ["cancel t2.0", "cancel t2.0"])
    }

    @Test func theWheelAndKeysArePassedOnUnlessTheTargetUsesThem() {
        let target = Target()
        let wheel = HostInputEvent.wheel(delta: CGVector(dx: 0, dy: 1), location: .zero)
        let key = HostInputEvent.keyDown(.space, modifiers: .control, isRepeat: false)
        #expect(!route(wheel, to: target))
        #expect(!route(key, to: target))
        target.takesWheelAndKeys = true
        #expect(route(wheel, to: target))
        #expect(route(key, to: target))
        #expect(target.calls.count == 4)
        #expect(target.calls[1] == "key \(HostKey.space.rawValue) \(UIKeyModifierFlags.control.rawValue)")
    }

    @Test func aWindowTakesNoWheelOrKeys() {
        let window = UIWindow()
        #expect(!HostInputRouter.route(.keyDown(.space, modifiers: [], isRepeat: false), to: window, timestamp: 0,
                                       heldModifiers: { [] }))
        #expect(!HostInputRouter.route(.wheel(delta: CGVector(dx: 0, dy: 1), location: .zero), to: window, timestamp: 0,
                                       heldModifiers: { [] }))
    }
}
