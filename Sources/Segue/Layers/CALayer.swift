import Foundation

/// A node of the layer tree (Core Animation's `CALayer`): model values a program
/// sets, animations attached to them, and the presentation values the runtime
/// computes from both at each tick.
///
/// Geometry follows Core Animation: `position` is where the `anchorPoint` (in unit
/// coordinates of `bounds`) sits in the superlayer; `frame` is derived from bounds,
/// position, anchor point and transform, and setting it sets bounds and position.
/// Changing an animatable property runs its implicit action (a 0.25 s animation
/// unless the transaction says otherwise) once the layer has been rendered by a
/// tick, unless the delegate, `actions` or `CATransaction.setDisableActions` say no.
@MainActor
open class CALayer: NSObject, @MainActor CAMediaTiming {
    /// What the compositor keeps of the layer, told of every change it could draw
    /// (Segue, package API; see `CALayerChangeObserver`).
    package final var changeObserver: (any CALayerChangeObserver)?
    /// Where an arena keeps this layer's presentation values while it animates it.
    /// (The observer hears when these three change.)
    package final var presentationStore: PresentationStore? {
        didSet { if oldValue !== presentationStore { presentationSourceDidChange() } }
    }
    package final var presentationIndex = 0 {
        didSet { if oldValue != presentationIndex { presentationSourceDidChange() } }
    }
    package final var tickWasAnimated = false {
        didSet { if oldValue != tickWasAnimated { presentationSourceDidChange() } }
    }
    /// The model values' storage, written only through `modelValues`. Nonisolated
    /// and unchecked so that a tick reads it in place without an actor or exclusivity
    /// check: only the main actor touches layers, and no access is held across a call.
    @exclusivity(unchecked) nonisolated(unsafe) package final var modelStorage = LayerProperties()
    final var modelValues: LayerProperties {
        get { modelStorage }
        _modify {
            if hasBeenRendered && shownModelFrame != ShownModels.frame { saveShownModel() }
            presentationStore?.modelWillChange(at: presentationIndex)
            renderedValuesDidChange()
            yield &modelStorage
        }
    }
    /// The layer's own timing (layers use begin time, speed and time offset).
    /// Tracked (`evaluationInputsDidChange()`) until the layer is a live clock.
    final var timing = MediaTimingParameters() {
        didSet { if !hasLiveClock { evaluationInputsDidChange() } }
    }
    /// Animations in the order added (later ones apply on top). Tracked
    /// (`evaluationInputsDidChange()`).
    final var animationEntries: [LayerAnimationEntry] = [] {
        didSet { evaluationInputsDidChange() }
    }
    /// The presentation values computed by the last tick, when animated, for a
    /// layer no `AnimationArena` keeps in its `PresentationStore`.
    package final var tickProperties = LayerProperties()
    /// Set once a tick has evaluated the layer: from then on property changes run
    /// implicit actions, as in Core Animation.
    final var hasBeenRendered = false
    /// The frame (`ShownModels.frame`) in which the model last changed first, and
    /// where the model that frame followed was saved (`saveShownModel()`).
    private final var shownModelFrame: UInt64 = .max
    private final var shownModelIndex: Int32 = 0
    /// For a presentation copy, the model layer it was made from.
    final var modelLayer: CALayer?
    var isPresentationCopy: Bool { modelLayer != nil }
    /// When an implicit action runs, the property's presentation value before the
    /// change, which an animation without from/to/by values starts from.
    final var implicitActionPreviousValue: (keyPath: LayerKeyPath, value: AnimatableValue)?
    /// Set on a container whose clock an interactive transition drives: animations
    /// in its subtree that reach their end keep showing their end value until it is
    /// cleared (Segue; see `CALayer+HeldClock.swift`).
    final var holdsEndedAnimations = false {
        didSet { if !hasLiveClock { evaluationInputsDidChange() } }
    }
    /// Set once an `AnimationArena` has made this layer a clock of its own: arenas
    /// then read its timing and held clock at each tick (never cleared).
    final var hasLiveClock = false
    /// How many times something a tick lays out changed in this layer's subtree
    /// (see `evaluationInputsDidChange()`; wraps, only equality is compared).
    final var evaluationChangeCount: UInt64 = 0

