import Foundation
import Testing
@testable import Segue

/// Animations are key-value coding containers: a value stored under a key comes
/// back, from copies too.
@MainActor @Suite struct CAAnimationKeyedValueTests {
    @Test func aValueStoredOnAnAnimationComesBackFromItsCopy() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fade-out", forKey: "name")
        #expect(fade.value(forKey: "name") as? String == "fade-out")
        #expect((fade.copy() as! CAAnimation).value(forKey: "name") as? String == "fade-out")
        #expect(fade.value(forKey: "other") == nil)
    }
}
