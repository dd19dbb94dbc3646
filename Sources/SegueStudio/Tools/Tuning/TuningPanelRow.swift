import Foundation
import Segue

/// One parameter's row in the tuning panel: its name and value, and a slider.
@MainActor
final class TuningPanelRow {
    let parameter: StudioTuning.Parameter
    let container = UIView()
    let nameLabel = UILabel()
    let valueLabel = UILabel()
    let slider = UISlider()
    private unowned let tuning: StudioTuning

    init(parameter: StudioTuning.Parameter, tuning: StudioTuning) {
        self.parameter = parameter
        self.tuning = tuning
        nameLabel.text = parameter.title
        nameLabel.font = .systemFont(ofSize: 13)
        nameLabel.textColor = UIColor(white: 1, alpha: 0.85)
        valueLabel.font = .boldSystemFont(ofSize: 13)
        valueLabel.textColor = .white
        valueLabel.textAlignment = .right
        let range = StudioTuning.range(of: parameter)
        slider.minimumValue = Float(range.lowerBound)
        slider.maximumValue = Float(range.upperBound)
        slider.addAction(UIAction { [unowned self] _ in self.sliderChanged() }, for: .valueChanged)
        for view in [nameLabel, valueLabel, slider] as [UIView] { container.addSubview(view) }
        refresh()
    }

    func layout(in frame: CGRect) {
        container.frame = frame
        nameLabel.frame = CGRect(x: 0, y: 0, width: frame.width * 0.6, height: 18)
        valueLabel.frame = CGRect(x: frame.width * 0.5, y: 0, width: frame.width * 0.5, height: 18)
        slider.frame = CGRect(x: 0, y: 18, width: frame.width, height: 31)
    }

    func removeFromSuperview() { container.removeFromSuperview() }

    /// Shows the tuning's current value.
    func refresh() {
        UIView.performWithoutAnimation {
            if !slider.isTracking { slider.value = Float(tuning.value(of: parameter)) }
            valueLabel.text = tuning.text(of: parameter)
        }
    }

    private func sliderChanged() {
        tuning.set(parameter, to: Double(slider.value))
        UIView.performWithoutAnimation { valueLabel.text = tuning.text(of: parameter) }
    }
}
