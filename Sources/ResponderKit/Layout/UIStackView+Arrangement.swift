import Foundation

/// Keeping `arrangedSubviews` as UIKit's header states it (AD:uistackview/arrangedsubviews): always a
/// subset of `subviews` — arranging a view adds it as a subview when it is not one, and a view that
/// leaves the stack (`removeFromSuperview()`, or added to another view) stops being arranged —
/// while `removeArrangedSubview(_:)` leaves the view a subview. Every change, and an arranged view's
/// `isHidden` or content changing, marks the arrangement for the next `updateConstraints()` pass.
///
/// Where UIKit raises or is silent, ResponderKit reports an `Diagnostic` and carries on: a view
/// arranged again moves (to the end, or to the index asked), a view arranged by another stack view
/// moves to this one (as adding it as a subview moves it), an index out of range is clamped, and
/// removing or setting a custom spacing after a view that is not arranged changes nothing.
extension UIStackView {
    static func report(_ message: String, kind: Diagnostic.Kind = .invalidConstraint,
                       resolution: Diagnostic.Resolution = .dropped) {
        UIApplication.shared.report(
            Diagnostic(kind: kind, resolution: resolution, message: "UIStackView: \(message)"))
    }

    /// The arranged views that are still subviews (a subclass's `willRemoveSubview` that does not
    /// call `super` must not leave a departed view arranged).
    func validArrangedViews() -> [UIView] {
        var stale = false
        for view in arrangedStorage where view.superviewStorage !== self { stale = true; break }
        if stale {
            for view in arrangedStorage where view.superviewStorage !== self { forget(view) }
            arrangedStorage.removeAll { $0.superviewStorage !== self }
            arrangementChanged()
        }
        return arrangedStorage
    }

    func indexOfArranged(_ view: UIView) -> Int? {
        arrangedStorage.firstIndex { $0 === view }
    }

    /// `addArrangedSubview` (`index == nil`) and `insertArrangedSubview(_:at:)`.
    func arrange(_ view: UIView, at index: Int?) {
        let name = UIStackView.describe(view)
        if let current = indexOfArranged(view), view.superviewStorage === self {
            // Arranged already: it moves in the list; the subview order stays (UIKit's header).
            arrangedStorage.remove(at: current)
            let target = clampedIndex(index, count: arrangedStorage.count, for: name)
            if index == nil {
                UIStackView.report("\(name) is arranged already; addArrangedSubview moved it to the end",
                                   kind: .invalidHierarchyChange, resolution: .repaired)
            }
            arrangedStorage.insert(view, at: target)
            arrangementChanged()
            return
        }
        if let other = view.superviewStorage as? UIStackView, other !== self, other.indexOfArranged(view) != nil {
            UIStackView.report(
                "\(name) is arranged by another stack view; it moves to this one (a view is arranged by one stack "
                    + "view at a time)",
                               kind: .invalidHierarchyChange, resolution: .repaired)
        }
        if view.superviewStorage !== self { addSubview(view) }
        // Adding refused (the view is this stack or one of its ancestors: reported by addSubview), or a
        // callback moved the view elsewhere: it is not arranged.
        guard view.superviewStorage === self else { return }
        let target = clampedIndex(index, count: arrangedStorage.count, for: name)
        if let stale = indexOfArranged(view) { arrangedStorage.remove(at: stale) }
        arrangedStorage.insert(view, at: min(target, arrangedStorage.count))
        view.layoutState.isArranged = true
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementChanged()
    }

    private func clampedIndex(_ index: Int?, count: Int, for name: String) -> Int {
        guard let index else { return count }
        guard index < 0 || index > count else { return index }
        let clamped = min(max(index, 0), count)
        UIStackView.report("insertArrangedSubview(\(name), at: \(index)) is out of 0…\(count); inserted at \(clamped)",
                           kind: .invalidHierarchyChange, resolution: .repaired)
        return clamped
    }

    /// `removeArrangedSubview(_:)`, and a subview leaving the stack.
    func stopArranging(_ view: UIView, reportingIfAbsent: Bool) {
        guard let index = indexOfArranged(view) else {
            if reportingIfAbsent {
                UIStackView.report(
                    "removeArrangedSubview(\(UIStackView.describe(view))): it is not arranged by this stack view; "
                        + "nothing changed",
                                   kind: .invalidHierarchyChange, resolution: .dropped)
            }
            return
        }
        arrangedStorage.remove(at: index)
        forget(view)
        arrangementChanged()
    }

