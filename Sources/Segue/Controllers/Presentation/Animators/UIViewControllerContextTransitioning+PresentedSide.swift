extension UIViewControllerContextTransitioning {
    /// The presented controller and its view, which the standard presentation
    /// animators move: the `.to` side when presenting, the `.from` side when
    /// dismissing. Nil when the context has no such view; the animator then
    /// completes at once.
    func presentedSide(presenting: Bool) -> (controller: UIViewController, view: UIView)? {
        guard let controller = viewController(forKey: presenting ? .to : .from),
              let view = view(forKey: presenting ? .to : .from) else { return nil }
        return (controller, view)
    }
}
