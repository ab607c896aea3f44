import ResponderKit
import ResponderKitTesting
import Testing

// systemLayoutSizeFitting as self-sizing table and collection view cells use it —
// a content view whose labels are pinned to its edges, fitted to the table's width with a required
// horizontal priority and the fitting-size level vertically — and alignment rectangles.

/// A message cell's content: a one-line title over a body label that wraps, pinned to the edges.
@MainActor
private final class MessageContent {
    let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let title = UILabel()
    let body = UILabel()

    init(body text: String) {
        title.text = "Anna"
        body.text = text
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    /// What a table view asks for a row `width` wide.
    func fittingSize(width: CGFloat) -> CGSize {
        contentView.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The body's height wrapped to `width`, as the label measures it.
    func bodyHeight(wrappedTo width: CGFloat) -> CGFloat {
        body.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}

/// A badge whose shadow is drawn 4 points around its content.
private final class ShadowedBadge: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

@MainActor
@Suite("systemLayoutSizeFitting for self-sizing cells, and alignment rectangles", .serialized)
struct SystemLayoutSizeFittingTests {
    private let longText =
        """
            Are we still on for lunch tomorrow? I found a place near the station that does excellent noodles and has a \
            quiet back room.
            """

    @Test("A cell fitted to the table's width: the wrapping label makes the row as tall as its lines")
    func selfSizingCell() {
        let cell = MessageContent(body: longText)
        let size = cell.fittingSize(width: 320)
        let lines = cell.bodyHeight(wrappedTo: 320 - 32)
        #expect(lines > cell.body.font.lineHeight * 2)
        #expect(close(size.width, 320))
        #expect(close(size.height, 11 + cell.title.intrinsicContentSize.height + 4 + lines + 11))
        // A narrower table wraps to more lines and a taller row.
        let narrow = cell.fittingSize(width: 200)
        #expect(close(narrow.width, 200))
        #expect(
            close(
                narrow.height,
                11 + cell.title.intrinsicContentSize.height + 4 + cell.bodyHeight(wrappedTo: 200 - 32) + 11))
        #expect(narrow.height > size.height)
    }

    @Test("Measuring does not move anything: the row laid out at the fitted size shows every line")
    func fittedSizeLaysOut() {
        let cell = MessageContent(body: longText)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        window.addSubview(cell.contentView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let before = cell.contentView.frame
        let size = cell.fittingSize(width: 320)
        #expect(cell.contentView.frame == before)
        cell.contentView.frame = CGRect(origin: .zero, size: size)
        window.layoutIfNeeded()
        #expect(close(cell.body.frame, CGRect(x: 16, y: 11 + cell.title.frame.height + 4, width: 320 - 32,
                                              height: cell.bodyHeight(wrappedTo: 320 - 32))))
        #expect(close(cell.body.frame.maxY, size.height - 11))
    }

    @Test("A wrapping label in a layout wraps to the width it is given, and follows its container's width")
    func wrappingInLayout() {
        let cell = MessageContent(body: longText)
        cell.contentView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        cell.contentView.layoutIfNeeded()
        #expect(close(cell.body.frame.width, 288))
        #expect(cell.body.intrinsicContentSize.height == cell.bodyHeight(wrappedTo: 288))
        cell.contentView.frame.size.width = 600
        cell.contentView.layoutIfNeeded()
        #expect(close(cell.body.frame.width, 568))
        #expect(cell.body.intrinsicContentSize.height == cell.bodyHeight(wrappedTo: 568))
        #expect(cell.bodyHeight(wrappedTo: 568) < cell.bodyHeight(wrappedTo: 288))
        // A preferred width wins over the layout's.
        cell.body.preferredMaxLayoutWidth = 100
        cell.contentView.layoutIfNeeded()
        #expect(cell.body.intrinsicContentSize.height == cell.bodyHeight(wrappedTo: 100))
    }

    @Test("A label held by hugging widens again when its text allows it")
    func huggingLabelWidens() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Short, then a little longer"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        let oneLine = label.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(oneLine.width > 200)
        #expect(label.frame.width <= 200 + 1e-9)
        #expect(label.frame.height > oneLine.height)
        container.frame.size.width = 1000
        container.layoutIfNeeded()
        #expect(close(label.frame.size, oneLine))
    }

    @Test("Compressed and expanded target sizes with the default fitting priority")
    func compressedAndExpanded() {
        // A view measured on its own (not in a superview): it has no frame to hold, only its constraints.
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(
            close(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 70, height: 50)))
        #expect(
            close(container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize), CGSize(width: 220, height: 50)))
    }

    @Test("alignmentRectInsets: constraints align a view's content, and its frame keeps the shadow around it")
    func alignmentRectangles() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let badge = ShadowedBadge()
        let label = UILabel()
        label.text = "New"
        for view in [badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: badge.topAnchor),
        ])
        container.layoutIfNeeded()
        // The content (40 × 20, the intrinsic size) sits at (20, 20); the frame is 4 points larger all round.
        #expect(close(badge.frame, CGRect(x: 16, y: 16, width: 48, height: 28)))
        #expect(close(badge.alignmentRect(forFrame: badge.frame), CGRect(x: 20, y: 20, width: 40, height: 20)))
        #expect(
            badge.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 40, height: 20))
                == CGRect(x: 16, y: 16, width: 48, height: 28))
        #expect(close(label.frame.minX, 20 + 40 + 8))
        #expect(close(label.frame.minY, 20))
    }
}
