import Segue

extension LayerProperties {
    /// The names of the fields that differ from `other`, compared exactly (empty:
    /// equal field for field).
    public func differences(from other: LayerProperties) -> [String] {
        var fields: [String] = []
        if bounds != other.bounds { fields.append("bounds") }
        if position != other.position { fields.append("position") }
        if anchorPoint != other.anchorPoint { fields.append("anchorPoint") }
        if zPosition != other.zPosition { fields.append("zPosition") }
        if anchorPointZ != other.anchorPointZ { fields.append("anchorPointZ") }
        if !CATransform3DEqualToTransform(transform, other.transform) { fields.append("transform") }
        if !CATransform3DEqualToTransform(sublayerTransform, other.sublayerTransform) { fields.append("sublayerTransform") }
        if opacity != other.opacity { fields.append("opacity") }
        if isHidden != other.isHidden { fields.append("isHidden") }
        if backgroundColor != other.backgroundColor { fields.append("backgroundColor") }
        if masksToBounds != other.masksToBounds { fields.append("masksToBounds") }
        if cornerRadius != other.cornerRadius { fields.append("cornerRadius") }
        if borderWidth != other.borderWidth { fields.append("borderWidth") }
        if borderColor != other.borderColor { fields.append("borderColor") }
        if isDoubleSided != other.isDoubleSided { fields.append("isDoubleSided") }
        return fields
    }
}
