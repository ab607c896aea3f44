import UIKit

/// A target that is not a responder: a plain object kept by its controller.
final class AnalyticsTracker: NSObject {
    @objc func buttonTapped(_ sender: UIButton) {}
}

final class Counter {
    private(set) var count = 0
    @objc func increment() { count += 1 }
}

final class Wiring {
    let tracker = AnalyticsTracker()
    let counter = Counter()

    func wire(_ button: UIButton) {
        button.addTarget(tracker, action: #selector(AnalyticsTracker.buttonTapped(_:)), for: .touchUpInside)
        button.addTarget(counter, action: #selector(Counter.increment), for: .touchUpInside)
    }
}
