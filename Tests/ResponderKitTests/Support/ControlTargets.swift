import Foundation
import ResponderKit

// A target for the target-action tests of controls, and how they compare senders.

/// Any object can be a target (UIKit allows any NSObject); it says how it performs its actions
/// through `actionMethod(for:)`. It logs every call, with the sender and event it got.
@MainActor
final class Receiver: NSObject, UIActionTarget {
    let name: String
    let log: EventLog
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    // iOS: @objc func save(_ sender: Any?)
    func save(_ sender: Any?) {
        log.record("\(name).save")
        senders.append(sender)
    }

    // iOS: @objc func save(_ sender: Any?, forEvent event: UIEvent?)
    func saveWithEvent(_ sender: Any?, _ event: UIEvent?) {
        log.record("\(name).saveWithEvent")
        senders.append(sender)
        events.append(event)
    }

    // iOS: @objc func refresh()
    func refresh() {
        log.record("\(name).refresh")
    }

    // iOS: @objc func other(_ sender: Any?)
    func other(_ sender: Any?) {
        log.record("\(name).other")
        senders.append(sender)
    }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case "save:": return method(Self.save)
        case "save:forEvent:": return method(Self.saveWithEvent)
        case "refresh": return method(Self.refresh)
        case "other:": return method(Self.other)
        default: return nil
        }
    }
}

/// Whether `sender` is exactly `object`.
func isSame(_ sender: Any?, _ object: AnyObject) -> Bool {
    guard let sender else { return false }
    return (sender as AnyObject) === object
}
