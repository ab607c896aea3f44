import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIActivityIndicatorView: sizes by style, hiding while stopped, and touches passing through
// (docs/Controls.md, UIActivityIndicatorView).

@MainActor
@Suite("UIActivityIndicatorView")
struct ActivityIndicatorTests {
    @Test("Sizes by style: 20 × 20 for medium, white and gray; 37 × 37 for large and whiteLarge")
    func sizesByStyle() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .white).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .gray).frame.size == CGSize(width: 20, height: 20))
        let indicator = UIActivityIndicatorView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        #expect(indicator.frame == CGRect(x: 10, y: 20, width: 20, height: 20))
        #expect(indicator.style == .medium)
        indicator.style = .large
        #expect(indicator.frame == CGRect(x: 10, y: 20, width: 37, height: 37))
        #expect(
            UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.gray.rawValue == 2)
    }

    @Test("Hidden until it animates, hidden again when stopped; not with hidesWhenStopped false")
    func hidesWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped)
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test("Colour: the style's unless set")
    func color() {
        let indicator = UIActivityIndicatorView(style: .whiteLarge)
        #expect(indicator.color == UIColor.white)
        indicator.style = .gray
        #expect(indicator.color == UIColor.gray)
        indicator.color = .red
        #expect(indicator.color == UIColor.red)
    }

    @Test("A tap on a spinning indicator reaches the button behind it")
    func touchesPassThrough() {
        let input = TestWorld.input()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 100, height: 50))
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.frame.origin = CGPoint(x: 130, y: 306)
        indicator.startAnimating()
        showWindow(with: [button, indicator])
        #expect(!indicator.isUserInteractionEnabled)

        input.tap(at: CGPoint(x: 148, y: 324))
        #expect(taps == 1)
    }
}
