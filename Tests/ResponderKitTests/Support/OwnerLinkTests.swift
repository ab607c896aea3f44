import Foundation
import Testing
@testable import ResponderKit

// `OwnerLink` is a part's unretained link back to its owner, which the owner's `deinit` marks gone: from
// then on the part reads nothing of it. Internal, so `@testable`; a view's layout state is the part an
// app meets, through constraints that outlive a freed view.

@Suite @MainActor struct OwnerLinkTests {
    /// An owner that keeps a link back to itself and marks it in its `deinit`, as a view marks its layout
    /// state's.
    final class Host {
        var link: OwnerLink<Host>!
        init() { link = OwnerLink(to: self, heldBy: "the host, which marks the link gone in its deinit") }
        deinit { link.markGone() }
    }

    @Test func aLiveOwnerIsGivenAndAGoneOneIsNot() {
        var host: Host? = Host()
        let link = host!.link!
        #expect(!link.isGone)
        #expect(link.object === host)
        var seen: ObjectIdentifier?
        link.with { seen = ObjectIdentifier($0) }
        #expect(seen == ObjectIdentifier(host!))
        host = nil
        #expect(link.isGone)
        #expect(link.object == nil)
        var called = false
        link.with { _ in called = true }
        #expect(!called, "a gone owner is never handed to the body")
    }

    @Test func aConstraintThatOutlivesItsViewLaysOutWithoutIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let kept = UIView()
        kept.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(kept)
        var constraint: NSLayoutConstraint?
        weak var gone: UIView?
        do {
            let doomed = UIView()
            doomed.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(doomed)
            gone = doomed
            constraint = kept.widthAnchor.constraint(equalTo: doomed.widthAnchor)
            NSLayoutConstraint.activate([
                constraint!, doomed.widthAnchor.constraint(equalToConstant: 80),
                kept.heightAnchor.constraint(equalToConstant: 10),
            ])
            window.layoutIfNeeded()
            #expect(kept.frame.width == 80)
            doomed.removeFromSuperview()
        }
        // The doomed view is freed (removal deactivated the constraint crossing it); the pass goes on.
        #expect(gone == nil, "the constraint does not keep its item alive (UIKit's items are weak)")
        window.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(constraint?.isActive == false)
        #expect(kept.frame.height == 10)
    }
}
