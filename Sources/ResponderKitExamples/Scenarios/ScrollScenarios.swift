import Foundation
import ResponderKit

// The seed articles' scroll-view examples — "Paging-enabled UIScrollView with Previews"
// (BSPreviewScrollView) and the UIScrollView holding a TapDetectingImageView of "the three hitTest
// calls" — and what every app has: a list with a button in each row, a carousel inside a list.

/// BSPreviewScrollView: a narrow paging scroll view that does not clip, showing its neighbours'
/// pages at its sides, inside a container that hands it the touches in those margins.
final class PreviewScrollView: UIView, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let pageWidth: CGFloat = 240

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.frame = CGRect(x: (frame.width - pageWidth) / 2, y: 0, width: pageWidth, height: frame.height)
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.delegate = self
        let colors: [UIColor] = [.red, .orange, .yellow, .green, .blue]
        for (index, color) in colors.enumerated() {
            let page = UIView(
                frame: CGRect(
                    x: CGFloat(index) * pageWidth + 10, y: 10, width: pageWidth - 20, height: frame.height - 20))
            page.backgroundColor = color
            scrollView.addSubview(page)
        }
        scrollView.contentSize = CGSize(width: pageWidth * CGFloat(colors.count), height: frame.height)
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // As BSPreviewScrollView: any point inside the container belongs to the scroll view.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if self.point(inside: point, with: event) {
            return scrollView
        }
        return nil
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        print("BSPreviewScrollView: page \(Int((scrollView.contentOffset.x / pageWidth).rounded()))")
    }
}

final class PreviewScrollViewController: UIViewController {
    let preview = PreviewScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(preview)
    }
}

/// A list of rows, each with a button: a tap presses the button, a drag scrolls.
final class ButtonListViewController: UIViewController, UIScrollViewDelegate {
    let list = UIScrollView()
    let rowHeight: CGFloat = 60
    let rows: Int

    init(rows: Int = 1_000) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: rowHeight * CGFloat(rows))
        list.delegate = self
        for index in 0..<rows {
            let row = UIView(
                frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: view.bounds.width, height: rowHeight))
            row.backgroundColor = index % 2 == 0 ? .white : .lightGray
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 8, width: 160, height: 44)
            button.setTitle("Row \(index)", for: .normal)
            button.tag = index
            button.addAction(UIAction { action in
                print("row \((action.sender as? UIButton)?.tag ?? -1) tapped")
            }, for: .touchUpInside)
            row.addSubview(button)
            list.addSubview(row)
        }
        view.addSubview(list)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { print("list at y = \(Int(scrollView.contentOffset.y))") }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        print("list at y = \(Int(scrollView.contentOffset.y))")
    }
}

/// The picture of "the three hitTest calls": UIWindow → UIScrollView → TapDetectingImageView; a double
/// tap zooms in where it lands (Apple's TapToZoom sample), two fingers pinch.
@MainActor
protocol TapDetectingImageViewDelegate: AnyObject {
    func tapDetectingImageView(_ view: TapDetectingImageView, gotDoubleTapAt point: CGPoint)
}

final class TapDetectingImageView: UIImageView {
    weak var delegate: TapDetectingImageViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        print("TapDetectingImageView: hitTest \(describe(point))")
        return super.hitTest(point, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.tapCount == 2 { delegate?.tapDetectingImageView(self, gotDoubleTapAt: touch.location(in: self)) }
    }
}

final class ZoomingPictureViewController: UIViewController, UIScrollViewDelegate, TapDetectingImageViewDelegate {
    let scrollView = UIScrollView()
    let imageView = TapDetectingImageView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = CGRect(x: 0, y: 122, width: 390, height: 600)
        scrollView.delegate = self
        imageView.backgroundColor = .purple
        imageView.delegate = self
        for index in 0..<4 {
            let tile = UIView(
                frame: CGRect(
                    x: 20 + CGFloat(index % 2) * 190, y: 40 + CGFloat(index / 2) * 280, width: 160, height: 240))
            tile.backgroundColor = [UIColor.yellow, .cyan, .orange, .green][index]
            tile.isUserInteractionEnabled = false
            imageView.addSubview(tile)
        }
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        print("zoomed to \(String(format: "%.1f", Double(scale)))×")
    }

    func tapDetectingImageView(_ view: TapDetectingImageView, gotDoubleTapAt point: CGPoint) {
        let scale = min(scrollView.zoomScale * 2, scrollView.maximumZoomScale)
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        scrollView.zoom(
            to: CGRect(
                x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: false)
        print("double tap at \(describe(point)): zoomScale \(String(format: "%.1f", Double(scrollView.zoomScale)))")
    }
}

