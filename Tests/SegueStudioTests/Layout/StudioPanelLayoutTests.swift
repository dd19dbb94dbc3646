import Foundation
import Segue
import Testing
@testable import SegueStudio

/// `StudioPanelLayout`: panels go to their preferred edge, step aside for each
/// other and for the scene's controls, shrink to what is free down to their
/// minimum, and fall back tier by tier when there is no room.
@Suite struct StudioPanelLayoutTests {
    let bounds = CGRect(x: 0, y: 0, width: 1024, height: 700)

    @Test func aBottomBarSitsAboveATabBar() {
        let tabBar = CGRect(x: 0, y: 651, width: 1024, height: 49)
        let timeline = StudioPanelRequest(name: "timeline", width: 0, preferredHeight: 46, horizontal: .full, vertical: .bottom)
        let frames = StudioPanelLayout.frames(for: [timeline], in: bounds, avoiding: [[tabBar]])
        #expect(frames[0].maxY <= tabBar.minY - StudioPanelLayout.margin)
        #expect(frames[0].height == 46 && frames[0].width == 1024 - 2 * StudioPanelLayout.margin)
    }

    @Test func aTallPanelShrinksBetweenABarAndATopButton() {
        let button = CGRect(x: 900, y: 20, width: 100, height: 44)
        let bar = CGRect(x: 8, y: 600, width: 1008, height: 46)
        let curves = StudioPanelRequest(name: "curves", width: 340, preferredHeight: 900, minimumHeight: 200,
                                        horizontal: .trailing, vertical: .top)
        let frame = StudioPanelLayout.frames(for: [curves], in: bounds, avoiding: [[button, bar]])[0]
        #expect(!frame.intersects(button) && !frame.intersects(bar))
        #expect(frame.maxX == 1024 - StudioPanelLayout.margin && frame.height >= 200)
    }

    @Test func panelsOnTheSameEdgeStackOrStepAside() {
        let tuning = StudioPanelRequest(name: "tuning", width: 300, preferredHeight: 500, horizontal: .trailing, vertical: .top)
        let curves = StudioPanelRequest(name: "curves", width: 340, preferredHeight: 700, minimumHeight: 250,
                                        horizontal: .trailing, vertical: .top)
        let frames = StudioPanelLayout.frames(for: [tuning, curves], in: bounds, avoiding: [])
        #expect(!frames[0].intersects(frames[1]))
        #expect(frames[1].maxX < frames[0].minX, "no room below the tuning panel: the curves go beside it")
    }

    @Test func captionsAreDroppedBeforeControlsWhenThereIsNoRoom() {
        let caption = CGRect(x: 0, y: 0, width: 1024, height: 700)
        let button = CGRect(x: 0, y: 660, width: 1024, height: 40)
        let bar = StudioPanelRequest(name: "bar", width: 0, preferredHeight: 46, horizontal: .full, vertical: .bottom)
        let frame = StudioPanelLayout.frames(for: [bar], in: bounds, avoiding: [[button], [caption]])[0]
        #expect(!frame.intersects(button) && frame.height == 46)
    }

    @Test func aBarIsPlacedBeforeASidebarAskedForFirst() {
        let picker = StudioPanelRequest(name: "picker", width: 320, preferredHeight: 700, minimumHeight: 240,
                                        horizontal: .leading, vertical: .top)
        let timeline = StudioPanelRequest(name: "timeline", width: 0, preferredHeight: 46, horizontal: .full, vertical: .bottom)
        let frames = StudioPanelLayout.frames(for: [picker, timeline], in: bounds, avoiding: [])
        #expect(frames[1].width == 1024 - 2 * StudioPanelLayout.margin, "the bar keeps the whole width")
        #expect(!frames[0].intersects(frames[1]) && frames[0].height >= 240, "the sidebar ends above it")
    }

