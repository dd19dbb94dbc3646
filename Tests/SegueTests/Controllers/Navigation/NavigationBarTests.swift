import Foundation
import Testing
@testable import Segue

/// The navigation bar: titles, the back button, its click, the cross-fade, and
/// hiding the bar.
@MainActor
@Suite("UINavigationBar: title, back button, cross-fade, hiding")
struct NavigationBarTests {
    @Test("the title is the top item's title, else the controller's; the root shows no back button")
    func titles() {
        let f = NavigationFixture()
        let bar = f.navigation.navigationBar
        #expect(bar.titleLabel.text == "A")
        #expect(bar.backButton.isHidden)
        f["B"].navigationItem.title = "Item B"
        f.navigation.pushViewController(f["B"], animated: false)
        #expect(bar.titleLabel.text == "Item B")
        #expect(!bar.backButton.isHidden)
        #expect(bar.backButton.title(for: .normal) == "‹ A")
        #expect(bar.topItem === f["B"].navigationItem && bar.backItem === f["A"].navigationItem)
        #expect(bar.items?.count == 2)
    }

    @Test("the back button shows the previous item's backButtonTitle, else its title, else \"Back\"")
    func backButtonTitles() {
        let f = NavigationFixture()
        let bar = f.navigation.navigationBar
        f.navigation.pushViewController(f["B"], animated: false)
        f["A"].navigationItem.title = "First"
        f.host.window.layoutIfNeeded()
        f.navigation.view.setNeedsLayout()
        f.navigation.view.layoutIfNeeded()
        #expect(bar.backButton.title(for: .normal) == "‹ First", "titles are re-read at layout")
        f["A"].navigationItem.backButtonTitle = "Home"
        f.navigation.view.setNeedsLayout()
        f.navigation.view.layoutIfNeeded()
        #expect(bar.backButton.title(for: .normal) == "‹ Home")
        let untitled = UIViewController()
        f.navigation.setViewControllers([untitled, f["C"]], animated: false)
        #expect(bar.backButton.title(for: .normal) == "‹ Back")
    }

    @Test("hidesBackButton hides it")
    func hidesBackButton() {
        let f = NavigationFixture()
        f["B"].navigationItem.hidesBackButton = true
        f.navigation.pushViewController(f["B"], animated: false)
        #expect(f.navigation.navigationBar.backButton.isHidden)
        #expect(f.navigation.navigationBar.titleLabel.text == "B")
    }

