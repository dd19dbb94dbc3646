import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

// The `slide-up` scene (Sources/SegueCLI/Demo/Scenes/SlideUp/): Brightec's
// BTSlideInteractor panel on a simulated iPad that Ctrl+Left / Ctrl+Right turn,
// driven through HeadlessHost.

@MainActor
@Suite("segue demo --scene slide-up: Brightec's slide-up panel in every orientation")
struct SlideUpSceneTests {
    static let size = CGSize(width: 1024, height: 700)
    static let rotateRight = StudioKey("right", modifiers: .control)
    static let rotateLeft = StudioKey("left", modifiers: .control)

    private func makeScene(still: Bool = false) -> (HeadlessHost, SlideUpScene) {
        let host = HeadlessHost(size: Self.size)
        let scene = SlideUpScene(still: still)
        host.present(scene.window)
        host.runTicks(1)
        return (host, scene)
    }

    /// A click at a point of the device's window.
    private func click(_ host: HeadlessHost, _ scene: SlideUpScene, device point: CGPoint) {
        host.click(at: scene.simulator.desktopPoint(fromDevice: point))
    }

    /// A click on a view inside the device.
    private func click(_ host: HeadlessHost, _ scene: SlideUpScene, on view: UIView) {
        host.click(at: scene.window.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view))
    }

    /// The panel's frame as drawn now, in its container (the device's window).
    private func drawnPanelFrame(_ panel: UIViewController) -> CGRect {
        panel.view.layer.presentation()?.frame ?? panel.view.frame
    }

    /// Whether the bezel (and so the whole device) lies inside the desktop.
    private func deviceFits(_ scene: SlideUpScene) -> Bool {
        let frame = scene.simulator.bezel.frame
        return scene.simulator.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame)
    }

    @Test("the simulated iPad is 768 × 1024 in portrait, fitted inside the desktop at 1024 × 700 and 1280 × 800")
    func deviceFitsTheDesktop() {
        let (host, scene) = makeScene()
        #expect(scene.deviceWindow.bounds.size == CGSize(width: 768, height: 1024))
        #expect(scene.deviceWindow.interfaceOrientation == .portrait)
        #expect(deviceFits(scene))
        #expect(scene.simulator.bezel.frame.height > 600)
        #expect(scene.root.orientationLabel.text == "Interface: portrait")
        UIView.performWithoutAnimation { scene.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800) }
        host.runTicks(1)
        #expect(deviceFits(scene))
        #expect(scene.simulator.bezel.frame.height > 700)
        #expect(scene.simulator.captionLabel.frame.maxY <= 800)
        #expect(UIScreen.main.bounds.size != CGSize(width: 1024, height: 768))   // the device has its own screen
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("Show panel slides the seed's 720 pt panel up over 0.3 s onto the bottom edge, dimming the presenter")
    func presentAndTapOutside() throws {
        let (host, scene) = makeScene()
        click(host, scene, on: scene.root.showButton)
        let panel = try #require(scene.root.presentedViewController as? BTPanelViewController)
        let presentation = try #require(panel.presentationController as? BTSlidePresentationController)
        host.advance(by: 0.15)
        let middle = drawnPanelFrame(panel)
        #expect(middle.minY > 304 + 50 && middle.minY < 1024 - 50)
        let dim = try #require(presentation.dimmingView.layer.presentation())
        #expect(dim.opacity > 0.1 && dim.opacity < 0.9)
        #expect(host.settle())
        #expect(panel.view.frame == CGRect(x: 0, y: 304, width: 768, height: 720))
        #expect(presentation.dimmingView.alpha == 1)
        #expect(scene.root.view.window === scene.deviceWindow)        // custom: the presenter stays underneath
        #expect(!scene.root.slideInteractor.isPresenting)             // animationEnded reset it

        click(host, scene, device: CGPoint(x: 384, y: 120))            // on the dimming view
        #expect(scene.deviceWindow.isRunningTransition)
        #expect(host.settle())
        #expect(scene.root.presentedViewController == nil)
        #expect(panel.viewIfLoaded?.superview == nil)
        #expect(presentation.dimmingView.superview == nil)
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("Close dismisses; P and the showcase toggle the panel; a second showcase mid-slide is refused")
    func closeAndKeys() throws {
        let (host, scene) = makeScene()
        #expect(scene.handleKey(StudioKey("p")))
        #expect(!scene.startShowcaseTransition())
        #expect(host.settle())
        let panel = try #require(scene.root.presentedViewController as? BTPanelViewController)
        click(host, scene, on: panel.closeButton)
        #expect(host.settle())
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.startShowcaseTransition())
        #expect(host.settle())
        #expect(scene.root.presentedViewController != nil)
        #expect(scene.startShowcaseTransition())
        #expect(host.settle())
        #expect(scene.root.presentedViewController == nil)
        #expect(!scene.handleKey(StudioKey("left")))                     // plain arrows are not the scene's
        #expect(!scene.handleKey(StudioKey("q")))
        StudioSceneWindDown.windDown(scene, in: host)
    }

    /// The panel's resting frame for an interface of `size`.
    private func bottomPanel(in size: CGSize) -> CGRect {
        let height: CGFloat = size.width > size.height ? 440 : 720
        return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    @Test("Ctrl+Right turns clockwise through all four orientations; the panel lands on the bottom edge in each",
          arguments: [1, 2, 3, 4])
    func everyOrientation(quarterTurns: Int) throws {
        let (host, scene) = makeScene()
        for _ in 0..<quarterTurns {
            #expect(scene.handleKey(Self.rotateRight))
            #expect(host.settle())
        }
        let expected: UIInterfaceOrientation = [.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait][quarterTurns - 1]
        #expect(scene.deviceWindow.interfaceOrientation == expected)
        let size = scene.deviceWindow.bounds.size
        #expect(size == (expected.isLandscape ? CGSize(width: 1024, height: 768) : CGSize(width: 768, height: 1024)))
        #expect(scene.root.orientationLabel.text == "Interface: \(SlideUpScene.name(of: expected))")
        #expect(scene.simulator.captionLabel.text?.contains(SlideUpScene.name(of: expected)) == true)
        #expect(scene.simulator.bezel.bounds.size == CGSize(width: size.width + 56, height: size.height + 56))
        #expect(deviceFits(scene))

        click(host, scene, on: scene.root.showButton)
        host.runTicks(1)
        let panel = try #require(scene.root.presentedViewController)
        #expect(abs(drawnPanelFrame(panel).minY - size.height) < 20)   // starts below the bottom edge
        #expect(host.settle())
        #expect(panel.view.frame == bottomPanel(in: size))
        // On the desktop, the panel's bottom edge is the device screen's bottom edge.
        let screen = scene.window.convert(scene.deviceWindow.bounds, from: scene.deviceWindow)
        let onDesktop = scene.window.convert(panel.view.bounds, from: panel.view)
        #expect(abs(onDesktop.maxY - screen.maxY) < 0.5 && abs(onDesktop.width - screen.width) < 0.5)
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("Ctrl+Left turns the other way (portrait → landscape right)")
    func rotateLeft() {
        let (host, scene) = makeScene()
        #expect(scene.handleKey(Self.rotateLeft))
        host.advance(by: 0.2)
        #expect(scene.deviceWindow.interfaceOrientation == .landscapeRight)
        let bezel = scene.simulator.bezel.layer.presentation()!.bounds.size
        #expect(bezel.width > 768 + 56 && bezel.width < 1024 + 56)      // the bezel changes shape alongside
        #expect(host.settle())
        #expect(deviceFits(scene))
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("rotating while the panel is up keeps it on the bottom edge at the seed's landscape height")
    func rotateWithPanelUp() throws {
        let (host, scene) = makeScene()
        scene.root.showPanel()
        #expect(host.settle())
        let panel = try #require(scene.root.presentedViewController)
        #expect(scene.handleKey(Self.rotateRight))
        #expect(host.settle())
        #expect(panel.view.frame == CGRect(x: 0, y: 328, width: 1024, height: 440))
        let presentation = try #require(panel.presentationController as? BTSlidePresentationController)
        #expect(presentation.dimmingView.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(scene.handleKey(Self.rotateRight))
        #expect(host.settle())
        #expect(panel.view.frame == CGRect(x: 0, y: 304, width: 768, height: 720))
        panel.dismiss(animated: true)
        #expect(host.settle())
        #expect(panel.viewIfLoaded?.superview == nil)
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("a rotation asked for mid-slide waits for the slide, then turns; two presses add up")
    func rotationDuringSlide() throws {
        let (host, scene) = makeScene()
        var landed: (CGRect, UIInterfaceOrientation)?
        scene.root.showPanel()
        let panel = try #require(scene.root.presentedViewController)
        host.advance(by: 0.1)
        #expect(scene.handleKey(Self.rotateRight))
        #expect(scene.handleKey(Self.rotateRight))
        #expect(scene.deviceWindow.interfaceOrientation == .portrait)
        #expect(scene.requestedOrientation == .portraitUpsideDown)
        host.advance(by: 0.19)
        landed = (panel.view.frame, scene.deviceWindow.interfaceOrientation)
        #expect(landed?.1 == .portrait)
        host.advance(by: 0.05)
        #expect(scene.deviceWindow.interfaceOrientation == .portraitUpsideDown)
        #expect(host.settle())
        #expect(panel.view.frame == CGRect(x: 0, y: 304, width: 768, height: 720))
        #expect(deviceFits(scene))
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("tuning: a longer duration slows the slide; a damping ratio below 1 makes it a spring that overshoots")
    func tuning() throws {
        let (host, scene) = makeScene()
        #expect(scene.tuning.parameters == [.duration, .curve, .dampingRatio])
        scene.tuning.set(.duration, to: 1.0)
        scene.tuning.set(.dampingRatio, to: 0.4)
        scene.root.showPanel()
        let panel = try #require(scene.root.presentedViewController)
        var highest: CGFloat = .infinity
        for tick in 1...240 {
            host.runTicks(1)
            highest = min(highest, drawnPanelFrame(panel).minY)
            if tick == 120 { #expect(scene.deviceWindow.isRunningTransition) }   // half way through the 1 s slide
        }
        #expect(highest < 304 - 5, "the spring overshoots above the resting edge: \(highest)")
        #expect(host.settle())
        #expect(panel.view.frame == CGRect(x: 0, y: 304, width: 768, height: 720))
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("still: the showcase presents without animation")
    func still() {
        let (host, scene) = makeScene(still: true)
        #expect(scene.startShowcaseTransition())
        host.runTicks(1)
        #expect(!scene.deviceWindow.isRunningTransition)
        #expect(scene.root.presentedViewController?.view.frame == CGRect(x: 0, y: 304, width: 768, height: 720))
        #expect(DemoSceneName(rawValue: "slide-up") == .slideUp)
        #expect(scene.helpLines.count == 3)
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("turning names: clockwise and back")
    func turns() {
        #expect(SlideUpScene.turned(.portrait, clockwise: true) == .landscapeLeft)
        #expect(SlideUpScene.turned(.landscapeLeft, clockwise: true) == .portraitUpsideDown)
        #expect(SlideUpScene.turned(.portrait, clockwise: false) == .landscapeRight)
        #expect(SlideUpScene.turned(.landscapeRight, clockwise: true) == .portrait)
    }
}

