import Foundation

/// A part of a standard control that UIKit presents as an element of its own: a segment of a segmented
/// control, the − and + of a stepper, a tab of a tab bar. The control itself is then a container, not an
/// element (`UIAccessibilityConstants.h`: a `.tabBar` container "should return NO for
/// isAccessibilityElement").
///
/// Each part reads its control when asked, so a segment's `.selected` follows the selection. Activating a
/// part taps its middle, as VoiceOver does for UIKit's. The parts of a control are made once and kept
/// while their number stays the same, so an assistive app sees the same objects from one question to the
/// next.
final class ControlPartElement: UIAccessibilityElement {
    enum Kind: Equatable {
        case segment(Int)
        case stepperDecrement, stepperIncrement
        case tab(Int)
    }

    let kind: Kind
    weak var control: UIView?

    init(_ kind: Kind, of control: UIView) {
        self.kind = kind
        self.control = control
        super.init(accessibilityContainer: control)
        if let stepper = control as? UIStepper, kind != .segment(0) {
            let name = kind == .stepperIncrement ? "Increment" : "Decrement"
            accessibilityIdentifier = stepper.accessibilityIdentifier.map { "\($0)-\(name)" } ?? name
        }
    }

    /// The parts `view` is made of, kept on the view; `nil` when `view` is not such a control.
    static func parts(of view: UIView) -> [ControlPartElement]? {
        let kinds: [Kind]
        switch view {
        case let segments as UISegmentedControl: kinds = (0..<segments.numberOfSegments).map { .segment($0) }
        case is UIStepper: kinds = [.stepperDecrement, .stepperIncrement]
        case let bar as UITabBar: kinds = (bar.items ?? []).indices.map { .tab($0) }
        default: return nil
        }
        let kept = view.accessibilitySet.parts
        if kept.map(\.kind) == kinds { return kept }
        let made = kinds.map { ControlPartElement($0, of: view) }
        view.accessibilitySet.parts = made
        return made
    }

    /// The part's rectangle in its control's bounds.
    func rect() -> CGRect {
        switch (kind, control) {
        case let (.segment(index), segments as UISegmentedControl): return segments.rectForSegment(at: index)
        case let (.tab(index), bar as UITabBar):
            let frames = bar.itemFrames()
            return frames.indices.contains(index) ? frames[index] : .zero
        case (.stepperDecrement, let stepper as UIStepper): return stepper.halfRect(-1)
        case (.stepperIncrement, let stepper as UIStepper): return stepper.halfRect(1)
        default: return .zero
        }
    }

    func label() -> String? {
        switch (kind, control) {
        case let (.segment(index), segments as UISegmentedControl):
            return AccessibilityDefaults.nonEmpty(segments.titleForSegment(at: index))
                ?? segments.imageForSegment(at: index)?.accessibilityLabel
        case let (.tab(index), bar as UITabBar):
            guard let items = bar.items, items.indices.contains(index) else { return nil }
            return items[index].accessibilityLabel
        case (.stepperDecrement, let stepper as UIStepper): return Self.named("Decrement", stepper)
        case (.stepperIncrement, let stepper as UIStepper): return Self.named("Increment", stepper)
        default: return nil
        }
    }

    func value() -> String? {
        switch (kind, control) {
        case let (.tab(index), bar as UITabBar):
            guard let items = bar.items, items.indices.contains(index) else { return nil }
            return items[index].badgeValue
        case (_, let stepper as UIStepper): return stepper.accessibilityValue
        default: return nil
        }
    }

    func traits() -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        switch (kind, control) {
        case let (.segment(index), segments as UISegmentedControl):
            if index == segments.selectedSegmentIndex { traits.insert(.selected) }
            if !segments.isEnabled || !segments.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
        case let (.tab(index), bar as UITabBar):
            guard let items = bar.items, items.indices.contains(index) else { break }
            if items[index] === bar.selectedItem { traits.insert(.selected) }
            if !items[index].isEnabled { traits.insert(.notEnabled) }
        case (.stepperDecrement, let stepper as UIStepper):
            if !stepper.isEnabled || !stepper.canDecrement { traits.insert(.notEnabled) }
        case (.stepperIncrement, let stepper as UIStepper):
            if !stepper.isEnabled || !stepper.canIncrement { traits.insert(.notEnabled) }
        default: break
        }
        return traits
    }

    /// "Increment", or "Volume, Increment" for a stepper labelled "Volume" (as UIKit's).
    private static func named(_ name: String, _ stepper: UIStepper) -> String {
        guard let label = stepper.accessibilityStorage?.label, !label.isEmpty else { return name }
        return "\(label), \(name)"
    }
}
