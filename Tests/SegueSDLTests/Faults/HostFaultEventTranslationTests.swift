import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing

/// The SDL events behind window faults, translated with no display.
@Suite struct HostFaultEventTranslationTests {
    func translate(_ event: SDL_Event) -> HostEventAction? {
        var translator = HostEventTranslator()
        return translator.action(for: event)
    }

    @Test func minimizingOrHidingStopsDrawingAndShowingResumesIt() {
        #expect(translate(HostEventTranslatorTests.window(SDL_WINDOWEVENT_MINIMIZED)) == .minimized)
        #expect(translate(HostEventTranslatorTests.window(SDL_WINDOWEVENT_HIDDEN)) == .minimized)
        for kind in [SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED] {
            #expect(translate(HostEventTranslatorTests.window(kind)) == .redraw)
        }
    }

    @Test func renderResets() {
        var event = SDL_Event()
        event.type = SDL_RENDER_DEVICE_RESET.rawValue
        #expect(translate(event) == .renderDeviceReset)
        event.type = SDL_RENDER_TARGETS_RESET.rawValue
        #expect(translate(event) == .renderTargetsReset)
    }

    @Test func focusLossAndLeavingCancelInput() {
        #expect(translate(HostEventTranslatorTests.window(SDL_WINDOWEVENT_FOCUS_LOST)) == .input(.focusLost))
        #expect(translate(HostEventTranslatorTests.window(SDL_WINDOWEVENT_LEAVE)) == .input(.pointerLeftWindow))
    }
}
