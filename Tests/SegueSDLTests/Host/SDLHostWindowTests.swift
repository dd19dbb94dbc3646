import CSDL2
import Foundation
import Segue
@testable import SegueSDL
import Testing

/// A `UIWindow` shown in the host (part of the serialized host suite: SDL is
/// initialised by one test at a time).
extension SDLHostTests {
    final class TouchLog: UIView {
        var phases: [UITouch.Phase] = []
        var locations: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
        private func record(_ touches: Set<UITouch>) {
            phases.append(touches.first!.phase)
            locations.append(touches.first!.location(in: self))
        }
    }

    @Test func aPresentedWindowFillsTheHostAndIsDrawn() throws {
        let host = try makeHost()
        defer { host.close() }
        let window = UIWindow()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(view)
        host.present(window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 200))
        #expect(window.isKeyWindow)
        host.runFrame()
        let shot = try host.screenshot()
        let inside = shot.pixel(x: 70, y: 50)!, outside = shot.pixel(x: 200, y: 150)!
        #expect(inside.blue > 0.9 && inside.red < 0.1)
        #expect(outside.red > 0.9, "the clear colour shows where the window has no content")
        SDL_SetWindowSize(host.sdlWindow, 400, 300)
        host.runFrame()
        #expect(window.bounds.size == CGSize(width: 400, height: 300))
    }

    @Test func theLeftButtonBecomesTouchesAndLeavingTheWindowCancelsThem() throws {
        let host = try makeHost()
        defer { host.close() }
        let window = UIWindow()
        let view = TouchLog(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        window.addSubview(view)
        var others: [HostInputEvent] = []
        host.present(window) { others.append($0) }
        Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 30, y: 40))
        host.runFrame()
        Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_LEFT, x: 35, y: 45))
        Self.push(HostEventTranslatorTests.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 30, y: 40))
        host.runFrame()
        #expect(view.phases == [.began, .ended])
        #expect(view.locations.first == CGPoint(x: 10, y: 20))
        #expect(others.count == 1)
        window.handlePointer(.began, at: CGPoint(x: 30, y: 40), timestamp: host.loop.mediaTime)
        host.inputHandler?(.pointerLeftWindow)
        #expect(view.phases.suffix(2) == [.began, .cancelled])
    }
}
