import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct UIImageViewTests {
    private func image(width: Int, height: Int, scale: CGFloat = 1) -> UIImage {
        UIImage(cgImage: CGImage(width: width, height: height, filledWith: RGBAColor(red: 0, green: 0, blue: 1))!,
                scale: scale, orientation: .up)
    }

    @Test func initWithAnImageSizesTheViewToItAndSetsTheLayerContents() {
        let picture = image(width: 80, height: 60, scale: 2)
        let view = UIImageView(image: picture)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.layer.contents as? CGImage === picture.cgImage)
        #expect(view.layer.contentsScale == 2)
    }

    @Test func settingTheImageReplacesTheContentsAndNilClearsThem() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.contents == nil)
        let picture = image(width: 3, height: 3)
        view.image = picture
        #expect(view.layer.contents as? CGImage === picture.cgImage)
        #expect(view.layer.contentsScale == 1)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func contentModeDefaultsToScaleToFillAndDrivesTheGravity() {
        let view = UIImageView(image: image(width: 4, height: 4))
        #expect(view.contentMode == .scaleToFill)
        #expect(view.layer.contentsGravity == .resize)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        view.contentMode = .center
        #expect(view.layer.contentsGravity == .center)
    }

    @Test func sizeToFitAndIntrinsicSizeAreTheImageSizeInPoints() {
        let view = UIImageView(frame: CGRect(x: 5, y: 7, width: 200, height: 100))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.image = image(width: 64, height: 48, scale: 2)
        #expect(view.intrinsicContentSize == CGSize(width: 32, height: 24))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 32, height: 24))
    }

    @Test func imageViewsLetTouchesThroughToWhatIsBehind() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let behind = UIView(frame: window.bounds)
        let view = UIImageView(image: image(width: 100, height: 100))
        window.addSubview(behind)
        window.addSubview(view)
        #expect(view.isUserInteractionEnabled == false)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === behind)
    }

    @Test func theHighlightedImageShowsWhileHighlighted() {
        let normal = image(width: 2, height: 2), highlighted = image(width: 2, height: 2)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === highlighted.cgImage)
        view.isHighlighted = false
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.highlightedImage = nil
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === normal.cgImage)
    }
}
