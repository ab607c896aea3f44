import ResponderKit

@MainActor
protocol SettingsDelegate: AnyObject {
    func settingsDidFinish(_ settings: SettingsViewController)
}

/// The settings sheet: the standard controls as an iOS screen uses them, each saying what
/// it did —
/// - a segmented control for the sort order (`.valueChanged`),
/// - a slider for the text size (not continuous: one `.valueChanged` when the finger lifts),
/// - three tips on a paging scroll view with a page control under it: swiping pages moves the dots
///   (`scrollViewDidEndDecelerating`), tapping beside the current dot scrolls (`.valueChanged`),
/// - a Done button that gives animated feedback (it shrinks and springs back) before the sheet closes.
final class SettingsViewController: UIViewController, UIScrollViewDelegate {
    weak var delegate: SettingsDelegate?
    private let sort = UISegmentedControl(items: ["Newest", "Oldest"])
    private let textSize = UISlider()
    private let tips = PagingTips()
    private let pages = UIPageControl()
    private let done = UIButton(type: .system)
    private let tipColors: [UIColor] = [.systemTeal, .systemOrange, .systemPurple]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground

        sort.selectedSegmentIndex = 0
        sort.addAction(UIAction { [unowned self] _ in
            say("sort \(self.sort.titleForSegment(at: self.sort.selectedSegmentIndex)?.lowercased() ?? "?")")
        }, for: .valueChanged)

        textSize.minimumValue = 12
        textSize.maximumValue = 24
        textSize.value = 17
        textSize.isContinuous = false
        textSize.addTarget(self, action: Selector("textSizeChanged:"), for: .valueChanged)

        for (index, color) in tipColors.enumerated() {
            let page = UILabel()
            page.backgroundColor = color
            page.textAlignment = .center
            page.text = "Tip \(index + 1)"
            tips.addSubview(page)
        }
        tips.isPagingEnabled = true
        tips.showsHorizontalScrollIndicator = false
        tips.delegate = self
        tips.layer.cornerRadius = 12
        tips.clipsToBounds = true
        pages.numberOfPages = tipColors.count
        pages.currentPageIndicatorTintColor = .label
        pages.pageIndicatorTintColor = .systemGray3
        pages.addAction(UIAction { [unowned self] _ in
            say("tip \(self.pages.currentPage + 1)")
                self.tips.setContentOffset(
                    CGPoint(x: CGFloat(self.pages.currentPage) * self.tips.bounds.width, y: 0), animated: true)
        }, for: .valueChanged)

        done.setTitle("Done", for: .normal)
        done.backgroundColor = .systemBlue
        done.setTitleColor(.white, for: .normal)
        done.layer.cornerRadius = 10
        done.addAction(UIAction { [unowned self] _ in self.finish() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [sort, textSize, tips, pages, done])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            sort.heightAnchor.constraint(equalToConstant: 32),
            tips.heightAnchor.constraint(equalToConstant: 160),
            pages.heightAnchor.constraint(equalToConstant: 26),
            done.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("textSizeChanged:") {
            return { [weak self] sender, _ in self?.textSizeChanged(sender as? UISlider) }
        }
        return super.actionMethod(for: action)
    }

    func textSizeChanged(_ slider: UISlider?) {
        guard let slider else { return }
        say("text size \(Int(slider.value.rounded()))")
    }

    /// A swipe settled on a page: the dots follow.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / max(scrollView.bounds.width, 1)).rounded())
        pages.currentPage = page
        say("swiped to tip \(page + 1)")
    }

    /// Animated feedback, then the sheet closes: the button shrinks, springs back, and only then is
    /// the sheet dismissed (taps meanwhile are ignored: the animating button takes none).
    private func finish() {
        say("done")
        UIView.animate(withDuration: 0.1, animations: {
            self.done.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { _ in
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: {
                self.done.transform = .identity
            }, completion: { _ in
                self.delegate?.settingsDidFinish(self)
            })
        })
    }
}

/// Pages side by side, each as wide as the scroll view: laid out in the scroll view's own
/// `layoutSubviews`, which runs whenever its size changes (after the stack view gave it one).
final class PagingTips: UIScrollView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        for (index, page) in subviews.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        contentSize = CGSize(width: size.width * CGFloat(subviews.count), height: size.height)
    }
}
