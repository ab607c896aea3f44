import Foundation

/// How a cell measures itself for a self-sizing row (`rowHeight` `automaticDimension`, UIKit's
/// default since iOS 11):
///
///     the cell takes the row's width and lays out (the accessory, editing controls and
///         indentation decide the content view's width)
///     content view with constraints ─▶ its Auto Layout height at that width (width required,
///         height as small as the constraints allow), plus the separator's one pixel
///     no constraints ─▶ the standard views' height: the labels' heights at their widths (a label
///         of `numberOfLines = 0` wraps) plus 11 points above and below, at least 44 points —
///         UIKit too "uses standard height" for a content view whose constraints give none
///
/// Sources: Apple, "Self-sizing table view cells" (estimatedRowHeight, rowHeight automaticDimension,
/// constraints from the content view's top to bottom); UIKit's console message "Detected a case where
/// constraints ambiguously suggest a height of zero for a table view cell's content view. We're
/// considering the collapse unintentional and using standard height instead".
extension UITableViewCell {
    func selfSizingFit(_ target: CGSize, verticalFittingPriority: UILayoutPriority) -> CGSize {
        if target.width.isFinite, target.width > 0, bounds.width != target.width {
            frame = CGRect(x: frame.minX, y: frame.minY, width: target.width, height: frame.height)
        }
        layoutIfNeeded()
        let contentWidth = contentView.bounds.width
        if !contentView.constraints.isEmpty {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: target.height.isFinite ? target.height : 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: verticalFittingPriority)
            if fitted.height > 0, fitted.height.isFinite {
                return CGSize(width: target.width, height: fitted.height + separatorHeight)
            }
        }
        return CGSize(width: target.width, height: standardViewsHeight(contentWidth: contentWidth))
    }

    /// One pixel under the content, unless the table draws no separators.
    var separatorHeight: CGFloat {
        guard let table = owningTable, table.separatorStyle != .none else { return 0 }
        return 1 / max(UIScreen.main.scale, 1)
    }

    /// The standard views' height at `contentWidth`: the labels stacked (subtitle) or side by side,
    /// with 11 points of margin above and below, never under 44 points.
    private func standardViewsHeight(contentWidth: CGFloat) -> CGFloat {
        let labelX: CGFloat = 16 + CGFloat(max(0, indentationLevel)) * max(0, indentationWidth)
            + (imageViewStorage?.image != nil ? 40 : 0)
        let width = max(1, contentWidth - labelX - 16)
        func height(_ label: UILabel?, _ share: CGFloat) -> CGFloat {
            guard let label, !(label.text ?? "").isEmpty else { return 0 }
            return label.sizeThatFits(CGSize(width: width * share, height: .greatestFiniteMagnitude)).height
        }
        let text: CGFloat
        switch style {
        case .default: text = height(textLabelStorage, 1)
        case .subtitle: text = height(textLabelStorage, 1) + height(detailLabelStorage, 1)
        case .value1: text = max(height(textLabelStorage, 0.5), height(detailLabelStorage, 0.5))
        case .value2: text = max(height(textLabelStorage, 1.0 / 3), height(detailLabelStorage, 2.0 / 3))
        }
        return max(UITableView.defaultRowHeight, (text + 22).rounded(.up))
    }
}
