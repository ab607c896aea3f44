import ResponderKit
import ResponderKitTesting
import Testing

// Dynamic Type as an app uses it: preferred fonts, UIFontMetrics for custom fonts and spacing, and a
// screen whose labels follow the user's text size when it changes (a raw input, as a backend sends
// it from the desktop's text scaling). Sizes: Apple's Human Interface Guidelines table
// (docs/Appearance.md, "Dynamic Type").

/// An article screen: an adjusting body label, a fixed caption, and a controller that re-reads
/// its spacing when the traits change.
private final class ArticleViewController: UIViewController {
    let bodyLabel = UILabel()
    let captionLabel = UILabel()
    var categoriesSeen: [UIContentSizeCategory] = []
    var notified: [UIContentSizeCategory] = []
    var spacing: CGFloat = 0

    // iOS: NotificationCenter.default.addObserver(self, selector: #selector(textSizeChanged(_:)), …)
    // with an @objc method; found through actionMethod(for:) here (docs/Differences-from-UIKit.md).
    func textSizeChanged(_ note: Notification) {
        if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
            notified.append(category)
        }
    }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("textSizeChanged:") {
            return { [weak self] sender, _ in if let note = sender as? Notification { self?.textSizeChanged(note) } }
        }
        return super.actionMethod(for: action)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.text = "Dynamic Type"
        captionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        captionLabel.text = "Fixed"
        for label in [bodyLabel, captionLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            bodyLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            captionLabel.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: bodyLabel.leadingAnchor),
        ])
        spacing = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
        NotificationCenter.default.addObserver(self, selector: Selector("textSizeChanged:"),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        categoriesSeen.append(traitCollection.preferredContentSizeCategory)
        spacing = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
    }
}

@MainActor
@Suite("Dynamic Type: preferred fonts, UIFontMetrics and a change of the user's text size")
struct DynamicTypeTests {
    @Test("preferredFont gives the table's sizes at the default category and at the trait collection's")
    func preferredSizes() {
        _ = TestWorld.input()
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).isBold)
        let huge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: huge).pointSize == 19)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest).pointSize == 53)
        let smallest = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: smallest).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection()).pointSize == 28)
    }

    @Test("Categories compare by size; the five accessibility sizes say so")
    func categories() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategoryIsAccessibilityCategory(.accessibilityExtraLarge))
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test("UIFontMetrics scales a custom font and a value by the style's growth, up to a maximum")
    func fontMetrics() {
        _ = TestWorld.input()
        let brand = UIFont(name: "Helvetica", size: 20)!
        let huge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand, compatibleWith: huge)
        #expect(scaled.fontName == brand.fontName)
        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 0.001)
        let capped = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: brand, maximumPointSize: 24, compatibleWith: huge)
        #expect(capped.pointSize == 24)
        #expect(UIFontMetrics.default.scaledFont(for: brand).pointSize == 20, "the default category leaves it as it is")
        #expect(UIFontMetrics.default.scaledValue(for: 8) == 8)
        #expect(
            abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: huge) - 10 * 34 / 28) < 0.001)
    }

    @Test("""
        A change of text size: adjusting labels take the new size and grow, traits and the notification follow, \
        fixed ones stay
        """)
    func categoryChange() {
        let input = TestWorld.input()
        let article = ArticleViewController()
        TestWorld.window(root: article)
        article.view.layoutIfNeeded()
        let heightBefore = article.bodyLabel.frame.height
        defer { NotificationCenter.default.removeObserver(article) }

        input.send(.contentSizeCategoryChanged(.extraExtraExtraLarge, timestamp: input.time))
        input.runLoopOnce()
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(article.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(article.bodyLabel.font.pointSize == 23)
        #expect(article.captionLabel.font.pointSize == 12, "a label that does not adjust keeps its font")
        #expect(article.categoriesSeen == [.extraExtraExtraLarge])
        #expect(article.notified == [.extraExtraExtraLarge])
        #expect(abs(article.spacing - 8 * 23 / 17) < 0.001)
        article.view.layoutIfNeeded()
        #expect(article.bodyLabel.frame.height > heightBefore)
        #expect(article.captionLabel.frame.minY == article.bodyLabel.frame.maxY + 4)

        input.send(
            .contentSizeCategoryChanged(UIContentSizeCategory(rawValue: "not a category"), timestamp: input.time))
        input.runLoopOnce()
        #expect(
            UIApplication.shared.preferredContentSizeCategory == .large, "an unknown category is taken as the default")
        #expect(article.bodyLabel.font.pointSize == 17)
    }
}
