import Foundation
import Testing
@testable import Segue

/// Layout-to-layout pushes and pops without animation run through
/// `ImmediateTransitionAnimator`, whose outgoing and incoming views are then the
/// same shared collection view (found by the random action test: a pop without
/// animation took the collection view out of the navigation controller and Segue
/// reported "the animator completed without adding the incoming view").
@MainActor
@Suite("Layout-to-layout navigation without animation keeps the shared collection view in place")
struct LayoutToLayoutImmediateTests {
    @Test("push and pop with animated: false: the collection view never leaves the content view, and nothing is reported")
    func sharedViewStays() {
        let f = LayoutNavigationFixture()
        let content = f.navigation.contentView
        #expect(f.collectionView.superview === content)
        var superviewLost = false
        let diagnostics = collectingDiagnostics {
            f.navigation.pushViewController(f.large, animated: false)
            superviewLost = superviewLost || f.collectionView.superview !== content
            f.host.runTicks(2)
            f.navigation.popViewController(animated: false)
            superviewLost = superviewLost || f.collectionView.superview !== content
            f.host.runTicks(2)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!superviewLost)
        #expect(f.collectionView.superview === content)
        #expect(f.collectionView.window === f.host.window)
        #expect(content.subviews.count == 1)
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
    }

    @Test("a pop while the navigation controller is off screen (covered by a full-screen presentation) applies at once and keeps the shared collection view")
    func popWhileCovered() {
        let f = LayoutNavigationFixture()
        let content = f.navigation.contentView
        let diagnostics = collectingDiagnostics {
            f.navigation.pushViewController(f.large, animated: false)
            f.navigation.present(UIViewController(), animated: false)
            f.host.runTicks(2)
            f.navigation.popViewController(animated: true)
            #expect(f.collectionView.superview === content, "popped at once, off screen")
            f.navigation.dismiss(animated: false)
            f.host.runTicks(2)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(f.navigation.viewControllers.count == 1)
        #expect(f.collectionView.superview === content)
        #expect(f.collectionView.window === f.host.window)
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
        #expect(f.grid.appearanceState == .appeared)
    }
}
