import Foundation
@testable import SegueSDL
import Testing

@Suite struct ScreenshotFileNameTests {
    @Test func namesAreNumberedNotTimestamped() {
        #expect(ScreenshotFileName.name(number: 1) == "segue-screenshot-001.png")
        #expect(ScreenshotFileName.name(number: 42) == "segue-screenshot-042.png")
        #expect(ScreenshotFileName.name(number: 1234) == "segue-screenshot-1234.png")
    }

    @Test func skipsNamesAlreadyTaken() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(ScreenshotFileName.nextFreePath(in: directory.path).number == 1)
        for number in [1, 2, 4] {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(ScreenshotFileName.name(number: number)).path, contents: Data())
        }
        let next = ScreenshotFileName.nextFreePath(in: directory.path)
        #expect(next.number == 3)
        #expect(next.path == directory.appendingPathComponent("segue-screenshot-003.png").path)
        #expect(ScreenshotFileName.nextFreePath(in: directory.path, from: 4).number == 5)
    }
}
