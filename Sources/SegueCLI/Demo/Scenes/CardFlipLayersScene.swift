import Foundation
import Segue
import SegueStudio

/// `segue demo --scene layers`: the bare-layer `CardFlipScene` in a window, as
/// an iOS app would host a layer tree — the root controller's view holds the
/// scene's layer and lays it out for the view's size. The scene animates on its
/// own, forever, with no controller transition and nothing to tune.
@MainActor
final class CardFlipLayersScene: StudioScene {
    let window = UIWindow()
    let tuning = StudioTuning(parameters: [])
    /// The layer scene shown.
    let layers: CardFlipScene

    init(rasterizer: (any TextRasterizer)?, animated: Bool) {
        layers = CardFlipScene(rasterizer: rasterizer, animated: animated)
        window.rootViewController = LayerHostViewController(scene: layers)
    }

    /// The layers scene has no controller transition.
    func startShowcaseTransition() -> Bool { false }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("(no input)", "the card flips and the tiles spin by themselves: bare CALayers and CABasicAnimations")]
    }

    /// The controller whose view carries the scene's layer.
    private final class LayerHostViewController: UIViewController {
        let scene: CardFlipScene

        init(scene: CardFlipScene) {
            self.scene = scene
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.layer.addSublayer(scene.layer)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            scene.layout(size: view.bounds.size, scale: UIScreen.main.scale)
        }
    }
}
