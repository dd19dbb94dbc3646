import Foundation

extension UIImage {
    /// An image made from pixels (Segue extension): `height` rows of `width`
    /// straight-alpha RGBA quadruples, top row first, shown at `scale` pixels per
    /// point.
    ///
    /// Returns nil, with a diagnostic naming the problem, when a dimension is not
    /// positive, the byte count is not `width × height × 4`, or the scale is not
    /// positive and finite.
    public convenience init?(width: Int, height: Int, scale: CGFloat = 1, rgbaPixels: [UInt8]) {
        guard width > 0, height > 0 else {
            SegueDiagnostics.report("UIImage(width: \(width), height: \(height)): dimensions must be positive; returning nil")
            return nil
        }
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount.multipliedReportingOverflow(by: 4).overflow == false,
              rgbaPixels.count == pixelCount * 4 else {
            SegueDiagnostics.report("UIImage(width: \(width), height: \(height)): expected \(width)×\(height)×4 bytes, got \(rgbaPixels.count); returning nil")
            return nil
        }
        guard scale > 0, scale.isFinite else {
            SegueDiagnostics.report("UIImage(width: \(width), height: \(height)): scale \(scale) must be positive and finite; returning nil")
            return nil
        }
        guard let bitmap = CGImage(width: width, height: height, rgbaPixels: rgbaPixels) else { return nil }
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }
}