    @Test func aPanelWithNoRoomAtItsMinimumShrinksBesideTheOthersRatherThanCoverOne() {
        let small = CGRect(x: 0, y: 0, width: 720, height: 480)
        let tall = StudioPanelRequest(name: "tall", width: 340, preferredHeight: 460, horizontal: .trailing, vertical: .top)
        let hud = StudioPanelRequest(name: "hud", width: 330, preferredHeight: 222, horizontal: .leading, vertical: .top)
        let other = StudioPanelRequest(name: "other", width: 330, preferredHeight: 300, horizontal: .leading, vertical: .top)
        let frames = StudioPanelLayout.frames(for: [tall, hud, other], in: small, avoiding: [])
        for (index, frame) in frames.enumerated() {
            #expect(small.contains(frame))
            for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) }
        }
        #expect(zip(frames, [tall, hud, other]).contains { $0.height < $1.preferredHeight - 0.5 },
                "the three cannot all have their height: one shrank to the room left")
    }

    /// A collapsing panel with no room beside a control at its minimum height becomes
    /// its bar, clear of the control; one that does not collapse goes over it.
    @Test func aPanelWithNoRoomBesideTheControlsCollapsesToItsBar() {
        let small = CGRect(x: 0, y: 0, width: 720, height: 480)
        let button = CGRect(x: 300, y: 200, width: 120, height: 44)
        var curves = StudioPanelRequest(name: "curves", width: 340, preferredHeight: 400, minimumHeight: 300,
                                        horizontal: .trailing, vertical: .top)
        let over = StudioPanelLayout.frames(for: [curves], in: small, avoiding: [[button]])[0]
        #expect(over.intersects(button) && !curves.isCollapsed(at: over), "no bar to fall back on: over the button")
        curves.collapsedSize = CGSize(width: 250, height: 34)
        let frame = StudioPanelLayout.frames(for: [curves], in: small, avoiding: [[button]])[0]
        #expect(frame.size == CGSize(width: 250, height: 34) && curves.isCollapsed(at: frame))
        #expect(!frame.intersects(button) && frame.maxX == 720 - StudioPanelLayout.margin && frame.minY == StudioPanelLayout.margin)
    }

    /// A collapsing panel still gives up the captions' tier before it collapses: its
    /// body over a caption is worth more than a bar.
    @Test func aCollapsingPanelCoversCaptionsBeforeItCollapses() {
        let caption = CGRect(x: 0, y: 0, width: 1024, height: 700)
        let button = CGRect(x: 0, y: 600, width: 200, height: 44)
        var tuning = StudioPanelRequest(name: "tuning", width: 300, preferredHeight: 226, minimumHeight: 172,
                                        horizontal: .trailing, vertical: .top)
        tuning.collapsedSize = CGSize(width: 250, height: 34)
        let frame = StudioPanelLayout.frames(for: [tuning], in: bounds, avoiding: [[button], [caption]])[0]
        #expect(frame.height == 226 && !tuning.isCollapsed(at: frame) && !frame.intersects(button))
    }

    /// `collapsed` is the bar's size at the panel's edges and does not collapse
    /// again; a panel with no `collapsedSize` never reads as collapsed.
    @Test func theCollapsedRequestIsTheBar() {
        var hud = StudioPanelRequest(name: "hud", width: 330, preferredHeight: 222, minimumHeight: 138,
                                     horizontal: .leading, vertical: .top)
        #expect(hud.collapsed == nil && !hud.isCollapsed(at: CGRect(x: 0, y: 0, width: 330, height: 24)))
        hud.collapsedSize = CGSize(width: 250, height: 34)
        let bar = hud.collapsed!
        #expect(bar.width == 250 && bar.preferredHeight == 34 && bar.minimumHeight == 34 && bar.collapsedSize == nil)
        #expect(bar.horizontal == .leading && bar.vertical == .top && bar.name == "hud")
        #expect(hud.isCollapsed(at: CGRect(x: 0, y: 0, width: 250, height: 34)))
        #expect(!hud.isCollapsed(at: CGRect(x: 0, y: 0, width: 330, height: 138)))
    }

    /// A panel that goes first takes its place before the side panels asked for
    /// earlier (still after a bar across the width), and they step aside for it.
    @Test func aPanelThatGoesFirstIsPlacedBeforeTheOthers() {
        let small = CGRect(x: 0, y: 0, width: 720, height: 480)
        let timeline = StudioPanelRequest(name: "timeline", width: 0, preferredHeight: 46, horizontal: .full, vertical: .bottom)
        let tuning = StudioPanelRequest(name: "tuning", width: 300, preferredHeight: 300, horizontal: .trailing, vertical: .top)
        var curves = StudioPanelRequest(name: "curves", width: 340, preferredHeight: 300, horizontal: .trailing, vertical: .top)
        curves.goesFirst = true
        let frames = StudioPanelLayout.frames(for: [tuning, curves, timeline], in: small, avoiding: [])
        #expect(frames[1] == CGRect(x: 720 - 8 - 340, y: 8, width: 340, height: 300), "the curves at the top right")
        #expect(!frames[0].intersects(frames[1]) && !frames[0].intersects(frames[2]) && !frames[1].intersects(frames[2]))
        #expect(frames[2].width == small.width - 2 * StudioPanelLayout.margin, "the timeline still across the width")
    }
}
