import Foundation

extension CALayer {
    /// This layer's local time at a global media time: the superlayers' timing
    /// applied from the root down.
    func localTime(atMediaTime time: Double) -> Double {
        let parentTime = superlayer?.localTime(atMediaTime: time) ?? time
        return timing.localTime(fromParentTime: parentTime)
    }

    /// The global media time at which this layer's local time reads `time`.
    func mediaTime(atLocalTime time: Double) -> Double {
        let parentTime = timing.parentTime(fromLocalTime: time)
        return superlayer?.mediaTime(atLocalTime: parentTime) ?? parentTime
    }

    /// Converts a time from another layer's time space (nil: global media time) to
    /// this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let global = l?.mediaTime(atLocalTime: t) ?? t
        return localTime(atMediaTime: global)
    }

    /// Converts a time from this layer's time space to another layer's (nil:
    /// global media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = mediaTime(atLocalTime: t)
        return l?.localTime(atMediaTime: global) ?? global
    }
}
