import Foundation

/// A reusable view for a section's header or footer — UIKit's `UITableViewHeaderFooterView`: a
/// `contentView` and a `textLabel` (which shows the data source's title when the table view makes
/// the header itself). Register a subclass with
/// ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and dequeue it in
/// `tableView(_:viewForHeaderInSection:)`.
///
/// Where it differs from UIKit: nothing is drawn; a registered class is made with
/// ``init(registeredWithReuseIdentifier:)`` (see ``UITableViewCell``).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view the content goes in.
    public let contentView: UIView
    private var textLabelStorage: UILabel?
    /// The label showing the title, made on first use.
    open var textLabel: UILabel? {
        if textLabelStorage == nil {
            let label = UILabel()
            contentView.addSubview(label)
            textLabelStorage = label
            setNeedsLayout()
        }
        return textLabelStorage
    }
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// Called before the view is handed out again by a dequeue. Override to clear content; call `super`.
    open func prepareForReuse() {}

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no reuse identifier and `frame` as its frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not supported on Linux: a view with no reuse identifier.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table view makes a view of a registered class: `init(reuseIdentifier:)`, dispatched to
    /// the subclass's override. ResponderKit's addition, as ``UITableViewCell/init(registeredWithReuseIdentifier:)``.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The view's size for its content in a self-sizing header or footer: its content view's Auto
    /// Layout size at the table's width when it has constraints, else the view's own.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        let view = contentView.constraints.isEmpty ? nil : contentView
        guard let view else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        return view.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                            verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        textLabelStorage?.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height)
    }
}