    /// A view stops being arranged: its custom spacing is forgotten (UIKit's header) and its
    /// `isHidden` no longer concerns this stack.
    private func forget(_ view: UIView) {
        customSpacings[ObjectIdentifier(view)] = nil
        // (Unless another stack view arranges it by now: its flag is that stack's.)
        if (view.superviewStorage as? UIStackView)?.indexOfArranged(view) == nil {
            view.layoutStorage?.isArranged = false
        }
        // The stack's constraints on it go now, so the app can place it at once without a conflict.
        NSLayoutConstraint.deactivate(arrangementConstraints.filter { $0.firstItem === view || $0.secondItem === view })
    }

    func storeCustomSpacing(_ value: CGFloat, after view: UIView) {
        guard indexOfArranged(view) != nil, view.superviewStorage === self else {
            UIStackView.report(
                "setCustomSpacing(\(value), after: \(UIStackView.describe(view))): the view is not arranged by this "
                    + "stack view; ignored (as UIKit ignores it)"
            )
            return
        }
        guard value.isFinite else {
            UIStackView.report(
                "setCustomSpacing(\(value), after: \(UIStackView.describe(view))): the spacing is not finite; ignored")
            return
        }
        let key = ObjectIdentifier(view)
        let stored: CGFloat? = value == UIStackView.spacingUseDefault ? nil : value
        guard customSpacings[key] != stored else { return }
        customSpacings[key] = stored
        arrangementChanged()
    }

    /// The gap after `view`: its custom spacing, else `spacing` (the two tokens resolved).
    func resolvedSpacing(after view: UIView) -> CGFloat {
        if let custom = customSpacings[ObjectIdentifier(view)], custom != UIStackView.spacingUseDefault {
            return custom == UIStackView.spacingUseSystem ? NSLayoutXAxisAnchor.systemSpacing : custom
        }
        if spacing == UIStackView.spacingUseSystem { return NSLayoutXAxisAnchor.systemSpacing }
        return spacing == UIStackView.spacingUseDefault ? 0 : spacing
    }

    /// Something the constraints are made from changed: they are made again before the next layout.
    func arrangementChanged() {
        needsArrangement = true
        markNeedsUpdateConstraints()
        markNeedsLayout()
    }

    /// An arranged view's `isHidden` changed (UIView.isHidden's observer, through `isArranged`).
    func arrangedViewVisibilityChanged(_ view: UIView) {
        guard !needsArrangement, let index = indexOfArranged(view) else { return }
        if index < arrangedVisibility.count, arrangedVisibility[index] == view.isHidden { return }
        arrangementChanged()
    }

    /// An arranged view's intrinsic content size changed: only sizes in proportion and baselines
    /// are read from it by the stack (the view's own hugging follows without the stack).
    func arrangedViewContentChanged(_ view: UIView) {
        guard !needsArrangement, indexOfArranged(view) != nil else { return }
        if dependsOnContent, arrangementInputsNow() != arrangementInputs {
            arrangementChanged()
            return
        }
        // The order tie-break holds the natural size: it follows in place (no new constraints).
        let natural = naturalMainSize(view)
        if let tieBreak = orderTieBreaks.first(where: { $0.firstItem === view }) {
            if let natural { tieBreak.constant = natural } else { arrangementChanged() }
        } else if natural != nil, distribution != .fillEqually, distribution != .fillProportionally,
                  !view.isHidden, view !== arrangedStorage.last(where: { !$0.isHidden }) {
            arrangementChanged()  // it has a natural size now: it takes part in the tie-break
        }
    }

    static func describe(_ view: UIView) -> String {
        view.accessibilityIdentifier.map { "\(type(of: view)) '\($0)'" } ?? "\(type(of: view))"
    }
}

extension UIView {
    /// `isHidden` changed on a view a stack view arranges: the stack lays out again without it (or
    /// with it). Called from `isHidden`'s observer only for arranged views (one flag read otherwise).
    func arrangedVisibilityChanged() {
        (superviewStorage as? UIStackView)?.arrangedViewVisibilityChanged(self)
    }

    /// The intrinsic content size of a view a stack view arranges was invalidated.
    func arrangedContentChanged() {
        (superviewStorage as? UIStackView)?.arrangedViewContentChanged(self)
    }
}
