import Foundation
import Testing
import Segue
@testable import SegueSDL

@Suite struct ContentsGravityLayoutTests {
    let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)

    func rect(_ gravity: CALayerContentsGravity, _ w: Int = 40, _ h: Int = 20, scale: CGFloat = 1) -> CGRect {
        ContentsGravityLayout.rect(for: gravity, bounds: bounds, imageWidth: w, imageHeight: h, contentsScale: scale)
    }

    @Test func scalingGravities() {
        #expect(rect(.resize) == bounds)
        // 40×20 (2:1) fits 200×100 (2:1) exactly either way.
        #expect(rect(.resizeAspect) == bounds)
        // 20×20 fits as 100×100 centred; fills as 200×200 centred.
        #expect(rect(.resizeAspect, 20, 20) == CGRect(x: 60, y: 20, width: 100, height: 100))
        #expect(rect(.resizeAspectFill, 20, 20) == CGRect(x: 10, y: -30, width: 200, height: 200))
    }

    @Test func unscaledGravitiesUseContentsScale() {
        #expect(rect(.center) == CGRect(x: 90, y: 60, width: 40, height: 20))
        #expect(rect(.center, scale: 2) == CGRect(x: 100, y: 65, width: 20, height: 10))
        #expect(rect(.left) == CGRect(x: 10, y: 60, width: 40, height: 20))
        #expect(rect(.right) == CGRect(x: 170, y: 60, width: 40, height: 20))
    }

    @Test func verticalNamesFollowAYUpAxisAsOnIOS() {
        // "top" is the maximum-y edge: the visual bottom of a y-down layer.
        #expect(rect(.top) == CGRect(x: 90, y: 100, width: 40, height: 20))
        #expect(rect(.bottom) == CGRect(x: 90, y: 20, width: 40, height: 20))
        #expect(rect(.topLeft) == CGRect(x: 10, y: 100, width: 40, height: 20))
        #expect(rect(.topRight) == CGRect(x: 170, y: 100, width: 40, height: 20))
        #expect(rect(.bottomLeft) == CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(rect(.bottomRight) == CGRect(x: 170, y: 20, width: 40, height: 20))
    }

    @Test func unknownGravityAndBadScaleFallBack() {
        #expect(rect(CALayerContentsGravity(rawValue: "sideways")) == bounds)
        #expect(rect(.center, scale: 0) == rect(.center, scale: 1))
        #expect(rect(.center, scale: .nan) == rect(.center, scale: 1))
    }
}
