import ResponderKit

/// A target that is not a responder: a plain object kept by its controller.
final class AnalyticsTracker: NSObject, UIActionTarget {
    func buttonTapped(_ sender: UIButton) {}

    func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("buttonTapped:"): return method(AnalyticsTracker.buttonTapped(_:))
        default: return nil
        }
    }
}

final class Counter: UIActionTarget {
    private(set) var count = 0
    func increment() { count += 1 }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("increment"): return method(Counter.increment)
        default: return nil
        }
    }
}

final class Wiring {
    let tracker = AnalyticsTracker()
    let counter = Counter()

    func wire(_ button: UIButton) {
        button.addTarget(tracker, action: Selector("buttonTapped:"), for: .touchUpInside)
        button.addTarget(counter, action: Selector("increment"), for: .touchUpInside)
    }
}
