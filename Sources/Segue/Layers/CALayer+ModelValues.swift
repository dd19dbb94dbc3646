extension CALayer {
    /// Sets one model property without running any action (a property animator
    /// settling its properties, a cancelled interactive transition restoring the
    /// values from before it); geometry changes mark the layer for layout as a model
    /// change does.
    func setModelValueWithoutActions(_ value: AnimatableValue, at keyPath: LayerKeyPath) {
        guard !isPresentationCopy else { return }
        CATransaction.ensureOpen()
        modelValues.setValue(value, at: keyPath)
    }
}

extension LayerProperties {
    /// Writes a typed value at a key path (a value of the wrong kind writes nothing).
    mutating func setValue(_ value: AnimatableValue, at keyPath: LayerKeyPath) {
        switch value {
        case .scalar(let scalar): setScalar(scalar, at: keyPath)
        case .point(let point): setPoint(point, at: keyPath)
        case .size(let size): setSize(size, at: keyPath)
        case .rect(let rect): if case .bounds = keyPath { bounds = rect }
        case .color(let color): setColor(color, at: keyPath)
        case .transform(let transform): setTransform(transform, at: keyPath)
        }
    }
}
