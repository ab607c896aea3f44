import Foundation

/// A view whose font can follow the content size category — UIKit's `UIContentSizeCategoryAdjusting`,
/// adopted by `UILabel`, `UITextField` and `UITextView`.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font follows the user's text size.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

/// When the user's text size changes (`RawInput.contentSizeCategoryChanged`), as UIKit does it
/// (Apple: `adjustsFontForContentSizeCategory` — "the object's font updates automatically when the
/// device's content size category changes", for fonts from `preferredFont(forTextStyle:)` or
/// `UIFontMetrics`; `UIContentSizeCategory.didChangeNotification`):
///
/// ```
///   contentSizeCategoryChanged ─▶ UIScreen.main's category, UITraitCollection.current
///     └─▶ each window, depth first: a controller, then its view
///           ├─ labels, fields, text views that adjust: the font at the new size (intrinsic size
///           │  invalidated: the next layout pass resizes them)
///           └─ traitCollectionDidChange(previous) and trait-change registrations
///     └─▶ didChangeNotification (object: the application, userInfo: the new category)
/// ```
extension UIApplication {
    /// The user's preferred text size: `.large` until a backend says otherwise.
    public var preferredContentSizeCategory: UIContentSizeCategory { UIScreen.main.contentSizeCategory }

    /// `RawInput.contentSizeCategoryChanged`: the system's category is now `category`.
    func systemContentSizeCategoryChanged(to category: UIContentSizeCategory) {
        let category = category.index == nil ? UIContentSizeCategory.large : category
        let screen = UIScreen.main
        guard category != screen.contentSizeCategory else { return }
        let previousScreenTraits = screen.traitCollection
        screen.contentSizeCategory = category
        UITraitCollection.current = screen.traitCollection
        for window in windows {
            UIApplication.notifyCategoryChange(in: window, to: category, previousScreenTraits: previousScreenTraits)
        }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        let wasAccessibilitySize = previousScreenTraits.preferredContentSizeCategory.isAccessibilityCategory
        if wasAccessibilitySize != category.isAccessibilityCategory {
            NotificationCenter.default.post(name: UILargeContentViewerInteraction.enabledStatusDidChangeNotification,
                                            object: nil)
        }
    }

    /// Resizes adjusting fonts and tells every view and controller under `root` that the traits changed.
    private static func notifyCategoryChange(in root: UIView, to category: UIContentSizeCategory,
                                             previousScreenTraits: UITraitCollection) {
        func visit(_ view: UIView, depth: Int) {
            guard depth <= ResponderChainBound.maximumHops else { return }
            let previous = previousScreenTraits.with(style: view.effectiveStyle)
            if let controller = view.viewControllerStorage, controller.viewIfLoaded === view {
                controller.traitCollectionDidChange(previous)
                controller.runTraitChangeRegistrations(previous: previous)
            }
            adjustFont(of: view, to: category)
            view.traitCollectionDidChange(previous)
            view.runTraitChangeRegistrations(previous: previous)
            for subview in view.subviewStorage { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
    }

    private static func adjustFont(of view: UIView, to category: UIContentSizeCategory) {
        if let label = view as? UILabel, label.adjustsFontForContentSizeCategory, let font = label.font {
            label.font = font.adjusted(to: category)
        } else if let field = view as? UITextField, field.adjustsFontForContentSizeCategory, let font = field.font {
            field.font = font.adjusted(to: category)
        } else if let text = view as? UITextView, text.adjustsFontForContentSizeCategory, let font = text.font {
            text.font = font.adjusted(to: category)
        }
    }
}
