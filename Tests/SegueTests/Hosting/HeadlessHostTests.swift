import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("HeadlessHost: a window on a manual clock")
struct HeadlessHostTests {
    @Test("the window has the host's size, is key and is ticked by the main loop")
    func window() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        #expect(host.window.bounds.size == CGSize(width: 320, height: 480))
        #expect(host.window.isKeyWindow)
        #expect(FixedTimestepLoop.main === host.loop)
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
    }

    @Test("advance(by:) runs whole ticks and moves media time exactly")
    func advancing() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), tickInterval: 1.0 / 256)
        let start = host.currentTime
        host.advance(by: 2)
        #expect(host.currentTime - start == 2)
        #expect(CACurrentMediaTime() == host.currentTime)
    }

    @Test("an animation runs to its end as time advances, even over seconds")
    func animationRuns() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 100) }, completion: { finished = $0 })
        host.advance(by: 0.5)
        #expect(view.layer.presentation()!.position.x > 5)
        #expect(view.layer.presentation()!.position.x < 100)
        host.advance(by: 0.6)
        #expect(finished == true)
    }

    @Test("bad sizes and negative time are reported, not fatal")
    func badInput() {
        var host: HeadlessHost?
        let messages = collectingDiagnostics {
            host = HeadlessHost(size: CGSize(width: -1, height: CGFloat.nan))
            host!.advance(by: -1)
            host!.advance(by: .infinity)
        }
        #expect(host!.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(messages.count == 3)
    }

    @Test("a root controller appears when set on the visible window and disappears when hidden")
    func rootController() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let log = CallbackLog()
        let root = LoggingViewController("R", log: log)
        host.window.rootViewController = root
        #expect(root.view.superview === host.window)
        #expect(root.view.frame == host.window.bounds)
        host.window.isHidden = true
        host.window.isHidden = false
        let next = LoggingViewController("S", log: log)
        host.window.rootViewController = next
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(log.entries == [
            "R.viewDidLoad", "R.viewWillAppear", "R.viewDidAppear",
            "R.viewWillDisappear", "R.viewDidDisappear", "R.viewWillAppear", "R.viewDidAppear",
            "R.viewWillDisappear", "S.viewDidLoad", "S.viewWillAppear", "R.viewDidDisappear", "S.viewDidAppear",
        ])
    }
}
