import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// The transaction's settings through `setValue(_:forKey:)` and `value(forKey:)`
/// with Core Animation's key constants.
@MainActor @Suite struct CATransactionKeyTests {
    @Test func theKeyConstantsSetAndReadTheSettings() {
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: 2.5), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 2.5)
        #expect((CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double) == 2.5)
        CATransaction.setValue(CGFloat(1.5), forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.setValue(kCFBooleanTrueValue, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        #expect((CATransaction.value(forKey: kCATransactionDisableActions) as? Bool) == true)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setValue(easeIn, forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.animationTimingFunction() === easeIn)
        CATransaction.commit()
    }

    @Test func theCompletionBlockKeyRunsTheBlockWhenTheAnimationsEnd() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setValue({ ran = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) is () -> Void)
        layer.opacity = 0
        CATransaction.commit()
        runtime.advance(0.3)
        #expect(ran)
    }

    let kCFBooleanTrueValue: Any = NSNumber(value: true)
}