    /// Tracked (`evaluationInputsDidChange()`).
    package internal(set) final var sublayerList: [CALayer] = [] {
        didSet {
            evaluationInputsDidChange()
            sublayerListDidChange()
        }
    }
    private(set) final weak var superlayerStorage: CALayer? {
        didSet {
            if superlayerStorage != nil, needsLayoutFlag || needsDisplayFlag || descendantNeedsUpdate {
                markAncestorsNeedingUpdate()
            }
        }
    }

    /// The layer's delegate (a UIView for a view's layer). Weak.
    open weak var delegate: (any CALayerDelegate)?
    /// Actions by key, consulted after the delegate.
    open var actions: [String: any CAAction]?
    /// Core Animation's style dictionary: its "actions" dictionary is consulted by
    /// the action search after `actions`, then its "style" dictionary, and so on
    /// (`action(forKey:)`). Its other keys (default property values) are kept but
    /// not read.
    open var style: [AnyHashable: Any]?
    /// Whether sublayers are laid out with a flipped y axis. Segue stores it but
    /// does not flip (docs/UIKIT-BEHAVIOUR.md, "Deliberate differences"); on iOS
    /// the default, false, is already the top-left origin Segue uses.
    open var isGeometryFlipped = false {
        didSet {
            if isGeometryFlipped {
                SegueDiagnostics.report("CALayer.isGeometryFlipped = true is stored but Segue does not flip the sublayers' geometry")
            }
        }
    }
    /// Values set with `setValue(_:forKey:)` under keys that are not properties
    /// (Core Animation's layers are key-value coding containers).
    final var keyedValues: [String: Any] = [:]
    /// A name for debugging and for finding layers.
    open var name: String?
    /// The layer's content: a `CGImage` the compositor draws over the bounds
    /// according to `contentsGravity` (other values are ignored, as Core Animation
    /// ignores contents it cannot draw).
    open var contents: Any? {
        didSet {
            CATransaction.ensureOpen()
            renderedValuesDidChange()
        }
    }
    /// How `contents` is fitted into the bounds (default `.resize`).
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { renderedValuesDidChange() }
    }
    /// Pixels per point of `contents` (default 1), used by gravities that do not scale.
    open var contentsScale: CGFloat = 1 {
        didSet { renderedValuesDidChange() }
    }
    /// Set by `setNeedsDisplay()`, cleared by `display()`.
    final var needsDisplayFlag = false {
        didSet { if needsDisplayFlag { markAncestorsNeedingUpdate() } }
    }
    /// Set by `setNeedsLayout()`, cleared by `layoutSublayers()`.
    final var needsLayoutFlag = false {
        didSet { if needsLayoutFlag { markAncestorsNeedingUpdate() } }
    }
    /// Whether a layer below this one may need layout or display, cleared by
    /// `layoutAndDisplayIfNeeded()` as it walks in. If it is set on a layer it is
    /// set on all that layer's ancestors.
    final var descendantNeedsUpdate = false

    public override init() {
        super.init()
        LiveObjectCounter.created(.layer)
    }

    deinit {
        LiveObjectCounter.freed(.layer)
    }

    /// Makes a copy of another layer's model values and timing, as Core Animation
    /// does for presentation layers. Sublayers and animations are not copied.
    public required init(layer: Any) {
        super.init()
        LiveObjectCounter.created(.layer)
        if let other = layer as? CALayer {
            modelValues = other.modelValues
            timing = other.timing
            delegate = other.delegate
            name = other.name
            contents = other.contents
            contentsGravity = other.contentsGravity
            contentsScale = other.contentsScale
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate space. A change marks the layer as needing
    /// layout, as Core Animation does (`needsLayout()` is true afterwards).
    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            let changed = newValue != modelValues.bounds
            change("bounds", .bounds) { $0.bounds = newValue }
            if changed, !isPresentationCopy { setNeedsLayout() }
        }
    }

    /// Where the anchor point sits, in the superlayer's coordinates (animatable).
    open var position: CGPoint {
        get { modelValues.position }
        set { change("position", .position) { $0.position = newValue } }
    }

    /// The point of the bounds that `position` places and transforms pivot about, in
    /// unit coordinates of the bounds: (0, 0) is the top-left corner, (0.5, 0.5) the
    /// centre (the default). Animatable.
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set { change("anchorPoint", .anchorPoint) { $0.anchorPoint = newValue } }
    }

    /// The layer's position on the z axis (animatable). Siblings draw in order of it,
    /// lowest first; equal values keep the order of `sublayers`.
    open var zPosition: CGFloat {
        get { modelValues.zPosition }
        set { change("zPosition", .zPosition) { $0.zPosition = newValue } }
    }

    /// The anchor point's z coordinate, the depth transforms pivot about (animatable).
    open var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set { change("anchorPointZ", .anchorPointZ) { $0.anchorPointZ = newValue } }
    }

    /// The transform applied to the layer about its anchor point, in its superlayer's
    /// space (animatable; interpolated by decomposition, not entry by entry).
    open var transform: CATransform3D {
        get { modelValues.transform }
        set { change("transform", .transform(nil)) { $0.transform = newValue } }
    }

    /// The transform applied to the sublayers, about the layer's anchor point
    /// (animatable); the usual place for a perspective (`m34`).
    open var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set { change("sublayerTransform", .sublayerTransform(nil)) { $0.sublayerTransform = newValue } }
    }

    /// The bounds placed at the position in the superlayer's coordinates, under
    /// the transform (its bounding box); like Core Animation's, it is meaningless
    /// under a non-affine transform. Setting it computes through the transform, as
    /// Core Animation does: bounds and position change so that the transformed
    /// bounds' bounding box is the new frame (a layer scaled 0.5 given a 100×100
    /// frame gets 200×200 bounds); see `LayerProperties.geometry(forFrame:)`.
    open var frame: CGRect {
        get { modelValues.frame }
        set {
            let geometry = modelValues.geometry(forFrame: newValue)
            bounds = geometry.bounds
            position = geometry.position
        }
    }

    // MARK: Appearance

    /// How opaque the layer and its sublayers are, 0 to 1 (animatable; 1 by default).
    open var opacity: Float {
        get { modelValues.opacity }
        set { change("opacity", .opacity) { $0.opacity = newValue } }
    }

    /// Whether the layer and its sublayers are not drawn (animatable: it switches
    /// rather than fades). Hidden layers are skipped by hit-testing.
    open var isHidden: Bool {
        get { modelValues.isHidden }
        set { change("hidden", .hidden) { $0.isHidden = newValue } }
    }

    /// Whether sublayers and contents are clipped to the bounds, rounded by
    /// `cornerRadius` (animatable).
    open var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { change("masksToBounds", .masksToBounds) { $0.masksToBounds = newValue } }
    }

    /// The colour filling the bounds behind the contents; nil for none, the default
    /// (animatable).
    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor.map(CGColor.init(rgba:)) }
        set { change("backgroundColor", .backgroundColor) { $0.backgroundColor = newValue?.rgba } }
    }

    /// The radius of the corners of the background and border, and of the clip when
    /// `masksToBounds` is set (animatable).
    open var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { change("cornerRadius", .cornerRadius) { $0.cornerRadius = newValue } }
    }

    /// The width of the border drawn inside the bounds, above the contents and
    /// sublayers; 0 (none) by default (animatable).
    open var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set { change("borderWidth", .borderWidth) { $0.borderWidth = newValue } }
    }

    /// The colour of the border; opaque black by default (animatable).
    open var borderColor: CGColor? {
        get { modelValues.borderColor.map(CGColor.init(rgba:)) }
        set { change("borderColor", .borderColor) { $0.borderColor = newValue?.rgba } }
    }

    /// Whether the layer's back is drawn when it faces away from the viewer
    /// (default true). Not animatable.
    open var isDoubleSided: Bool {
        get { modelValues.isDoubleSided }
        set {
            CATransaction.ensureOpen()
            modelValues.isDoubleSided = newValue
        }
    }

    /// The transform as an affine transform: its affine part (Core Animation's
    /// `affineTransform()`).
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform to an affine transform (Core Animation's
    /// `setAffineTransform(_:)`), running the "transform" action.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The model values as one struct (Segue extension).
    public var modelProperties: LayerProperties { modelValues }

    /// The values the last frame showed (what `presentation()` holds): the
    /// presentation values of the last tick when animations were running, otherwise
    /// the model as that frame showed it.
    final var shownProperties: LayerProperties {
        showsAnimatedValues ? presentationProperties : shownModel
    }

    /// The model as the last frame showed it, saved at its first change since.
    final var shownModel: LayerProperties {
        shownModelFrame == ShownModels.frame ? ShownModels.saved[Int(shownModelIndex)] : modelStorage
    }

    /// Saves the model as the last frame showed it, before its first change since.
    @inline(never)
    private final func saveShownModel() {
        shownModelFrame = ShownModels.frame
        shownModelIndex = Int32(ShownModels.saved.count)
        ShownModels.saved.append(modelStorage)
    }

    /// The values to draw: the presentation values of the last tick when
    /// animations were running, the model values otherwise (Segue extension; the
    /// compositor reads this).
    public var presentationProperties: LayerProperties {
        var values = modelStorage
        if presentationStore != nil || tickWasAnimated { writePresentationProperties(into: &values) }
        return values
    }

    // MARK: Media timing

    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue.isFinite ? newValue : 0 }
    }
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// How fast the layer's time (and its sublayers') runs; 0 freezes the subtree.
    open var speed: Float {
        get { Float(timing.speed) }
        set {
            guard newValue.isFinite else {
                SegueDiagnostics.report("CALayer.speed = \(newValue) ignored: speed must be finite")
                return
            }
            timing.speed = Double(newValue)
        }
    }
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set {
            guard newValue.isFinite else {
                SegueDiagnostics.report("CALayer.timeOffset = \(newValue) ignored: the offset must be finite")
                return
            }
            timing.timeOffset = newValue
        }
    }
    open var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { timing.repeatCount = Double(newValue) }
    }
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set {
            timing.fillsForwards = newValue.fillsForwards
            timing.fillsBackwards = newValue.fillsBackwards
        }
    }

    // MARK: Actions

    /// The action for a property change: Core Animation's search, delegate, then
    /// `actions`, then `style`, then `defaultAction(forKey:)`, then the implicit
    /// animation of an animatable key (`CALayer+ActionSearch.swift`).
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// The class's action for a key, consulted last by the action search. Nil for
    /// every key, the standard ones included, as in Core Animation: implicit
    /// animations come from the action search, not from here. Subclasses override
    /// it to give their keys actions.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The value a property has before it is set (Core Animation's
    /// `defaultValue(forKey:)`): for the standard animatable keys their initial
    /// values, boxed as `value(forKey:)` returns them (`NSNumber`, or a geometry
    /// value that bridges to `NSValue`); nil for other keys. Subclasses override it
    /// for keys of their own.
    open class func defaultValue(forKey key: String) -> Any? {
        standardDefaultValue(forKey: key)
    }

    // MARK: Hit-testing

    /// The farthest descendant (or the layer itself) containing a point given in
    /// the superlayer's coordinates, as Core Animation's `hitTest(_:)` finds it:
    /// hidden layers are skipped, sublayers are tried front to back, and a layer
    /// that masks to its bounds hides sublayers outside them. Nil when nothing is hit.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestTree(p)
    }

    /// Whether a point in the layer's own coordinates is inside it: its bounds, as
    /// in Core Animation (shape layers override it to test their path).
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: Key-value coding

    /// The value of a property or of an animatable key path ("position",
    /// "transform.rotation.z", "bounds.size.width"), or a value stored under any
    /// other key, as Core Animation's key-value coding answers; see
    /// `CALayer+KeyValueCoding.swift` for the types.
    open func value(forKey key: String) -> Any? {
        keyValue(forKeyPath: key)
    }

    /// `value(forKey:)` for a key path.
    open func value(forKeyPath keyPath: String) -> Any? {
        keyValue(forKeyPath: keyPath)
    }

    /// Sets a property or an animatable key path through the layer's setters (so
    /// an implicit action runs, as for the property itself), or stores a value under
    /// any other key.
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyValue(value, forKeyPath: key)
    }

    /// `setValue(_:forKey:)` for a key path ("transform.scale", "position.x").
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setKeyValue(value, forKeyPath: keyPath)
    }

    // MARK: Display and layout

    /// Updates `contents`: asks the delegate (`display(_:)`), as Core Animation
    /// does. Subclasses override it to draw their own contents. Clears the
    /// needs-display flag.
    open func display() {
        needsDisplayFlag = false
        delegate?.display(self)
    }

    /// Lays out the sublayers: asks the delegate (`layoutSublayers(of:)`), as Core
    /// Animation does. Clears the needs-layout flag first, so a layout that changes
    /// geometry may ask for another.
    open func layoutSublayers() {
        needsLayoutFlag = false
        delegate?.layoutSublayers(of: self)
    }

    // MARK: The tree

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { superlayerStorage }

    /// The sublayers, back to front; nil when there are none, as in Core Animation.
    /// Setting it removes the old sublayers and adds the new ones.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.superlayerStorage = nil }
            sublayerList = []
            setNeedsLayout()
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends a sublayer (front-most), removing it from its old superlayer first.
    /// Adding or removing a sublayer marks the superlayer as needing layout, as in
    /// Core Animation.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerList.count))
    }

    /// Inserts a sublayer at an index (clamped to the list), removing it from its
    /// old superlayer first. Adding a layer to itself or its own descendant is
    /// reported and ignored: it would make the tree a cycle.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard !isDescendant(of: layer) else {
            SegueDiagnostics.report("insertSublayer: a layer cannot become a sublayer of itself or of its own sublayer; ignored")
            return
        }
        let wasHere = layer.superlayerStorage === self
        var index = Int(idx)
        if wasHere, let old = sublayerList.firstIndex(where: { $0 === layer }), old < index { index -= 1 }
        layer.removeFromSuperlayer()
        index = min(max(index, 0), sublayerList.count)
        sublayerList.insert(layer, at: index)
        layer.superlayerStorage = self
        setNeedsLayout()
    }

    /// Inserts a sublayer just below a sibling (at the back when the sibling is not
    /// a sublayer, as Core Animation does).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a sublayer just above a sibling (at the front when the sibling is not
    /// a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerList.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayerList.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces a sublayer with another in the same place.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else {
            SegueDiagnostics.report("replaceSublayer(_:with:): the layer to replace is not a sublayer; ignored")
            return
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        parent.sublayerList.removeAll { $0 === self }
        superlayerStorage = nil
        parent.setNeedsLayout()
    }

    /// Sets `descendantNeedsUpdate` on the superlayers up to the first that has it.
    final func markAncestorsNeedingUpdate() {
        var node = superlayerStorage
        while let current = node, !current.descendantNeedsUpdate {
            current.descendantNeedsUpdate = true
            node = current.superlayerStorage
        }
    }

    /// True when `ancestor` is this layer or one of its superlayers.
    func isDescendant(of ancestor: CALayer) -> Bool {
        var node: CALayer? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.superlayerStorage
        }
        return false
    }
}
