import Foundation

/// An animation of one layer property named by a key path (Core Animation's
/// `CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. "position", "transform.rotation.z".
    open var keyPath: String?
    /// When true the animated value is added to the layer's current value
    /// (for transforms: concatenated before it) instead of replacing it.
    open var isAdditive = false
    /// When true each repetition starts where the previous one ended.
    open var isCumulative = false

    /// Makes an animation of the property at `path`: Core Animation's
    /// `init(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyAnimationProperties(from other: CAAnimation) {
        super.copyAnimationProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var describedForDiagnostics: String {
        "\(type(of: self))(keyPath: \(keyPath.map { "\"\($0)\"" } ?? "nil"))"
    }
}
