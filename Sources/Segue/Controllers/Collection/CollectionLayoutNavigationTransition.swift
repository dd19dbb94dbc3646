import Foundation

/// A push or pop between two collection view controllers sharing one collection
/// view (`useLayoutToLayoutNavigationTransitions`): the layouts it goes between
/// and how it ends. `UINavigationController` makes one for each such transition,
/// runs `animator` when its delegate vends none, and `attach(to:)`es it to the
/// transition's context.
@MainActor
final class CollectionLayoutNavigationTransition {
    let collectionView: UICollectionView
    let fromController: UICollectionViewController
    let toController: UICollectionViewController
    /// The layouts shown before and after.
    let fromLayout: UICollectionViewLayout
    let toLayout: UICollectionViewLayout
    /// The content offset before the transition (a cancelled one returns to it).
    let startOffset: CGPoint

    /// The plan for a transition from `from` to `to`, or nil when it is not a
    /// layout-to-layout one: a push of a controller sharing the collection view of
    /// the controller below, or a pop of such a controller back to one sharing (or
    /// owning) the same collection view.
    init?(from: UIViewController, to: UIViewController, operation: UINavigationController.Operation) {
        guard let fromCollection = from as? UICollectionViewController,
              let toCollection = to as? UICollectionViewController else { return nil }
        let fromOwner = fromCollection.sharedCollectionViewOwner ?? fromCollection
        let toOwner = toCollection.sharedCollectionViewOwner ?? toCollection
        switch operation {
        case .push: guard toCollection.sharedCollectionViewOwner != nil, toOwner === fromOwner else { return nil }
        case .pop: guard fromCollection.sharedCollectionViewOwner != nil, toOwner === fromOwner else { return nil }
        case .none: return nil
        }
        guard let collectionView = fromOwner.collectionView else { return nil }
        self.collectionView = collectionView
        fromController = fromCollection
        toController = toCollection
        fromLayout = collectionView.collectionViewLayout
        toLayout = toCollection.collectionViewLayout
        startOffset = collectionView.contentOffset
    }

    /// The animator used when the navigation delegate vends none.
    private(set) lazy var animator = CollectionLayoutTransitionAnimator(transition: self)

    /// Makes the context's completion also leave the collection view on the right
    /// layout: the new one when the transition completed (whatever animated it —
    /// this animator, a delegate's, or none), the old one at its old offset when it
    /// was cancelled.
    func attach(to context: ViewControllerTransitionContext) {
        let settle = context.completionHandler
        context.completionHandler = { [self] completed in
            settle?(completed)
            settleLayout(completed: completed)
        }
    }

    private func settleLayout(completed: Bool) {
        if collectionView.interactiveTransition != nil {
            SegueDiagnostics.report("layout-to-layout navigation transition ended while the collection view's interactive layout transition still runs; finish or cancel it before completeTransition(_:). It is cut short")
            collectionView.abandonInteractiveTransition()
        }
        if collectionView.layoutChangeDepth > 0 { collectionView.cutShortLayoutChange() }
        let wanted = completed ? toLayout : fromLayout
        collectionView.navigationLayoutController = completed ? toController : fromController
        if collectionView.collectionViewLayout !== wanted || !completed {
            collectionView.changeLayout(to: wanted, animated: false, duration: 0,
                                        contentOffset: completed ? nil : startOffset, completion: nil)
        }
    }
}
