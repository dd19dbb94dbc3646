import Foundation
import Segue

/// Places the tools' panels in the studio window so that none overlaps another
/// and, wherever there is room, none covers a control of the scene — Xcode's
/// debug bars and inspectors beside the canvas rather than over it.
///
/// Requests are placed in order — bars across the width, then panels that
/// `goesFirst`, then the leading side, then the trailing side — each in the
/// window inset by `margin`: the panel
/// tries columns of its width from its preferred edge inwards (the window's edge,
/// then beside each panel already placed), and in a column takes the free vertical
/// span nearest its preferred vertical edge that is at least its minimum height,
/// clipped to its preferred height. Obstacles come in tiers (`avoiding`): the
/// layout first avoids every tier, then drops the last tier, and so on; when even
/// the first tier leaves no room (a window at its minimum size), the panel avoids
/// only the panels already placed; and when that fails too it takes its preferred
/// place, at its minimum height if the window is that small. A request that
/// `coversScene` (the picker sidebar) avoids only the panels. A request with a
/// `collapsedSize` never drops the first tier: where the controls leave no room
/// for it, it is placed collapsed — its title bar, of that size — by the same
/// rules, so a small window with every tool open keeps the scene's controls clear
/// (Xcode's collapsed inspector sections).
enum StudioPanelLayout {
    /// The gap kept between panels, obstacles and the window's edges.
    static let margin: CGFloat = 8

    /// Frames for `requests`, in order, inside `bounds`, avoiding the panels placed
    /// before each and the rectangles of `avoiding`'s tiers (the most important first).
    static func frames(for requests: [StudioPanelRequest], in bounds: CGRect, avoiding tiers: [[CGRect]]) -> [CGRect] {
        // Bars across the whole width go first (nothing can step aside for them),
        // then the panels that go first (opened from their collapsed bars), then
        // the panels on the leading side, then the trailing side, each in the
        // order asked: a trailing panel looking for room steps left towards them.
        let sides = requests.indices.filter { requests[$0].horizontal != .full }
        let order = requests.indices.filter { requests[$0].horizontal == .full }
            + sides.filter { requests[$0].goesFirst }
            + sides.filter { !requests[$0].goesFirst && requests[$0].horizontal == .leading }
            + sides.filter { !requests[$0].goesFirst && requests[$0].horizontal == .trailing }
        var placed: [CGRect] = []
        var frames = [CGRect](repeating: .zero, count: requests.count)
        for index in order {
            let frame = place(requests[index], in: bounds, placed: placed, tiers: tiers)
            placed.append(frame)
            frames[index] = frame
        }
        return frames
    }

    private static func place(_ request: StudioPanelRequest, in bounds: CGRect, placed: [CGRect], tiers: [[CGRect]]) -> CGRect {
        let area = bounds.insetBy(dx: margin, dy: margin)
        var tierCount = request.coversScene ? 0 : tiers.count
        // A panel that collapses never gives up the first tier (the controls): with
        // no room for its body beside them it becomes its title bar, placed by the
        // same rules (and only over the controls when even the bar has no room).
        let lastTier = request.collapsedSize == nil ? 0 : min(1, tierCount)
        while tierCount >= lastTier {
            let obstacles = placed + tiers.prefix(tierCount).flatMap { $0 }
            if let frame = place(request, in: area, avoiding: obstacles) { return frame }
            tierCount -= 1
        }
        if let bar = request.collapsed { return place(bar, in: bounds, placed: placed, tiers: tiers) }
        // No room at its minimum height even among the panels alone (a small window
        // with many panels open): the tallest free place beside the panels, however
        // short, rather than on top of one.
        var shrunk = request
        shrunk.minimumHeight = 24
        if let frame = place(shrunk, in: area, avoiding: placed) { return frame }
        let width = request.horizontal == .full ? area.width : min(request.width, area.width)
        let height = min(request.preferredHeight, max(request.minimumHeight, area.height))
        let x = request.horizontal == .trailing ? area.maxX - width : area.minX
        let y = request.vertical == .bottom ? area.maxY - height : area.minY
        return CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    /// The frame in the first column (from the preferred edge) with a free span tall enough.
    private static func place(_ request: StudioPanelRequest, in area: CGRect, avoiding obstacles: [CGRect]) -> CGRect? {
        let width = request.horizontal == .full ? area.width : request.width
        guard width <= area.width + 0.5 else { return nil }
        for x in columns(for: request, width: width, in: area, obstacles: obstacles) {
            let column = CGRect(x: x, y: area.minY, width: width, height: area.height)
            if let span = span(in: column, avoiding: obstacles, request: request) {
                return CGRect(x: x, y: span.lowerBound, width: width, height: span.upperBound - span.lowerBound)
            }
        }
        return nil
    }

    /// The columns' left edges to try: the preferred edge, then beside each obstacle
    /// towards the other edge, nearest the preferred edge first.
    private static func columns(for request: StudioPanelRequest, width: CGFloat, in area: CGRect, obstacles: [CGRect]) -> [CGFloat] {
        switch request.horizontal {
        case .full:
            return [area.minX]
        case .leading:
            let candidates = [area.minX] + obstacles.map { $0.maxX + margin }
            return candidates.filter { $0 >= area.minX && $0 + width <= area.maxX + 0.5 }.sorted()
        case .trailing:
            let candidates = [area.maxX - width] + obstacles.map { $0.minX - margin - width }
            return candidates.filter { $0 >= area.minX - 0.5 && $0 + width <= area.maxX + 0.5 }.sorted(by: >)
        }
    }

    /// The free vertical span of `column` nearest the request's vertical edge that is
    /// at least its minimum height, cut to its preferred height at that edge.
    private static func span(in column: CGRect, avoiding obstacles: [CGRect], request: StudioPanelRequest) -> ClosedRange<CGFloat>? {
        let blocking = obstacles
            .filter { $0.minX < column.maxX + margin && $0.maxX > column.minX - margin && !$0.isEmpty }
            .map { ($0.minY - margin)...($0.maxY + margin) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var free: [ClosedRange<CGFloat>] = []
        var top = column.minY
        for block in blocking {
            if block.lowerBound > top { free.append(top...block.lowerBound) }
            top = max(top, block.upperBound)
        }
        if column.maxY > top { free.append(top...column.maxY) }
        let fitting = free.filter { $0.upperBound - $0.lowerBound >= request.minimumHeight - 0.5 }
        guard let chosen = request.vertical == .top ? fitting.first : fitting.last else { return nil }
        let height = min(request.preferredHeight, chosen.upperBound - chosen.lowerBound)
        return request.vertical == .top ? chosen.lowerBound...(chosen.lowerBound + height) : (chosen.upperBound - height)...chosen.upperBound
    }
}
