import Foundation

/// Draws a `PlottableCurve` as a chart: a title, a framed plot area with grid lines,
/// labelled ticks on both axes and axis titles, the curve itself, and the curve's
/// annotations (a spring's settling band and settling-time marker, keyframe dots).
package enum CurvePlotRenderer {
    /// The smallest canvas the layout fits in.
    package static let minimumWidth = 200
    package static let minimumHeight = 150

    /// The plot of `curve` on a width × height canvas. The curve is drawn from its own
    /// function at two samples per horizontal pixel (or `samples` when that is denser),
    /// so the picture does not depend on `--samples`.
    package static func render(_ curve: PlottableCurve, width: Int, height: Int, samples: [CurvePoint] = []) -> RGBACanvas {
        renderPlot(curve, width: width, height: height, samples: samples).canvas
    }

    /// The plot of `curve` with where its plot area and time axis ended up, for
    /// drawing over it (the studio's curve panel moves a cursor along the time axis).
    package static func renderPlot(_ curve: PlottableCurve, width: Int, height: Int, samples: [CurvePoint] = []) -> RenderedCurvePlot {
        var canvas = RGBACanvas(width: width, height: height, background: .plotBackground)
        let scale = width >= 600 && height >= 400 ? 2 : 1
        let lineHeight = BitmapFont.glyphHeight * scale

        // Dense samples for drawing; the value axis must hold them and the annotations.
        let denseCount = max(samples.count, 2 * width, 2)
        let drawn = samples.count >= denseCount ? samples : CurveSampler.samples(of: curve, count: denseCount)
        let finiteValues = drawn.map(\.value).filter(\.isFinite)
        var low = finiteValues.min() ?? 0, high = finiteValues.max() ?? 1
        for point in curve.keyPoints where point.value.isFinite {
            low = min(low, point.value); high = max(high, point.value)
        }
        if let settling = curve.settling {
            low = min(low, settling.target - settling.tolerance, 0)
            high = max(high, settling.target + settling.tolerance)
        }
        let timeAxis = PlotAxis(minimum: curve.timeRange.lowerBound, maximum: curve.timeRange.upperBound, targetTickCount: width >= 600 ? 8 : 4)
        let valueAxis = PlotAxis(minimum: low, maximum: high, padding: 0.06, targetTickCount: height >= 400 ? 8 : 4)

        // Layout: title on top, value labels and title on the left, time labels and title below.
        let gap = 4 * scale
        let valueLabelWidth = valueAxis.ticks.map { BitmapFont.width(of: valueAxis.label(for: $0), scale: scale) }.max() ?? 0
        let plotLeft = Double(gap * 3 + lineHeight + valueLabelWidth + gap * 2)
        let plotRight = Double(width - 6 * gap)
        let plotTop = Double(lineHeight + gap * 5)
        let plotBottom = Double(height - (gap * 3 + lineHeight * 2 + gap * 2))
        func x(_ t: Double) -> Double { plotLeft + timeAxis.fraction(of: t) * (plotRight - plotLeft) }
        func y(_ value: Double) -> Double { plotBottom - valueAxis.fraction(of: value) * (plotBottom - plotTop) }

        // Grid and ticks.
        for tick in timeAxis.ticks {
            let px = x(tick).rounded() + 0.5
            canvas.strokeLine(from: (px, plotTop), to: (px, plotBottom), lineWidth: 1, color: .gridLine)
            canvas.strokeLine(from: (px, plotBottom), to: (px, plotBottom + Double(gap + scale)), lineWidth: Double(scale), color: .axis)
            let label = timeAxis.label(for: tick)
            canvas.drawText(label, x: Int(px) - BitmapFont.width(of: label, scale: scale) / 2, y: Int(plotBottom) + gap * 2 + scale, scale: scale, color: .label)
        }
        for tick in valueAxis.ticks {
            let py = y(tick).rounded() + 0.5
            canvas.strokeLine(from: (plotLeft, py), to: (plotRight, py), lineWidth: 1, color: .gridLine)
            canvas.strokeLine(from: (plotLeft - Double(gap + scale), py), to: (plotLeft, py), lineWidth: Double(scale), color: .axis)
            let label = valueAxis.label(for: tick)
            canvas.drawText(label, x: Int(plotLeft) - gap * 2 - BitmapFont.width(of: label, scale: scale), y: Int(py) - lineHeight / 2 + scale / 2, scale: scale, color: .label)
        }

        // Reference lines, e.g. at 0 and 1 for normalised progress.
        for reference in curve.referenceValues where reference >= valueAxis.lower && reference <= valueAxis.upper {
            canvas.strokeLine(from: (plotLeft, y(reference)), to: (plotRight, y(reference)), lineWidth: Double(scale), color: .referenceLine, dash: (4, 4))
        }

        // The settling band under the curve.
        if let settling = curve.settling {
            let top = y(settling.target + settling.tolerance), bottom = y(settling.target - settling.tolerance)
            let middle = (top + bottom) / 2, half = max((bottom - top) / 2, 2.5 * Double(scale))
            canvas.fillRect(minX: plotLeft, minY: middle - half, maxX: plotRight, maxY: middle + half, color: .settlingBand)
        }

        // The curve.
        canvas.strokePolyline(drawn.map { (x($0.t), y($0.value)) }, lineWidth: max(2, 1.25 * Double(scale)), color: .curve)

        // The settling time: a dashed line with a label at the bottom of the plot (a
        // spring is near its target there by then), or, when it lies beyond the plotted
        // interval, only the label at the bottom right, pointing on.
        if let settling = curve.settling, settling.time.isFinite, settling.time >= curve.timeRange.lowerBound {
            let isVisible = settling.time <= curve.timeRange.upperBound
            let px = isVisible ? x(settling.time) : plotRight
            if isVisible {
                canvas.strokeLine(from: (px, plotTop), to: (px, plotBottom), lineWidth: 1.5 * Double(scale), color: .settlingMarker, dash: (6, 4))
            }
            let label = "settles " + format(settling.time) + " s" + (isVisible ? "" : " ->")
            let labelWidth = BitmapFont.width(of: label, scale: scale)
            let labelX = isVisible && px + Double(gap + labelWidth) <= plotRight ? Int(px) + gap : Int(px) - gap - labelWidth
            let labelY = Int(plotBottom) - gap - lineHeight
            canvas.fillRect(minX: Double(labelX - scale), minY: Double(labelY - scale), maxX: Double(labelX + labelWidth + scale), maxY: Double(labelY + lineHeight + scale), color: .white)
            canvas.drawText(label, x: labelX, y: labelY, scale: scale, color: .settlingMarker)
        }

        // Keyframe dots on top.
        for point in curve.keyPoints {
            canvas.fillCircle(center: (x(point.t), y(point.value)), radius: 3.5 * Double(scale), color: .white)
            canvas.fillCircle(center: (x(point.t), y(point.value)), radius: 2.5 * Double(scale), color: .keyframeDot)
        }

        // Frame, titles.
        canvas.strokeLine(from: (plotLeft, plotTop), to: (plotLeft, plotBottom), lineWidth: Double(scale), color: .axis)
        canvas.strokeLine(from: (plotLeft, plotBottom), to: (plotRight, plotBottom), lineWidth: Double(scale), color: .axis)
        // The title at the plot's scale, else smaller, else cut short with "..".
        let titleRoom = width - Int(plotLeft) - gap
        var titleScale = scale, title = curve.title
        if BitmapFont.width(of: title, scale: titleScale) > titleRoom { titleScale = 1 }
        while title.count > 2, BitmapFont.width(of: title, scale: titleScale) > titleRoom {
            title = String(title.dropLast(3)) + ".."
        }
        canvas.drawText(title, x: Int(plotLeft), y: gap * 2 + (scale - titleScale) * BitmapFont.glyphHeight / 2, scale: titleScale, color: .label)
        let timeTitleWidth = BitmapFont.width(of: curve.timeAxisTitle, scale: scale)
        canvas.drawText(curve.timeAxisTitle, x: Int((plotLeft + plotRight) / 2) - timeTitleWidth / 2, y: height - gap * 2 - lineHeight, scale: scale, color: .label)
        let valueTitleWidth = BitmapFont.width(of: curve.valueAxisTitle, scale: scale)
        canvas.drawText(curve.valueAxisTitle, x: gap * 2, y: Int((plotTop + plotBottom) / 2) + valueTitleWidth / 2, scale: scale, color: .label, rotated: true)
        return RenderedCurvePlot(canvas: canvas, plotLeft: plotLeft, plotRight: plotRight, plotTop: plotTop,
                                 plotBottom: plotBottom, timeAxis: timeAxis)
    }

    /// A number for a label: up to three decimals, trailing zeros dropped.
    package static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
