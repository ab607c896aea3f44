import Foundation

/// The element tree assistive apps read — what UIKit's accessibility runtime answers them through the
/// container methods, from each window down.
///
/// ```
///  window (a container)
///    ├─ an element view (label, button, cell …)        its subviews are not elements
///    ├─ a container view (`accessibilityElements` set, a container type, a group, a modal view,
///    │    a scroll view, a segmented control, a stepper, a tab bar, a navigation bar, a toolbar)
///    │    → its own children
///    └─ any other view: not in the tree itself; its children take its place, in order
/// ```
///
/// A view's children are its visible subviews (not hidden, `alpha` ≥ 0.01, not
/// `accessibilityElementsHidden`) in reading order — top to bottom by their screen frames, and left to
/// right within a row — each replaced as above; when one subview is `accessibilityViewIsModal`, only the
/// frontmost such subview counts. `accessibilityElements` replaces all of it with the app's list and
/// order. Flattening asks each view through its public container methods, so a view that overrides
/// `accessibilityElementCount()` and `accessibilityElement(at:)` gives its own elements.
@MainActor
enum AccessibilityTree {
    /// Children already worked out during the current question (flattening asks the same views again).
    private static var memo: [ObjectIdentifier: [Any]]?

    /// The children of `object`, in reading order.
    static func children(of object: AccessibleObject) -> [Any] {
        if let elements = object.accessibilityElements { return elements }
        guard let view = object as? UIView, !object.isAccessibilityElement else { return [] }
        if let known = memo?[ObjectIdentifier(view)] { return known }
        return walking {
            let result = ControlPartElement.parts(of: view) ?? gather(view)
            memo?[ObjectIdentifier(view)] = result
            return result
        }
    }

    /// Runs `body` with one memo for every children question in it (for whole-tree walks).
    static func walking<Result>(_ body: () -> Result) -> Result {
        let outermost = memo == nil
        if outermost { memo = [:] }
        defer { if outermost { memo = nil } }
        return body()
    }

    /// Whether `view` is in the tree as a container of its own rather than replaced by its children.
    static func isContainerNode(_ view: UIView) -> Bool {
        view.accessibilityElements != nil || view.accessibilityContainerType != .none
            || view.shouldGroupAccessibilityChildren || view.accessibilityViewIsModal
            || view is UIScrollView || view is UISegmentedControl || view is UIStepper || view is UITabBar
            || view is UINavigationBar || view is UIToolbar || view is UIWindow
    }

    /// A view's subviews that assistive apps can see, in reading order, the frontmost modal one alone.
    static func visibleSubviews(of view: UIView) -> [UIView] {
        var subviews = view.subviews.filter { $0.isVisibleForAccessibility && !$0.accessibilityElementsHidden }
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal }) { subviews = [modal] }
        return readingOrder(subviews)
    }

    private static func gather(_ view: UIView) -> [Any] {
        var result: [Any] = []
        for subview in visibleSubviews(of: view) {
            if subview.isAccessibilityElement {
                result.append(subview)
            } else if isContainerNode(subview) {
                if subview.accessibilityElementCount() > 0 { result.append(subview) }
            } else {
                let count = subview.accessibilityElementCount()
                guard count != NSNotFound, count > 0 else { continue }
                for index in 0..<count {
                    if let element = subview.accessibilityElement(at: index) { result.append(element) }
                }
            }
        }
        return result
    }

    /// The elements inside `view`, as if it were not one itself (a cell's label joins theirs).
    static func descendantElements(of view: UIView) -> [AccessibleObject] {
        var result: [AccessibleObject] = []
        for subview in visibleSubviews(of: view) {
            if subview.isAccessibilityElement {
                result.append(subview)
            } else {
                result += descendantElements(of: subview)
            }
        }
        return result
    }

    /// Top to bottom, then left to right within a row: a view joins the row of the one before it when
    /// its middle is within that row's first view's height. Views in a row keep their order on a tie.
    static func readingOrder(_ views: [UIView]) -> [UIView] {
        guard views.count > 1 else { return views }
        let framed = views.enumerated().map {
            (index: $0.offset, view: $0.element, frame: $0.element.accessibilityFrame)
        }
        let byTop = framed.sorted { ($0.frame.minY, $0.index) < ($1.frame.minY, $1.index) }
        var rows: [[(index: Int, view: UIView, frame: CGRect)]] = []
        for item in byTop {
            if let first = rows.last?.first, item.frame.midY <= first.frame.maxY, item.frame.minY >= first.frame.minY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in row.sorted { ($0.frame.minX, $0.index) < ($1.frame.minX, $1.index) }.map(\.view) }
    }

}
