import Foundation

/// One registration on a control: a target-action pair or a UIAction, with its events.
@preconcurrency @MainActor
struct ControlRegistration {
    enum Kind {
        /// `target == nil && isNilTargeted` is a nil-targeted action; `target == nil` otherwise means
        /// the target went away (targets are not retained) and the pair is skipped.
        case targetAction(target: WeakTarget, isNilTargeted: Bool, action: Selector)
        case uiAction(UIAction)
    }
    var kind: Kind
    var events: UIControl.Event
}

/// A target held weakly when it is an object (UIKit does not retain targets).
@preconcurrency @MainActor
struct WeakTarget {
    weak var object: AnyObject?
    let identity: ObjectIdentifier?

    /// A target that is no object — most often a class: `self` in a stored property's initializer
    /// (`let button: UIButton = { …; $0.addTarget(self, …) }()`) is the type, not the instance. The
    /// registration is kept, as in UIKit, and never reaches anyone; the app hears why.
    @MainActor
    static func reportNotAnObject(_ target: Any, action: Selector, of owner: AnyObject, method: String) {
        let what =
            target is Any.Type
            ? "the type \(target) (`self` in a stored property's initializer is the type: "
                + "make the property `lazy`, or add the target in viewDidLoad)"
            : "a value of type \(type(of: target)), not an object"
        UIApplication.current.report(Diagnostic(
            kind: .unhandledAction, resolution: .dropped,
                message:
                    "\(type(of: owner)).\(method): the target of \(action) is \(what); it will never receive the action"
            ))
    }

    init(_ target: Any?) {
        if let target, type(of: target) is AnyClass {
            let object = target as AnyObject
            self.object = object
            self.identity = ObjectIdentifier(object)
        } else {
            self.object = nil
            self.identity = nil
        }
    }
}

/// Registering and sending actions (B86–B90).
extension UIControl {
    func register(target: Any?, action: Selector, events: UIControl.Event) {
        guard !events.isEmpty else { return }  // B87: 0 events adds nothing and removes nothing
        let weakTarget = WeakTarget(target)
        if let target, weakTarget.identity == nil {
            WeakTarget.reportNotAnObject(target, action: action, of: self, method: "addTarget(_:action:for:)")
        }
        for index in registrations.indices {
            if case let .targetAction(existing, isNil, existingAction) = registrations[index].kind,
               existingAction == action, isNil == (target == nil), existing.identity == weakTarget.identity {
                registrations[index].events.formUnion(events)
                return
            }
        }
        registrations.append(ControlRegistration(
            kind: .targetAction(target: weakTarget, isNilTargeted: target == nil, action: action), events: events))
    }

    func unregister(target: Any?, action: Selector?, events: UIControl.Event) {
        let identity = WeakTarget(target).identity
        for index in registrations.indices {
            guard case let .targetAction(existing, _, existingAction) = registrations[index].kind else { continue }
            if target != nil, existing.identity != identity { continue }
            if let action, action != existingAction { continue }
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    func register(_ action: UIAction, events: UIControl.Event) {
        guard !events.isEmpty else { return }
        for index in registrations.indices {
            if case let .uiAction(existing) = registrations[index].kind, existing.identifier == action.identifier {
                registrations[index].kind = .uiAction(action)
                registrations[index].events.formUnion(events)
                return
            }
        }
        registrations.append(ControlRegistration(kind: .uiAction(action), events: events))
    }

    func unregister(identifier: UIAction.Identifier, events: UIControl.Event) {
        for index in registrations.indices {
            if case let .uiAction(existing) = registrations[index].kind, existing.identifier == identifier {
                registrations[index].events.subtract(events)
            }
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    var registeredTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for registration in registrations {
            guard case let .targetAction(target, isNil, _) = registration.kind else { continue }
            if isNil {
                targets.insert(AnyHashable(NSNull()))
            } else if let object = target.object {
                if let hashable = object as? AnyHashable { targets.insert(hashable) }
                else { targets.insert(AnyHashable(ObjectIdentifier(object))) }
            }
        }
        return targets
    }

    func registeredActions(forTarget target: Any?, event: UIControl.Event) -> [String]? {
        let identity = WeakTarget(target).identity
        let names = registrations.compactMap { registration -> String? in
            guard case let .targetAction(existing, isNil, action) = registration.kind,
                  registration.events.contains(event),
                  target == nil ? isNil : existing.identity == identity else { return nil }
            return action.name
        }
        return names.isEmpty ? nil : names
    }

    /// B89, B90: each registration whose events meet `events`, once, in the order added, at once.
    func dispatchActions(for events: UIControl.Event, event: UIEvent?) {
        if let tracer = activeTracer {
            tracer.record(.controlEvent(control: ResponderName(self), event: TraceDescription.of(events)))
        }
        // A snapshot (a copy-on-write copy: no allocation unless an action changes the registrations),
        // so actions added or removed by an action wait for the next dispatch.
        let snapshot = registrations
        for registration in snapshot where !registration.events.isDisjoint(with: events) {
            switch registration.kind {
            case let .targetAction(target, isNil, action):
                if isNil {
                    sendAction(action, to: nil, for: event)
                } else if let object = target.object {
                    sendAction(action, to: object, for: event)
                }
            case let .uiAction(action):
                sendAction(action)
            }
        }
    }
}
