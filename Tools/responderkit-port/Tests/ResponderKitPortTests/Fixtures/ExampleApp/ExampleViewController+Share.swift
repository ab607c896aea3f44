import UIKit

// MARK: - Sharing

extension ExampleViewController {
    func wireShareButton() {
        shareButton.addTarget(self, action: #selector(shareTapped(_:forEvent:)), for: .touchUpInside)
    }

    @objc func shareTapped(_ sender: UIButton, forEvent event: UIEvent) {
        record("share (\(event.allTouches?.count ?? 0) touch)")
    }
}

/// Counts button taps; a plain object as an action target.
final class AnalyticsTracker: NSObject {
    private(set) var taps = 0

    @objc func record(_ sender: UIButton) {
        taps += 1
    }
}
