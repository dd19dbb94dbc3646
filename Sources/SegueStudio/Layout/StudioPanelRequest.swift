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
