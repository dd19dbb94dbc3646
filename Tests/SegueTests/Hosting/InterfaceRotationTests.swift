import Foundation
import Testing
@testable import Segue

/// A controller that records the coordinator it got in viewWillTransition and
/// animates a marker alongside the rotation.
@MainActor
final class RotationObserver: UIViewController {
    var sizes: [CGSize] = []
    var transforms: [CGAffineTransform] = []
    var completions = 0
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    override func viewDidLoad() { view.addSubview(marker) }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        transforms.append(coordinator.targetTransform)
        coordinator.animate(alongsideTransition: { [marker] _ in
            marker.center = CGPoint(x: size.width / 2, y: size.height / 2)
        }, completion: { [weak self] _ in self?.completions += 1 })
    }
}

@MainActor
@Suite("Interface rotation: bounds follow the orientation, controllers get viewWillTransition (iOS 8+)")
struct InterfaceRotationTests {
    @Test("each orientation gives the window, the screen and the root view the rotated bounds",
          arguments: UIInterfaceOrientation.allCases.filter { $0 != .unknown })
    func boundsFollow(orientation: UIInterfaceOrientation) {
        let host = HeadlessHost(size: CGSize(width: 768, height: 1024))
        let root = RotationObserver()
        host.window.rootViewController = root
        host.rotate(to: orientation)
        host.advance(by: 1)
        let expected = orientation.isLandscape ? CGSize(width: 1024, height: 768) : CGSize(width: 768, height: 1024)
        #expect(host.window.bounds.size == expected)
        #expect(UIScreen.main.bounds.size == expected)
        #expect(root.view.frame == CGRect(origin: .zero, size: expected))
        #expect(root.interfaceOrientation == orientation)
        #expect(host.interfaceOrientation == orientation)
        #expect(CATransform3DIsIdentity(root.view.layer.transform))
        if orientation != .portrait {
            #expect(root.sizes == [expected])
            #expect(root.completions == 1)
            #expect(root.marker.center == CGPoint(x: expected.width / 2, y: expected.height / 2))
        }
    }

    @Test("targetTransform is the quarter or half turn between the orientations")
    func targetTransforms() {
        func angle(_ from: UIInterfaceOrientation, _ to: UIInterfaceOrientation) -> Double {
            let t = UIWindow.targetTransform(from: from, to: to)
            return atan2(Double(t.b), Double(t.a))
        }
        #expect(abs(angle(.portrait, .landscapeLeft) + .pi / 2) < 1e-9)
        #expect(abs(angle(.portrait, .landscapeRight) - .pi / 2) < 1e-9)
        #expect(abs(abs(angle(.portrait, .portraitUpsideDown)) - .pi) < 1e-9)
        #expect(abs(angle(.landscapeLeft, .landscapeRight)).isApproximately(.pi))
        #expect(abs(angle(.landscapeLeft, .portrait) - .pi / 2) < 1e-9)
    }

    @Test("an animated rotation resizes over 0.4 s while the window turns into place, alongside animations included")
    func animatedRotation() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 600))
        let root = RotationObserver()
        host.window.rootViewController = root
        host.advance(by: 0.1)
        host.rotate(to: .landscapeLeft)
        #expect(root.transforms.count == 1)
        host.advance(by: 0.2)
        let mid = host.window.layer.presentation()!
        #expect(mid.bounds.width > 400 && mid.bounds.width < 600)
        #expect(!CATransform3DIsIdentity(mid.transform))
        #expect(root.completions == 0)
        host.advance(by: 0.25)
        #expect(root.completions == 1)
        #expect(CATransform3DIsIdentity(host.window.layer.presentation()!.transform))
        #expect(host.window.bounds.size == CGSize(width: 600, height: 400))
    }

    @Test("a rotation asked for during a transition waits for it to end, then runs")
    func deferredDuringTransition() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log, duration: 0.5)
        scene.container.swap(to: scene.b, animator: animator)
        scene.host.rotate(to: .landscapeRight)
        #expect(scene.host.interfaceOrientation == .portrait)
        #expect(scene.host.window.bounds.size == CGSize(width: 400, height: 300))
        scene.host.advance(by: 0.3)
        #expect(scene.host.interfaceOrientation == .portrait)
        #expect(scene.b.view.layer.presentation()!.position.x > 200)
        scene.host.advance(by: 0.3)
        #expect(scene.host.interfaceOrientation == .landscapeRight)
        scene.host.advance(by: 0.5)
        #expect(scene.host.window.bounds.size == CGSize(width: 300, height: 400))
        #expect(scene.b.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test("rotating to .unknown is reported and ignored; rotating to the current orientation does nothing")
    func badOrientation() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let root = RotationObserver()
        host.window.rootViewController = root
        let messages = collectingDiagnostics {
            host.rotate(to: .unknown)
            host.rotate(to: .portrait)
        }
        #expect(messages.count == 1)
        #expect(root.sizes.isEmpty)
        #expect(host.window.bounds.size == CGSize(width: 200, height: 300))
    }

    @Test("children get viewWillTransition from their parent")
    func forwardedToChildren() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300))
        let parent = UIViewController()
        let child = RotationObserver()
        parent.addChild(child)
        child.didMove(toParent: parent)
        host.window.rootViewController = parent
        host.rotate(to: .landscapeLeft, animated: false)
        #expect(child.sizes == [CGSize(width: 300, height: 200)])
        #expect(child.completions == 1)
    }
}

private extension Double {
    func isApproximately(_ other: Double) -> Bool { Swift.abs(self - other) < 1e-9 }
}
