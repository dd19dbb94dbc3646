import Foundation
import Segue

/// The HUD's frame-time graph: one stacked bar per frame, newest on the right —
/// blue the engine's part of the frame (input, ticks, layout, commit,
/// presentation tree), green the compositor's (geometry build and draw), grey
/// the present (with vsync, mostly waiting for the vertical blank) — against a
/// line at the frame budget (one refresh interval: 16.7 ms at 60 Hz). The graph
/// spans twice the budget; taller bars are cut at the top.
///
/// Every bar is made once, as three bare layers whose changes never animate
/// (`StillLayerDelegate`); showing a history only moves and resizes them, so a
/// frame's update allocates nothing.
@MainActor
final class FrameTimeGraphView: UIView {
    /// Bars across the graph (the frames a history holds).
    let columns: Int
    /// The three parts of each bar, bottom to top.
    private(set) var bars: [(update: CALayer, render: CALayer, present: CALayer)] = []
    /// The budget line and its caption.
    let budgetLine = UIView()
    let budgetLabel = UILabel()

    static let updateColour = UIColor(red: 0.35, green: 0.6, blue: 1, alpha: 1).cgColor
    static let renderColour = UIColor(red: 0.4, green: 0.88, blue: 0.45, alpha: 1).cgColor
    static let presentColour = UIColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 0.8).cgColor

    /// The frame budget in seconds; the graph's top is twice it.
    var budget: Double = 1.0 / 60 {
        didSet {
            guard budget != oldValue else { return }
            updateBudgetLine()
        }
    }

    /// Seconds at the top of the graph.
    var scaleMaximum: Double { 2 * budget }

    init(columns: Int) {
        self.columns = max(1, columns)
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.35)
        layer.name = "HUDTool.graph"
        clipsToBounds = true
        isUserInteractionEnabled = false
        for _ in 0..<self.columns {
            let bar = (update: CALayer(), render: CALayer(), present: CALayer())
            for (part, colour) in [(bar.update, Self.updateColour), (bar.render, Self.renderColour), (bar.present, Self.presentColour)] {
                part.delegate = StillLayerDelegate.shared
                part.backgroundColor = colour
                part.name = "HUDTool.graph.bar"
                layer.addSublayer(part)
            }
            bars.append(bar)
        }
        budgetLine.backgroundColor = UIColor(white: 1, alpha: 0.7)
        addSubview(budgetLine)
        budgetLabel.font = .systemFont(ofSize: 10)
        budgetLabel.textColor = UIColor(white: 1, alpha: 0.8)
        addSubview(budgetLabel)
        updateBudgetLine()
    }

    required init?(coder: NSCoder) { nil }

    /// The heights, in points, of a sample's three parts in a graph `height` tall
    /// whose top is `maximum` seconds, stacked from the bottom and cut at the top.
    static func segmentHeights(_ sample: FrameTimeSample, maximum: Double, height: CGFloat)
        -> (update: CGFloat, render: CGFloat, present: CGFloat) {
        guard maximum > 0, height > 0 else { return (0, 0, 0) }
        let scale = Double(height) / maximum
        let update = min(max(sample.update, 0) * scale, Double(height))
        let render = min(max(sample.render, 0) * scale, Double(height) - update)
        let present = min(max(sample.present, 0) * scale, Double(height) - update - render)
        return (CGFloat(update), CGFloat(render), CGFloat(present))
    }

    /// Lays the bars out for `history`: its newest frame in the rightmost column,
    /// older ones to the left; columns with no frame are empty.
    func show(_ history: FrameTimeHistory) {
        let width = bounds.width / CGFloat(columns), height = bounds.height
        let first = columns - min(history.count, columns)
        for column in 0..<columns {
            let bar = bars[column]
            let x = CGFloat(column) * width
            guard column >= first else {
                bar.update.frame = CGRect(x: x, y: height, width: width, height: 0)
                bar.render.frame = CGRect(x: x, y: height, width: width, height: 0)
                bar.present.frame = CGRect(x: x, y: height, width: width, height: 0)
                continue
            }
            let sample = history[history.count - (columns - column)]
            let parts = Self.segmentHeights(sample, maximum: scaleMaximum, height: height)
            var y = height - parts.update
            bar.update.frame = CGRect(x: x, y: y, width: width, height: parts.update)
            y -= parts.render
            bar.render.frame = CGRect(x: x, y: y, width: width, height: parts.render)
            y -= parts.present
            bar.present.frame = CGRect(x: x, y: y, width: width, height: parts.present)
        }
    }

    /// The y of the budget line in the graph.
    var budgetLineY: CGFloat {
        bounds.height - bounds.height * CGFloat(budget / scaleMaximum)
    }

    /// The size and budget the line was last placed for: a layout pass that
    /// changes neither changes nothing (an idle frame must not touch the model).
    private var placedFor: (size: CGSize, budget: Double)?

    private func updateBudgetLine() {
        if let placed = placedFor, placed.size == bounds.size, placed.budget == budget { return }
        placedFor = (bounds.size, budget)
        budgetLine.frame = CGRect(x: 0, y: budgetLineY, width: bounds.width, height: 1)
        budgetLabel.text = String(format: "%.1f ms", budget * 1000)
        budgetLabel.frame = CGRect(x: 2, y: budgetLineY - 13, width: 60, height: 12)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateBudgetLine()
    }
}
