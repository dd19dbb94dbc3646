import Foundation
import Segue

/// What `segue watch` has to say, over the program it runs (`StudioWatchMessage`):
/// a "Building…" badge at the top while a change builds, and — when the build
/// fails, or the last build crashed and this is the last good one restarted — an
/// opaque panel at the top with the compiler's first errors (file, line and
/// message) or the crash, over the last good program, which goes on running
/// under it. The next build's program starts without it; a build that finds
/// nothing to do clears it. Both are panels of the studio's layout
/// (`StudioPanelLayout`): the error panel a bar across the top that may cover the
/// scene, as an alert does, with the other tools' panels moving clear of it. It
/// takes no keys and lets touches through, so the program stays usable under it.
@MainActor
final class StudioWatchStatusTool: StudioTool {
    /// "Building…".
    let badge = UILabel()
    /// The errors or the crash.
    let panel = UIView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    private weak var shell: StudioShell?
    /// The last message shown (nil: nothing).
    private(set) var shown: StudioWatchMessage?
    private var isBuilding = false

    init() {
        badge.text = "Building…"
        badge.font = .boldSystemFont(ofSize: 13)
        badge.textColor = UIColor(white: 0.1, alpha: 1)
        badge.textAlignment = .center
        badge.backgroundColor = UIColor(red: 1, green: 0.80, blue: 0.30, alpha: 1)
        badge.layer.cornerRadius = 12
        badge.layer.masksToBounds = true
        badge.layer.name = "StudioWatchStatus.badge"
        panel.backgroundColor = UIColor(red: 0.16, green: 0.05, blue: 0.06, alpha: 1)
        panel.layer.cornerRadius = 10
        panel.layer.borderWidth = 1
        panel.layer.borderColor = UIColor(red: 1, green: 0.35, blue: 0.35, alpha: 1).cgColor
        panel.layer.name = "StudioWatchStatus.panel"
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.textColor = UIColor(red: 1, green: 0.62, blue: 0.62, alpha: 1)
        bodyLabel.font = .systemFont(ofSize: 13)
        bodyLabel.textColor = .white
        bodyLabel.numberOfLines = 0
        bodyLabel.lineBreakMode = .byWordWrapping
        panel.addSubview(titleLabel)
        panel.addSubview(bodyLabel)
        for view in [badge, panel] {
            view.isHidden = true
            view.isUserInteractionEnabled = false
        }
    }

    func install(in shell: StudioShell) {
        self.shell = shell
        shell.overlay.addSubview(panel)
        shell.overlay.addSubview(badge)
    }

    /// Shows `message` (a hand-over is not shown: the program is about to quit).
    func show(_ message: StudioWatchMessage) {
        switch message {
        case .building:
            isBuilding = true
        case .buildFailed(let text):
            isBuilding = false
            shown = message
            titleLabel.text = "Build failed — still running the last good build"
            bodyLabel.text = text
        case .crashed(let text):
            isBuilding = false
            shown = message
            titleLabel.text = "Crashed — restarted the last good build; save a file to rebuild"
            bodyLabel.text = text
        case .clear:
            isBuilding = false
            shown = nil
        case .handOver:
            return
        }
        UIView.performWithoutAnimation {
            badge.isHidden = !isBuilding
            panel.isHidden = shown == nil
        }
        measure()
        shell?.arrangePanels()
    }

    private var bounds = CGRect.zero
    private static let inset: CGFloat = 14
    private static let titleHeight: CGFloat = 20

    func layout(in bounds: CGRect) {
        self.bounds = bounds
        measure()
    }

    /// The panels asked for, measured when what they show or the window changes
    /// (not each time the studio lays its panels out, once a frame).
    private(set) var panelRequests: [StudioPanelRequest] = []

    private func measure() {
        var requests: [StudioPanelRequest] = []
        if shown != nil {
            // At most half the window, so the program stays in view under it.
            let textWidth = min(bounds.width - 2 * StudioPanelLayout.margin, 920) - 2 * Self.inset
            let maximumBody = max(40, bounds.height / 2 - Self.titleHeight - 3 * Self.inset)
            let body = bodyLabel.textRect(forBounds: CGRect(x: 0, y: 0, width: max(textWidth, 40), height: 10_000),
                                          limitedToNumberOfLines: 0).height
            var request = StudioPanelRequest(name: "watch-status", width: bounds.width,
                                             preferredHeight: Self.titleHeight + min(maximumBody, body) + 2.5 * Self.inset,
                                             minimumHeight: Self.titleHeight + 2 * Self.inset, horizontal: .full, vertical: .top)
            request.coversScene = true
            requests.append(request)
        }
        if isBuilding {
            let width = badge.textRect(forBounds: CGRect(x: 0, y: 0, width: 400, height: 24), limitedToNumberOfLines: 1).width + 28
            var request = StudioPanelRequest(name: "watch-building", width: width, preferredHeight: 24,
                                             horizontal: .trailing, vertical: .top)
            request.coversScene = true
            requests.append(request)
        }
        panelRequests = requests
    }

    func placePanels(in frames: [CGRect]) {
        var frames = frames[...]
        UIView.performWithoutAnimation {
            if shown != nil, let frame = frames.popFirst() {
                let width = min(frame.width, 920)
                panel.frame = CGRect(x: frame.midX - width / 2, y: frame.minY, width: width, height: frame.height)
                let textWidth = width - 2 * Self.inset
                titleLabel.frame = CGRect(x: Self.inset, y: Self.inset, width: textWidth, height: Self.titleHeight)
                bodyLabel.frame = CGRect(x: Self.inset, y: Self.inset * 1.5 + Self.titleHeight, width: textWidth,
                                         height: max(0, frame.height - Self.titleHeight - 2.5 * Self.inset))
            }
            if isBuilding, let frame = frames.popFirst() { badge.frame = frame }
        }
    }
}
