import ResponderKit
import Testing

// The pointer — a mouse wheel, a trackpad's two-finger scroll and hovering — written as
// UIKit client code and sent as a backend sends it.

private final class HoverLog {
    var entries: [String] = []
}

/// A view that reacts to the pointer like an iPad button's highlight.
private final class HoverCard: UIView {
    let log: HoverLog
    let name: String
    init(frame: CGRect, name: String, log: HoverLog) {
        self.log = log
        self.name = name
        super.init(frame: frame)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Selector("hovered:")))
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    func hovered(_ hover: UIHoverGestureRecognizer) {
        let p = hover.location(in: self)
        log.entries.append("\(name) \(hover.state) \(Int(p.x)),\(Int(p.y))")
    }
    override func actionMethod(for action: Selector) -> UIActionMethod? {
        action == Selector("hovered:") ? method(HoverCard.hovered) : super.actionMethod(for: action)
    }
}

@MainActor
@Suite("Pointer input: wheel, trackpad, hover")
struct PointerInputTests {
    private func list(_ phone: Phone) -> (UIScrollView, UIWindow) {
        let root = UIViewController()
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        list.contentSize = CGSize(width: 390, height: 3000)
        root.view.addSubview(list)
        return (list, phone.window(root))
    }

    @Test("A wheel notch scrolls the list under the pointer by its lines (30 points each), with no deceleration")
    func wheelScrolls() {
        let phone = Phone()
        let (list, window) = list(phone)
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: -3), at: CGPoint(x: 200, y: 400)), timestamp: $0) }
        #expect(list.contentOffset.y == 90)
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: -2), at: CGPoint(x: 200, y: 400)), timestamp: $0) }
        #expect(list.contentOffset.y == 150)
        phone.frames(for: 1)
        #expect(list.contentOffset.y == 150)
        #expect(!list.isDragging && !list.isDecelerating)
        // Outside the list: nothing scrolls.
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: -3), at: CGPoint(x: 200, y: 50)), timestamp: $0) }
        #expect(list.contentOffset.y == 150)
        _ = window
    }

    @Test("Nested: a vertical wheel over a sideways carousel scrolls the list around it; a horizontal one the carousel")
    func wheelNested() {
        let phone = Phone()
        let (list, window) = list(phone)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        carousel.contentSize = CGSize(width: 2000, height: 200)
        list.addSubview(carousel)
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: -1), at: CGPoint(x: 200, y: 200)), timestamp: $0) }
        #expect(list.contentOffset.y == 30 && carousel.contentOffset.x == 0)
        phone.send { .scroll(.wheel(lines: CGPoint(x: -2, y: 0), at: CGPoint(x: 200, y: 200)), timestamp: $0) }
        #expect(carousel.contentOffset.x == 60 && list.contentOffset.y == 30)
        _ = window
    }

    @Test("A trackpad scroll drags the content and its speed carries it on after the fingers lift")
    func trackpadMomentum() {
        let phone = Phone()
        let (list, window) = list(phone)
        let at = CGPoint(x: 200, y: 400)
        phone.send { .scroll(.trackpad(.began, points: .zero, at: at), timestamp: $0) }
        for _ in 0..<8 {
            phone.send { .scroll(.trackpad(.changed, points: CGPoint(x: 0, y: -30), at: at), timestamp: $0) }
        }
        #expect(list.isDragging)
        #expect(list.contentOffset.y == 240)
        phone.send { .scroll(.trackpad(.ended, points: .zero, at: at), timestamp: $0) }
        #expect(list.isDecelerating)
        phone.send { .scroll(.trackpad(.momentum, points: CGPoint(x: 0, y: -20), at: at), timestamp: $0) }  // ignored
        phone.frames(for: 5)
        #expect(list.contentOffset.y > 500)
        _ = window
    }

    @Test("allowedScrollTypesMask: a pan takes no scrolls by default, and only the kinds it allows")
    func panScrollTypes() {
        let phone = Phone()
        let root = UIViewController()
        let canvas = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        var log: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            log.append("\(pan.state) \(Int(pan.translation(in: canvas).y))")
        }
        canvas.addGestureRecognizer(pan)
        root.view.addSubview(canvas)
        let window = phone.window(root)
        #expect(pan.allowedScrollTypesMask == [])
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: 1), at: CGPoint(x: 200, y: 400)), timestamp: $0) }
        #expect(log.isEmpty)
        pan.allowedScrollTypesMask = .continuous
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: 1), at: CGPoint(x: 200, y: 400)), timestamp: $0) }
        #expect(log.isEmpty)
        pan.allowedScrollTypesMask = .all
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: 1), at: CGPoint(x: 200, y: 400)), timestamp: $0) }
        #expect(log == ["began 0", "changed 30", "ended 30"])
        #expect(pan.state == .possible)
        #expect(UIScrollView().panGestureRecognizer.allowedScrollTypesMask == .all)
        _ = window
    }

    @Test(
        "Hover: began when the pointer comes over a view, changed as it moves, ended when it leaves; parents hover too")
    func hover() {
        let phone = Phone()
        let root = UIViewController()
        let log = HoverLog()
        let card = HoverCard(frame: CGRect(x: 50, y: 100, width: 300, height: 300), name: "card", log: log)
        let badge = HoverCard(frame: CGRect(x: 10, y: 10, width: 50, height: 50), name: "badge", log: log)
        card.addSubview(badge)
        root.view.addSubview(card)
        let window = phone.window(root)
        phone.send { .pointerMoved(location: CGPoint(x: 10, y: 10), timestamp: $0) }
        #expect(log.entries.isEmpty)
        phone.send { .pointerMoved(location: CGPoint(x: 150, y: 200), timestamp: $0) }
        phone.send { .pointerMoved(location: CGPoint(x: 160, y: 210), timestamp: $0) }
        phone.send { .pointerMoved(location: CGPoint(x: 70, y: 120), timestamp: $0) }  // onto the badge
        phone.send { .pointerMoved(location: CGPoint(x: 200, y: 300), timestamp: $0) }  // off the badge
        phone.send { .pointerExited(timestamp: $0) }
        #expect(log.entries == [
            "card began 100,100", "card changed 110,110",
            "badge began 10,10", "card changed 20,20",
            "badge ended 140,190", "card changed 150,200",
            "card ended 150,200",
        ])
        _ = window
    }

    @Test("""
        A trackpad pinch and rotation drive the pinch and rotation recognizers under the pointer; a zoomable \
        scroll view zooms
        """)
    func trackpadTransform() {
        let phone = Phone()
        let root = UIViewController()
        let card = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 300))
        var log: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            log.append("""
                pinch \((recognizer as! UIPinchGestureRecognizer).state) \
                \((recognizer as! UIPinchGestureRecognizer).scale)
                """)
        }
        let rotation = UIRotationGestureRecognizer { recognizer in
            log.append("rotation \((recognizer as! UIRotationGestureRecognizer).state)")
        }
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(rotation)
        root.view.addSubview(card)
        let window = phone.window(root)
        let at = CGPoint(x: 200, y: 250)
        phone.send { .transform(TransformInput(.began, at: at), timestamp: $0) }
        phone.send { .transform(TransformInput(.changed, scale: 1.5, rotation: 0.01, at: at), timestamp: $0) }
        phone.send { .transform(TransformInput(.changed, scale: 2, rotation: 0.3, at: at), timestamp: $0) }
        phone.send { .transform(TransformInput(.ended, scale: 2, rotation: 0.3, at: at), timestamp: $0) }
        #expect(log == ["pinch began 1.5", "pinch changed 2.0", "rotation began", "pinch ended 2.0", "rotation ended"])
        #expect(pinch.state == .possible && rotation.state == .possible)
        #expect(abs(pinch.location(in: card).x - 150) < 1e-9)

        // A scroll view whose delegate zooms: the trackpad pinch zooms it.
        let zoomer = ZoomDelegate()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 450, width: 390, height: 300))
        zoomer.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        scrollView.addSubview(zoomer.view)
        scrollView.delegate = zoomer
        scrollView.maximumZoomScale = 3
        root.view.addSubview(scrollView)
        let over = CGPoint(x: 195, y: 600)
        phone.send { .transform(TransformInput(.began, at: over), timestamp: $0) }
        phone.send { .transform(TransformInput(.changed, scale: 2.5, at: over), timestamp: $0) }
        phone.send { .transform(TransformInput(.ended, scale: 2.5, at: over), timestamp: $0) }
        #expect(abs(scrollView.zoomScale - 2.5) < 1e-9)
        _ = window
    }

    @Test("A scroll or pointer position that is not finite is reported and ignored")
    func badPointerInput() {
        let phone = Phone()
        let (list, window) = list(phone)
        phone.send { .scroll(.wheel(lines: CGPoint(x: 0, y: CGFloat.nan), at: CGPoint(x: 200, y: 400)), timestamp: $0) }
        phone.send { .pointerMoved(location: CGPoint(x: CGFloat.infinity, y: 0), timestamp: $0) }
        #expect(list.contentOffset == .zero)
        #expect(phone.diagnostics.filter { $0.kind == .nonFiniteLocation }.count == 2)
        _ = window
    }
}

private final class ZoomDelegate: UIScrollViewDelegate {
    let view = UIView()
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
}
