import Foundation

extension UIImage {
    /// An image loaded from a PNG file (UIKit's `init?(contentsOfFile:)`), decoded
    /// by `PNGDecoder`.
    ///
    /// As in UIKit, a file name ending in `@2x` or `@3x` before the extension
    /// (`card@2x.png`) gives the image that scale, so its `size` in points is the
    /// pixel size divided by it. Returns nil, with a diagnostic naming the path and
    /// the reason, when the file is missing, is a directory, cannot be read, or is
    /// not a PNG the decoder accepts. Segue reads PNG only (UIKit also reads JPEG,
    /// HEIC and others).
    public convenience init?(contentsOfFile path: String) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            SegueDiagnostics.report("UIImage(contentsOfFile: \"\(path)\"): no such file; returning nil")
            return nil
        }
        guard !isDirectory.boolValue else {
            SegueDiagnostics.report("UIImage(contentsOfFile: \"\(path)\"): it is a directory, not an image file; returning nil")
            return nil
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            SegueDiagnostics.report("UIImage(contentsOfFile: \"\(path)\"): cannot read the file (\(error.localizedDescription)); returning nil")
            return nil
        }
        let bitmap: CGImage
        do {
            bitmap = try PNGDecoder.decode(data)
        } catch {
            SegueDiagnostics.report("UIImage(contentsOfFile: \"\(path)\"): \(error); returning nil")
            return nil
        }
        self.init(cgImage: bitmap, scale: Self.scale(forFileAt: path), orientation: .up)
    }

    /// The scale a file name asks for: 3 for `name@3x.ext`, 2 for `name@2x.ext`, else 1.
    static func scale(forFileAt path: String) -> CGFloat {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