    @Test("the title is centred and the back button sits at the leading edge, inside the 44 pt bar")
    func layout() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.host.runTicks(1)
        let bar = f.navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = bar.titleLabel.frame
        #expect(abs(title.midX - 160) < 0.5 && abs(title.midY - 22) < 0.5 && title.width > 0)
        let back = bar.backButton.frame
        #expect(back.minX == 8 && back.height == 44 && back.width > 0)
        #expect(back.maxX < title.minX)
    }

    @Test("clicking the back button pops, animated")
    func backButtonClickPops() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.host.runTicks(1)
        f.log.clear()
        let bar = f.navigation.navigationBar
        let point = bar.convert(CGPoint(x: bar.backButton.frame.midX, y: bar.backButton.frame.midY), to: nil)
        #expect(f.host.window.hitTest(point, with: nil)?.isDescendant(of: bar.backButton) == true)
        f.host.click(at: point)
        #expect(f.navigation.activeTransition?.isAnimated == true)
        f.finishTransitions()
        #expect(f.stackNames == ["A"])
        #expect(f.appearanceCallbacks == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        // The root shows no back button: clicking where it was does nothing.
        f.log.clear()
        let messages = collectingDiagnostics { f.host.click(at: point) }
        #expect(messages.isEmpty && f.log.entries.isEmpty)
    }

    @Test("the title and back button cross-fade alongside the transition")
    func crossFade() throws {
        let f = NavigationFixture()
        let bar = f.navigation.navigationBar
        let outgoing = try #require(bar.content)
        f.navigation.pushViewController(f["B"], animated: true)
        let incoming = try #require(bar.content)
        #expect(incoming !== outgoing)
        #expect(incoming.titleLabel.text == "B" && outgoing.titleLabel.text == "A")
        #expect(!incoming.isUserInteractionEnabled && !outgoing.isUserInteractionEnabled)
        f.host.advance(by: NavigationSlideAnimator.duration / 2)
        let fadingIn = try #require(incoming.layer.presentation()).opacity
        let fadingOut = try #require(outgoing.layer.presentation()).opacity
        #expect(abs(fadingIn - 0.5) < 0.05 && abs(fadingOut - 0.5) < 0.05)
        f.finishTransitions()
        #expect(outgoing.superview == nil && incoming.superview === bar)
        #expect(incoming.alpha == 1 && incoming.isUserInteractionEnabled)
    }

    @Test("a push slides the old title towards the back button and the new one in from the trailing side; a pop the other way")
    func titlesSlide() throws {
        let f = NavigationFixture()
        let bar = f.navigation.navigationBar
        let centre = bar.bounds.midX
        func titleX(_ content: NavigationBarContentView) throws -> CGFloat {
            let label = content.titleLabel
            let transform = try #require(label.layer.presentation()).affineTransform()
            return label.center.x + transform.tx
        }
        let first = try #require(bar.content)
        f.navigation.pushViewController(f["B"], animated: true)
        let pushed = try #require(bar.content)
        f.host.advance(by: NavigationSlideAnimator.duration / 2)
        #expect(try titleX(first) < centre - 20, "the old title leaves towards the leading edge")
        #expect(try titleX(pushed) > centre + 20, "the new title comes from the trailing side")
        #expect(try titleX(pushed) - titleX(first) > 100, "apart, not over each other")
        f.finishTransitions()
        let settledX = try titleX(pushed)
        #expect(pushed.titleLabel.transform == .identity && abs(settledX - centre) < 1)
        f.navigation.popViewController(animated: true)
        let popped = try #require(bar.content)
        f.host.advance(by: NavigationSlideAnimator.duration / 2)
        #expect(try titleX(popped) < centre - 20, "a pop brings the old title back from the leading side")
        #expect(try titleX(pushed) > centre + 20, "and sends the top one off to the trailing side")
        f.finishTransitions()
        #expect(popped.titleLabel.transform == .identity && popped.titleLabel.text == "A")
    }

    @Test("hiding the bar without animation gives the content view the whole height")
    func hideBarAtOnce() {
        let f = NavigationFixture()
        f.navigation.isNavigationBarHidden = true
        #expect(f.navigation.navigationBar.isHidden)
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        f.navigation.setNavigationBarHidden(false, animated: false)
        #expect(!f.navigation.navigationBar.isHidden)
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
    }

    @Test("hiding the bar animated slides it up while the content grows, over 0.35 s")
    func hideBarAnimated() throws {
        let f = NavigationFixture()
        f.navigation.setNavigationBarHidden(true, animated: true)
        #expect(f.navigation.isNavigationBarHidden)
        f.host.advance(by: 0.175)
        let bar = try #require(f.navigation.navigationBar.layer.presentation()).frame
        #expect(abs(bar.minY + 22) < 1, "halfway up: \(bar)")
        let content = try #require(f.navigation.contentView.layer.presentation()).frame
        #expect(abs(content.minY - 22) < 1)
        #expect(!f.navigation.navigationBar.isHidden)
        f.host.advance(by: 0.3)
        #expect(f.navigation.navigationBar.isHidden)
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("the bar follows the window's size")
    func resize() {
        let f = NavigationFixture()
        f.host.rotate(to: .landscapeLeft, animated: false)
        f.host.runTicks(2)
        #expect(f.navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 480, height: 44))
        #expect(f.navigation.contentView.frame == CGRect(x: 0, y: 44, width: 480, height: 276))
        #expect(f["A"].view.frame == CGRect(x: 0, y: 0, width: 480, height: 276))
    }
}
