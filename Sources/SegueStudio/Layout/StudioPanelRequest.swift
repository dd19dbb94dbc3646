import Foundation
import Segue

/// What a tool asks of the studio's panel layout (`StudioPanelLayout`) for one of
/// its panels: a width, the height it would like and the least it can live with,
/// and the side of the window it belongs on. The layout gives it a frame that
/// overlaps neither the other tools' panels nor the scene's controls.
struct StudioPanelRequest: Equatable {
    /// The edge a panel prefers horizontally.
    enum HorizontalEdge: Equatable {
        /// Against the window's left side (or the nearest free column right of it).
        case leading
        /// Against the window's right side (or the nearest free column left of it).
        case trailing
        /// Across the whole width inside the margins (`width` is ignored).
        case full
    }

    /// The edge a panel prefers vertically, within the free span it is given.
    enum VerticalEdge: Equatable {
        case top
        case bottom
    }

    /// Names the panel (for the tool, and in tests).
    var name: String
    var width: CGFloat
    var preferredHeight: CGFloat
    var minimumHeight: CGFloat
    var horizontal: HorizontalEdge
    var vertical: VerticalEdge
    /// Whether the panel is a sidebar the user opens to leave the scene (the
    /// picker): it keeps clear of the other panels but not of the scene's controls.
    var coversScene = false
    /// The size of the panel's title bar (`StudioCollapsedPanelBar`), for a panel
    /// that collapses to it where the scene's controls leave no room for its body at
    /// its minimum height; nil: the panel never collapses, and where there is no
    /// room it goes over the scene's controls instead.
    var collapsedSize: CGSize?
    /// Whether the panel is placed before the other side panels (after the bars
    /// across the whole width): a panel the user opened from its collapsed bar takes
    /// the room it needs, and the panels placed after it make do with the rest.
    var goesFirst = false

    /// The request for the panel collapsed to its title bar (nil for a panel that
    /// does not collapse): the bar's size, at the panel's edges, not collapsing further.
    var collapsed: StudioPanelRequest? {
        guard let collapsedSize else { return nil }
        var bar = self
        bar.width = collapsedSize.width
        bar.preferredHeight = collapsedSize.height
        bar.minimumHeight = collapsedSize.height
        bar.collapsedSize = nil
        return bar
    }

    /// Whether `frame`, which the layout gave this request, is the collapsed panel's
    /// title bar rather than the panel: a panel that collapses is given either its
    /// minimum height or more, or its bar's size (the bar is less tall).
    func isCollapsed(at frame: CGRect) -> Bool {
        collapsedSize != nil && frame.height < minimumHeight - 0.5
    }

    /// A request; `minimumHeight` defaults to `preferredHeight` (the panel does not shrink).
    init(name: String, width: CGFloat, preferredHeight: CGFloat, minimumHeight: CGFloat? = nil,
         horizontal: HorizontalEdge, vertical: VerticalEdge) {
        self.name = name
        self.width = width
        self.preferredHeight = preferredHeight
        self.minimumHeight = min(minimumHeight ?? preferredHeight, preferredHeight)
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
