import Foundation

/// How a scroll view answers an assistive app's scroll (VoiceOver's three-finger swipe): by a page — its
/// visible size — in the direction, within its content, then `.pageScrolled` with where it is now
/// ("Page 2 of 5"), as UIKit's scroll views do.
///
/// `.up` shows what is below (the content moves up), `.down` what is above, `.left` what is to the right,
/// `.right` what is to the left; `.next` and `.previous` go the way the content is longer.
@MainActor
enum AccessibilityScrolling {
    static func page(_ scrollView: UIScrollView, _ direction: UIAccessibilityScrollDirection) -> Bool {
        let size = scrollView.bounds.size
        let inset = scrollView.adjustedContentInset
        let content = scrollView.contentSize
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(content.width + inset.right - size.width, minimum.x),
                              y: max(content.height + inset.bottom - size.height, minimum.y))
        let vertical = maximum.y - minimum.y >= maximum.x - minimum.x
        var offset = scrollView.contentOffset
        switch direction {
        case .up: offset.y += size.height
        case .down: offset.y -= size.height
        case .left: offset.x += size.width
        case .right: offset.x -= size.width
        case .next: if vertical { offset.y += size.height } else { offset.x += size.width }
        case .previous: if vertical { offset.y -= size.height } else { offset.x -= size.width }
        }
        offset.x = min(max(offset.x, minimum.x), maximum.x)
        offset.y = min(max(offset.y, minimum.y), maximum.y)
        guard offset != scrollView.contentOffset else { return false }
        scrollView.setContentOffset(offset, animated: false)
        let length = vertical ? size.height : size.width
        let position = vertical ? offset.y - minimum.y : offset.x - minimum.x
        let span = vertical ? maximum.y - minimum.y : maximum.x - minimum.x
        let pages = length > 0 ? Int(((span + length) / length).rounded(.up)) : 1
        let page = length > 0 ? min(Int((position / length).rounded()) + 1, pages) : 1
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page) of \(max(pages, 1))")
        return true
    }
}
