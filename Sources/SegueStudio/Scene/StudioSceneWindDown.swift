import Foundation
import Segue

/// Ends what a studio scene is doing before it is released, so that nothing of it
/// outlives it: the steps `StudioShell.switchScene(to:)` takes when the studio leaves a
/// scene, for a scene shown in a `HeadlessHost` without a shell — `segue render
/// --scene` and the tests (the AddressSanitizer leak check, `tools/sanitize
/// address`, reports every object left in a reference cycle). A stage with a shell
/// (`HeadlessStudioStage`) switches to the start screen instead:
/// `stage.shell.switchScene(to: nil)`.
///
/// What stays alive otherwise, as it would in UIKit: a transition in flight (its
/// context holds the controllers and the interactor, the animations' completions
/// hold the context) and a presentation never dismissed (the presentation
/// controller holds the presenter, which holds the presented controller).
@MainActor
package enum StudioSceneWindDown {
    /// The most ticks a wind-down runs to let a transition end (2 s at 240 Hz).
    package static let maximumTicks = 480

    /// Cancels the touches in the scene's windows, brings a running transition to
    /// its end (every animation in the windows removed — the completions run with
    /// `finished == false`, as when views leave their window — and ticks run until
    /// it has completed, at most `maximumTicks`), dismisses without animation what
    /// the windows' root controllers present, and removes the animations left —
    /// then runs one more tick to deliver what that ended, unless `tickingAfter` is
    /// false (the shell, whose own loop runs on: a switch must not move its clock).
    package static func windDown(_ scene: any StudioScene, loop: FixedTimestepLoop, tickingAfter: Bool = true) {
        let windows = scene.transitionWindow === scene.window ? [scene.window] : [scene.window, scene.transitionWindow]
        windDown(windows, loop: loop, tickingAfter: tickingAfter)
    }

    /// The same for a scene shown in `host`.
    package static func windDown(_ scene: any StudioScene, in host: HeadlessHost) {
        windDown(scene, loop: host.loop)
    }

    /// The same for whatever `host`'s window shows (a seed's controllers without a scene).
    package static func windDown(_ host: HeadlessHost) {
        windDown([host.window], loop: host.loop)
    }

    /// The same for `windows`, ticking `loop`.
    package static func windDown(_ windows: [UIWindow], loop: FixedTimestepLoop, tickingAfter: Bool = true) {
        for window in windows { window.cancelAllTouches(timestamp: loop.mediaTime) }
        var ticks = 0
        func finishTransitions() {
            while windows.contains(where: \.isRunningTransition) && ticks < maximumTicks {
                for window in windows { window.layer.removeAllAnimationsInTree() }
                loop.runTick()
                for window in windows { window.layer.layoutAndDisplayIfNeeded() }
                ticks += 1
            }
        }
        finishTransitions()
        for window in windows {
            if let root = window.rootViewController, root.presentedViewController != nil {
                root.dismiss(animated: false)
                finishTransitions()
            }
        }
        for window in windows { window.layer.removeAllAnimationsInTree() }
        if tickingAfter { loop.runTick() }
    }
}
