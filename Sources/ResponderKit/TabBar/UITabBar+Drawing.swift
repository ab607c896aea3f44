import Foundation

/// What a tab bar shows, as views every backend draws: a background across the bar with a hairline
/// on top, and for each item its title (the selected one in the bar's tint, the others in
/// `unselectedItemTintColor` or UIKit's grey) and its badge. None of them takes touches: a tap on an
/// item still reaches the bar, which selects (UITabBar.swift).
///
/// Where ResponderKit differs: no images (UIKit draws the item's image above a small title); the
/// title is centred in the item's 49 points.
extension UITabBar {
    /// Makes the bar's views match its items, selection and colours (on every change and layout).
    func refreshItemViews() {
        let items = items ?? []
        let background = tabBarBackground
        if background.superview !== self { insertSubview(background, at: 0) }
        background.frame = bounds
        background.backgroundColor = barTintColor ?? (isTranslucent ? UIColor.systemBackground.withAlphaComponent(0.94) : .systemBackground)
        background.isUserInteractionEnabled = false
        while tabBarTitleLabels.count < items.count {
            let label = UILabel()
            label.isUserInteractionEnabled = false
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 10, weight: .medium)
            addSubview(label)
            tabBarTitleLabels.append(label)
        }
        while tabBarTitleLabels.count > items.count { tabBarTitleLabels.removeLast().removeFromSuperview() }
        for (index, frame) in itemFrames().enumerated() {
            let item = items[index], label = tabBarTitleLabels[index]
            label.text = [item.displayTitle, item.badgeValue.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            label.frame = frame
            label.textColor = !item.isEnabled ? .systemGray3 : item === selectedItem ? tintColor : unselectedItemTintColor ?? .systemGray
        }
    }
}
