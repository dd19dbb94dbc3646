/// The presentation values of the layers an `AnimationArena` animates, kept by the
/// arena in one contiguous column instead of inside each layer (Segue, internal).
///
/// A tick writes every animated layer's values here in order, touching neither the
/// layers nor their scattered memory; a layer with a slot here answers
/// `presentationProperties` from it. A layer's model changes mark its slot, so a
/// tick copies the model again only where it changed. When the arena lays itself
/// out again, the layers leaving take their values back (`CALayer.tickProperties`).
/// The store holds no layers, so layers and arenas never keep each other alive.
@MainActor
final class PresentationStore {
    /// The columns, one slot per animated layer (the arena's runs).
    struct Columns: ~Copyable {
        /// The presentation values computed by the last tick.
        var values = ArenaColumn<LayerProperties>()
        /// Whether the layer had animations at the last tick (otherwise the model shows).
        var isAnimated = ArenaColumn<Bool>()
        /// Whether the model changed since the values were last copied from it.
        var modelChanged = ArenaColumn<Bool>()
    }

    /// The columns; a tick passes them `inout` to its value pass: one exclusive
    /// access for the whole pass.
    var columns = Columns()

    /// The presentation values in a slot, or nil when the model shows.
    func presentation(at index: Int) -> LayerProperties? {
        columns.isAnimated[index] ? columns.values[index] : nil
    }

    /// Records that the model of the layer in a slot changed.
    func markModelChanged(at index: Int) {
        columns.modelChanged[index] = true
    }
}
