import Foundation
@testable import ResponderKit
import Testing

// The subclasses DefaultHitTestingClassesTests builds trees of: one per open class of
// `UIView.classesWithDefaultHitTesting` and per kind of override, so that the suite can check that a
// subclass is never answered for by the hit-test index, and that its overrides are asked.

private typealias ListedClass = DefaultHitTestingClassesTests.ListedClass
private typealias Override = DefaultHitTestingClassesTests.Override


/// A subclass with an override that the test counts.
@MainActor
protocol CountsQuestions: UIView {
    var asked: Int { get }
}

/// A subclass whose `hitTest(_:with:)` answers `redirect` where `super` would answer.
@MainActor
protocol RedirectsHits: CountsQuestions {
    var redirect: UIView? { get set }
}

// One subclass per open listed class and kind: overriding `point(inside:with:)` (touchable 20 points
// around its bounds), overriding `hitTest(_:with:)` (answers `redirect` where `super` would answer),
// or overriding nothing. (`OnScreenKeyboard` is final.)
private final class ViewWideningPointInside: UIView, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class LabelWideningPointInside: UILabel, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class ImageViewWideningPointInside: UIImageView, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class ControlWideningPointInside: UIControl, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class ButtonWideningPointInside: UIButton, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class SwitchWideningPointInside: UISwitch, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class TextFieldWideningPointInside: UITextField, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
private final class StackViewWideningPointInside: UIStackView, CountsQuestions {
    var asked = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        asked += 1; return bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

private final class ViewRedirectingHitTest: UIView, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class LabelRedirectingHitTest: UILabel, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class ImageViewRedirectingHitTest: UIImageView, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class ControlRedirectingHitTest: UIControl, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class ButtonRedirectingHitTest: UIButton, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class SwitchRedirectingHitTest: UISwitch, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class TextFieldRedirectingHitTest: UITextField, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}
private final class StackViewRedirectingHitTest: UIStackView, RedirectsHits {
    var asked = 0, redirect: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1; return super.hitTest(point, with: event).flatMap { _ in redirect }
    }
}

private final class ViewSubclass: UIView {}
private final class LabelSubclass: UILabel {}
private final class ImageViewSubclass: UIImageView {}
private final class ControlSubclass: UIControl {}
private final class ButtonSubclass: UIButton {}
private final class SwitchSubclass: UISwitch {}
private final class TextFieldSubclass: UITextField {}
private final class StackViewSubclass: UIStackView {}

/// The listed classes a user can subclass.
let subclassable: [DefaultHitTestingClassesTests.ListedClass] = ListedClass.allCases.filter { $0 != .onScreenKeyboard }

/// A subclass of `listed` with `override`, made with `frame` and touches let in.
@MainActor
func subclass(
    of listed: DefaultHitTestingClassesTests.ListedClass, overriding override: DefaultHitTestingClassesTests.Override,
    frame: CGRect
) -> UIView {
    let view: UIView = switch (listed, override) {
    case (.view, .pointInside): ViewWideningPointInside(frame: frame)
    case (.label, .pointInside): LabelWideningPointInside(frame: frame)
    case (.imageView, .pointInside): ImageViewWideningPointInside(frame: frame)
    case (.control, .pointInside): ControlWideningPointInside(frame: frame)
    case (.button, .pointInside): ButtonWideningPointInside(frame: frame)
    case (.switchControl, .pointInside): SwitchWideningPointInside(frame: frame)
    case (.textField, .pointInside): TextFieldWideningPointInside(frame: frame)
    case (.stackView, .pointInside): StackViewWideningPointInside(frame: frame)
    case (.view, .hitTest): ViewRedirectingHitTest(frame: frame)
    case (.label, .hitTest): LabelRedirectingHitTest(frame: frame)
    case (.imageView, .hitTest): ImageViewRedirectingHitTest(frame: frame)
    case (.control, .hitTest): ControlRedirectingHitTest(frame: frame)
    case (.button, .hitTest): ButtonRedirectingHitTest(frame: frame)
    case (.switchControl, .hitTest): SwitchRedirectingHitTest(frame: frame)
    case (.textField, .hitTest): TextFieldRedirectingHitTest(frame: frame)
    case (.stackView, .hitTest): StackViewRedirectingHitTest(frame: frame)
    case (.view, .nothing): ViewSubclass(frame: frame)
    case (.label, .nothing): LabelSubclass(frame: frame)
    case (.imageView, .nothing): ImageViewSubclass(frame: frame)
    case (.control, .nothing): ControlSubclass(frame: frame)
    case (.button, .nothing): ButtonSubclass(frame: frame)
    case (.switchControl, .nothing): SwitchSubclass(frame: frame)
    case (.textField, .nothing): TextFieldSubclass(frame: frame)
    case (.stackView, .nothing): StackViewSubclass(frame: frame)
    case (.onScreenKeyboard, _): preconditionFailure("OnScreenKeyboard is final")
    }
    view.frame = frame
    view.isUserInteractionEnabled = true
    return view
}

