import Foundation
import Testing
@testable import Segue

/// Subviews, their layers, and the callbacks UIKit sends as views move.
@MainActor
@Suite struct UIViewHierarchyTests {
    final class RecordingView: UIView {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
        override func didMoveToWindow() { log.append("didMoveToWindow") }
    }

    @Test func addingAViewLinksViewsAndLayersInTheSameOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0.layer) })
        #expect(a.superview === parent)
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c && parent.layer.sublayers!.last === c.layer)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b && parent.layer.sublayers!.first === b.layer)
        let d = UIView()
        parent.insertSubview(d, belowSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, d, a, c].map { ObjectIdentifier($0) })
        let e = UIView()
        parent.insertSubview(e, aboveSubview: a)
        #expect(parent.layer.sublayers!.map { ObjectIdentifier($0) } == [b, d, a, e, c].map { ObjectIdentifier($0.layer) })
    }

    @Test func viewOrderFollowsOtherSublayersOfTheLayer() {
        let parent = UIView()
        let plain = CALayer()
        parent.layer.addSublayer(plain)
        let a = UIView()
        parent.addSubview(a)
        let b = UIView()
        parent.insertSubview(b, at: 0)
        // b is behind a among the views, whatever other layers there are.
        let layers = parent.layer.sublayers!
        #expect(layers.firstIndex { $0 === b.layer }! < layers.firstIndex { $0 === a.layer }!)
    }

    @Test func addingAViewElsewhereRemovesItFromItsOldSuperview() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty && first.layer.sublayers == nil)
        #expect(child.superview === second && child.layer.superlayer === second.layer)
        child.removeFromSuperview()
        #expect(child.superview == nil && child.layer.superlayer == nil && second.subviews.isEmpty)
    }

    @Test func aViewCannotBecomeItsOwnDescendant() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            child.addSubview(parent)
            parent.addSubview(parent)
        }
        #expect(collector.messages.count == 2)
        #expect(parent.superview == nil && child.superview === parent)
    }

    @Test func movingIntoAWindowTellsTheWholeSubtreeInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView(), inner = RecordingView()
        view.addSubview(inner)
        inner.log.removeAll()
        window.addSubview(view)
        #expect(view.log == ["willMoveToSuperview view", "willMoveToWindow window", "didMoveToSuperview", "didMoveToWindow"])
        #expect(inner.log == ["willMoveToWindow window", "didMoveToWindow"])
        #expect(inner.window === window)
        view.log.removeAll()
        view.removeFromSuperview()
        #expect(view.log == ["willMoveToSuperview nil", "willMoveToWindow nil", "didMoveToSuperview", "didMoveToWindow"])
        #expect(inner.window == nil)
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(b)
        b.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(root.viewWithTag(8) == nil)
        #expect(b.isDescendant(of: root) && !root.isDescendant(of: b))
    }
}