/// A sideways carousel as the first row of a vertical list: each takes the drags along its own axis.
final class CarouselListViewController: UIViewController, UIScrollViewDelegate {
    let list = UIScrollView()
    let carousel = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: view.bounds.width, height: 2400)
        list.delegate = self
        carousel.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
        carousel.contentSize = CGSize(width: view.bounds.width * 5, height: 200)
        carousel.isPagingEnabled = true
        carousel.delegate = self
        for index in 0..<5 {
            let card = UIView(
                frame: CGRect(
                    x: CGFloat(index) * view.bounds.width + 20, y: 10, width: view.bounds.width - 40, height: 180))
            card.backgroundColor = [UIColor.red, .orange, .yellow, .green, .blue][index]
            carousel.addSubview(card)
        }
        list.addSubview(carousel)
        for index in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: 320 + CGFloat(index) * 70, width: view.bounds.width, height: 60))
            row.backgroundColor = index % 2 == 0 ? .lightGray : .white
            list.addSubview(row)
        }
        view.addSubview(list)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if scrollView === carousel {
            print("carousel at card \(Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()))")
        } else {
            print("list at y = \(Int(scrollView.contentOffset.y))")
        }
    }
}

extension SeedScenarios {
    static let pagingPreviews = Scenario(
        name: "paging-previews",
        title: "Paging-enabled UIScrollView with previews (BSPreviewScrollView)",
        claim:
            """
                A 240-point paging scroll view that does not clip shows its neighbours at its sides; its container's \
                hitTest returns the scroll view for any point inside the container, so a drag in the margins pages it \
                too (H7).
                """
    ) { context in
        let controller = PreviewScrollViewController()
        let window = context.showWindow(root: controller)
        context.note("a drag in the right-hand margin, outside the scroll view's own bounds:")
        context.input.drag(from: CGPoint(x: 370, y: 350), to: CGPoint(x: 230, y: 350), steps: 8)
        context.input.advance(by: 1)
        context.note("a short drag in the middle falls back to the same page:")
        context.input.drag(from: CGPoint(x: 195, y: 350), to: CGPoint(x: 165, y: 350), steps: 20)
        context.input.advance(by: 1)
        _ = window
    }

    static let buttonList = Scenario(
        name: "scroll-list",
        title: "A list of 1,000 rows with a button in each: tap or scroll",
        claim:
            "A quick tap on a row's button presses it (the scroll view hands the content its touches at the lift); "
                + "a drag scrolls and no button fires; a mouse wheel scrolls too (UIScrollView, delaysContentTouches)."
    ) { context in
        let controller = ButtonListViewController()
        let window = context.showWindow(root: controller)
        context.input.tap(at: CGPoint(x: 100, y: 60 * 3 + 30))
        context.input.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 200), steps: 8)
        context.input.advance(by: 5)
        let offset = controller.list.contentOffset.y
        let row = Int((offset + 90) / 60)
        context.note("the row under y = 90 is now row \(row)")
        context.input.tap(at: CGPoint(x: 100, y: CGFloat(row) * 60 + 30 - offset))
        context.input.scrollWheel(lines: CGPoint(x: 0, y: -3), at: CGPoint(x: 200, y: 400))
        _ = window
    }

    static let zoomingPicture = Scenario(
        name: "zoom-picture",
        title: "UIScrollView → TapDetectingImageView: double-tap and pinch to zoom",
        claim:
            "The picture of the three hitTest calls: the scroll view hit-tests the image view once per touch here "
                + "(H12); a double tap zooms in where it lands, two fingers pinch up to the maximum scale."
    ) { context in
        let controller = ZoomingPictureViewController()
        let window = context.showWindow(root: controller)
        context.input.doubleTap(at: CGPoint(x: 100, y: 222))
        context.input.advance(by: 0.5)
        let c = CGPoint(x: 195, y: 422)
        let fingers = context.input.touchDown(atAll: [CGPoint(x: c.x - 40, y: c.y), CGPoint(x: c.x + 40, y: c.y)])
        for step in 1...8 {
            let d = 40 + CGFloat(step) * 15
            context.input.move([(fingers[0], CGPoint(x: c.x - d, y: c.y)), (fingers[1], CGPoint(x: c.x + d, y: c.y))])
        }
        context.input.lift([(fingers[0], CGPoint(x: c.x - 160, y: c.y)), (fingers[1], CGPoint(x: c.x + 160, y: c.y))])
        context.input.advance(by: 0.5)
        _ = window
    }

    static let carouselInList = Scenario(
        name: "carousel-in-list",
        title: "A carousel inside a vertical list",
        claim:
            "A scroll view's pan begins only along an axis it can scroll: a sideways drag on the carousel pages it, "
                + "a vertical drag on it scrolls the list around it — with no code from the app."
    ) { context in
        let controller = CarouselListViewController()
        let window = context.showWindow(root: controller)
        context.input.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 205), steps: 8)
        context.input.advance(by: 2)
        context.input.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 205, y: 100), steps: 8)
        context.input.advance(by: 5)
        _ = window
    }
}
