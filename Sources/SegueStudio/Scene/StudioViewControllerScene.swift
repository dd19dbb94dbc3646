import Foundation
import Segue

/// A scene made of one root view controller, as an iOS app's window holds one:
/// what `Studio.run { MyRootViewController() }` shows. The controller becomes the
/// window's `rootViewController`; when it adopts `StudioSceneContent`, its tuning,
/// showcase transition, keys and help lines are the scene's.
@MainActor
public final class StudioViewControllerScene: StudioScene {
    /// The window whose `rootViewController` is the controller.
    public let window = UIWindow()
    /// The controller the window shows.
    public let rootViewController: UIViewController

    /// The controller's tuning, read once when the scene is built.
    public let tuning: StudioTuning

    /// A scene showing `rootViewController` in its window.
    public init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
        tuning = (rootViewController as? any StudioSceneContent)?.tuning ?? StudioTuning(parameters: [])
        window.rootViewController = rootViewController
    }

    private var content: (any StudioSceneContent)? { rootViewController as? any StudioSceneContent }

    /// The root controller's showcase transition, when it adopts `StudioSceneContent`.
    @discardableResult
    public func startShowcaseTransition() -> Bool { content?.startShowcaseTransition() ?? false }

    /// Keys go to the root controller when it adopts `StudioSceneContent`.
    public func handleKey(_ key: StudioKey) -> Bool { content?.handleKey(key) ?? false }

    /// The root controller's help lines, when it adopts `StudioSceneContent`.
    public var helpLines: [StudioHelpLine] { content?.helpLines ?? [] }
}
