import Foundation
import Testing
@testable import Segue

/// Where a subview's layer goes among its superview's sublayers, raw layers (a
/// gradient, a shape) included, as UIKit places it.
@MainActor @Suite struct UIViewSubviewLayerOrderTests {
    func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    func view(_ name: String) -> UIView {
        let view = UIView()
        view.layer.name = name
        return view
    }

    @Test func aViewAddedAfterARawSublayerIsDrawnAboveIt() {
        let parent = UIView(), a = view("a"), b = view("b")
        parent.addSubview(a)
        parent.layer.addSublayer(named("gradient"))
        parent.addSubview(b)
        #expect(parent.layer.sublayers?.map(\.name) == ["a", "gradient", "b"])
    }

    @Test func insertingAboveASubviewPutsTheLayerJustAboveItsLayer() {
        let parent = UIView(), a = view("a"), b = view("b"), c = view("c")
        parent.addSubview(a)
        parent.layer.addSublayer(named("shape"))
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(\.layer.name) == ["a", "c", "b"])
        #expect(parent.layer.sublayers?.map(\.name) == ["a", "c", "shape", "b"])
    }

    @Test func insertingBelowASubviewPutsTheLayerJustBelowItsLayer() {
        let parent = UIView(), a = view("a"), b = view("b"), c = view("c")
        parent.addSubview(a)
        parent.layer.addSublayer(named("shape"))
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.layer.name) == ["a", "c", "b"])
        #expect(parent.layer.sublayers?.map(\.name) == ["a", "shape", "c", "b"])
    }

    @Test func insertingAtTheEndAppendsTheLayerAboveRawSublayers() {
        let parent = UIView(), a = view("a"), c = view("c")
        parent.addSubview(a)
        parent.layer.addSublayer(named("shape"))
        parent.insertSubview(c, at: 1)
        #expect(parent.layer.sublayers?.map(\.name) == ["a", "shape", "c"])
    }

    @Test func insertingAnExistingSubviewAtAnIndexMovesItToThatIndex() {
        let parent = UIView(), a = view("a"), b = view("b"), c = view("c")
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(a, at: 2)
        #expect(parent.subviews.map(\.layer.name) == ["b", "c", "a"])
        #expect(parent.layer.sublayers?.map(\.name) == ["b", "c", "a"])
        parent.insertSubview(a, at: 0)
        #expect(parent.subviews.map(\.layer.name) == ["a", "b", "c"])
        #expect(parent.layer.sublayers?.map(\.name) == ["a", "b", "c"])
    }

    @Test func movingASubviewAboveALaterSiblingPutsItJustAboveThatSibling() {
        let parent = UIView(), a = view("a"), b = view("b"), c = view("c")
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(\.layer.name) == ["b", "a", "c"])
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.layer.name) == ["c", "b", "a"])
        #expect(parent.layer.sublayers?.map(\.name) == ["c", "b", "a"])
    }

    @Test func bringingASubviewToTheFrontPutsItsLayerAboveRawSublayers() {
        let parent = UIView(), a = view("a"), b = view("b")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(named("overlay"))
        parent.bringSubviewToFront(a)
        #expect(parent.layer.sublayers?.map(\.name) == ["b", "overlay", "a"])
    }
}
