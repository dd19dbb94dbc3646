import Foundation

/// The keys of a transaction's settings, for `CATransaction.setValue(_:forKey:)`
/// and `value(forKey:)` (Core Animation's constants, with the same string values).
/// The duration (a number), whether actions are disabled (a Boolean), the timing
/// function (a `CAMediaTimingFunction`) and the completion block (a `() -> Void`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of whether implicit actions are disabled, a Boolean.
public let kCATransactionDisableActions = "disableActions"
/// The key of the implicit animations' timing function, a `CAMediaTimingFunction`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the completion block, a `() -> Void`.
public let kCATransactionCompletionBlock = "completionBlock"
