import Foundation
import Synchronization

/// The selector forms of notifications and timers that iOS code uses everywhere —
/// `NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: …)`
/// and `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil,
/// repeats: true)` — which Linux's Foundation lacks (it has no Objective-C selectors).
///
/// As everywhere in ResponderKit, the method is found through the target's `actionMethod(for:)`
/// (Responders/Actions.swift), and called with the notification, or the timer, as its sender — what
/// the Objective-C method's one parameter receives. Where UIKit differs
/// (docs/Differences-from-UIKit.md): an observer that does not perform the selector is reported
/// (`unhandledAction`) where UIKit would raise "unrecognized selector"; a notification posted on
/// another thread reaches the (main-actor) observer on the main queue, after the post, rather than on
/// the posting thread during it.
///
/// Observers are held weakly, as UIKit has done since iOS 9: one that is released stops receiving.
/// `NotificationCenter.removeObserver(_:)` and `removeObserver(_:name:object:)` with a responder remove
/// its selector observations as well as Foundation's (the overloads below are chosen for a responder
/// argument, being more specific than Foundation's `Any`).
final class SelectorObservations: Sendable {
    static let shared = SelectorObservations()

    private struct Entry: @unchecked Sendable {
        /// The observer's identity (it is held weakly by the block).
        let observer: ObjectIdentifier
        let name: NSNotification.Name?
        let object: ObjectIdentifier?
        /// Foundation's token for the block registration.
        let token: NSObjectProtocol
        let center: NotificationCenter
    }
    private let entries = Mutex<[Entry]>([])

    func add(
        observer: AnyObject, name: NSNotification.Name?, object: Any?, token: NSObjectProtocol,
        center: NotificationCenter
    ) {
        let entry = Entry(observer: ObjectIdentifier(observer), name: name,
                          object: object.map { ObjectIdentifier($0 as AnyObject) }, token: token, center: center)
        entries.withLock { $0.append(entry) }
    }

    /// Removes `observer`'s registrations (those for `name` and `object` when given) from `center`.
    func remove(observer: AnyObject, name: NSNotification.Name?, object: Any?, from center: NotificationCenter) {
        let id = ObjectIdentifier(observer)
        let objectID = object.map { ObjectIdentifier($0 as AnyObject) }
        let removed: [Entry] = entries.withLock { list in
            let matching = list.filter {
                $0.observer == id && $0.center === center && (name == nil || $0.name == name)
                    && (objectID == nil || $0.object == objectID)
            }
            list.removeAll { entry in matching.contains { $0.token === entry.token } }
            return matching
        }
        for entry in removed { center.removeObserver(entry.token) }
    }

    /// Forgets the registration behind `token` (its observer was released).
    func forget(token: NSObjectProtocol, center: NotificationCenter) {
        let found = entries.withLock { list -> Bool in
            guard let index = list.firstIndex(where: { $0.token === token }) else { return false }
            list.remove(at: index)
            return true
        }
        if found { center.removeObserver(token) }
    }
}

extension NotificationCenter {
    /// Calls `observer`'s method for `selector` (found through its `actionMethod(for:)`) with each
    /// matching notification — Foundation's selector form of `addObserver`, which UIKit apps use for
    /// the keyboard's and the application's notifications. `name` and `object` filter as Foundation's
    /// do (`nil`: any).
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let target = observer as AnyObject
        let weakTarget = WeakMainActorHandoff(object: target)
        let action = selector
        let box = TokenBox()
        let center = self
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard weakTarget.object != nil else {
                if let token = box.token { SelectorObservations.shared.forget(token: token, center: center) }
                return
            }
            let note = MainActorHandoff(value: notification)
            SelectorCalls.onMainActor {
                guard let target = weakTarget.object else { return }
                SelectorCalls.call(
                    action, on: target, sender: note.value,
                    caller: "\(note.value.name.rawValue) observed with a selector")
            }
        }
        box.token = token
        SelectorObservations.shared.add(observer: target, name: name, object: object, token: token, center: self)
    }

    /// Removes `observer`'s registrations — its selector observations and Foundation's.
    public func removeObserver(_ observer: UIResponder) {
        SelectorObservations.shared.remove(observer: observer, name: nil, object: nil, from: self)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` and `object` — its selector observations and
    /// Foundation's.
    public func removeObserver(_ observer: UIResponder, name: NSNotification.Name?, object: Any?) {
        SelectorObservations.shared.remove(observer: observer, name: name, object: object, from: self)
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// The token of a registration, set after `addObserver(forName:…)` returns (its block needs it).
private final class TokenBox: @unchecked Sendable {
    var token: NSObjectProtocol?
}
