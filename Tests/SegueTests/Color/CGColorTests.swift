import Foundation
import Testing
@testable import Segue

@Suite struct CGColorTests {
    @Test func componentsAreRedGreenBlueAlpha() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.4)
        #expect(color.rgba == RGBAColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    }

    @Test func grayIsStoredAsFourSRGBComponents() {
        let gray = CGColor(gray: 0.5, alpha: 0.75)
        #expect(gray.components == [0.5, 0.5, 0.5, 0.75])
        #expect(gray.numberOfComponents == 4)
        #expect(CGColor(srgbRed: 0.5, green: 0.5, blue: 0.5, alpha: 0.75) == gray)
    }

    @Test func namedColors() {
        #expect(CGColor.black.components == [0, 0, 0, 1])
        #expect(CGColor.white.components == [1, 1, 1, 1])
        #expect(CGColor.clear.components == [0, 0, 0, 0])
    }

    @Test func copyWithAlphaKeepsTheColor() {
        let copy = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).copy(alpha: 0.25)
        #expect(copy?.components == [1, 0.5, 0, 0.25])
    }

    @Test func equalityAndHashingCompareComponentsNotIdentity() {
        let a = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let b = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(a == b)
        #expect(a !== b)
        #expect(Set([a, b, CGColor.black]).count == 2)
        #expect(a != CGColor.black)
    }

    @Test func extendedRangeComponentsAreKept() {
        let collector = SegueDiagnostics.Collector()
        let color = SegueDiagnostics.$sink.withValue(collector.sink) {
            CGColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)
        }
        #expect(color.components == [1.2, -0.1, 0.5, 1])
        #expect(collector.messages.isEmpty)
    }

    @Test func nonFiniteComponentsBecomeZeroWithADiagnostic() {
        let collector = SegueDiagnostics.Collector()
        let color = SegueDiagnostics.$sink.withValue(collector.sink) {
            CGColor(red: .nan, green: 0.5, blue: .infinity, alpha: 1)
        }
        #expect(color.components == [0, 0.5, 0, 1])
        #expect(collector.messages.count == 2)
        #expect(collector.messages[0].contains("red") && collector.messages[0].contains("nan"))
        #expect(collector.messages[1].contains("blue"))
        let transparent = SegueDiagnostics.$sink.withValue(collector.sink) { color.copy(alpha: .nan) }
        #expect(transparent?.alpha == 0)
        #expect(collector.messages.count == 3)
    }
}
