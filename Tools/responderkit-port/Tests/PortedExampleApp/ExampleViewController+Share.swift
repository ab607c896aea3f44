import ResponderKit

// MARK: - Sharing

extension ExampleViewController {
    func wireShareButton() {
        shareButton.addTarget(self, action: Selector("shareTapped:forEvent:"), for: .touchUpInside)
    }

    func shareTapped(_ sender: UIButton, forEvent event: UIEvent) {
        record("share (\(event.allTouches?.count ?? 0) touch)")
    }
}

/// Counts button taps; a plain object as an action target.
final class AnalyticsTracker: NSObject, UIActionTarget {
    private(set) var taps = 0

    func record(_ sender: UIButton) {
        taps += 1
    }

    func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("record:"): return method(AnalyticsTracker.record(_:))
        default: return nil
        }
    }
}
