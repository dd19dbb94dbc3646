import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIView.addGestureRecognizer / removeGestureRecognizer / gestureRecognizers")
struct UIViewGestureRecognizersTests {
    @Test("adding attaches, in order; the list is nil when empty")
    func adding() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.gestureRecognizers == nil)
        let pan = UIPanGestureRecognizer()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [pan, tap])
        #expect(pan.view === view && tap.view === view)
        view.removeGestureRecognizer(pan)
        #expect(view.gestureRecognizers == [tap])
        #expect(pan.view == nil)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil)
    }

    @Test("adding a recognizer that is on another view moves it")
    func moving() {
        let a = UIView()
        let b = UIView()
        let pan = UIPanGestureRecognizer()
        a.addGestureRecognizer(pan)
        b.addGestureRecognizer(pan)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers == [pan])
        #expect(pan.view === b)
    }

    @Test("adding twice to the same view changes nothing and says so")
    func addingTwice() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let messages = collectingDiagnostics { view.addGestureRecognizer(pan) }
        #expect(view.gestureRecognizers == [pan])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("already attached") == true)
    }

    @Test("removing a recognizer that is not attached does nothing")
    func removingStranger() {
        let view = UIView()
        let other = UIView()
        let pan = UIPanGestureRecognizer()
        other.addGestureRecognizer(pan)
        view.removeGestureRecognizer(pan)
        #expect(pan.view === other)
        #expect(other.gestureRecognizers == [pan])
    }

    @Test("setting gestureRecognizers replaces them")
    func settingTheList() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        let tap = UITapGestureRecognizer()
        view.gestureRecognizers = [pan]
        view.gestureRecognizers = [tap]
        #expect(view.gestureRecognizers == [tap])
        #expect(pan.view == nil)
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil && tap.view == nil)
    }

    @Test("a window has recognizers too, and the view keeps its recognizers alive")
    func windowRecognizers() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakPan: UIPanGestureRecognizer?
        do {
            let pan = UIPanGestureRecognizer()
            weakPan = pan
            window.addGestureRecognizer(pan)
        }
        #expect(weakPan != nil)
        #expect(window.gestureRecognizers?.contains(weakPan!) == true)
        window.gestureRecognizers = nil
        #expect(weakPan == nil)
    }
}
