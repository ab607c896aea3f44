import Foundation
import ResponderKit

/// What the responders of a test received, in order, as short strings such as
/// `"red.touchesBegan(1)"` or `"vc.motionBegan(motionShake)"`.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}
