import Foundation
import Segue

/// A studio program with several scenes and no `--scene` (`segue demo`): the start
/// screen, a scene of its own made of
/// Segue's views (a controller whose view shows a heading and one
/// `StudioSceneCard` per scene). Clicking a card calls `onChoose`, which the shell
/// sets to switch to that scene (`StudioShell.switchScene(to:)`). It has no
/// transition to show and nothing to tune.
@MainActor
final class StudioStartScene: StudioScene {
    let window = UIWindow()
    let tuning = StudioTuning(parameters: [])
    /// The controller showing the cards.
    let controller: StudioStartViewController

    /// Called with the scene of the card clicked.
    var onChoose: ((String) -> Void)? {
        get { controller.cardList.onChoose }
        set { controller.cardList.onChoose = newValue }
    }

    /// A start screen with one card per scene of `catalog`, headed with its title.
    init(catalog: StudioSceneCatalog) {
        controller = StudioStartViewController(catalog: catalog)
        window.rootViewController = controller
    }

    /// The start screen has no transition of its own.
    func startShowcaseTransition() -> Bool { false }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click a card", "open that scene")]
    }
}

/// The start screen's controller: a heading, a line saying how to come back, and
/// the cards in one column, or two when the view is at least 720 points wide.
@MainActor
final class StudioStartViewController: UIViewController {
    let headingLabel = UILabel()
    let hintLabel = UILabel()
    let cardList: StudioSceneCardList
    private let heading: String
    private let tagline: String?

    init(catalog: StudioSceneCatalog) {
        cardList = StudioSceneCardList(catalog: catalog, compact: false)
        heading = catalog.title
        tagline = catalog.tagline
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// The start screen's background.
    static let backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.11, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.backgroundColor
        view.layer.name = "StudioStartScene"
        headingLabel.text = heading
        headingLabel.font = .boldSystemFont(ofSize: 34)
        headingLabel.textColor = .white
        hintLabel.text = (tagline.map { $0 + " " } ?? "") + "Choose a scene; Tab brings this list back over any scene."
        hintLabel.font = .systemFont(ofSize: 15)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.6)
        for subview in [headingLabel, hintLabel, cardList] as [UIView] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let margin: CGFloat = bounds.width >= 720 ? 40 : 20
        let width = max(0, bounds.width - 2 * margin)
        headingLabel.frame = CGRect(x: margin, y: margin * 0.75, width: width, height: 42)
        hintLabel.frame = CGRect(x: margin, y: headingLabel.frame.maxY + 4, width: width, height: 20)
        let top = hintLabel.frame.maxY + 20
        cardList.columns = bounds.width >= 720 ? 2 : 1
        cardList.frame = CGRect(x: margin, y: top, width: width, height: max(0, bounds.height - top - margin * 0.75))
    }
}
