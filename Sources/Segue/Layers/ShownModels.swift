/// The models layers showed in the last frame, kept for the layers whose model
/// changed since (Segue, internal): what `CALayer.presentation()` and an animated
/// layer's fields its animations do not write answer, as Core Animation's
/// presentation layer keeps showing the last rendered state. docs/ARCHITECTURE.md
/// says when a model is saved and forgotten. Capacity is kept, so a steady scene
/// saves without allocating.
@MainActor
enum ShownModels {
    /// Frames so far; a layer's saved model belongs to the frame it was saved in.
    static var frame: UInt64 = 0
    /// The models saved since the last frame.
    static var saved = ArenaColumn<LayerProperties>()

    /// A frame showed the current models.
    static func frameDidShow() {
        frame &+= 1
        if saved.count > 0 { saved.removeAll() }
    }
}
