import Foundation
@testable import ResponderKit
import Testing

// `UIView.classesWithDefaultHitTesting` (HitTesting/UIView+HitTesting.swift) lists the classes the
// hit-test index answers for without asking them: it reads their switches and bounds from its own
// copy and never calls their `hitTest(_:with:)` or `point(inside:with:)`. That is only right if
// those classes really behave as UIKit's default does. This suite checks, for every listed class,
// that `hitTest(_:with:)` gives what UIKit's documented algorithm gives — written out below from the
// public API alone — on a tree of that class with hidden, transparent, disabled, clipped, transformed
// and out-of-bounds views and a crowd of siblings, with the index on and off; and that a subclass
// (which may override anything) is never in the list, so its overrides are asked.

private typealias ListedClass = DefaultHitTestingClassesTests.ListedClass
private typealias Override = DefaultHitTestingClassesTests.Override

// Nested in the suite: the tests take them as arguments, so they cannot be private.
extension DefaultHitTestingClassesTests {
    /// Every class the list should hold, and how to make one. The first test checks that this is
    /// exactly the list, so a class added to it is tested here too.
    enum ListedClass: String, CaseIterable, Sendable {
        case view, label, imageView, control, button, switchControl, textField, onScreenKeyboard, stackView

        /// A new instance with `frame` (its subviews, if the class makes any, kept).
        @MainActor
        func make(_ frame: CGRect) -> UIView {
            let view: UIView = switch self {
            case .view: UIView(frame: frame)
            case .label: UILabel(frame: frame)
            case .imageView: UIImageView(frame: frame)
            case .control: UIControl(frame: frame)
            case .button: UIButton(frame: frame)
            case .switchControl: UISwitch(frame: frame)  // sizes itself to 51 × 31 ...
            case .textField: UITextField(frame: frame)
            case .onScreenKeyboard: OnScreenKeyboard()  // ... and this one to the screen's width
            case .stackView: UIStackView(frame: frame)
            }
            view.frame = frame
            return view
        }
    }

    /// What a subclass overrides.
    enum Override: String, CaseIterable, Sendable {
        case pointInside, hitTest, nothing
    }
}

// MARK: UIKit's documented algorithm, from the public API

/// `hitTest(_:with:)` as UIKit documents its default: nil for a hidden view, one with alpha below
/// 0.01 or with interaction disabled, or when `point(inside:with:)` — `bounds.contains` — says no;
/// else the first non-nil answer of its subviews, front to back (the reverse of `subviews`), each
/// given the point in its own coordinates; else the view itself. A view of a class that is not in
/// the list may override any of this, so it is asked through its own `hitTest(_:with:)`, as UIKit
/// asks every subview.
@MainActor
private func uikitHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
    guard UIView.classesWithDefaultHitTesting.contains(ObjectIdentifier(type(of: view))) else {
        return view.hitTest(point, with: nil)
    }
    if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return nil }
    guard view.bounds.contains(point) else { return nil }
    for subview in view.subviews.reversed() {
        if let hit = uikitHitTest(subview, pointInSubview(point, subview)) { return hit }
    }
    return view
}

/// `point`, in a view's coordinates, in the coordinates of its subview `subview`: the offset from the
/// subview's center, through its inverse transform, from the middle of its bounds.
@MainActor
private func pointInSubview(_ point: CGPoint, _ subview: UIView) -> CGPoint {
    let offset = CGPoint(x: point.x - subview.center.x, y: point.y - subview.center.y)
    let local = subview.transform.isIdentity ? offset : offset.applying(subview.transform.inverted())
    let bounds = subview.bounds
    return CGPoint(
        x: local.x + bounds.origin.x + bounds.size.width / 2, y: local.y + bounds.origin.y + bounds.size.height / 2)
}

/// Whether `hit` is `view` or inside it.
@MainActor
private func lands(_ hit: UIView?, in view: UIView) -> Bool {
    hit.map { $0.isDescendant(of: view) } ?? false
}

/// The probe points at which `root.hitTest(_:with:)`, with the index on or off, differs from
/// ``uikitHitTest(_:_:)``.
@MainActor
private func pointsDiffering(_ root: UIView, indexed: Bool) -> [CGPoint] {
    let hits = withIndex(indexed) { probePoints.map { root.hitTest($0, with: nil) } }
    return zip(probePoints, hits).filter { point, hit in hit !== uikitHitTest(root, point) }.map { $0.0 }
}

/// Runs `body` with the hit-test index on or off (`hitTest` takes the plain algorithm when off).
@MainActor
private func withIndex<Result>(_ enabled: Bool, _ body: () -> Result) -> Result {
    UIView.hitTestIndexEnabled = enabled
    defer { UIView.hitTestIndexEnabled = true }
    return body()
}

// MARK: The tree

