import Foundation

/// The large content viewer of a bar that draws its items itself (the tab bar, the toolbar): at an
/// accessibility text size, pressing and holding an item shows its image and title enlarged (the
/// item's `largeContentSizeImage` when it has one), and lifting the finger over an item chooses it, as
/// a tap would — UIKit's standard bars do this without the app's help. The navigation bar's items are
/// buttons, which the interaction finds without a delegate.
@MainActor
final class BarLargeContent: UILargeContentViewerInteractionDelegate {
    private let itemAt: @MainActor (CGPoint) -> UIBarItem?
    private let choose: @MainActor (UIBarItem) -> Void

    /// Adds the interaction to `bar`; `itemAt` finds an item by point (the bar's coordinates), `choose`
    /// does what a tap on it does.
    init(on bar: UIView, itemAt: @escaping @MainActor (CGPoint) -> UIBarItem?,
         choose: @escaping @MainActor (UIBarItem) -> Void) {
        self.itemAt = itemAt
        self.choose = choose
        bar.addInteraction(UILargeContentViewerInteraction(delegate: self))
    }

    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        itemAt(point)
    }

    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        guard let item = item as? UIBarItem, item.isEnabled else { return }
        choose(item)
    }
}
