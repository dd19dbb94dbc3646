import Foundation

/// A tab bar image drawn as a template, as UIKit draws tab bar images by default:
/// only the image's alpha counts, filled with the bar's tint (selected) or its
/// unselected tint. Segue treats every tab bar image as a template (UIKit's
/// `.automatic` rendering mode in a tab bar); `UIImage` has no rendering mode yet.
enum TabBarTemplateImage {
    /// The image's alpha mask filled with `color`, at the image's scale; the
    /// colour's alpha multiplies the mask.
    static func tinted(_ image: UIImage, with color: RGBAColor) -> UIImage? {
        guard let source = image.cgImage else { return nil }
        let (red, green, blue, alpha) = color.rgba8
        let input = source.pixels
        var output = [UInt8](repeating: 0, count: input.count)
        for index in stride(from: 0, to: input.count, by: 4) {
            output[index] = red
            output[index + 1] = green
            output[index + 2] = blue
            output[index + 3] = UInt8((UInt16(input[index + 3]) * UInt16(alpha) + 127) / 255)
        }
        guard let bitmap = CGImage(width: source.width, height: source.height, rgbaPixels: output) else { return nil }
        return UIImage(cgImage: bitmap, scale: image.scale, orientation: .up)
    }
}
