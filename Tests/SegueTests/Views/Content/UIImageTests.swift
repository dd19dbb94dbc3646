import Foundation
import Testing
@testable import Segue

@Suite struct UIImageTests {
    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    private func bitmap(width: Int, height: Int) -> CGImage {
        CGImage(width: width, height: height, filledWith: RGBAColor(red: 1, green: 0, blue: 0))!
    }

    @Test func aCGImageAtScaleOneIsAsManyPointsAsPixels() {
        let image = UIImage(cgImage: bitmap(width: 40, height: 30))
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
        #expect(image.cgImage?.width == 40)
    }

    @Test func theScaleDividesThePixelSize() {
        let image = UIImage(cgImage: bitmap(width: 40, height: 30), scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 20, height: 15))
        #expect(UIImage(cgImage: bitmap(width: 30, height: 30), scale: 3, orientation: .up).size == CGSize(width: 10, height: 10))
    }

    @Test func aBadScaleIsReportedAndBecomesOne() {
        for scale in [0, -2, CGFloat.nan, .infinity] {
            let (image, messages) = collecting { UIImage(cgImage: bitmap(width: 4, height: 4), scale: scale, orientation: .up) }
            #expect(image.scale == 1)
            #expect(messages.count == 1 && messages[0].contains("scale"))
        }
    }

    @Test func otherOrientationsAreReportedAndShownUpright() {
        let (image, messages) = collecting { UIImage(cgImage: bitmap(width: 4, height: 2), scale: 1, orientation: .left) }
        #expect(image.imageOrientation == .up)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(messages.count == 1 && messages[0].contains("orientation"))
    }

    @Test func anImageMadeFromPixelsKeepsThemAndItsScale() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128,
                               0, 0, 255, 255, 255, 255, 255, 0]
        let image = try #require(UIImage(width: 2, height: 2, scale: 2, rgbaPixels: pixels))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.cgImage?.pixels == pixels)
        #expect(image.cgImage?.pixel(x: 1, y: 0) == RGBAColor(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
    }

    @Test func badDimensionsGiveNilWithADiagnostic() {
        let cases: [(Int, Int, Int, String)] = [
            (0, 2, 0, "positive"), (-1, 2, 8, "positive"), (2, 2, 15, "bytes"), (2, 2, 17, "bytes"),
            (Int.max, 2, 8, "bytes"),
        ]
        for (width, height, byteCount, reason) in cases {
            let (image, messages) = collecting {
                UIImage(width: width, height: height, rgbaPixels: [UInt8](repeating: 0, count: byteCount))
            }
            #expect(image == nil)
            #expect(messages.count == 1 && messages[0].contains(reason), "\(width)×\(height), \(byteCount) bytes")
        }
    }

    @Test func aBadScaleForPixelsGivesNil() {
        let (image, messages) = collecting { UIImage(width: 1, height: 1, scale: 0, rgbaPixels: [0, 0, 0, 0]) }
        #expect(image == nil)
        #expect(messages.count == 1 && messages[0].contains("scale"))
    }
}
