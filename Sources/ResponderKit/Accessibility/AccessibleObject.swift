import Foundation

/// What every responder, bar item and accessibility element says to an assistive app — UIKit's informal
/// `UIAccessibility`, `UIAccessibilityAction`, `UIAccessibilityFocus` and `UIAccessibilityContainer`
/// protocols, which UIKit declares on `NSObject`.
///
/// **Where UIKit differs.** Swift without the Objective-C runtime cannot add members to `NSObject` that a
/// subclass overrides, so they are declared here, on the class `UIResponder`, `UIBarItem` and
/// `UIAccessibilityElement` inherit from (docs/Differences-from-UIKit.md). Code that sets or overrides
/// them on a view, a control, a cell, a controller or an element compiles unchanged:
///
/// ```swift
/// class RatingView: UIView {
///     override var isAccessibilityElement: Bool { get { true } set {} }
///     override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
///     override func accessibilityIncrement() { rating += 1 }
/// }
/// ```
///
/// Every getter answers what was set, else UIKit's default for the object's class, worked out from what it
/// shows now (``AccessibilityDefaults``: a label's text, a button's title, a slider's value as a
/// percentage). The container methods answer the element tree that assistive apps, the AT-SPI bridge and
/// ResponderKitTesting's queries read (``AccessibilityTree``); docs/Accessibility.md gives every default
/// with its source.
@preconcurrency @MainActor
open class AccessibleObject: NSObject {
    /// What the app set; `nil` until it sets something.
    var accessibilityStorage: AccessibilityAttributes?

    public override init() {
        super.init()
    }

    /// The storage, made on the first write.
    var accessibilitySet: AccessibilityAttributes {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityAttributes()
        accessibilityStorage = storage
        return storage
    }

    // MARK: What the element is and says (UIAccessibility)

