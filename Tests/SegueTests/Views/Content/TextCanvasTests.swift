import Foundation
import Testing
@testable import Segue

/// The canvas a label draws its lines into starts transparent, every pixel carrying
/// the text colour's RGB (filled in bulk).
@MainActor
@Suite("TextCanvas: the blank canvas")
struct TextCanvasTests {
    @Test("every pixel is the background's RGB with zero alpha, in R, G, B, A order")
    func blankCanvas() {
        let canvas = TextCanvas(width: 3, height: 2, background: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(canvas.pixels.count == 3 * 2 * 4)
        let green = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1).clamped.rgba8.1
        for pixel in stride(from: 0, to: canvas.pixels.count, by: 4) {
            #expect(Array(canvas.pixels[pixel..<pixel + 4]) == [255, green, 0, 0])
        }
        #expect(TextCanvas(width: 0, height: 5, background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)).pixels.isEmpty)
    }
}
