import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The start screen and the picker at the default and minimum window sizes: every
/// card inside the window and apart from the others, its title and at least one
/// whole line of its summary showing, and a summary that does not fit ending in
/// "…" (truncating tail over whole lines), never cut mid-line.
@MainActor @Suite struct StartScreenFitTests {
    func expectFits(_ cards: [StudioSceneCard], in container: UIView, _ what: String) {
        for (index, card) in cards.enumerated() {
            let frame = card.convert(card.bounds, to: container)
            #expect(container.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame), "\(what): \(card.sceneName) inside")
            for other in cards[(index + 1)...] {
                #expect(!frame.intersects(other.convert(other.bounds, to: container)), "\(what): \(card.sceneName) apart")
            }
            let summary = card.summaryLabel
            #expect(!summary.isHidden && summary.frame.maxY <= card.bounds.height, "\(what): \(card.sceneName) shows a summary")
            let lines = summary.frame.height / summary.font.lineHeight
            #expect(lines >= 1 && abs(lines - lines.rounded()) < 0.001, "\(what): whole lines")
            #expect(summary.lineBreakMode == .byTruncatingTail, "what does not fit ends in …")
            #expect(card.titleLabel.frame.maxY <= summary.frame.minY + 0.5)
        }
    }

    @Test func theStartScreenFits() {
        for size in [CGSize(width: 1024, height: 700), StudioShell.minimumWindowSize] {
            let stage = HeadlessStudioStage(size: size, builtIn: nil)
            stage.runTicks(1)
            let start = stage.shell.scene as! StudioStartScene
            start.window.layoutIfNeeded()
            expectFits(start.controller.cardList.cards, in: start.window, "start screen at \(size)")
        }
    }

    @Test func thePickerFits() {
        for size in [CGSize(width: 1024, height: 700), StudioShell.minimumWindowSize] {
            let stage = HeadlessStudioStage(size: size, builtIn: .tabs)
            stage.shell.key(StudioKey("tab"))
            stage.runTicks(1)
            let picker = stage.shell.tool(StudioScenePicker.self)!
            picker.panel.layoutIfNeeded()
            expectFits(picker.cardList.cards, in: picker.panel, "picker at \(size)")
        }
    }
}
