import Foundation

/// A transition between two view controllers of a storyboard — UIKit's `UIStoryboardSegue`.
///
/// The storyboard makes one each time a segue is triggered, hands it to the source's
/// `prepare(for:sender:)`, then calls ``perform()``. The built-in kinds (show, show detail, present
/// modally, popover, unwind) are this class with the transition as its perform handler; a custom
/// segue is a subclass that overrides ``perform()``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard, or `nil`.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    private var performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`; a subclass's ``perform()`` makes the transition.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Makes the transition: the perform handler, if the segue has one. A custom segue overrides it.
    open func perform() {
        performHandler?()
    }
}

/// Where an unwind segue starts — UIKit's `UIStoryboardUnwindSegueSource`, given to
/// `allowedChildrenForUnwinding(from:)` while the destination is searched for.
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind starts from.
    public let source: UIViewController
    /// The unwind action (the `@IBAction` of the destination, taking the segue).
    public let unwindAction: Selector
    /// What triggered it.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}

extension UIStoryboard {
    /// A segue of a translated storyboard: what kind, where to, under which identifier. A
    /// ResponderKit addition; `responderkit-port` writes these.
    public struct SegueTemplate {
        /// The segue's kind, as Interface Builder's `kind` attribute names it.
        public enum Kind {
            /// `show` (and the older `push`): `show(_:sender:)`.
            case show
            /// `showDetail` (and `replace`): `showDetailViewController(_:sender:)`.
            case showDetail
            /// `presentation` (and `modal`): `present(_:animated:)`, with the styles set in Interface Builder.
            case presentModally(UIModalPresentationStyle?, UIModalTransitionStyle?)
            /// `popoverPresentation`: presented as a popover anchored on the sender.
            case popover
            /// `custom`: the template's `makeSegue` makes the app's subclass.
            case custom
            /// `embed`: the destination fills a container view, as a child, when the view loads.
            case embed
            /// `unwind`: back to the nearest controller that performs `action`.
            case unwind(action: Selector)
        }

        /// Interface Builder's ID of the segue.
        public let id: String
        /// The identifier set in Interface Builder, or `nil`.
        public let identifier: String?
        public let kind: Kind
        /// The ID of the destination scene (`nil` for an unwind).
        public let destinationSceneID: String?
        /// Whether the transition animates (Interface Builder's "Animates", on by default).
        public let animates: Bool
        /// Makes the segue object of a custom class.
        public let makeSegue: (@MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue)?

        public init(
            id: String, identifier: String? = nil, kind: Kind, destinationSceneID: String? = nil, animates: Bool = true,
                    makeSegue: (@MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue)? = nil) {
            self.id = id
            self.identifier = identifier
            self.kind = kind
            self.destinationSceneID = destinationSceneID
            self.animates = animates
            self.makeSegue = makeSegue
        }

        var isUnwind: Bool {
            if case .unwind = kind { return true }
            return false
        }
    }
}

/// The target of a control or bar item that triggers a segue: asks the source
/// `shouldPerformSegue(withIdentifier:sender:)`, then performs the segue with the control as sender.
@preconcurrency @MainActor
final class StoryboardSegueTrigger: UIActionTarget {
    static let action = Selector("performStoryboardSegue:")
    weak var owner: UIViewController?
    let templateID: String

    init(owner: UIViewController, templateID: String) {
        self.owner = owner
        self.templateID = templateID
    }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        guard action == StoryboardSegueTrigger.action else { return nil }
        return { [weak self] sender, _ in self?.fire(sender: sender) }
    }

    func fire(sender: Any?) {
        guard let owner, let template = owner.interfaceBuilder?.template(withID: templateID) else { return }
        owner.trigger(template, sender: sender)
    }
}
