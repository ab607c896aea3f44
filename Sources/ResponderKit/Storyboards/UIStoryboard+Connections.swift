import Foundation

/// What the code of a translated storyboard calls to connect a scene's segues: the controls, bar
/// items, gestures and cells that trigger them, and the containers embed segues fill. ResponderKit
/// additions, written by `responderkit-port`; an app does not call them.
extension UIStoryboard {
    /// The controller of scene `id` of this storyboard, made (a relationship: a navigation
    /// controller's root, a tab bar controller's tabs, a split view's columns).
    public func instantiateScene(withID id: String) -> UIViewController? {
        instantiateScene(id: id)
    }

    /// `control` triggers `owner`'s segue `id` on `events` (a button's `.touchUpInside`).
    public func connectSegue(_ id: String, from control: UIControl, for events: UIControl.Event = .touchUpInside,
                             owner: UIViewController) {
        guard let trigger = makeTrigger(id, owner: owner) else { return }
        control.addTarget(trigger, action: StoryboardSegueTrigger.action, for: events)
    }

    /// Tapping `item` triggers `owner`'s segue `id`.
    public func connectSegue(_ id: String, from item: UIBarButtonItem, owner: UIViewController) {
        guard let trigger = makeTrigger(id, owner: owner) else { return }
        item.target = trigger
        item.action = StoryboardSegueTrigger.action
    }

    /// `recognizer` recognizing triggers `owner`'s segue `id`, with the recognizer as sender.
    public func connectSegue(_ id: String, from recognizer: UIGestureRecognizer, owner: UIViewController) {
        guard let trigger = makeTrigger(id, owner: owner) else { return }
        recognizer.addTarget(trigger, action: StoryboardSegueTrigger.action)
    }

    /// Selecting `cell` (a prototype's cell) triggers `owner`'s segue `id`, with the cell as sender.
    public func connectSegue(_ id: String, selectionOf cell: UITableViewCell, owner: UIViewController) {
        cell.selectionSegueTrigger = makeTrigger(id, owner: owner, kept: false)
    }

    /// Selecting `cell` triggers `owner`'s segue `id`, with the cell as sender.
    public func connectSegue(_ id: String, selectionOf cell: UICollectionViewCell, owner: UIViewController) {
        cell.selectionSegueTrigger = makeTrigger(id, owner: owner, kept: false)
    }

    /// Runs `owner`'s embed segue `id`: the destination is made, `owner.prepare(for:sender:)` hears
    /// the segue, and the destination becomes `owner`'s child, its view filling `containerView` —
    /// while `owner`'s view loads, before its `viewDidLoad`, as UIKit does.
    public func embed(_ id: String, in containerView: UIView, owner: UIViewController) {
        guard let template = owner.interfaceBuilder?.template(withID: id), let sceneID = template.destinationSceneID,
              let child = instantiateScene(id: sceneID) else {
            report("\(type(of: owner)) has no embed segue \(id)")
            return
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: owner, destination: child)
        owner.prepare(for: segue, sender: nil)
        owner.addChild(child)
        child.view.frame = containerView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(child.view)
        child.didMove(toParent: owner)
    }

    private func makeTrigger(_ id: String, owner: UIViewController, kept: Bool = true) -> StoryboardSegueTrigger? {
        guard owner.interfaceBuilder?.template(withID: id) != nil else {
            report("\(type(of: owner)) has no segue \(id) to connect")
            return nil
        }
        let trigger = StoryboardSegueTrigger(owner: owner, templateID: id)
        if kept { owner.interfaceBuilderState.triggers.append(trigger) }
        return trigger
    }
}
