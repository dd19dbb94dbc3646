import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

/// DejaVu Sans not installed: the headless programs (`segue render --scene`,
/// `segue replay`) say so in one warning line naming the missing file and the
/// package, and still finish with Segue's bitmap font; the SDL2_ttf rasterizer
/// itself refuses to start with the same message (the demo window exits 1 with it).
@MainActor
@Suite("Bad input: a missing font", .serialized)
struct MissingFontTests {
    static let missing = TextFontFiles(directory: "/nonexistent-segue-fonts")

    @Test("the rasterizer refuses to start, naming the file and the package")
    func rasterizerRefuses() {
        #expect(throws: SDLTextRasterizerError.fontMissing(path: "/nonexistent-segue-fonts/DejaVuSans.ttf")) {
            _ = try SDLTextRasterizer(fontFiles: Self.missing)
        }
        let message = SDLTextRasterizerError.fontMissing(path: "/nonexistent-segue-fonts/DejaVuSans.ttf").description
        #expect(message.contains("/nonexistent-segue-fonts/DejaVuSans.ttf") && message.contains("fonts-dejavu-core")
                && !message.contains("\n"))
    }

    @Test("render --scene warns once and still writes the picture")
    func renderFallsBack() throws {
        let directory = try OutputWriterTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/flip.png"
        var job = DemoSceneRenderJob(scene: .flip, size: CGSize(width: 240, height: 160), scale: 1, output: .still(progress: 1, path: path))
        job.fontFiles = Self.missing
        let collector = SegueDiagnostics.Collector()
        try SegueDiagnostics.$sink.withValue(collector.sink) { try job.run() }
        let warnings = collector.messages.filter { $0.contains("SDLTextRasterizer") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("/nonexistent-segue-fonts/DejaVuSans.ttf is missing") == true)
        #expect(warnings.first?.contains("fonts-dejavu-core") == true && warnings.first?.hasSuffix("labels are drawn with Segue's bitmap font") == true)
        let image = try PNGDecoder.decode(contentsOfFile: path)
        #expect(image.width == 240 && image.height == 160)
    }

    @Test("replay warns once and still reports")
    func replayFallsBack() throws {
        var runner = ReplayRunner(trace: ReplayTrace(scene: "flip", width: 400, height: 300, events: [], until: 0.2), catalog: DemoSceneName.catalog())
        runner.fontFiles = Self.missing
        let collector = SegueDiagnostics.Collector()
        let report = try SegueDiagnostics.$sink.withValue(collector.sink) { try runner.run() }
        #expect(collector.messages.filter { $0.contains("is missing") && $0.contains("fonts-dejavu-core") }.count == 1)
        #expect(report.topViewController != nil)
    }
}
