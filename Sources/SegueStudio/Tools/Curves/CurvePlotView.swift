import Foundation
import Segue

/// One plot of the curve panel: the curve's picture (rendered once, by
/// `CurvePlotRenderer`), a caption naming the layers and key paths on that curve,
/// and a cursor — a thin view moved each frame — at the current time.
@MainActor
final class CurvePlotView: UIView {
    /// The plot's size in points.
    static let plotSize = CGSize(width: 320, height: 150)
    static let captionHeight: CGFloat = 18
    static var height: CGFloat { plotSize.height + captionHeight }

    let imageView = UIImageView(image: nil)
    let captionLabel = UILabel()
    let cursor = UIView()
    /// The curve plotted.
    let curve: AnimationTimingCurve
    /// The animations on this curve; the first one's time drives the cursor.
    private(set) var animations: [RunningAnimation]
    private let plot: RenderedCurvePlot
    private let scale: CGFloat

    /// A plot of `curve` for `animations`, rendered at `scale` pixels per point.
    init(curve: AnimationTimingCurve, animations: [RunningAnimation], scale: CGFloat) {
        self.curve = curve
        self.animations = animations
        self.scale = scale
        let pixelWidth = Int((Self.plotSize.width * scale).rounded()), pixelHeight = Int((Self.plotSize.height * scale).rounded())
        plot = CurvePlotRenderer.renderPlot(curve.plottable(), width: pixelWidth, height: pixelHeight)
        super.init(frame: CGRect(x: 0, y: 0, width: Self.plotSize.width, height: Self.height))
        layer.name = "CurvePlotView"
        if let image = UIImage(width: pixelWidth, height: pixelHeight, scale: scale, rgbaPixels: plot.canvas.pixels) {
            imageView.image = image
        }
        imageView.frame = CGRect(origin: .zero, size: Self.plotSize)
        captionLabel.frame = CGRect(x: 2, y: Self.plotSize.height, width: Self.plotSize.width - 4, height: Self.captionHeight)
        captionLabel.font = .systemFont(ofSize: 12)
        captionLabel.textColor = UIColor(white: 0.92, alpha: 1)
        captionLabel.text = Self.caption(animations)
        cursor.backgroundColor = UIColor(red: 1, green: 0.35, blue: 0.2, alpha: 0.9)
        cursor.layer.name = "CurvePlotView.cursor"
        for view in [imageView, captionLabel, cursor] as [UIView] { addSubview(view) }
        updateCursor()
    }

    required init?(coder: NSCoder) { nil }

    /// "A.transform, B.opacity +2 more".
    static func caption(_ animations: [RunningAnimation]) -> String {
        let shown = animations.prefix(2).map(\.caption).joined(separator: ", ")
        return animations.count > 2 ? "\(shown) +\(animations.count - 2) more" : shown
    }

    /// The time the cursor shows, seconds into the plotted curve.
    var cursorTime: Double? {
        animations.lazy.compactMap { $0.currentTime() }.first
    }

    /// The cursor's x in the plot, points.
    private(set) var cursorX: CGFloat = 0

    /// Moves the cursor to the first live animation's current time.
    func updateCursor() {
        let time = cursorTime ?? curve.timeRange.upperBound
        cursorX = CGFloat(plot.x(forTime: time)) / scale
        let top = CGFloat(plot.plotTop) / scale, bottom = CGFloat(plot.plotBottom) / scale
        let frame = CGRect(x: cursorX - 1, y: top, width: 2, height: max(bottom - top, 1))
        if cursor.frame != frame {
            UIView.performWithoutAnimation { cursor.frame = frame }
        }
    }
}
