import Foundation

/// The bar across the top of a navigation controller (UIKit's
/// `UINavigationBar`), kept simple: the top controller's title, centred, and a
/// back button at the leading edge ("‹ " and the previous item's
/// `backButtonTitle`, else its title, else "Back") that pops the top controller
/// when clicked. The root controller, and a top item with `hidesBackButton`, show
/// no back button.
///
/// During a push or pop the title and back button cross-fade to the new ones
/// alongside the transition (through its coordinator, so they follow an
/// interactive transition too) and snap back when it is cancelled. As in UIKit the
/// titles slide while they fade: on a push the old title leaves towards the back
/// button and the new one comes in from the trailing side; a pop runs the other
/// way — so the two are never drawn over each other in place. The bar reads
/// titles when the stack changes and when the navigation controller lays out.
///
/// Segue differences: the bar is always 44 pt tall and opaque, has no status-bar
/// area, no right or left bar button items, no large titles and no
/// `UINavigationBarDelegate`; the back button stays at the leading edge rather
/// than sliding towards the title.
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height, in points (UIKit's 44 pt).
    static let standardHeight: CGFloat = 44
    /// How far a title slides during a push or pop, as a fraction of the bar's width.
    static let titleSlide: CGFloat = 0.35

    /// The items of the controllers on the navigation stack, bottom first (empty
    /// until the bar belongs to a navigation controller with controllers).
    public private(set) var items: [UINavigationItem]?

    /// The item on top: the top controller's.
    public var topItem: UINavigationItem? { items?.last }

    /// The item below the top one, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The bar's background colour (UIKit's light bar, #F8F8F8, when nil).
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? Self.defaultBarColor }
    }

    /// UIKit's default bar colour.
    static let defaultBarColor = UIColor(red: 248.0 / 255, green: 248.0 / 255, blue: 248.0 / 255, alpha: 1)

    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?

    /// The contents on show (the incoming ones during a transition).
    private(set) var content: NavigationBarContentView!
    /// The hairline along the bottom edge.
    private let shadowLine = UIView(frame: .zero)

    /// An empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBarColor
        shadowLine.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        content = makeContent(NavigationBarState(title: nil, backTitle: nil))
        addSubview(content)
        addSubview(shadowLine)
    }

    /// Archives are not supported; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func makeContent(_ state: NavigationBarState) -> NavigationBarContentView {
        let view = NavigationBarContentView(state: state) { [weak self] in self?.backAction?() }
        view.frame = bounds
        return view
    }

    /// The title label on show.
    var titleLabel: UILabel { content.titleLabel }
    /// The back button on show.
    var backButton: UIButton { content.backButton }

    /// The contents fill the bar; the hairline runs along its bottom edge, one
    /// pixel thick, just below it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for case let view as NavigationBarContentView in subviews where view.frame != bounds {
            view.frame = bounds
        }
        let pixel = 1 / UIScreen.main.scale
        shadowLine.frame = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: pixel)
    }

    // MARK: Following the stack

    /// Shows a stack's title and back button at once (no transition); does nothing
    /// when they already show.
    func showItems(of stack: [UIViewController]) {
        let current = items ?? []
        if current.count != stack.count || !zip(current, stack).allSatisfy({ $0 === $1.navigationItem }) {
            items = stack.map(\.navigationItem)
        }
        let state = NavigationBarState(stack: stack)
        if content.state != state {
            UIView.performWithoutAnimation { content.apply(state) }
        }
    }

    /// Cross-fades to a stack's title and back button alongside a transition;
    /// when the transition is cancelled the old ones come back at once.
    func transition(toItemsOf stack: [UIViewController], alongside coordinator: UIViewControllerTransitionCoordinator) {
        let oldItems = items
        items = stack.map(\.navigationItem)
        let outgoing: NavigationBarContentView = content
        let incoming = makeContent(NavigationBarState(stack: stack))
        UIView.performWithoutAnimation {
            incoming.alpha = 0
            incoming.isUserInteractionEnabled = false
            outgoing.isUserInteractionEnabled = false
            insertSubview(incoming, aboveSubview: outgoing)
        }
        content = incoming
        // A push (the stack grew) slides the titles towards the leading edge, a pop
        // towards the trailing one, by `titleSlide` of the bar's width.
        let isPush = stack.count > (oldItems?.count ?? 0)
        let distance = bounds.width * Self.titleSlide * (isPush ? 1 : -1)
        UIView.performWithoutAnimation {
            incoming.titleLabel.transform = CGAffineTransform(translationX: distance, y: 0)
        }
        coordinator.animate(alongsideTransition: { _ in
            outgoing.alpha = 0
            incoming.alpha = 1
            outgoing.titleLabel.transform = CGAffineTransform(translationX: -distance, y: 0)
            incoming.titleLabel.transform = .identity
        }, completion: { [weak self] context in
            outgoing.layer.removeAllAnimations()
            incoming.layer.removeAllAnimations()
            outgoing.titleLabel.layer.removeAllAnimations()
            incoming.titleLabel.layer.removeAllAnimations()
            UIView.performWithoutAnimation {
                outgoing.titleLabel.transform = .identity
                incoming.titleLabel.transform = .identity
                if context.isCancelled {
                    incoming.removeFromSuperview()
                    outgoing.alpha = 1
                    outgoing.isUserInteractionEnabled = true
                    self?.content = outgoing
                    self?.items = oldItems
                } else {
                    outgoing.removeFromSuperview()
                    incoming.alpha = 1
                    incoming.isUserInteractionEnabled = true
                }
            }
        })
    }
}
