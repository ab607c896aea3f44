import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A button lays out its title label and image view as UIKit does: centred in the bounds less
// contentEdgeInsets by default, moved by the alignments and the title and image edge insets, with the
// state's title colour on the label.

/// A button that puts its image on the right of the title, by overriding the rectangles.
private final class TrailingImageButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        var rect = super.imageRect(forContentRect: contentRect)
        rect.origin.x = contentRect.maxX - rect.width
        return rect
    }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        var rect = super.titleRect(forContentRect: contentRect)
        rect.origin.x = contentRect.minX
        return rect
    }
}

@MainActor
@Suite("UIButton lays out its title label and image view")
struct ButtonContentLayoutTests {
    private func button(title: String?, image: UIImage? = nil, width: CGFloat = 200, height: CGFloat = 44) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let image { button.setImage(image, for: .normal) }
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return button
    }

    @Test("After layout the title label is a subview, centred, as wide as its text on one line")
    func titleCentred() {
        let button = button(title: "Sign in")
        button.layoutIfNeeded()
        let label = button.titleLabel!
        #expect(label.superview === button)
        #expect(label.frame.width > 0 && label.frame.height > 0)
        #expect(abs(label.frame.midX - 100) < 0.01 && abs(label.frame.midY - 22) < 0.01)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.text == "Sign in")
        // A tap on the title still reaches the button.
        #expect(button.hitTest(CGPoint(x: 100, y: 22), with: nil) === button)
    }

    @Test("setTitleColor reaches the label, per state; highlighting shows the highlighted colour")
    func titleColourFollowsState() {
        let button = button(title: "Delete")
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.gray, for: .highlighted)
        #expect(button.titleLabel?.textColor == .red)
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == .gray)
        button.isHighlighted = false
        #expect(button.titleLabel?.textColor == .red)
        button.setTitle("Remove", for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Remove")
    }

    @Test("An image sits before the title; the pair is centred; the image view is a subview the image's size")
    func imageBeforeTitle() {
        let button = button(title: "Go", image: UIImage(size: CGSize(width: 20, height: 20)))
        button.layoutIfNeeded()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        #expect(button.imageView?.superview === button)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(abs(image.maxX - title.minX) < 0.01)
        #expect(abs((image.minX + title.maxX) / 2 - 100) < 0.01)
        #expect(abs(image.midY - 22) < 0.01 && abs(title.midY - 22) < 0.01)
    }

    @Test("""
        contentHorizontalAlignment and contentEdgeInsets: left-aligned content starts at the inset; right-aligned \
        ends at it
        """)
    func alignmentAndContentInsets() {
        let button = button(title: "Next", image: UIImage(size: CGSize(width: 16, height: 16)))
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 8)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 12)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.maxX - 192) < 0.01)
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minY == 0)
    }

    @Test("""
        Edge insets move one element: the image-on-the-right recipe swaps image and title; none of them changes \
        the intrinsic size but contentEdgeInsets
        """)
    func edgeInsetsRecipe() {
        let button = button(title: "Share", image: UIImage(size: CGSize(width: 20, height: 20)))
        button.layoutIfNeeded()
        let imageWidth = button.imageView!.frame.width, titleWidth = button.titleLabel!.frame.width
        let before = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -imageWidth, bottom: 0, right: imageWidth)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: titleWidth, bottom: 0, right: -titleWidth)
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.maxX - button.imageView!.frame.minX) < 0.01)
        #expect(button.intrinsicContentSize == before)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: before.width + 20, height: before.height + 8))
    }

    @Test("sizeToFit gives the intrinsic size, and the content fills it edge to edge")
    func sizeToFitFollows() {
        let button = UIButton(type: .custom)
        button.setTitle("Continue", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 24, height: 24)), for: .normal)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(abs(button.imageView!.frame.minX) < 0.01)
        #expect(abs(button.titleLabel!.frame.maxX - button.bounds.width) < 0.01)
    }

    @Test("Overridden titleRect(forContentRect:) and imageRect(forContentRect:) place the views")
    func overriddenRectangles() {
        let button = TrailingImageButton(type: .custom)
        button.setTitle("Filter", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 18, height: 18)), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == 0)
        #expect(button.imageView!.frame.maxX == 160)
    }

    @Test("A configured button places its image above the title with imagePadding when imagePlacement is .top")
    func configurationPlacement() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Photos"
        configuration.image = UIImage(size: CGSize(width: 30, height: 30))
        configuration.imagePlacement = .top
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        button.layoutIfNeeded()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        #expect(abs(title.minY - image.maxY - 6) < 0.01)
        #expect(abs(image.midX - 60) < 0.01 && abs(title.midX - 60) < 0.01)
        #expect(button.titleLabel?.text == "Photos")
    }

    @Test("A system button's title follows the tint: set on its window later, the label takes it")
    func titleFollowsTint() {
        _ = TestWorld.input()
        let button = button(title: "Follow")
        let window = showWindow(with: [button])
        window.tintColor = .red
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test("A configured button: its image view shows the configuration's image, its title the configuration's font")
    func configuredImageAndFont() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.image = UIImage(size: CGSize(width: 20, height: 20))
        let button = UIButton(configuration: configuration)
        #expect(button.imageView?.image === configuration.image)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.layoutIfNeeded()
        #expect(button.imageView?.image === configuration.image)
        #expect(button.titleLabel?.font.pointSize == 17)
    }

    @Test("A title too wide for the button is cut to the room beside the image")
    func longTitleIsCut() {
        let button = button(
            title: String(repeating: "Very long title ", count: 10),
            image: UIImage(size: CGSize(width: 20, height: 20)), width: 120)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.width == 100)
        #expect(button.imageView!.frame.minX == 0)
    }
}
