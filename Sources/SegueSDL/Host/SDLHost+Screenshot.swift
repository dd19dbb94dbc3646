import CSDL2
import Foundation
import Segue
import SegueFiles

extension SDLHost {
    /// The current frame as an image, `scale` pixels per point: the tree is drawn
    /// into the back buffer and read with `SDL_RenderReadPixels` before any
    /// present (the back buffer's contents after a present are undefined). Between
    /// ticks the tree does not change, so this is the frame last shown. Pixels are
    /// opaque (alpha 255), as a window is.
    ///
    /// Throws `SDLHostError` with SDL's reason when the pixels cannot be read.
    public func screenshot() throws(SDLHostError) -> CGImage {
        renderTree()
        return try readRenderedPixels()
    }

    /// Saves the current frame as a PNG (the programs' one PNG writer,
    /// `PNGFileWriter`: Segue's `PNGEncoder`), atomically (no partial file on
    /// failure). Throws `SDLHostError` when the pixels cannot be read, or an error
    /// naming the path when the file cannot be written.
    public func saveScreenshot(toFile path: String) throws {
        try PNGFileWriter.write(try screenshot(), toFile: path)
    }

    /// Reads what `renderTree()` put in the back buffer.
    func readRenderedPixels() throws(SDLHostError) -> CGImage {
        SDLThreadState.releaseWhenThreadEnds()
        guard let renderer = rendererForCapture else {
            throw SDLHostError(operation: "SDL_RenderReadPixels", reason: "the host is closed")
        }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            throw SDLHostError.sdl("SDL_GetRendererOutputSize")
        }
        guard width > 0, height > 0 else {
            throw SDLHostError(operation: "SDL_RenderReadPixels", reason: "the window has no pixels (\(width)×\(height))")
        }
        let rowBytes = Int(width) * 4
        var pixels = [UInt8](repeating: 0, count: rowBytes * Int(height))
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDLSurfacePixels.rgba32, buffer.baseAddress, Int32(rowBytes))
        }
        guard status == 0 else { throw SDLHostError.sdl("SDL_RenderReadPixels") }
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        return CGImage(width: Int(width), height: Int(height), rgbaPixels: pixels)!
    }

    /// Saves the back buffer as the next free `segue-screenshot-NNN.png` in the
    /// screenshot directory and logs the path; failures are logged, not thrown
    /// (F12 must never end the program).
    func saveNumberedScreenshot() {
        let (path, number) = ScreenshotFileName.nextFreePath(in: screenshotDirectory, from: nextScreenshotNumber)
        nextScreenshotNumber = number + 1
        do {
            try PNGFileWriter.write(try readRenderedPixels(), toFile: path)
            log("saved screenshot \(path)")
        } catch {
            log("cannot save the screenshot: \(error)")
        }
    }
}
