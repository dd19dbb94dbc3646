import Foundation

/// The keys of a transaction's settings, for `CATransaction.setValue(_:forKey:)`
/// and `value(forKey:)` (Core Animation's constants, with the same string values).
/// The duration (a number), whether actions are disabled (a Boolean), the timing
/// function (a `CAMediaTimingFunction`) and the completion block (a `() -> Void`).
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
