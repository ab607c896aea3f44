import Foundation

/// The standard views of a cell's style — `textLabel`, `detailTextLabel`, `imageView` — laid out as
/// the four `CellStyle`s place them, and the standard accessory's placeholder view.
extension UITableViewCell {
    func layoutStandardViews(in bounds: CGRect) {
        // The standard views move in by the indentation (UIKit: "indentationLevel × indentationWidth").
        var x: CGFloat = 16 + CGFloat(max(0, indentationLevel)) * max(0, indentationWidth)
        if let image = imageViewStorage, image.image != nil {
            let side = min(bounds.height - 8, max(image.image?.size.width ?? 0, 24))
            image.frame = CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
            x = image.frame.maxX + 16
        }
        let width = max(0, bounds.width - x - 16)
        switch style {
        case .default:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        case .value1:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width / 2, height: bounds.height)
            detailLabelStorage?.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: bounds.height)
        case .value2:
            detailLabelStorage?.frame = CGRect(x: x, y: 0, width: width / 3, height: bounds.height)
            textLabelStorage?.frame = CGRect(x: x + width / 3 + 6, y: 0, width: max(0, width * 2 / 3 - 6), height: bounds.height)
        case .subtitle:
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width, height: bounds.height * 0.55)
            detailLabelStorage?.frame = CGRect(x: x, y: bounds.height * 0.55, width: width, height: bounds.height * 0.45)
        }
    }

    func addStandardLabel() -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        if let accessoryView {
            addSubview(accessoryView)
        } else if accessoryType != .none {
            let size: CGSize = switch accessoryType {
            case .disclosureIndicator: CGSize(width: 8, height: 13)
            case .checkmark: CGSize(width: 14, height: 11)
            case .detailButton: CGSize(width: 22, height: 22)
            case .detailDisclosureButton: CGSize(width: 46, height: 22)
            case .none: .zero
            }
            let view: UIView
            if accessoryType == .detailButton || accessoryType == .detailDisclosureButton {
                // The detail button: a tap tells the table's delegate and does not select the row.
                let button = UIButton(type: .custom)
                button.frame = CGRect(origin: .zero, size: size)
                button.addAction(UIAction { [weak self] _ in
                    guard let self, let table = self.owningTable, let indexPath = table.indexPath(for: self) else { return }
                    table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
                }, for: .touchUpInside)
                view = button
            } else {
                view = UIView(frame: CGRect(origin: .zero, size: size))
                view.isUserInteractionEnabled = false
            }
            addSubview(view)
            standardAccessory = view
        }
        setNeedsLayout()
    }
}
