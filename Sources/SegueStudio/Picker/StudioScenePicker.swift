import Foundation
import Segue

/// The scene picker tool: Tab shows (and hides) a sidebar over the left of any
/// scene listing every scene as a card; clicking one switches the shell to it
/// (`StudioShell.switchScene(to:)`) and hides the sidebar. The card of the scene
/// shown now has an accent border. While hidden the sidebar takes no touches, so
/// the scene gets them all.
@MainActor
final class StudioScenePicker: StudioTool {
    /// The sidebar: a translucent dark panel with a heading and the cards.
    let panel = UIView()
    let headingLabel = UILabel()
    let cardList: StudioSceneCardList
    private weak var shell: StudioShell?

    /// The sidebar's width: 480 points, or half a narrower window — room for two
    /// columns of cards whose titles show whole at the default size (a column of
    /// ten cards would be too short for a line of summary).
    static func panelWidth(in bounds: CGRect) -> CGFloat {
        min(480, (bounds.width * 0.5).rounded())
    }

    /// A picker listing `catalog`'s scenes.
    init(catalog: StudioSceneCatalog) {
        cardList = StudioSceneCardList(catalog: catalog, compact: true)
        panel.layer.name = "StudioScenePicker"
        panel.backgroundColor = UIColor(red: 0.05, green: 0.06, blue: 0.09, alpha: 0.97)
        panel.layer.cornerRadius = 10
        panel.isHidden = true
        headingLabel.text = "Scenes — Tab to close"
        headingLabel.font = .boldSystemFont(ofSize: 15)
        headingLabel.textColor = UIColor(white: 1, alpha: 0.85)
        cardList.spacing = 8
        cardList.maximumCardHeight = 96
        panel.addSubview(headingLabel)
        panel.addSubview(cardList)
    }

    /// Whether the sidebar shows.
    var isShown: Bool { !panel.isHidden }

    /// Shows or hides the sidebar, at once.
    func setShown(_ shown: Bool) {
        UIView.performWithoutAnimation { panel.isHidden = !shown }
        if shown { cardList.markCurrent(shell?.sceneName) }
    }

    func install(in shell: StudioShell) {
        self.shell = shell
        shell.overlay.addSubview(panel)
        cardList.onChoose = { [weak self] name in
            guard let self, let shell = self.shell else { return }
            setShown(false)
            shell.switchScene(to: name)
        }
        cardList.markCurrent(shell.sceneName)
    }

    func handleKey(_ key: StudioKey) -> Bool {
        guard key.matches("tab") else { return false }
        setShown(!isShown)
        return true
    }

    func layout(in bounds: CGRect) {
        place(in: CGRect(x: 0, y: 0, width: Self.panelWidth(in: bounds), height: bounds.height))
    }

    /// At the window's left, the window's height: a sidebar over the scene (it is
    /// open to leave the scene), clear of the other panels.
    var panelRequests: [StudioPanelRequest] {
        guard isShown, let bounds = shell?.overlay.bounds else { return [] }
        var request = StudioPanelRequest(name: "picker", width: Self.panelWidth(in: bounds), preferredHeight: bounds.height,
                                         minimumHeight: min(bounds.height, 240), horizontal: .leading, vertical: .top)
        request.coversScene = true
        return [request]
    }

    func placePanels(in frames: [CGRect]) {
        if let frame = frames.first { place(in: frame) }
    }

    private func place(in frame: CGRect) {
        UIView.performWithoutAnimation {
            panel.frame = frame
            headingLabel.frame = CGRect(x: 12, y: 10, width: max(0, frame.width - 24), height: 22)
            cardList.frame = CGRect(x: 12, y: 40, width: max(0, frame.width - 24), height: max(0, frame.height - 52))
        }
    }

    func sceneDidChange(_ scene: any StudioScene) {
        cardList.markCurrent(shell?.sceneName)
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Tab", "show or hide the scene picker; click a scene to switch to it")]
    }
}
