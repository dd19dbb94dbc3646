/// A layer that does not flatten its sublayers into its own plane (Core
/// Animation's `CATransformLayer`): sublayers keep their 3D positions under the
/// transform layer's transform, so cards in a 3D arrangement are composited in
/// true depth. Like Core Animation's, it draws nothing of its own: its background,
/// contents and border are ignored and `masksToBounds` has no effect; its opacity
/// multiplies into its sublayers', as Apple documents.
@MainActor
open class CATransformLayer: CALayer {}
