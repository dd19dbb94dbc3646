import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing

/// SDL events built by hand, translated with no display.
@Suite struct HostEventTranslatorTests {
    /// One event through a fresh translator.
    func translate(_ event: SDL_Event) -> HostEventAction? {
        var translator = HostEventTranslator()
        return translator.action(for: event)
    }

    static func key(_ type: SDL_EventType, _ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.keysym.sym = Int32(bitPattern: code.rawValue)
        event.key.keysym.mod = UInt16(mod.rawValue)
        event.key.repeat = isRepeat ? 1 : 0
        return event
    }

    static func window(_ kind: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(kind.rawValue)
        return event
    }

    static func button(_ type: SDL_EventType, button: Int32, x: Int32, y: Int32, clicks: UInt8 = 1) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.button.clicks = clicks
        return event
    }

    @Test func quitEventsEndTheRunLoop() {
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(translate(quit) == .quit)
        #expect(translate(Self.window(SDL_WINDOWEVENT_CLOSE)) == .quit)
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_ESCAPE)) == .quit)
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_q, mod: KMOD_LCTRL)) == .quit)
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_q, mod: KMOD_RCTRL)) == .quit)
    }

    @Test func plainQIsOrdinaryInput() {
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_q)) == .input(.keyDown(.q, modifiers: [], isRepeat: false)))
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_q, mod: KMOD_LSHIFT, isRepeat: true))
                == .input(.keyDown(.q, modifiers: .shift, isRepeat: true)))
        #expect(translate(Self.key(SDL_KEYUP, SDLK_q, mod: KMOD_LALT))
                == .input(.keyUp(.q, modifiers: .alternate)))
    }

    @Test func f12TakesOneScreenshotPerPress() {
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_F12)) == .screenshot)
        #expect(translate(Self.key(SDL_KEYDOWN, SDLK_F12, isRepeat: true)) == nil)
        #expect(translate(Self.key(SDL_KEYUP, SDLK_F12)) == nil)
        #expect(translate(Self.key(SDL_KEYUP, SDLK_ESCAPE)) == nil)
    }

    @Test func modifiersMapToUIKitNames() {
        let all = UInt16(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue | KMOD_LALT.rawValue | KMOD_RGUI.rawValue | KMOD_CAPS.rawValue)
        #expect(UIKeyModifierFlags(sdlModifiers: all) == [.shift, .control, .alternate, .command, .alphaShift])
        #expect(UIKeyModifierFlags(sdlModifiers: UInt16(KMOD_NUM.rawValue)) == [])
    }

    @Test func windowEvents() {
        #expect(translate(Self.window(SDL_WINDOWEVENT_SIZE_CHANGED)) == .windowSizeChanged)
        #expect(translate(Self.window(SDL_WINDOWEVENT_EXPOSED)) == .redraw)
        #expect(translate(Self.window(SDL_WINDOWEVENT_LEAVE)) == .input(.pointerLeftWindow))
        #expect(translate(Self.window(SDL_WINDOWEVENT_FOCUS_LOST)) == .input(.focusLost))
        #expect(translate(Self.window(SDL_WINDOWEVENT_MOVED)) == nil)
    }

    @Test func mouseButtonsInPoints() {
        #expect(translate(Self.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 12, y: 34, clicks: 2))
                == .input(.pointerDown(.left, location: CGPoint(x: 12, y: 34), clickCount: 2)))
        #expect(translate(Self.button(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, x: 5, y: 6))
                == .input(.pointerUp(.right, location: CGPoint(x: 5, y: 6))))
        #expect(translate(Self.button(SDL_MOUSEBUTTONDOWN, button: 4, x: 0, y: 0))
                == .input(.pointerDown(.other(4), location: .zero, clickCount: 1)))
    }

    @Test func motionCarriesTheHeldButtons() {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 100
        event.motion.y = 200
        event.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1) | 1 << (UInt32(SDL_BUTTON_RIGHT) - 1)
        guard case .input(.pointerMoved(let location, let buttons)) = translate(event) else {
            Issue.record("not a move")
            return
        }
        #expect(location == CGPoint(x: 100, y: 200))
        #expect(buttons == [.left, .right])
        #expect(buttons.contains(.left) && !buttons.contains(.middle) && !buttons.contains(.other(40)))
    }

    @Test func wheelIsCorrectedForFlippedScrollingAndPlacedAtThePointer() {
        var translator = HostEventTranslator()
        var move = SDL_Event()
        move.type = SDL_MOUSEMOTION.rawValue
        move.motion.x = 30
        move.motion.y = 40
        _ = translator.action(for: move)
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseX = 0.5
        event.wheel.preciseY = -2
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        #expect(translator.action(for: event) == .input(.wheel(delta: CGVector(dx: 0.5, dy: -2), location: CGPoint(x: 30, y: 40))))
        event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(translator.action(for: event) == .input(.wheel(delta: CGVector(dx: -0.5, dy: 2), location: CGPoint(x: 30, y: 40))))
        _ = translator.action(for: Self.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 7, y: 8))
        #expect(translator.pointerLocation == CGPoint(x: 7, y: 8))
    }

    @Test func unrelatedEventsAreIgnored() {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        #expect(translate(event) == nil)
        event.type = SDL_JOYAXISMOTION.rawValue
        #expect(translate(event) == nil)
    }

    @Test func keysHaveSDLNames() {
        #expect(HostKey.escape.name == "Escape")
        #expect(HostKey.f12.description == "F12")
        #expect(HostKey.q.name == "Q")
        #expect(HostPointerButton(sdlIndex: 2) == .middle && HostPointerButton.middle.sdlIndex == 2)
    }
}
