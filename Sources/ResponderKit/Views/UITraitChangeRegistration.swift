import Foundation

/// A registration `registerForTraitChanges` returns; pass it to `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits and what to run.
@MainActor
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let run: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], run: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.run = run
    }
}

/// What can register for trait changes: views and view controllers (UIKit's `UITraitChangeObservable`).
///
/// It is iOS 17's way to hear trait changes — `registerForTraitChanges(_:handler:)` and its target-action
/// forms, the trait definitions (`UITraitUserInterfaceStyle.self` …) and
/// `UITraitCollection.systemTraitsAffectingColorAppearance` — beside `traitCollectionDidChange(_:)`,
/// which iOS 17 deprecates:
///
/// ```
/// registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
///     self.layer.borderColor = UIColor.separator.cgColor   // a CGColor does not follow the style
/// }
/// ```
///
/// UIKit's rules (AD:uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)): the
/// handler runs when one of the registered traits changed value, after the object's traits changed,
/// with the previous traits; the registration lasts as long as the object, or until
/// `unregisterForTraitChanges(_:)`. ResponderKit calls the handlers right after
/// `traitCollectionDidChange(_:)`, in the same walk (a controller before its view, top-down).
///
/// Where it differs: only the traits ResponderKit has (style, size classes, idiom, scale), and no
/// custom traits (`UITraitDefinition` types of your own are accepted and never change).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// The registrations (storage for the methods below).
    var traitChangeRegistrations: [UITraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    /// Runs `handler` with this object and the previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<Observer: AnyObject>(
        _ traits: [UITrait], handler: @escaping @MainActor (Observer, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { object, previous in
            if let observer = object as? Observer { handler(observer, previous) }
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Sends `action` to `target` (with this object as the sender) whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], target: any UIActionTarget, action: Selector
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { [weak target] object, _ in
            guard let target else { return }
            if let method = target.actionMethod(for: action) {
                method(object, nil)
            } else {
                UIApplication.shared.report(.init(
                    kind: .unhandledAction, resolution: .dropped,
                        message:
                            "a trait change sent \(action) to \(type(of: target)), which has no method for it "
                                + "(actionMethod(for:) returned nil)"
                    ))
            }
        }
        traitChangeRegistrations.append(registration)
        return registration
    }

    /// Sends `action` to this object whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        guard let target = self as? any UIActionTarget else {
            return TraitChangeRegistration(traits: traits) { _, _ in }
        }
        return registerForTraitChanges(traits, target: target, action: action)
    }

    /// Ends `registration`; its handler runs no more.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Runs the registrations whose traits differ between `previous` and now.
    func runTraitChangeRegistrations(previous: UITraitCollection) {
        let registrations = traitChangeRegistrations
        guard !registrations.isEmpty else { return }
        let current = traitCollection
        for case let registration as TraitChangeRegistration in registrations
        where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
            registration.run(self, previous)
        }
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
