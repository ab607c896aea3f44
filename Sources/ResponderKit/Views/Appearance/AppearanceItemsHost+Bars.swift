import Foundation

// The bars whose items take appearance values: when the bar enters a window (every item it shows),
// and when it shows a new item while in one (each item once: a value the item took stays).

extension UINavigationBar: AppearanceItemsHost {
    var itemsTakingAppearance: [UIBarItem] { items?.last?.barItemsTakingAppearance ?? [] }
}

extension UIToolbar: AppearanceItemsHost {
    var itemsTakingAppearance: [UIBarItem] { items ?? [] }
}

extension UITabBar: AppearanceItemsHost {
    var itemsTakingAppearance: [UIBarItem] { items ?? [] }
}

extension UINavigationItem {
    /// The bar button items a navigation bar shows for this item: left, right and back.
    var barItemsTakingAppearance: [UIBarItem] {
        (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) + [backBarButtonItem].compactMap { $0 }
    }
}
