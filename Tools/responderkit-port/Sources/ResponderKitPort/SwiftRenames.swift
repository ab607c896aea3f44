import SwiftSyntax

/// The UIKit names Swift 4.2 changed, rewritten to today's as Xcode's Swift 4.2 migrator rewrote them:
/// apps last touched in Swift 4 still say `UIControlState`, `UIApplicationLaunchOptionsKey`,
/// `addChildViewController(_:)` or `NSNotification.Name.UIKeyboardWillShow`, which neither iOS's
/// current SDK in Swift 5 mode nor ResponderKit accepts. Each rewrite is mechanical (the names are
/// UIKit's own and unambiguous), so it is made rather than reported.
///
///     a type or value name             UIControlState            ─▶ UIControl.State
///     a notification name              .UIKeyboardWillShow       ─▶ UIResponder.keyboardWillShowNotification
///     a renamed method or label        addChildViewController(c) ─▶ addChild(c)
///                                      bringSubview(toFront: v)  ─▶ bringSubviewToFront(v)
///     a function that became a member  UIEdgeInsetsMake(1,2,3,4) ─▶ UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
///                                      UIImagePNGRepresentation(i) ─▶ i.pngData()
final class SwiftRenames: SyntaxVisitor {
    private(set) var edits: [TextEdit] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// The edits for `tree`.
    static func edits(in tree: SourceFileSyntax) -> [TextEdit] {
        let renames = SwiftRenames()
        renames.walk(tree)
        return renames.edits
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(TextEdit(replacing: node, with: text))
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let new = SwiftRenames.names[node.name.text] { replace(node.name, with: new) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // A member's own name (`x.UIControlState`) is not the global name.
        let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMember, let new = SwiftRenames.names[name] {
            replace(node.baseName, with: new)
        } else if let new = SwiftRenames.methods[name] {
            replace(node.baseName, with: new)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if let new = SwiftRenames.notifications[name] {
            // `NSNotification.Name.X`, `Notification.Name.X` or `.X`: the whole expression.
            let base = node.base?.trimmedDescription
            if base == nil || base == "NSNotification.Name" || base == "Notification.Name" {
                replace(node, with: new)
                return .skipChildren
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let new = SwiftRenames.labels[node.firstName.text] { replace(node.firstName, with: new) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let new = SwiftRenames.methods[node.name.text] { replace(node.name, with: new) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        for argument in arguments {
            if let label = argument.label, let new = SwiftRenames.labels[label.text] { replace(label, with: new) }
        }
        let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
        guard let called else { return .visitChildren }
        let text = arguments.map(\.expression.trimmedDescription)
        switch (called.text, arguments.count) {
        case ("bringSubview", 1) where arguments[0].label?.text == "toFront",
             ("sendSubview", 1) where arguments[0].label?.text == "toBack":
            // The label moves into the name: `bringSubviewToFront(v)`.
            replace(called, with: called.text == "bringSubview" ? "bringSubviewToFront" : "sendSubviewToBack")
            if let label = arguments[0].label, let colon = arguments[0].colon {
                edits.append(TextEdit(start: label.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      end: colon.endPosition.utf8Offset, replacement: ""))
            }
        case ("UIEdgeInsetsMake", 4) where node.calledExpression.is(DeclReferenceExprSyntax.self):
            replace(
                node, with: "UIEdgeInsets(top: \(text[0]), left: \(text[1]), bottom: \(text[2]), right: \(text[3]))")
            return .skipChildren
        case ("UIImagePNGRepresentation", 1) where node.calledExpression.is(DeclReferenceExprSyntax.self):
            replace(node, with: "\(SwiftRenames.receiver(arguments[0].expression)).pngData()")
            return .skipChildren
        case ("UIImageJPEGRepresentation", 2) where node.calledExpression.is(DeclReferenceExprSyntax.self):
            replace(
                node, with: "\(SwiftRenames.receiver(arguments[0].expression)).jpegData(compressionQuality: \(text[1]))"
            )
            return .skipChildren
        case ("UIEdgeInsetsInsetRect", 2) where node.calledExpression.is(DeclReferenceExprSyntax.self):
            replace(node, with: "\(SwiftRenames.receiver(arguments[0].expression)).inset(by: \(text[1]))")
            return .skipChildren
        default:
            break
        }
        return .visitChildren
    }

    /// `expression` as the receiver of a member call: parenthesised unless it is a name, a member, a
    /// call or already in parentheses.
    static func receiver(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(TupleExprSyntax.self)
            || expression.is(ForceUnwrapExprSyntax.self) {
            return text
        }
        return "(\(text))"
    }

    /// Types and values Swift 4.2 nested in the class they belong to.
    static let names: [String: String] = [
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIEventSubtype": "UIEvent.EventSubtype", "UIEventType": "UIEvent.EventType",
        "UITouchPhase": "UITouch.Phase", "UITouchType": "UITouch.TouchType",
        "UIPressType": "UIPress.PressType", "UIPressPhase": "UIPress.Phase",
        "UIControlEvents": "UIControl.Event", "UIControlState": "UIControl.State",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIViewAnimationOptions": "UIView.AnimationOptions", "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewContentMode": "UIView.ContentMode", "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UITableViewStyle": "UITableView.Style", "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
        "UIAlertControllerStyle": "UIAlertController.Style", "UIAlertActionStyle": "UIAlertAction.Style",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem", "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIButtonType": "UIButton.ButtonType",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis", "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation", "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "UIStackViewDistribution": "UIStackView.Distribution", "UIStackViewAlignment": "UIStackView.Alignment",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UIFontTextStyle": "UIFont.TextStyle", "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UITextFieldViewMode": "UITextField.ViewMode", "UITextBorderStyle": "UITextField.BorderStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
        "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIProgressViewStyle": "UIProgressView.Style", "UIDatePickerMode": "UIDatePicker.Mode",
        "UISegmentedControlNoSegment": "UISegmentedControl.noSegment",
        "UIImageRenderingMode": "UIImage.RenderingMode", "UIImageOrientation": "UIImage.Orientation",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UISearchBarStyle": "UISearchBar.Style", "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIWindowLevel": "UIWindow.Level", "UIWindowLevelNormal": "UIWindow.Level.normal",
        "UIWindowLevelAlert": "UIWindow.Level.alert", "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero",
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
    ]

    /// Notification names Swift 4.2 moved from `NSNotification.Name` to the class that posts them.
    static let notifications: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UIApplicationDidFinishLaunching": "UIApplication.didFinishLaunchingNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
        "UITextViewTextDidBeginEditing": "UITextView.textDidBeginEditingNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
        "UITextViewTextDidEndEditing": "UITextView.textDidEndEditingNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
    ]

    /// Methods Swift 4.2 renamed (the calls, the overrides and references to them).
    static let methods: [String: String] = [
        "addChildViewController": "addChild",
        "removeFromParentViewController": "removeFromParent",
    ]

    /// Argument labels Swift 4.2 renamed (`willMove(toParentViewController:)`, `didMove(…)`).
    static let labels: [String: String] = [
        "toParentViewController": "toParent",
    ]
}