/// A tree of one listed class over a 200 × 160 root, the views named after what they check. Every
/// view lets touches in unless its name says otherwise; the root keeps its class's own default when
/// `rootAsCreated` (a label or an image view then takes no touches, nor does anything inside it).
@MainActor
private struct Tree {
    let root: UIView
    /// Behind the rest, over the top 120 points: what a point that skips a view in front reaches.
    let back: UIView
    let hidden: UIView, transparent: UIView, nearlyTransparent: UIView, atThreshold: UIView, disabled: UIView
    /// Subviews that stick out of their parent (one clipping, one not) to the right and below.
    let unclippedOverhang: UIView, clippedOverhang: UIView
    /// Half of it outside the root.
    let overhangingRoot: UIView

    init(_ listed: ListedClass, rootAsCreated: Bool) {
        func make(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, in parent: UIView) -> UIView {
            let view = listed.make(CGRect(x: x, y: y, width: width, height: height))
            view.isUserInteractionEnabled = true
            parent.addSubview(view)
            return view
        }
        root = listed.make(CGRect(x: 0, y: 0, width: 200, height: 160))
        if !rootAsCreated { root.isUserInteractionEnabled = true }
        back = make(0, 0, 200, 120, in: root)
        // Views hit-testing skips, each with a subview of its own that must not be reached either.
        hidden = make(10, 10, 40, 30, in: root)
        hidden.isHidden = true
        transparent = make(60, 10, 40, 30, in: root)
        transparent.alpha = 0
        nearlyTransparent = make(110, 10, 40, 30, in: root)
        nearlyTransparent.alpha = 0.005
        disabled = make(10, 50, 40, 30, in: root)
        disabled.isUserInteractionEnabled = false
        for skipped in [hidden, transparent, nearlyTransparent, disabled] { _ = make(5, 5, 20, 20, in: skipped) }
        // Exactly 0.01 is not "below 0.01": hittable.
        atThreshold = make(160, 10, 30, 30, in: root)
        atThreshold.alpha = 0.01
        // A subview sticking out of its parent cannot be touched there, clipped or not.
        let unclipped = make(60, 50, 40, 30, in: root)
        unclippedOverhang = make(30, 20, 30, 30, in: unclipped)
        let clipped = make(110, 50, 40, 30, in: root)
        clipped.clipsToBounds = true
        clippedOverhang = make(30, 20, 30, 30, in: clipped)
        // Transformed, with a bounds origin: the point is converted through the inverse transform.
        let turned = make(0, 0, 30, 20, in: root)
        turned.bounds = CGRect(x: -10, y: -5, width: 30, height: 20)
        turned.center = CGPoint(x: 175, y: 80)
        turned.transform = CGAffineTransform(a: 0, b: 1.5, c: -1.5, d: 0, tx: 0, ty: 0)  // a quarter turn, × 1.5
        _ = make(0, 0, 10, 10, in: turned)
        let rotated = make(0, 0, 34, 16, in: root)
        rotated.center = CGPoint(x: 30, y: 100)
        rotated.transform = CGAffineTransform(rotationAngle: 0.5)
        _ = make(20, 4, 10, 8, in: rotated)
        // A crowd of siblings (enough for the index's grid), the last ones sticking out of their parent.
        let row = make(60, 90, 130, 28, in: root)
        for column in 0..<12 { _ = make(CGFloat(column) * 12, 2, 10, 24, in: row) }
        overhangingRoot = make(170, 130, 60, 50, in: root)
    }
}

/// The points asked: a grid over the root and around it, off whole numbers, and whole numbers,
/// which land on edges.
private let probePoints: [CGPoint] = {
    var points: [CGPoint] = []
    for x in stride(from: -20.0, through: 240, by: 3) {
        for y in stride(from: -20.0, through: 200, by: 3) { points.append(CGPoint(x: x + 0.25, y: y + 0.5)) }
    }
    for x in stride(from: -10.0, through: 230, by: 5) {
        for y in stride(from: -10.0, through: 190, by: 5) { points.append(CGPoint(x: x, y: y)) }
    }
    return points
}()

// MARK: Tests

@MainActor
@Suite("The classes the hit-test index answers for have UIKit's default hit-testing", .serialized)
struct DefaultHitTestingClassesTests {
    @Test("The list of classes with default hit-testing is exactly the classes this suite checks")
    func listIsTheCheckedClasses() {
        let checked = Set(ListedClass.allCases.map { ObjectIdentifier(type(of: $0.make(.zero))) })
        #expect(checked == UIView.classesWithDefaultHitTesting)
    }

    @Test("An instance of a listed class is answered for by the index", arguments: ListedClass.allCases)
    func instanceUsesDefaultHitTesting(_ listed: ListedClass) {
        let view = listed.make(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.usesDefaultHitTesting)
    }

