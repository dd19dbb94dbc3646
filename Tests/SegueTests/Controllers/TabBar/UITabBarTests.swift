import Foundation
import Testing
@testable import Segue

/// A tab bar delegate recording the items it is told about.
@MainActor
private final class RecordingBarDelegate: UITabBarDelegate {
    var selected: [UITabBarItem] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item) }
}

/// A 4 × 4 image: an opaque 2 × 2 red square in the top-left corner.
@MainActor
private func cornerImage() -> UIImage {
    var pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
    for y in 0..<2 { for x in 0..<2 { let i = (y * 4 + x) * 4; pixels[i] = 255; pixels[i + 3] = 255 } }
    return UIImage(width: 4, height: 4, rgbaPixels: pixels)!
}

@MainActor
@Suite("UITabBar: items, titles, badges, tint and taps")
struct UITabBarTests {
    @Test("items share the width in equal slots, each showing its item's title or its controller's")
    func itemsAndTitles() {
        let log = CallbackLog()
        let f = TabsFixture(["A", "B", "C"], log: log)
        f[1].tabBarItem.title = "Second"
        let bar = f.tabs.tabBar
        #expect(bar.itemViews.count == 3)
        #expect(bar.itemViews.map { $0.frame.width } == [130, 130, 130])
        #expect(bar.itemViews.map { $0.frame.minX } == [0, 130, 260])
        #expect(bar.itemViews.map { $0.titleLabel.text } == ["A", "Second", "C"])
        f[2].title = "Third"
        bar.setNeedsLayout()
        f.host.runTicks(1)
        #expect(bar.itemViews[2].titleLabel.text == "Third")
    }

    @Test("the selected item is tinted, the others gray; the tint follows the bar's tintColor")
    func tint() {
        let f = TabsFixture()
        let bar = f.tabs.tabBar
        #expect(bar.itemViews[0].titleLabel.textColor == UIColor.systemBlue)
        #expect(bar.itemViews[1].titleLabel.textColor == UITabBar.defaultUnselectedItemTintColor)
        f.tabs.selectedIndex = 1
        #expect(bar.itemViews[1].titleLabel.textColor == UIColor.systemBlue)
        #expect(bar.itemViews[0].titleLabel.textColor == UITabBar.defaultUnselectedItemTintColor)
        bar.tintColor = .systemRed
        bar.unselectedItemTintColor = .black
        #expect(bar.itemViews[1].titleLabel.textColor == UIColor.systemRed)
        #expect(bar.itemViews[2].titleLabel.textColor == UIColor.black)
    }

    @Test("images are drawn as templates: the item's alpha filled with the tint")
    func templateImages() throws {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log)
        a.tabBarItem = UITabBarItem(title: "Home", image: cornerImage(), tag: 1)
        let b = LoggingViewController("B", log: log)
        b.tabBarItem.image = cornerImage()
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        host.runTicks(1)
        let selected = try #require(tabs.tabBar.itemViews[0].imageView.image?.cgImage)
        let other = try #require(tabs.tabBar.itemViews[1].imageView.image?.cgImage)
        let blue = UIColor.systemBlue.rgba
        let tinted = try #require(selected.pixel(x: 0, y: 0))
        #expect(abs(tinted.red - blue.red) < 0.01 && abs(tinted.blue - blue.blue) < 0.01 && tinted.alpha == 1)
        #expect(selected.pixel(x: 3, y: 3)?.alpha == 0)
        let gray = try #require(other.pixel(x: 1, y: 1))
        #expect(abs(gray.red - 0.6) < 0.01 && abs(gray.green - 0.6) < 0.01)
        // The image sits above the title, inside the bar.
        let item = tabs.tabBar.itemViews[0]
        #expect(item.imageView.frame.maxY <= item.titleLabel.frame.minY)
        #expect(abs(item.imageView.frame.midX - item.bounds.midX) <= 0.5)
        #expect(item.titleLabel.text == "Home")
    }

    @Test("a badge shows and hides as the item's badgeValue changes")
    func badge() {
        let f = TabsFixture()
        let itemView = f.tabs.tabBar.itemViews[1]
        #expect(itemView.badgeLabel.isHidden)
        f[1].tabBarItem.badgeValue = "3"
        #expect(!itemView.badgeLabel.isHidden && itemView.badgeLabel.text == "3")
        f.host.runTicks(1)
        #expect(itemView.badgeLabel.frame.height == 18 && itemView.badgeLabel.frame.width >= 18)
        #expect(itemView.bounds.contains(itemView.badgeLabel.frame))
        f[1].tabBarItem.badgeValue = nil
        #expect(itemView.badgeLabel.isHidden)
    }

    @Test("a bar of its own selects the clicked item and tells its delegate")
    func standaloneBar() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        let bar = UITabBar(frame: CGRect(x: 0, y: 151, width: 300, height: UITabBar.height))
        let items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        bar.items = items
        let delegate = RecordingBarDelegate()
        bar.delegate = delegate
        host.window.addSubview(bar)
        host.runTicks(1)
        #expect(bar.selectedItem == nil)
        let frame = bar.frame(for: items[1])!
        host.click(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        #expect(bar.selectedItem === items[1])
        #expect(delegate.selected.count == 1 && delegate.selected[0] === items[1])
        #expect(bar.itemViews[1].isSelected && !bar.itemViews[0].isSelected)
        let messages = collectingDiagnostics { bar.selectedItem = UITabBarItem() }
        #expect(messages.count == 1)
        #expect(bar.selectedItem === items[1])
        bar.items = [items[0]]
        #expect(bar.selectedItem == nil)
        #expect(bar.itemViews.count == 1)
        #expect(bar.frame(for: items[1]) == nil)
    }
}
