import Foundation
import Segue
import SegueStudio

/// `segue demo --scene stress [--cards N]`: the compositor under load — N cards
/// (500 unless `--cards` says otherwise) in a grid, each flipping forever on a
/// spring with a keyframed hop at a staggered time (`StressCardGrid`). Not a seed
/// port: the performance issue's stress load, hosted as an iOS app would host a
/// layer tree — the root controller's view holds a header label and a view whose
/// layer carries the grid, laid out for the view's size.
///
/// The tuning panel edits the flips' spring (duration, damping ratio, initial
/// velocity), applied to every card at once. 1, 2 and 3 choose how the flips are
/// staggered: a diagonal wave, rings from the centre, all together. The showcase
/// (`segue render` and the picker's button have no controller transition to run
/// here) restarts the flips as rings from the centre.
@MainActor
final class StressScene: StudioScene {
    nonisolated static let name = "stress"

    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .dampingRatio, .initialVelocity],
                            duration: StressCardGrid.Motion().duration,
                            dampingRatio: CGFloat(StressCardGrid.Motion().dampingRatio),
                            initialVelocity: CGFloat(StressCardGrid.Motion().initialVelocity))
    /// The root controller: header and grid.
    let controller: StressViewController

    /// `cardCount` cards (clamped to `StressCardGrid.cardCountRange`); `still`
    /// shows them turned part way, not animating.
    init(cardCount: Int = StressCardGrid.defaultCardCount, still: Bool = false) {
        controller = StressViewController(grid: StressCardGrid(cardCount: cardCount, animated: !still))
        window.rootViewController = controller
        tuning.addObserver { [unowned self] in applyTuning() }
    }

    /// The grid of cards.
    var grid: StressCardGrid { controller.grid }

    /// Restarts the flips with the tuned spring (the stagger kept).
    private func applyTuning() {
        guard grid.motion != nil else { return }
        var motion = StressCardGrid.Motion()
        motion.duration = tuning.duration
        motion.dampingRatio = Double(tuning.dampingRatio)
        motion.initialVelocity = Double(tuning.initialVelocity)
        grid.start(motion: motion, stagger: grid.stagger)
    }

    /// Restarts the flips as rings spreading from the centre. There is no
    /// controller transition in this scene; still, it does nothing and returns false.
    func startShowcaseTransition() -> Bool {
        guard let motion = grid.motion else { return false }
        grid.start(motion: motion, stagger: .ripple)
        return true
    }

    /// 1, 2 and 3 pick the stagger.
    func handleKey(_ key: StudioKey) -> Bool {
        let staggers: [(String, StressCardGrid.Stagger)] = [("1", .wave), ("2", .ripple), ("3", .together)]
        guard let motion = grid.motion, let chosen = staggers.first(where: { key.matches($0.0) }) else { return false }
        grid.start(motion: motion, stagger: chosen.1)
        return true
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("1 / 2 / 3", "stagger the flips as a diagonal wave, as rings from the centre, or all together"),
         StudioHelpLine("T (tuning panel)", "the flips' spring: duration, damping ratio, initial velocity, applied to every card at once"),
         StudioHelpLine("--cards N", "how many cards (segue demo --scene stress --cards 2000; also segue bench --scene stress)")]
    }
}

/// The stress scene's root controller: a header line naming the load above a view
/// whose layer holds the card grid.
@MainActor
final class StressViewController: UIViewController {
    let grid: StressCardGrid
    private let header = UILabel()
    private let gridView = UIView()
    static let headerHeight: CGFloat = 36

    init(grid: StressCardGrid) {
        self.grid = grid
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.11, alpha: 1)
        header.text = "\(grid.cardCount) cards · springs and keyframes, staggered · 1 / 2 / 3 change the stagger"
        header.font = .systemFont(ofSize: 14)
        header.textColor = UIColor(red: 0.7, green: 0.74, blue: 0.82, alpha: 1)
        view.addSubview(header)
        view.addSubview(gridView)
        gridView.layer.addSublayer(grid.layer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        header.frame = CGRect(x: 16, y: 10, width: max(bounds.width - 32, 0), height: Self.headerHeight - 14)
        gridView.frame = CGRect(x: 8, y: Self.headerHeight, width: max(bounds.width - 16, 0),
                                height: max(bounds.height - Self.headerHeight - 8, 0))
        grid.layout(size: gridView.bounds.size)
    }
}
