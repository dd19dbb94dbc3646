extension SlidingViewController {
    /// What the top view does with touches while it is anchored
    /// (ECSlidingViewController's `ECSlidingViewControllerAnchoredGesture`, with
    /// the options Segue has).
    public struct AnchoredGesture: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int
        /// The set with bits `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A tap on the anchored top view resets it (`resetTapGesture`, attached to
        /// the top controller's view only while it is anchored).
        public static let tapping = AnchoredGesture(rawValue: 1 << 0)
    }
}
