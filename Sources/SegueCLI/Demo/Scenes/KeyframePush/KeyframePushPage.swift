import Foundation
import Segue
import SegueStudio

/// The three scenes of the keyframe-push seed ("iOS View Controller Transitions",
/// parts 1–2): the storyboard's scene A, B and C, in the order they are pushed.
enum TTScene: Int, CaseIterable {
    case a, b, c

    /// "Scene A".
    var title: String {
        switch self {
        case .a: "Scene A"
        case .b: "Scene B"
        case .c: "Scene C"
        }
    }

    /// The scene a push leads to (nil for the last).
    var next: TTScene? { TTScene(rawValue: rawValue + 1) }

    /// The scene a pop leads back to (nil for the first).
    var previous: TTScene? { TTScene(rawValue: rawValue - 1) }

    /// The page colour, distinct per scene so screenshots tell them apart.
    var color: UIColor {
        switch self {
        case .a: UIColor(red: 0.16, green: 0.36, blue: 0.72, alpha: 1)
        case .b: UIColor(red: 0.86, green: 0.45, blue: 0.12, alpha: 1)
        case .c: UIColor(red: 0.17, green: 0.58, blue: 0.33, alpha: 1)
        }
    }
}

/// The page a `TTViewController` shows: the scene's colour, its title in the top
/// half, and in the bottom half what to do and the Push / Pop buttons — so the
/// animator's two halves (the top slides up first, the bottom down second) are
/// easy to follow. A faint line marks where the snapshots split the page.
final class KeyframePushPage: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let instructionLabel = UILabel()
    let pushButton = UIButton(type: .system)
    let popButton = UIButton(type: .system)
    private let divider = UIView()

    init(scene: TTScene) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = scene.color
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.text = scene.title
        titleLabel.font = .boldSystemFont(ofSize: 64)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        subtitleLabel.text = "Push: the top half leaves, then the bottom · Pop: they return"
        subtitleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.textColor = UIColor(white: 1, alpha: 0.8)
        subtitleLabel.textAlignment = .center
        var lines: [String] = []
        if let next = scene.next { lines.append("Pinch out (Alt+drag away from the centre) to push \(next.title)") }
        if let previous = scene.previous { lines.append("Pinch in (Alt+drag toward the centre) to pop back to \(previous.title)") }
        lines.append("Release before a quarter of the way to cancel")
        instructionLabel.text = lines.joined(separator: "\n")
        instructionLabel.numberOfLines = 0
        instructionLabel.font = .systemFont(ofSize: 16)
        instructionLabel.textColor = .white
        instructionLabel.textAlignment = .center
        for (button, title) in [(pushButton, scene.next.map { "Push \($0.title) ›" }),
                                (popButton, scene.previous.map { "‹ Pop to \($0.title)" })] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 20)
            button.backgroundColor = UIColor(white: 1, alpha: 0.2)
            button.layer.cornerRadius = 12
            button.isHidden = title == nil
        }
        divider.backgroundColor = UIColor(white: 1, alpha: 0.25)
        for subview in [divider, titleLabel, subtitleLabel, instructionLabel, pushButton, popButton] as [UIView] {
            addSubview(subview)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, middle = bounds.midY
        divider.frame = CGRect(x: 0, y: middle - 0.5, width: width, height: 1)
        titleLabel.frame = CGRect(x: 0, y: middle - 150, width: width, height: 80)
        subtitleLabel.frame = CGRect(x: 0, y: middle - 60, width: width, height: 24)
        instructionLabel.frame = CGRect(x: 20, y: middle + 24, width: width - 40, height: 66)
        let buttonWidth: CGFloat = 220, gap: CGFloat = 20
        let shown = [popButton, pushButton].filter { !$0.isHidden }
        var x = bounds.midX - (CGFloat(shown.count) * buttonWidth + CGFloat(shown.count - 1) * gap) / 2
        for button in shown {
            button.frame = CGRect(x: x, y: middle + 106, width: buttonWidth, height: 50)
            x += buttonWidth + gap
        }
    }
}
