import Foundation

/// The accessibility values an app set on one object. An object that never sets one has none of these
/// (`AccessibleObject.accessibilityStorage` stays `nil`): its getters answer UIKit's defaults, worked out
/// from what it shows (``AccessibilityDefaults``), so a label's element says the label's current text.
///
/// A value set here wins over the default until it is set back to `nil` (for the optional ones), as in
/// UIKit, where the standard classes' getters fall back to their content only while nothing is set.
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var attributedLabel: NSAttributedString?
    var hint: String?
    var attributedHint: NSAttributedString?
    var value: String?
    var attributedValue: NSAttributedString?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var attributedUserInputLabels: [NSAttributedString]?
    var textualContext: UIAccessibilityTextualContext?
    var containerType: UIAccessibilityContainerType?
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
    var headerElements: [Any]?
    var dragSources: [UIAccessibilityLocationDescriptor]?
    var largeContent = LargeContent()

    /// What the large content viewer shows of a view.
    struct LargeContent {
        var shows: Bool?
        var title: String?
        var image: UIImage?
        var scalesImage: Bool?
        var imageInsets: UIEdgeInsets?
    }
    var dropPoints: [UIAccessibilityLocationDescriptor]?
    var ignoresInvertColors = false
    /// The elements a standard control is made of (``ControlPartElement``), kept between questions.
    var parts: [ControlPartElement] = []
}