    /// Whether an assistive app sees this object as one element (its subviews are then not elements).
    /// `false` for a plain view; `true` for labels, buttons, controls, text fields and cells.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? AccessibilityDefaults.isElement(self) }
        set { accessibilitySet.isElement = newValue }
    }
    /// What the element is called, read first ("Play"); a label's text and a button's title by default.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? AccessibilityDefaults.label(self) }
        set { accessibilitySet.label = newValue; accessibilitySet.attributedLabel = nil }
    }
    /// The label with attributes (a language, spelling out); the plain label as an attributed string by default.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityStorage?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilitySet.label = newValue?.string; accessibilitySet.attributedLabel = newValue }
    }
    /// What activating the element does ("Plays the song"), read after a pause; `nil` by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilitySet.hint = newValue; accessibilitySet.attributedHint = nil }
    }
    /// The hint with attributes.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityStorage?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilitySet.hint = newValue?.string; accessibilitySet.attributedHint = newValue }
    }
    /// The element's current value when the label does not say it: a slider's "50%", a switch's "1", a
    /// text field's text.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? AccessibilityDefaults.value(self) }
        set { accessibilitySet.value = newValue; accessibilitySet.attributedValue = nil }
    }
    /// The value with attributes.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityStorage?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilitySet.value = newValue?.string; accessibilitySet.attributedValue = newValue }
    }
    /// What the element is and its state (``UIAccessibilityTraits``); `.button` for a button, plus
    /// `.notEnabled` while it is disabled and `.selected` while it is selected.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? AccessibilityDefaults.traits(self) }
        set { accessibilitySet.traits = newValue }
    }
    /// Where the element is, in screen coordinates. A view's default follows the view: its bounds after
    /// every transform and scroll up to the screen. A value set stays where it was set, as in UIKit.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? AccessibilityDefaults.frame(self) }
        set { accessibilitySet.frame = newValue }
    }
    /// The element's outline in screen coordinates, when a rectangle says it badly; `nil` by default.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage?.path }
        set { accessibilitySet.path = newValue }
    }
    /// Where activating the element touches, in screen coordinates: the middle of `accessibilityFrame`
    /// by default.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilityStorage?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibilitySet.activationPoint = newValue }
    }
    /// The language the element's label and value are read in (a BCP 47 tag); `nil`: the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibilitySet.language = newValue }
    }
    /// A name for UI tests that does not change with the language (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier ?? AccessibilityDefaults.identifier(self) }
        set { accessibilitySet.identifier = newValue }
    }
    /// Whether the elements this view contains are hidden from assistive apps; `false` by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilitySet.elementsHidden = newValue }
    }
    /// Whether assistive apps ignore the elements of this view's siblings (a custom alert); `false`.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilitySet.viewIsModal = newValue }
    }
    /// Whether this view's children are read as a group, before the elements beside it; `false`.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilitySet.groupsChildren = newValue }
    }
    /// How assistive apps move through the children; `.automatic` by default.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityStorage?.navigationStyle ?? .automatic }
        set { accessibilitySet.navigationStyle = newValue }
    }
    /// Whether the element does something when activated (Switch Control and Voice Control ask); by
    /// default whether it is a control or has accessibility actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? AccessibilityDefaults.respondsToUserInteraction(self) }
        set { accessibilitySet.respondsToUserInteraction = newValue }
    }
    /// The names a person may say to Voice Control for this element; the label by default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilitySet.userInputLabels = newValue; accessibilitySet.attributedUserInputLabels = nil }
    }
    /// The spoken names with attributes.
    open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
        get {
            accessibilityStorage?.attributedUserInputLabels
                ?? accessibilityUserInputLabels.map { NSAttributedString(string: $0) }
        }
        set {
            accessibilitySet.attributedUserInputLabels = newValue
            accessibilitySet.userInputLabels = newValue?.map(\.string)
        }
    }
    /// The kind of text the element holds; `nil` by default.
    open var accessibilityTextualContext: UIAccessibilityTextualContext? {
        get { accessibilityStorage?.textualContext }
        set { accessibilitySet.textualContext = newValue }
    }
    /// Whether the view's content keeps its colours when Smart Invert is on (UIKit declares it on
    /// `UIView`); `false` by default.
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityStorage?.ignoresInvertColors ?? false }
        set { accessibilitySet.ignoresInvertColors = newValue }
    }

    // MARK: Actions (UIAccessibilityAction)

    /// The app's actions beyond activating, listed by a reader's actions rotor; `nil` by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions ?? AccessibilityDefaults.customActions(self) }
        set { accessibilitySet.customActions = newValue }
    }
    /// Performs the element's action when a person double-taps it with VoiceOver; `true` if it did.
    /// `false` by default, and the assistive app then taps at `accessibilityActivationPoint` instead.
    open func accessibilityActivate() -> Bool { AccessibilityDefaults.activate(self) }
    /// Makes an `.adjustable` element's value larger (a slider by a tenth of its range).
    open func accessibilityIncrement() { AccessibilityDefaults.adjust(self, up: true) }
    /// Makes an `.adjustable` element's value smaller.
    open func accessibilityDecrement() { AccessibilityDefaults.adjust(self, up: false) }
    /// Scrolls the content by a page in `direction`; `true` if it scrolled. A scroll view pages its content.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        AccessibilityDefaults.scroll(self, direction)
    }
    /// Dismisses what is shown (VoiceOver's two-finger scrub); `true` if it did. `false` by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Does the app's most important thing (VoiceOver's two-finger double tap); `false` by default.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Focus (UIAccessibilityFocus)

    /// Called when an assistive app moved its focus to this element.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when an assistive app moved its focus away from this element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether an assistive app's focus is on this element.
    open func accessibilityElementIsFocused() -> Bool { AccessibilityFocus.shared.element === self }

    // MARK: Container (UIAccessibilityContainer)

    /// The elements in this container, in reading order, when the app wants an order (or elements) of its
    /// own; `nil` by default, and then a view contains its accessible descendants.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilitySet.elements = newValue }
    }
    /// The rotors this element or container offers (VoiceOver's rotor); `nil` by default.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { accessibilityStorage?.customRotors }
        set { accessibilitySet.customRotors = newValue }
    }
    /// The elements that head this container's rows or columns (a data table's headers); `nil` by default.
    open var accessibilityHeaderElements: [Any]? {
        get { accessibilityStorage?.headerElements }
        set { accessibilitySet.headerElements = newValue }
    }
    /// The places a drag can start from in this element, which VoiceOver offers as drag actions; `nil`
    /// by default.
    open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { accessibilityStorage?.dragSources }
        set { accessibilitySet.dragSources = newValue }
    }
    /// The places a drop can land in this element, offered as drop actions; `nil` by default.
    open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
        get { accessibilityStorage?.dropPoints }
        set { accessibilitySet.dropPoints = newValue }
    }
    // MARK: Large Content Viewer (UIKit declares these on UIView; here a view subclass overrides them)

    /// Whether a long press at an accessibility text size shows this view enlarged (it needs a
    /// ``UILargeContentViewerInteraction`` on itself or a superview); `false` by default, `true` for the
    /// items of the standard bars.
    open var showsLargeContentViewer: Bool {
        get { accessibilityStorage?.largeContent.shows ?? (self is UIBarItem) }
        set { accessibilitySet.largeContent.shows = newValue }
    }
    /// The text the large content viewer shows: a bar item's or a button's title by default, else `nil`.
    open var largeContentTitle: String? {
        get { accessibilityStorage?.largeContent.title ?? LargeContentViewerDefaults.title(of: self) }
        set { accessibilitySet.largeContent.title = newValue }
    }
    /// The image the large content viewer shows: a bar item's `largeContentSizeImage` or image, a
    /// button's image by default, else `nil`.
    open var largeContentImage: UIImage? {
        get { accessibilityStorage?.largeContent.image ?? LargeContentViewerDefaults.image(of: self) }
        set { accessibilitySet.largeContent.image = newValue }
    }
    /// Whether the viewer scales the image up to fill its space; `false` by default.
    open var scalesLargeContentImage: Bool {
        get { accessibilityStorage?.largeContent.scalesImage ?? false }
        set { accessibilitySet.largeContent.scalesImage = newValue }
    }
    /// Insets that centre the image in the viewer; `.zero` by default.
    open var largeContentImageInsets: UIEdgeInsets {
        get {
            accessibilityStorage?.largeContent.imageInsets ?? (self as? UIBarItem)?.largeContentSizeImageInsets ?? .zero
        }
        set { accessibilitySet.largeContent.imageInsets = newValue }
    }

    /// Which assistive apps have their focus on this element; `nil` when none has.
    open func accessibilityAssistiveTechnologyFocusedIdentifiers()
        -> Set<UIAccessibility.AssistiveTechnologyIdentifier>? {
        accessibilityElementIsFocused() ? [.notificationVoiceOver] : nil
    }
    /// The kind of container this is; `.none` by default.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? AccessibilityDefaults.containerType(self) }
        set { accessibilitySet.containerType = newValue }
    }
    /// How many elements this container holds (0 for an element).
    open func accessibilityElementCount() -> Int { AccessibilityTree.children(of: self).count }
    /// The container's element at `index` in reading order, or `nil` past the end.
    open func accessibilityElement(at index: Int) -> Any? {
        let children = AccessibilityTree.children(of: self)
        return children.indices.contains(index) ? children[index] : nil
    }
    /// Where `element` is among the container's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        AccessibilityTree.children(of: self).firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}