    @Test("hitTest of a tree of a listed class gives UIKit's documented answer for every point, index on and off",
          arguments: ListedClass.allCases, [false, true])
    func treeAnswersAsUIKitDocuments(_ listed: ListedClass, rootAsCreated: Bool) {
        for indexed in [true, false] {
            let tree = Tree(listed, rootAsCreated: rootAsCreated)
            let differing = pointsDiffering(tree.root, indexed: indexed)
            #expect(
                differing.isEmpty,
                """
                    \(listed), index \(indexed ? "on" : "off"): \(differing.count) points differ, first \
                    \(differing.prefix(5))
                    """
            )
            // The reference itself reaches the cases it is meant to: points that skip a view land
            // behind it, the others in it, and nothing outside the root is hit.
            if tree.root.isUserInteractionEnabled {
                let hits = withIndex(indexed) { probePoints.compactMap { tree.root.hitTest($0, with: nil) } }
                #expect(Set(hits.map { ObjectIdentifier($0) }).count >= 20, "\(listed): the tree's views are hit")
                let hit = { (x: CGFloat, y: CGFloat) in
                    withIndex(indexed) { tree.root.hitTest(CGPoint(x: x, y: y), with: nil) }
                }
                for skipped in [tree.hidden, tree.transparent, tree.nearlyTransparent, tree.disabled] {
                    let inside = CGPoint(x: skipped.frame.minX + 10.5, y: skipped.frame.minY + 10.5)
                    #expect(
                        lands(hit(inside.x, inside.y), in: tree.back),
                        "\(listed): a skipped view's point lands behind it")
                }
                #expect(lands(hit(170.5, 20.5), in: tree.atThreshold), "\(listed): alpha 0.01 is hittable")
                #expect(
                    lands(hit(95.5, 75.5), in: tree.unclippedOverhang),
                    "\(listed): inside the parent, the overhang is hit")
                #expect(
                    lands(hit(105.5, 85.5), in: tree.back),
                    "\(listed): outside its unclipped parent, the overhang is not")
                #expect(
                    lands(hit(145.5, 75.5), in: tree.clippedOverhang),
                    "\(listed): inside the parent, the overhang is hit")
                #expect(
                    lands(hit(155.5, 85.5), in: tree.back), "\(listed): outside its clipped parent, the overhang is not"
                )
                #expect(lands(hit(180.5, 140.5), in: tree.overhangingRoot), "\(listed): a view inside the root is hit")
                #expect(hit(210.5, 150.5) == nil, "\(listed): outside the root, nothing is hit")
            } else {
                #expect(withIndex(indexed) { probePoints.allSatisfy { tree.root.hitTest($0, with: nil) == nil } },
                        "\(listed): a root that takes no touches is never hit, nor anything in it")
            }
        }
    }

    @Test("A subclass of a listed class is not in the list, whatever it overrides, so the index asks it",
          arguments: subclassable, Override.allCases)
    func subclassIsNotAnsweredFor(_ listed: ListedClass, overriding override: Override) {
        let view = subclass(of: listed, overriding: override, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(!UIView.classesWithDefaultHitTesting.contains(ObjectIdentifier(type(of: view))))
        #expect(!view.usesDefaultHitTesting)
    }

    @Test("An override inside a tree of a listed class is asked, and its answer wins, index on and off",
          arguments: subclassable, Override.allCases)
    func overrideInsideListedTreeIsAsked(_ listed: ListedClass, overriding override: Override) {
        for indexed in [true, false] {
            let root = listed.make(CGRect(x: 0, y: 0, width: 200, height: 160))
            root.isUserInteractionEnabled = true
            let target = listed.make(CGRect(x: 150, y: 10, width: 30, height: 30))
            target.isUserInteractionEnabled = true
            root.addSubview(target)
            let child = subclass(of: listed, overriding: override, frame: CGRect(x: 60, y: 60, width: 40, height: 40))
            (child as? any RedirectsHits)?.redirect = target
            root.addSubview(child)
            let hit = { (x: CGFloat, y: CGFloat) in withIndex(indexed) { root.hitTest(CGPoint(x: x, y: y), with: nil) }
            }
            let mode = "\(listed), index \(indexed ? "on" : "off")"
            switch override {
            case .pointInside:
                #expect(
                    hit(50.5, 50.5) === child, "\(mode): 10 points outside its bounds, the widened area takes the touch"
                )
                #expect(hit(30.5, 30.5) === root, "\(mode): beyond the widened area, the root does")
            case .hitTest:
                #expect(hit(70.5, 70.5) === target, "\(mode): the override redirects the touch")
                #expect(hit(30.5, 30.5) === root, "\(mode): away from it, the root takes the touch")
            case .nothing:
                #expect(
                    lands(hit(70.5, 70.5), in: child), "\(mode): a subclass with no override answers as its class does")
                #expect(hit(30.5, 30.5) === root, "\(mode): away from it, the root takes the touch")
            }
            if let counted = child as? any CountsQuestions {
                #expect(counted.asked > 0, "\(mode): the override was asked")
            }
            let differing = pointsDiffering(root, indexed: indexed)
            #expect(
                differing.isEmpty,
                "\(mode): \(differing.count) points differ from UIKit's algorithm, first \(differing.prefix(5))")
        }
    }
}
