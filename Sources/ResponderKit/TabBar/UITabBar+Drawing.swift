import Foundation

/// What a tab bar shows, as views every backend draws: a background across the bar with a hairline
/// on top, and for each item its image (`selectedImage` when selected; drawn as a template, as
/// UIKit draws tab bar images, unless made `.alwaysOriginal`) above its 10-point title — the selected
/// one in the bar's tint, the others in `unselectedItemTintColor` or UIKit's grey — and its badge.
/// None of them takes touches: a tap on an item still reaches the bar, which selects (UITabBar.swift).
///
/// Where ResponderKit differs: one layout, iPhone's stacked one (image above title); an item with
/// no image has its title centred in the bar; the badge is written after the title in brackets.
extension UITabBar {
    /// Makes the bar's views match its items, selection and colours (on every change and layout).
    func refreshItemViews() {
        let items = items ?? []
        let background = tabBarBackground
        if background.superview !== self { insertSubview(background, at: 0) }
        background.frame = bounds
        background.backgroundColor =
            barTintColor ?? (isTranslucent ? UIColor.systemBackground.withAlphaComponent(0.94) : .systemBackground)
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
        while tabBarImageViews.count < items.count {
            let imageView = UIImageView()
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
            tabBarImageViews.append(imageView)
        }
        while tabBarImageViews.count > items.count { tabBarImageViews.removeLast().removeFromSuperview() }
        for (index, frame) in itemFrames().enumerated() {
            let item = items[index], label = tabBarTitleLabels[index], imageView = tabBarImageViews[index]
            label.text = [item.displayTitle, item.badgeValue.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            let color: UIColor =
                !item.isEnabled
                ? .systemGray3 : item === selectedItem ? tintColor : unselectedItemTintColor ?? .systemGray
            label.textColor = color
            let image = (item === selectedItem ? item.selectedImage ?? item.image : item.image)
            imageView.image = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
            imageView.tintColor = color
            imageView.isHidden = image == nil
            if image == nil {
                label.frame = frame
            } else {
                let top = frame.minY + 4
                imageView.frame = CGRect(x: frame.midX - 15, y: top, width: 30, height: 26)
                label.frame = CGRect(x: frame.minX, y: top + 28, width: frame.width, height: 13)
            }
        }
    }

    /// The hairline along the top edge, over the bar's views: the appearance's shadow colour (UIKit's
    /// black at 30 % by default), one pixel.
    func drawHairline(in ctx: CGContext) {
        guard let color = standardAppearance.shadowColor else { return }
        let pixel = 1 / max(ctx.userSpaceToDeviceSpaceTransform.d.magnitude, 1)
        ctx.setFillColor(color.resolvedColor(with: traitCollection).cgColor)
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: pixel))
    }
}
