import Foundation
import ResponderKit

/// A target whose "fire:" action reports the sending recognizer's state.
@MainActor
final class StateSink: UIActionTarget {
    private static var keep: [StateSink] = []
    let body: (UIGestureRecognizer.State) -> Void
    init(_ body: @escaping (UIGestureRecognizer.State) -> Void) { self.body = body }
    /// Targets are not retained by recognizers; the sink keeps itself for the test process.
    var retained: StateSink { StateSink.keep.append(self); return self }
    func actionMethod(for action: Selector) -> UIActionMethod? {
        guard action == "fire:" else { return nil }
        let body = self.body
        return { sender, _ in
            if let recognizer = sender as? UIGestureRecognizer { body(recognizer.state) }
        }
    }
}
