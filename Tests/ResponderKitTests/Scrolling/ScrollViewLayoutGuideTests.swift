import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// iOS 11's scroll view layout guides as Auto Layout code uses them: content pinned to the content
// layout guide gives the scroll view its contentSize; a width equal to the frame layout guide's scrolls
// one way only. Then a drag scrolls to the end and a tap reaches a button that was off screen.

@MainActor
@Suite("UIScrollView contentLayoutGuide and frameLayoutGuide")
struct ScrollViewLayoutGuideTests {
    @Test("""
        Constraints to contentLayoutGuide decide contentSize; frameLayoutGuide is the scroll view's size; the last \
        row is reachable
        """)
    func contentSizeFromConstraints() {
        let input = TestWorld.input()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        let column = UIStackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        var taps: [Int] = []
        for index in 0..<20 {
            let row = UIButton(type: .system)
            row.setTitle("Row \(index)", for: .normal)
            row.heightAnchor.constraint(equalToConstant: 60).isActive = true
            row.addAction(UIAction { _ in taps.append(index) }, for: .touchUpInside)
            column.addArrangedSubview(row)
        }
        scroll.addSubview(column)
        let root = UIViewController()
        root.view.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        showWindow(with: [], root: root)
        root.view.layoutIfNeeded()

        #expect(scroll.frame.size == CGSize(width: 390, height: 844))
        #expect(scroll.frameLayoutGuide.layoutFrame.size == CGSize(width: 390, height: 844))
        #expect(scroll.contentSize == CGSize(width: 390, height: 1200))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 1200))

        // Row 19 (y 1140…1200) is off screen; scroll to the end, then tap it.
        input.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), steps: 20)
        input.advance(by: 3)
        #expect(abs(scroll.contentOffset.y - (1200 - 844)) < 0.01)
        input.tap(at: CGPoint(x: 200, y: 844 - 30))
        #expect(taps == [19])
    }

    @Test("Without constraints to it, the content guide is the content size that was set")
    func unconstrainedGuide() {
        _ = TestWorld.input()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 300, height: 500)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.centerXAnchor.constraint(equalTo: scroll.contentLayoutGuide.centerXAnchor),
            marker.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        showWindow(with: [scroll])
        scroll.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 145, y: 490, width: 10, height: 10))
        #expect(scroll.contentSize == CGSize(width: 300, height: 500))
        scroll.contentSize = CGSize(width: 300, height: 800)
        scroll.layoutIfNeeded()
        #expect(marker.frame.maxY == 800)
    }
}
