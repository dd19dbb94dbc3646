import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct UIButtonTests {
    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    private func image(width: Int, height: Int) -> UIImage {
        UIImage(cgImage: CGImage(width: width, height: height, filledWith: RGBAColor(red: 0, green: 1, blue: 0))!)
    }

    @Test func typesAndTheirDefaults() {
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        let button = UIButton(type: .system)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.isEnabled && !button.isHighlighted && !button.isSelected)
        #expect(button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)
    }

    @Test func glyphTypesAreReportedAndDrawnAsSystemButtons() {
        let (button, messages) = collecting { UIButton(type: .infoLight) }
        #expect(button.buttonType == .infoLight)
        #expect(messages.count == 1 && messages[0].contains("infoLight"))
        #expect(button.titleColor(for: .normal) == .systemBlue)
    }

    @Test func titlesAreKeptPerStateAndFallBackToNormal() {
        let button = UIButton(type: .system)
        #expect(button.currentTitle == nil)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.titleLabel?.text == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Play")
    }

    @Test func systemTitlesAreTintedDimmedWhenHighlightedAndGreyWhenDisabled() throws {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        button.isHighlighted = true
        let dimmed = try #require(button.titleLabel?.textColor)
        #expect(abs(dimmed.rgba.alpha - 0.2) < 1e-9)
        #expect(dimmed.rgba.blue == UIColor.systemBlue.rgba.blue)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.titleLabel?.textColor == .systemGray)
        button.isEnabled = true
        button.tintColor = .systemRed
        #expect(button.titleLabel?.textColor == .systemRed)
    }

    @Test func aSystemButtonFollowsItsSuperviewsTint() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.tintColor = .systemGreen
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        container.addSubview(button)
        #expect(button.titleLabel?.textColor == .systemGreen)
    }

    @Test func explicitColoursWinAndCustomButtonsDefaultToWhite() {
        let custom = UIButton(type: .custom)
        custom.setTitle("X", for: .normal)
        #expect(custom.currentTitleColor == .white)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == .white) // custom buttons do not dim
        custom.setTitleColor(.red, for: .normal)
        custom.setTitleColor(.yellow, for: .highlighted)
        #expect(custom.titleLabel?.textColor == .yellow)
        custom.isHighlighted = false
        #expect(custom.titleLabel?.textColor == .red)
        let system = UIButton(type: .system)
        system.setTitleColor(.red, for: .normal)
        #expect(system.titleColor(for: .highlighted)?.rgba == RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.2))
        system.setTitleColor(nil, for: .normal)
        #expect(system.titleColor(for: .normal) == .systemBlue)
    }

    @Test func thePrimaryActionGivesTheTitleAndRunsOncePerTap() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in taps += 1 })
        #expect(button.currentTitle == "Send")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        window.handlePointer(.began, at: CGPoint(x: 50, y: 22), timestamp: 1)
        window.handlePointer(.ended, at: CGPoint(x: 50, y: 22), timestamp: 1.1)
        #expect(taps == 1)
        let withImage = UIButton(primaryAction: UIAction(image: image(width: 8, height: 8)) { _ in })
        #expect(withImage.buttonType == .system)
        #expect(withImage.currentImage?.size == CGSize(width: 8, height: 8))
        #expect(withImage.currentTitle == nil)
    }

    @Test func sizeToFitIsTheTitleWithUIKitsVerticalPadding() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.sizeToFit()
        // Three 15 pt bitmap glyphs: (3 × 6 − 1) × 1.5 = 25.5 → 26; ⌈18⌉ + 2 × 6 = 30.
        #expect(button.bounds.size == CGSize(width: 26, height: 30))
        button.setImage(image(width: 20, height: 40), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 46, height: 40))
        #expect(UIButton(type: .system).sizeThatFits(.zero) == .zero)
    }

    @Test func theTitleIsCentredAndTheImageSitsToItsLeft() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Tap", for: .normal)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        #expect(abs(title.frame.midX - 100) <= 0.5 && abs(title.frame.midY - 30) <= 0.5)
        #expect(title.frame.width == 26)
        button.setImage(image(width: 20, height: 20), for: .normal)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView)
        #expect(!imageView.isHidden)
        #expect(imageView.frame.maxX == title.frame.minX)
        #expect(abs((imageView.frame.minX + title.frame.maxX) / 2 - 100) <= 0.5)
        #expect(abs(imageView.frame.midY - 30) <= 0.5)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(imageView.frame.minX == 0)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(title.frame.maxX == 200 && title.frame.maxY == 60)
    }

    @Test func aTitleTooWideForTheButtonIsShrunkAndTruncated() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        button.setTitle("A much longer title", for: .normal)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        #expect(title.frame.width == 60)
        title.layer.layoutAndDisplayIfNeeded()
        #expect(title.layer.contents is CGImage)
    }

    @Test func highlightingDimsTheImageOfASystemButton() throws {
        let button = UIButton(type: .system)
        button.setImage(image(width: 10, height: 10), for: .normal)
        let imageView = try #require(button.imageView)
        #expect(imageView.alpha == 1)
        button.isHighlighted = true
        #expect(abs(imageView.alpha - 0.2) < 1e-6)
    }

    @Test func backgroundImagesFillTheBounds() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        let normal = image(width: 4, height: 4), pressed = image(width: 4, height: 4)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        button.layoutIfNeeded()
        #expect(button.currentBackgroundImage === normal)
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === pressed)
        let background = try #require(button.subviews.first as? UIImageView)
        #expect(background.image === pressed)
        #expect(background.frame == button.bounds)
    }
}
