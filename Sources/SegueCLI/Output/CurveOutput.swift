import Segue
import SegueFiles
import SegueStudio

/// Turns a curve into the bytes `segue curve` writes, and writes them: the pure
/// `bytes(for:settings:)` and the side-effecting `write(_:settings:)`.
enum CurveOutput {
    /// The CSV text or PNG file for `curve` under `settings`.
    static func bytes(for curve: PlottableCurve, settings: CurveOutputSettings) -> [UInt8] {
        let samples = CurveSampler.samples(of: curve, count: settings.sampleCount)
        switch settings.format {
        case .csv:
            return Array(CurveCSV.render(samples).utf8)
        case .png:
            let canvas = CurvePlotRenderer.render(curve, width: settings.width, height: settings.height, samples: samples)
            // The canvas size is validated and its buffer has exactly width × height × 4 bytes.
            do {
                return try PNGEncoder().encode(rgba: canvas.pixels, width: canvas.width, height: canvas.height)
            } catch {
                preconditionFailure("canvas is always a valid image: \(error)")
            }
        }
    }

    /// Writes the output for `curve` to the file in `settings`, or to standard output
    /// (a failure there — `> /dev/full`, a closed descriptor — is thrown too).
    static func write(_ curve: PlottableCurve, settings: CurveOutputSettings) throws {
        let bytes = bytes(for: curve, settings: settings)
        if let path = settings.outputPath {
            do {
                try OutputWriter.write(bytes, toFile: path)
            } catch {
                throw CurveOutputError(path: error.path, reason: error.reason)
            }
        } else {
            try StandardOutput.write(bytes: bytes)
        }
    }
}
