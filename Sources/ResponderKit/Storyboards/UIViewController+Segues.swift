import Foundation

/// Performing a storyboard's segues, as UIKit does:
///
/// ```
///   triggered (a control, a bar item, a cell's selection, a gesture):
///       shouldPerformSegue(withIdentifier:sender:) ─ false: nothing ─┐
///   performSegue(withIdentifier:sender:) (not asked) ──────────────────┤
///       destination instantiated ─▶ prepare(for:sender:) ─▶ segue.perform()
///   unwind: destination searched (below) ─▶ prepare(for:sender:) on the source ─▶ the destination's
///       unwind action, with the segue ─▶ unwind(for:towards:) on the containers, which pop or select;
///       what the destination's side presented is dismissed
/// ```
///
/// Sources: Apple's UIViewController documentation — `shouldPerformSegue` is not called for
/// `performSegue(withIdentifier:sender:)`; `canPerformUnwindSegueAction(_:from:sender:)` returns by
/// default whether the controller implements the action and is not the source; the search walks up
/// the parents and presenters, asking each container's `allowedChildrenForUnwinding(from:)` (its
/// children, most recent first, without the one the unwind comes from). UIKit raises for an unknown
/// identifier ("Receiver … has no segue with identifier"); here an `invalidStoryboardUse` diagnostic.
extension UIViewController {
    func performSegueNamed(_ identifier: String, sender: Any?) {
        guard let template = interfaceBuilder?.template(withIdentifier: identifier) else {
            reportStoryboardUse(
                "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)' (UIKit raises); nothing "
                    + "was performed"
            )
            return
        }
        run(template, sender: sender)
    }

    /// A segue triggered by the user: asks the source first.
    func trigger(_ template: UIStoryboard.SegueTemplate, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender) else { return }
        run(template, sender: sender)
    }

    func run(_ template: UIStoryboard.SegueTemplate, sender: Any?) {
        switch template.kind {
        case let .unwind(action):
            performUnwind(action, identifier: template.identifier, sender: sender)
            return
        case .embed:
            reportStoryboardUse(
                "the embed segue \(template.identifier.map { "'\($0)'" } ?? template.id) runs when the view loads; "
                    + "it cannot be performed"
            )
            return
        default:
            break
        }
        guard let storyboard = interfaceBuilder?.storyboard, let id = template.destinationSceneID,
              let destination = storyboard.instantiateScene(id: id) else { return }
        let segue = template.makeSegue?(template.identifier, self, destination)
            ?? UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination,
                                 performHandler: builtInTransition(template, to: destination, sender: sender))
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    private func builtInTransition(_ template: UIStoryboard.SegueTemplate, to destination: UIViewController,
                                   sender: Any?) -> @MainActor () -> Void {
        let animated = template.animates
        switch template.kind {
        case .show:
            return { [self] in show(destination, sender: sender) }
        case .showDetail:
            return { [self] in showDetailViewController(destination, sender: sender) }
        case let .presentModally(style, transition):
            return { [self] in
                if let style { destination.modalPresentationStyle = style }
                if let transition { destination.modalTransitionStyle = transition }
                present(destination, animated: animated)
            }
        case .popover:
            return { [self] in
                destination.modalPresentationStyle = .popover
                if let popover = destination.popoverPresentationController {
                    if let item = sender as? UIBarButtonItem {
                        popover.barButtonItem = item
                    } else if let view = sender as? UIView {
                        popover.sourceView = view
                        popover.sourceRect = view.bounds
                    }
                }
                present(destination, animated: animated)
            }
        case .custom, .embed, .unwind:
            return {}
        }
    }

    // MARK: Unwinding

    private func performUnwind(_ action: Selector, identifier: String?, sender: Any?) {
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = unwindDestination(for: source) else {
            reportStoryboardUse(
                "no view controller above \(type(of: self)) performs the unwind action \(action.name); nothing was "
                    + "unwound"
            )
            return
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        destination.actionMethod(for: action)?(segue, nil)
        unwindTransition(to: destination, segue: segue)
    }

    /// The nearest controller up the parents and presenters (and their other children, most recent
    /// first) that can perform the unwind action.
    func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController = self
        for _ in 0..<ResponderChainBound.maximumHops {
            guard let next = current.parentStorage ?? current.presentingViewController else { return nil }
            for child in next.allowedChildrenForUnwinding(from: source) where child !== current {
                if let found = child.searchUnwind(source, from: self) { return found }
            }
            if next.canPerformUnwindSegueAction(source.unwindAction, from: self, sender: source.sender) { return next }
            current = next
        }
        return nil
    }

    private func searchUnwind(
        _ source: UIStoryboardUnwindSegueSource, from origin: UIViewController
    ) -> UIViewController? {
        for child in allowedChildrenForUnwinding(from: source) {
            if let found = child.searchUnwind(source, from: origin) { return found }
        }
        return canPerformUnwindSegueAction(source.unwindAction, from: origin, sender: source.sender) ? self : nil
    }

    /// The default of `allowedChildrenForUnwinding(from:)`: the children, most recent first, without
    /// the one that holds the source.
    func defaultChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holding = childContaining(source)
        return children.reversed().filter { $0 !== holding }
    }

    /// The transition of an unwind: the presentation between the source and `destination` is
    /// dismissed, then each container above `destination` shows the child on its way
    /// (`unwind(for:towards:)`).
    private func unwindTransition(to destination: UIViewController, segue: UIStoryboardSegue) {
        var chain: [UIViewController] = [destination]
        while let parent = chain.last?.parentStorage, chain.count < ResponderChainBound.maximumHops {
            chain.append(parent)
        }
        let destinationSide = Set(chain.map(ObjectIdentifier.init))
        var node: UIViewController = self
        var presenterToDismiss: UIViewController?
        for _ in 0..<ResponderChainBound.maximumHops where !destinationSide.contains(ObjectIdentifier(node)) {
            if let parent = node.parentStorage {
                node = parent
            } else if let presenter = node.presentingStorage {
                presenterToDismiss = presenter
                node = presenter
            } else {
                break
            }
        }
        presenterToDismiss?.dismiss(animated: true)
        for (child, container) in zip(chain, chain.dropFirst()).reversed() {
            container.unwind(for: segue, towards: child)
        }
    }

    /// `unwind(for:towards:)`'s default: a navigation controller pops to the child, a tab bar
    /// controller selects it.
    func defaultUnwind(towards child: UIViewController) {
        if let navigation = self as? UINavigationController,
            navigation.viewControllers.contains(where: { $0 === child }),
           navigation.topViewController !== child {
            navigation.popToViewController(child, animated: true)
        } else if let tabs = self as? UITabBarController, tabs.selectedViewController !== child,
                  tabs.viewControllers?.contains(where: { $0 === child }) == true {
            tabs.selectedViewController = child
        }
    }

    func reportStoryboardUse(_ message: String) {
        UIApplication.current.report(
            Diagnostic(kind: .invalidStoryboardUse, resolution: .dropped, message: message))
    }
}
