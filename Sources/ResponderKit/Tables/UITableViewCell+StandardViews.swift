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
            // The text label on the left, right-aligned; the detail on the right (Apple's `.value2`).
            textLabelStorage?.frame = CGRect(x: x, y: 0, width: width / 3, height: bounds.height)
            detailLabelStorage?.frame = CGRect(
                x: x + width / 3 + 6, y: 0, width: max(0, width * 2 / 3 - 6), height: bounds.height)
        case .subtitle:
            // The two lines as one block, centred vertically (an empty label takes no room).
            func height(_ label: UILabel?) -> CGFloat {
                guard let label, !(label.text ?? "").isEmpty else { return 0 }
                return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            }
            let title = height(textLabelStorage), detail = height(detailLabelStorage)
            let top = max(0, ((bounds.height - title - detail) / 2).rounded())
            textLabelStorage?.frame = CGRect(x: x, y: top, width: width, height: title)
            detailLabelStorage?.frame = CGRect(
                x: x, y: top + title, width: width, height: min(detail, max(0, bounds.height - top - title)))
        }
    }

    /// The detail label's look in each style, as iOS 13 and later set it: the subtitle's line in
    /// 12-point type under the title, `.value1`'s detail in the secondary label colour.
    func styleDetailLabel(_ label: UILabel) {
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1: label.textColor = .secondaryLabel
        case .value2, .default: break
        }
    }

    /// The text label's look: `.value2`'s is right-aligned in the tint colour (Apple: "a label on
    /// the left side of the cell with text that is right-aligned and blue").
    func styleTextLabel(_ label: UILabel) {
        guard style == .value2 else { return }
        label.textAlignment = .right
        label.textColor = tintColor
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
                let info = UIImageView(image: UIImage(systemName: "info.circle"))
                info.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
                info.contentMode = .scaleAspectFit
                button.addSubview(info)
                if accessoryType == .detailDisclosureButton {
                    button.addSubview(Self.chevron(at: CGPoint(x: 38, y: 4.5)))
                }
                button.addAction(UIAction { [weak self] _ in
                        guard let self, let table = self.owningTable, let indexPath = table.indexPath(for: self) else {
                            return
                        }
                    table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
                }, for: .touchUpInside)
                view = button
            } else if accessoryType == .disclosureIndicator {
                view = Self.chevron(at: .zero)
            } else {
                let check = UIImageView(image: UIImage(systemName: "checkmark",
                        withConfiguration: UIImage.SymbolConfiguration(weight: .semibold)))
                check.frame = CGRect(origin: .zero, size: size)
                check.contentMode = .scaleAspectFit
                view = check
            }
            addSubview(view)
            standardAccessory = view
        }
        setNeedsLayout()
    }

    /// The disclosure indicator: iOS's 8 × 13 chevron in the tertiary label colour.
    static func chevron(at origin: CGPoint) -> UIImageView {
        let chevron = UIImageView(
            image: UIImage(
                systemName: "chevron.right", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold)))
        chevron.frame = CGRect(origin: origin, size: CGSize(width: 8, height: 13))
        chevron.contentMode = .scaleAspectFit
        chevron.tintColor = .tertiaryLabel
        return chevron
    }
}

/// The separator: one pixel at the bottom of the cell, over its subviews (as UIKit's separator view),
/// from the separator inset's left to its right, in the table's `separatorColor` (iOS's
/// `separator` colour by default); none when the table's `separatorStyle` is `.none` or the cell is
/// not in a table. The cell's own `separatorInset`, once set, wins over the table's.
extension UITableViewCell {
    func drawSeparator(in ctx: CGContext) {
        guard let table = owningTable, table.separatorStyle != .none else { return }
        let inset = separatorInsetIsSet ? separatorInset : table.separatorInset
        let pixel = 1 / max(ctx.userSpaceToDeviceSpaceTransform.d.magnitude, 1)
        let line = CGRect(x: bounds.minX + inset.left, y: bounds.maxY - pixel,
                          width: bounds.width - inset.left - inset.right, height: pixel)
        guard line.width > 0 else { return }
        ctx.setFillColor((table.separatorColor ?? .separator).resolvedColor(with: traitCollection).cgColor)
        ctx.fill(line)
    }
}

extension UITableView.Style {
    /// The table's background in this style, as in UIKit: `systemBackground` for a plain table
    /// (Apple: "use this color for standard table views"), `systemGroupedBackground` for grouped ones.
    var defaultBackgroundColor: UIColor { self == .plain ? .systemBackground : .systemGroupedBackground }
    /// A cell's background in this style when the cell sets none: `systemBackground`, or
    /// `secondarySystemGroupedBackground` ("content layered on top of the main background of your
    /// grouped interface").
    var defaultCellBackgroundColor: UIColor { self == .plain ? .systemBackground : .secondarySystemGroupedBackground }
}

extension UITableViewCell {
    /// A cell in a table with no background colour or view of its own is filled with its style's
    /// cell colour, as UIKit's default background configuration does; `backgroundColor = .clear`
    /// lets the table show through.
    func drawDefaultBackground(in ctx: CGContext) {
        guard backgroundColor == nil, backgroundView == nil, let table = owningTable else { return }
        ctx.setFillColor(table.style.defaultCellBackgroundColor.resolvedColor(with: traitCollection).cgColor)
        ctx.fill(bounds)
    }
}
