/// The models layers showed in the last frame, kept for the layers whose model
/// changed since (Segue, internal): what `CALayer.presentation()` answers for them,
/// as Core Animation's presentation layer keeps showing the last rendered state
/// until the next frame renders a change.
///
/// A rendered layer's first model change after a frame saves its model as that
/// frame showed it (`CALayer.saveShownModel()`); the next frame — a value pass, or
/// a frame a host reports drawn (`FixedTimestepLoop.didDisplay()`) — shows the
/// current models, so the saved ones are forgotten. Capacity is kept, so a steady
/// scene saves without allocating.
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
