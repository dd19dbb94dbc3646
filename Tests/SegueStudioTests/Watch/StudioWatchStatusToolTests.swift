import Foundation
import Segue
import Testing
@testable import SegueStudio

/// The watcher's news over the program: a badge while building; a failed build or a
/// crash as a panel across the top that the other tools' panels keep clear of.
@MainActor @Suite struct StudioWatchStatusToolTests {
    func stage() -> (HeadlessStudioStage, StudioWatchStatusTool) {
        let stage = HeadlessStudioStage(size: CGSize(width: 800, height: 600), scene: "cards", catalog: cardProgramCatalog())
        let tool = StudioWatchStatusTool()
        stage.shell.install(tool)
        return (stage, tool)
    }

    @Test("nothing shows until the watcher says something")
    func quietAtFirst() {
        let (stage, tool) = stage()
        #expect(tool.panel.isHidden && tool.badge.isHidden)
        #expect(stage.shell.panelFrames["watch-status"] == nil && stage.shell.panelFrames["watch-building"] == nil)
    }

    @Test("a failed build shows its errors across the top, clear of the other panels; a build with nothing to do clears it")
    func failedBuildShowsAndClears() throws {
        let (stage, tool) = stage()
        _ = stage.shell.key(StudioKey("t"))
        _ = stage.shell.key(StudioKey("c"))
        tool.show(.building)
        #expect(!tool.badge.isHidden && stage.shell.panelFrames["watch-building"] != nil)
        let errors = "Sources/App/Card.swift:12:5: cannot find 'x' in scope\n    x = 1"
        tool.show(.buildFailed(errors))
        #expect(tool.badge.isHidden, "the build is over")
        #expect(tool.bodyLabel.text == errors && tool.titleLabel.text?.hasPrefix("Build failed") == true)
        let frame = try #require(stage.shell.panelFrames["watch-status"])
        #expect(frame.minY <= 12 && frame.width >= 700, "a bar across the top: \(frame)")
        #expect(tool.panel.frame.height >= 60, "title and two lines: \(tool.panel.frame)")
        for (name, other) in stage.shell.panelFrames where name != "watch-status" {
            #expect(!frame.intersects(other), "\(name) \(other) is clear of the errors \(frame)")
        }
        tool.show(.handOver)
        #expect(!tool.panel.isHidden, "a hand-over changes nothing shown: the program is about to quit")
        tool.show(.clear)
        #expect(tool.panel.isHidden && stage.shell.panelFrames["watch-status"] == nil)
    }

    @Test("a crash says the last good build was restarted")
    func crashShows() {
        let (_, tool) = stage()
        tool.show(.crashed("Fatal error: boom"))
        #expect(!tool.panel.isHidden)
        #expect(tool.titleLabel.text?.contains("restarted the last good build") == true)
    }

    @Test("a long error list takes at most half the window")
    func longErrorsAreBounded() {
        let (stage, tool) = stage()
        tool.show(.buildFailed(Array(repeating: "Sources/App/Card.swift:1:1: expected expression", count: 80).joined(separator: "\n")))
        #expect(tool.panel.frame.height <= stage.shell.overlay.bounds.height / 2 + 1)
    }
}
