import CSDL2
import Foundation
import Segue

/// Turns SDL events into what the host does with them. Reads only the events (no
/// SDL state), so tests build `SDL_Event`s by hand with no display.
///
/// Mouse coordinates arrive from SDL in window coordinates, which are points on a
/// high-DPI display (the drawable has `scale` times as many pixels), so they pass
/// through unchanged. A wheel event is placed at the pointer's last known location
/// (SDL only reports it in the event itself from 2.26 on). Events the host has no
/// use for (text input, joysticks, audio devices) give nil.
struct HostEventTranslator {
    /// Where the pointer was at the last mouse event.
    private(set) var pointerLocation = CGPoint.zero

    mutating func action(for event: SDL_Event) -> HostEventAction? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_WINDOWEVENT.rawValue:
            return windowAction(UInt32(event.window.event))
        case SDL_RENDER_DEVICE_RESET.rawValue:
            return .renderDeviceReset
        case SDL_RENDER_TARGETS_RESET.rawValue:
            return .renderTargetsReset
        case SDL_KEYDOWN.rawValue:
            let key = HostKey(rawValue: event.key.keysym.sym)
            let modifiers = UIKeyModifierFlags(sdlModifiers: event.key.keysym.mod)
            if key == .escape { return .quit }
            if key == .q && modifiers.contains(.control) { return .quit }
            if key == .f12 { return event.key.repeat == 0 ? .screenshot : nil }
            return .input(.keyDown(key, modifiers: modifiers, isRepeat: event.key.repeat != 0))
        case SDL_KEYUP.rawValue:
            let key = HostKey(rawValue: event.key.keysym.sym)
            if key == .escape || key == .f12 { return nil }
            return .input(.keyUp(key, modifiers: UIKeyModifierFlags(sdlModifiers: event.key.keysym.mod)))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let button = event.button
            pointerLocation = CGPoint(x: Int(button.x), y: Int(button.y))
            return .input(.pointerDown(HostPointerButton(sdlIndex: Int(button.button)),
                                       location: CGPoint(x: Int(button.x), y: Int(button.y)),
                                       clickCount: Int(button.clicks)))
        case SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            pointerLocation = CGPoint(x: Int(button.x), y: Int(button.y))
            return .input(.pointerUp(HostPointerButton(sdlIndex: Int(button.button)),
                                     location: CGPoint(x: Int(button.x), y: Int(button.y))))
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            pointerLocation = CGPoint(x: Int(motion.x), y: Int(motion.y))
            return .input(.pointerMoved(location: pointerLocation,
                                        buttons: HostPointerButtons(rawValue: motion.state)))
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            let sign: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .input(.wheel(delta: CGVector(dx: sign * CGFloat(wheel.preciseX), dy: sign * CGFloat(wheel.preciseY)),
                                 location: pointerLocation))
        default:
            return nil
        }
    }

    private func windowAction(_ kind: UInt32) -> HostEventAction? {
        switch kind {
        case SDL_WINDOWEVENT_CLOSE.rawValue: .quit
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue: .windowSizeChanged
        case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue,
             SDL_WINDOWEVENT_MAXIMIZED.rawValue: .redraw
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue: .minimized
        case SDL_WINDOWEVENT_LEAVE.rawValue: .input(.pointerLeftWindow)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: .input(.focusLost)
        default: nil
        }
    }
}
