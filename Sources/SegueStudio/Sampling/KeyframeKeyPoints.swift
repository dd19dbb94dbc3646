import Foundation
import Segue

/// Where a keyframe curve reaches its key values, for the dots `segue curve
/// keyframes` and the studio's curve panel draw.
package enum KeyframeKeyPoints {
    /// Where the key values are reached, in seconds: each of the track's effective key
    /// times (given, evenly spaced, or paced by the track) mapped back through the
    /// animation's timing function.
    package static func keyPoints(of track: KeyframeTrack<Double>, timing: CAMediaTimingFunction, duration: Double) -> [CurvePoint] {
        zip(track.keyTimes, track.values).map { keyTime, value in
            CurvePoint(t: duration * inverse(of: timing, at: keyTime), value: value)
        }
    }

    /// The fraction of time at which `timing` reaches `progress`, by bisection (the
    /// named timing functions are monotonic on [0, 1]); exact at 0 and 1.
    package static func inverse(of timing: CAMediaTimingFunction, at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if timing.progress(at: middle) < progress { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
