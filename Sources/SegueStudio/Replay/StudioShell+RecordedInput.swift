import Foundation
import Segue
import SegueFiles

extension StudioShell {
    /// Delivers one recorded event as the SDL host delivers live input: the left
    /// button's press, drag and release through the shell's touch routing (with Alt
    /// for the mouse pinch), a key to the tools and then the scene, a touch
    /// cancellation, the wheel. A recorded resize goes to `resize` (the host decides
    /// what a window of that size means). `timestamp` stamps the touches.
    func deliver(_ event: ReplayTraceEvent, timestamp: TimeInterval, resize: (CGSize) -> Void) {
        switch event.kind {
        case .down(let point, let alt): pointer(.began, at: point, timestamp: timestamp, modifiers: alt ? .alternate : [])
        case .move(let point, let alt): pointer(.moved, at: point, timestamp: timestamp, modifiers: alt ? .alternate : [])
        case .up(let point, let alt): pointer(.ended, at: point, timestamp: timestamp, modifiers: alt ? .alternate : [])
        case .key(let name):
            if let key = StudioKey(traceName: name) { _ = self.key(key) }
        case .cancel: cancelAllTouches(timestamp: timestamp)
        case .wheel(let point, let dx, let dy): _ = wheel(CGVector(dx: dx, dy: dy), at: point)
        case .resize(let width, let height): resize(CGSize(width: width, height: height))
        }
    }
}
