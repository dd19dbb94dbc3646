import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The timeline's title names what is running: a rotation of the interface (a
/// transition between no controllers) by its context's name, never "nil → nil".
@MainActor @Suite struct TimelineTitleTests {
    @Test func aRotationIsNamedByItsOrientations() {
        let stage = HeadlessStudioStage(size: CGSize(width: 1024, height: 700), builtIn: .slideUp)
        stage.runTicks(1)
        #expect(stage.shell.key(StudioKey("left", modifiers: .control)))
        stage.runTicks(3)
        let timeline = stage.shell.tool(TimelineTool.self)!
        let title = timeline.titleLabel.text ?? ""
        #expect(!timeline.bar.isHidden)
        #expect(title.hasPrefix("rotation") && title.contains("→"), "\(title)")
        #expect(!title.contains("nil"), "\(title)")
    }
}
