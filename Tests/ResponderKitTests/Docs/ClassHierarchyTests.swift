import Foundation
import ResponderKit
import Testing

// Every public class of ResponderKit descends from the class UIKit's descends from, so code that
// relies on the superclass compiles and behaves: `NSObject`'s `==` (`isEqual(_:)`), `hash` and `Set`
// membership, `description`, `copy()`, and `super` calls. The table names each class with its
// superclass here and UIKit's (Apple's documentation, "Inherits From"); a difference must have its
// row in docs/Differences-from-UIKit.md, and a new public class must be added to the table.

/// The repository's root, found from this file's place in it.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One public class: its name, the class, its superclass here, and UIKit's superclass's name.
private struct ClassRow: Sendable {
    let name: String
    let type: AnyClass
    let superclass: AnyClass
    let uikit: String
    init(_ name: String, _ type: AnyClass, _ superclass: AnyClass, uikit: String) {
        self.name = name
        self.type = type
        self.superclass = superclass
        self.uikit = uikit
    }
}

@MainActor
private let table: [ClassRow] = [
        ClassRow("CAAnimation", CAAnimation.self, NSObject.self, uikit: "NSObject"),
        ClassRow("CAAnimationGroup", CAAnimationGroup.self, CAAnimation.self, uikit: "CAAnimation"),
        ClassRow("CABasicAnimation", CABasicAnimation.self, CAPropertyAnimation.self, uikit: "CAPropertyAnimation"),
        ClassRow("CADisplayLink", CADisplayLink.self, NSObject.self, uikit: "NSObject"),
    ClassRow("CAKeyframeAnimation", CAKeyframeAnimation.self, CAPropertyAnimation.self, uikit: "CAPropertyAnimation"),
        ClassRow("CAMediaTimingFunction", CAMediaTimingFunction.self, NSObject.self, uikit: "NSObject"),
        ClassRow("CAPropertyAnimation", CAPropertyAnimation.self, CAAnimation.self, uikit: "CAAnimation"),
        ClassRow("CASpringAnimation", CASpringAnimation.self, CABasicAnimation.self, uikit: "CABasicAnimation"),
        ClassRow("CATransaction", CATransaction.self, NSObject.self, uikit: "NSObject"),
        ClassRow("CATransition", CATransition.self, CAAnimation.self, uikit: "CAAnimation"),
        ClassRow("CAGradientLayer", CAGradientLayer.self, CALayer.self, uikit: "CALayer"),
        ClassRow("CALayer", CALayer.self, NSObject.self, uikit: "NSObject"),
        ClassRow("CAShapeLayer", CAShapeLayer.self, CALayer.self, uikit: "CALayer"),
    ClassRow(
        "NSCollectionLayoutBoundarySupplementaryItem", NSCollectionLayoutBoundarySupplementaryItem.self,
        NSCollectionLayoutItem.self, uikit: "NSCollectionLayoutSupplementaryItem"),
        ClassRow("NSCollectionLayoutDimension", NSCollectionLayoutDimension.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSCollectionLayoutEdgeSpacing", NSCollectionLayoutEdgeSpacing.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "NSCollectionLayoutGroup", NSCollectionLayoutGroup.self, NSCollectionLayoutItem.self,
        uikit: "NSCollectionLayoutItem"),
        ClassRow("NSCollectionLayoutItem", NSCollectionLayoutItem.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSCollectionLayoutSection", NSCollectionLayoutSection.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSCollectionLayoutSize", NSCollectionLayoutSize.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSCollectionLayoutSpacing", NSCollectionLayoutSpacing.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSLayoutAnchor", NSLayoutAnchor<AnyObject>.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSLayoutConstraint", NSLayoutConstraint.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "NSLayoutDimension", NSLayoutDimension.self, NSLayoutAnchor<NSLayoutDimension>.self, uikit: "NSLayoutAnchor"),
    ClassRow(
        "NSLayoutXAxisAnchor", NSLayoutXAxisAnchor.self, NSLayoutAnchor<NSLayoutXAxisAnchor>.self,
        uikit: "NSLayoutAnchor"),
    ClassRow(
        "NSLayoutYAxisAnchor", NSLayoutYAxisAnchor.self, NSLayoutAnchor<NSLayoutYAxisAnchor>.self,
        uikit: "NSLayoutAnchor"),
    ClassRow("NSMutableParagraphStyle", NSMutableParagraphStyle.self, NSParagraphStyle.self, uikit: "NSParagraphStyle"),
        ClassRow("NSParagraphStyle", NSParagraphStyle.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSShadow", NSShadow.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSStringDrawingContext", NSStringDrawingContext.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSTextContainer", NSTextContainer.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIAction", UIAction.self, UIMenuElement.self, uikit: "UIMenuElement"),
        ClassRow("UIActivity", UIActivity.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIActivityIndicatorView", UIActivityIndicatorView.self, UIView.self, uikit: "UIView"),
    ClassRow(
        "UIActivityViewController", UIActivityViewController.self, UIViewController.self, uikit: "UIViewController"),
        ClassRow("UIAccessibilityCustomAction", UIAccessibilityCustomAction.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIAccessibilityLocationDescriptor", UIAccessibilityLocationDescriptor.self, NSObject.self,
                 uikit: "NSObject"),
        ClassRow("UILargeContentViewerInteraction", UILargeContentViewerInteraction.self, NSObject.self,
                 uikit: "NSObject"),
        ClassRow("UIAccessibilityCustomRotor", UIAccessibilityCustomRotor.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIAccessibilityCustomRotorItemResult", UIAccessibilityCustomRotorItemResult.self, NSObject.self,
                 uikit: "NSObject"),
        ClassRow("UIAccessibilityCustomRotorSearchPredicate", UIAccessibilityCustomRotorSearchPredicate.self,
                 NSObject.self, uikit: "NSObject"),
        ClassRow("UIAccessibilityElement", UIAccessibilityElement.self, UIResponder.self, uikit: "UIResponder"),
        ClassRow("UIAlertAction", UIAlertAction.self, AccessibleObject.self, uikit: "NSObject"),
        ClassRow("UIAlertController", UIAlertController.self, UIViewController.self, uikit: "UIViewController"),
        ClassRow("UIApplication", UIApplication.self, UIResponder.self, uikit: "UIResponder"),
        ClassRow("UIApplicationShortcutItem", UIApplicationShortcutItem.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIBarAppearance", UIBarAppearance.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIBarButtonItem", UIBarButtonItem.self, UIBarItem.self, uikit: "UIBarItem"),
        ClassRow("UIBarButtonItemAppearance", UIBarButtonItemAppearance.self, NSObject.self, uikit: "NSObject"),
    ClassRow("UIBarButtonItemStateAppearance", UIBarButtonItemStateAppearance.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIBarItem", UIBarItem.self, AccessibleObject.self, uikit: "NSObject"),
        ClassRow("UIBezierPath", UIBezierPath.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIBlurEffect", UIBlurEffect.self, UIVisualEffect.self, uikit: "UIVisualEffect"),
        ClassRow("UIButton", UIButton.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UICollectionReusableView", UICollectionReusableView.self, UIView.self, uikit: "UIView"),
        ClassRow("UICollectionView", UICollectionView.self, UIScrollView.self, uikit: "UIScrollView"),
    ClassRow(
        "UICollectionViewCell", UICollectionViewCell.self, UICollectionReusableView.self,
        uikit: "UICollectionReusableView"),
    ClassRow(
        "UICollectionViewCompositionalLayout", UICollectionViewCompositionalLayout.self, UICollectionViewLayout.self,
        uikit: "UICollectionViewLayout"),
    ClassRow(
        "UICollectionViewCompositionalLayoutConfiguration", UICollectionViewCompositionalLayoutConfiguration.self,
        NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UICollectionViewController", UICollectionViewController.self,
        UIViewController.self, uikit: "UIViewController"),
    ClassRow(
        "UICollectionViewDiffableDataSource", UICollectionViewDiffableDataSource<Int, Int>.self, NSObject.self,
        uikit: "NSObject"),
    ClassRow(
        "UICollectionViewFlowLayout", UICollectionViewFlowLayout.self, UICollectionViewLayout.self,
        uikit: "UICollectionViewLayout"),
        ClassRow("UICollectionViewLayout", UICollectionViewLayout.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UICollectionViewLayoutAttributes", UICollectionViewLayoutAttributes.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UICollectionViewListCell", UICollectionViewListCell.self, UICollectionViewCell.self,
        uikit: "UICollectionViewCell"),
        ClassRow("UIColor", UIColor.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UICommandAlternate", UICommandAlternate.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIContextMenuConfiguration", UIContextMenuConfiguration.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIContextMenuInteraction", UIContextMenuInteraction.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIContextualAction", UIContextualAction.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIControl", UIControl.self, UIView.self, uikit: "UIView"),
        ClassRow("UICubicTimingParameters", UICubicTimingParameters.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIDatePicker", UIDatePicker.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UIDevice", UIDevice.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIEditMenuConfiguration", UIEditMenuConfiguration.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIEditMenuInteraction", UIEditMenuInteraction.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIEvent", UIEvent.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIFeedbackGenerator", UIFeedbackGenerator.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIFont", UIFont.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIFontMetrics", UIFontMetrics.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIGestureRecognizer", UIGestureRecognizer.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UIGraphicsImageRenderer", UIGraphicsImageRenderer.self, UIGraphicsRenderer.self, uikit: "UIGraphicsRenderer"),
        ClassRow("UIGraphicsImageRendererContext", UIGraphicsImageRendererContext.self, UIGraphicsRendererContext.self,
                 uikit: "UIGraphicsRendererContext"),
        ClassRow("UIGraphicsImageRendererFormat", UIGraphicsImageRendererFormat.self, UIGraphicsRendererFormat.self,
                 uikit: "UIGraphicsRendererFormat"),
        ClassRow("UIGraphicsRenderer", UIGraphicsRenderer.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIGraphicsRendererContext", UIGraphicsRendererContext.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIGraphicsRendererFormat", UIGraphicsRendererFormat.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UIHoverGestureRecognizer", UIHoverGestureRecognizer.self, UIGestureRecognizer.self,
        uikit: "UIGestureRecognizer"),
        ClassRow("UIImage", UIImage.self, AccessibleObject.self, uikit: "NSObject"),
        ClassRow("UIImageView", UIImageView.self, UIView.self, uikit: "UIView"),
    ClassRow(
        "UIImpactFeedbackGenerator", UIImpactFeedbackGenerator.self, UIFeedbackGenerator.self,
        uikit: "UIFeedbackGenerator"),
        ClassRow("UIInputView", UIInputView.self, UIView.self, uikit: "UIView"),
        ClassRow("UIInputViewController", UIInputViewController.self, UIViewController.self, uikit: "UIViewController"),
    ClassRow(
        "UIKeyboardLayoutGuide", UIKeyboardLayoutGuide.self,
        UITrackingLayoutGuide.self, uikit: "UITrackingLayoutGuide"),
        ClassRow("UIKey", UIKey.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIKeyCommand", UIKeyCommand.self, NSObject.self, uikit: "UICommand"),
        ClassRow("UILabel", UILabel.self, UIView.self, uikit: "UIView"),
        ClassRow("UILayoutGuide", UILayoutGuide.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIListContentView", UIListContentView.self, UIView.self, uikit: "UIView"),
    ClassRow(
        "UILongPressGestureRecognizer", UILongPressGestureRecognizer.self, UIGestureRecognizer.self,
        uikit: "UIGestureRecognizer"),
        ClassRow("UIMenu", UIMenu.self, UIMenuElement.self, uikit: "UIMenuElement"),
        ClassRow("UIMenuController", UIMenuController.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIMenuElement", UIMenuElement.self, AccessibleObject.self, uikit: "NSObject"),
        ClassRow("UIMenuItem", UIMenuItem.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UINavigationBar", UINavigationBar.self, UIView.self, uikit: "UIView"),
    ClassRow(
        "UINavigationBarAppearance", UINavigationBarAppearance.self, UIBarAppearance.self, uikit: "UIBarAppearance"),
    ClassRow("UINavigationController", UINavigationController.self, UIViewController.self, uikit: "UIViewController"),
        ClassRow("UINavigationItem", UINavigationItem.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UINib", UINib.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UINotificationFeedbackGenerator", UINotificationFeedbackGenerator.self, UIFeedbackGenerator.self,
        uikit: "UIFeedbackGenerator"),
        ClassRow("UIOpenURLContext", UIOpenURLContext.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIPageControl", UIPageControl.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UIPageViewController", UIPageViewController.self, UIViewController.self, uikit: "UIViewController"),
    ClassRow(
        "UIPanGestureRecognizer", UIPanGestureRecognizer.self, UIGestureRecognizer.self, uikit: "UIGestureRecognizer"),
        ClassRow("UIPasteboard", UIPasteboard.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIPickerView", UIPickerView.self, UIView.self, uikit: "UIView"),
    ClassRow(
        "UIPinchGestureRecognizer", UIPinchGestureRecognizer.self, UIGestureRecognizer.self,
        uikit: "UIGestureRecognizer"),
    ClassRow(
        "UIPopoverPresentationController", UIPopoverPresentationController.self, UIPresentationController.self,
        uikit: "UIPresentationController"),
        ClassRow("UIPresentationController", UIPresentationController.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIPress", UIPress.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIPressesEvent", UIPressesEvent.self, UIEvent.self, uikit: "UIEvent"),
        ClassRow("UIProgressView", UIProgressView.self, UIView.self, uikit: "UIView"),
        ClassRow("UIRefreshControl", UIRefreshControl.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UIResponder", UIResponder.self, AccessibleObject.self, uikit: "NSObject"),
    ClassRow(
        "UIRotationGestureRecognizer", UIRotationGestureRecognizer.self, UIGestureRecognizer.self,
        uikit: "UIGestureRecognizer"),
        ClassRow("UIScene", UIScene.self, UIResponder.self, uikit: "UIResponder"),
        ClassRow("UISceneConfiguration", UISceneConfiguration.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UISceneDestructionRequestOptions", UISceneDestructionRequestOptions.self, NSObject.self, uikit: "NSObject"),
        ClassRow("NSUserActivity", NSUserActivity.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UISceneSession", UISceneSession.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIScreen", UIScreen.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UIScreenEdgePanGestureRecognizer", UIScreenEdgePanGestureRecognizer.self, UIPanGestureRecognizer.self,
        uikit: "UIPanGestureRecognizer"),
        ClassRow("UIScrollView", UIScrollView.self, UIView.self, uikit: "UIView"),
        ClassRow("UISearchBar", UISearchBar.self, UIView.self, uikit: "UIView"),
        ClassRow("UISearchController", UISearchController.self, UIViewController.self, uikit: "UIViewController"),
        ClassRow("UISearchTextField", UISearchTextField.self, UITextField.self, uikit: "UITextField"),
        ClassRow("UISegmentedControl", UISegmentedControl.self, UIControl.self, uikit: "UIControl"),
    ClassRow(
        "UISelectionFeedbackGenerator", UISelectionFeedbackGenerator.self, UIFeedbackGenerator.self,
        uikit: "UIFeedbackGenerator"),
    ClassRow(
        "UISheetPresentationController", UISheetPresentationController.self, UIPresentationController.self,
        uikit: "UIPresentationController"),
        ClassRow("UISlider", UISlider.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UISpringTimingParameters", UISpringTimingParameters.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIStackView", UIStackView.self, UIView.self, uikit: "UIView"),
        ClassRow("UISplitViewController", UISplitViewController.self, UIViewController.self, uikit: "UIViewController"),
        ClassRow("UIStatusBarManager", UIStatusBarManager.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIStepper", UIStepper.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UIStoryboard", UIStoryboard.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIStoryboardSegue", UIStoryboardSegue.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIStoryboardUnwindSegueSource", UIStoryboardUnwindSegueSource.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UISwipeActionsConfiguration", UISwipeActionsConfiguration.self, NSObject.self, uikit: "NSObject"),
    ClassRow(
        "UISwipeGestureRecognizer", UISwipeGestureRecognizer.self, UIGestureRecognizer.self,
        uikit: "UIGestureRecognizer"),
        ClassRow("UISwitch", UISwitch.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UITabBar", UITabBar.self, UIView.self, uikit: "UIView"),
        ClassRow("UITabBarAppearance", UITabBarAppearance.self, UIBarAppearance.self, uikit: "UIBarAppearance"),
        ClassRow("UITabBarController", UITabBarController.self, UIViewController.self, uikit: "UIViewController"),
        ClassRow("UITabBarItem", UITabBarItem.self, UIBarItem.self, uikit: "UIBarItem"),
        ClassRow("UITabBarItemAppearance", UITabBarItemAppearance.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UITabBarItemStateAppearance", UITabBarItemStateAppearance.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UITableView", UITableView.self, UIScrollView.self, uikit: "UIScrollView"),
        ClassRow("UITableViewCell", UITableViewCell.self, UIView.self, uikit: "UIView"),
        ClassRow("UITableViewController", UITableViewController.self, UIViewController.self, uikit: "UIViewController"),
    ClassRow(
        "UITableViewDiffableDataSource", UITableViewDiffableDataSource<Int, Int>.self,
        NSObject.self, uikit: "NSObject"),
        ClassRow("UITableViewHeaderFooterView", UITableViewHeaderFooterView.self, UIView.self, uikit: "UIView"),
    ClassRow(
        "UITapGestureRecognizer", UITapGestureRecognizer.self, UIGestureRecognizer.self, uikit: "UIGestureRecognizer"),
        ClassRow("UITextField", UITextField.self, UIControl.self, uikit: "UIControl"),
        ClassRow("UITextInputMode", UITextInputMode.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UITextView", UITextView.self, UIScrollView.self, uikit: "UIScrollView"),
        ClassRow("UIToolbar", UIToolbar.self, UIView.self, uikit: "UIView"),
        ClassRow("UIToolbarAppearance", UIToolbarAppearance.self, UIBarAppearance.self, uikit: "UIBarAppearance"),
        ClassRow("UITouch", UITouch.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UITrackingLayoutGuide", UITrackingLayoutGuide.self, UILayoutGuide.self, uikit: "UILayoutGuide"),
        ClassRow("UITextPosition", UITextPosition.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UITextRange", UITextRange.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UITraitCollection", UITraitCollection.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIVibrancyEffect", UIVibrancyEffect.self, UIVisualEffect.self, uikit: "UIVisualEffect"),
        ClassRow("UIView", UIView.self, UIResponder.self, uikit: "UIResponder"),
        ClassRow("UIViewController", UIViewController.self, UIResponder.self, uikit: "UIResponder"),
        ClassRow("UIViewPropertyAnimator", UIViewPropertyAnimator.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIVisualEffect", UIVisualEffect.self, NSObject.self, uikit: "NSObject"),
        ClassRow("UIVisualEffectView", UIVisualEffectView.self, UIView.self, uikit: "UIView"),
        ClassRow("UIWindow", UIWindow.self, UIView.self, uikit: "UIView"),
        ClassRow("UIWindowScene", UIWindowScene.self, UIScene.self, uikit: "UIScene"),]

@Suite("Public classes descend from UIKit's superclasses")
struct ClassHierarchyTests {
    @Test("Each class's superclass is the one in the table, and UIKit's unless the difference is documented")
    @MainActor
    func superclasses() throws {
        let differences = try String(
            contentsOf: root.appendingPathComponent("docs/Differences-from-UIKit.md"), encoding: .utf8)
        for row in table {
            let actual: AnyClass? = _getSuperclass(row.type)
            #expect(
                actual.map(ObjectIdentifier.init) == ObjectIdentifier(row.superclass),
                "\(row.name)'s superclass is \(actual.map { String(describing: $0) } ?? "none")")
            let here = String(describing: row.superclass).split(separator: "<").first.map(String.init) ?? ""
            if here != row.uikit {
                let documented = differences.split(separator: "\n").contains {
                    $0.contains("`\(row.name)`") && $0.contains("`\(row.uikit)`")
                }
                #expect(
                    documented,
                    """
                        \(row.name) descends from \(here), UIKit's from \(row.uikit): say why in \
                        docs/Differences-from-UIKit.md
                        """
                )
            }
        }
    }

    @Test("Every public UI…, NS… and CA… class declared under Sources/ResponderKit is in the table")
    @MainActor
    func tableIsComplete() throws {
        let pattern = try NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:open|public)\s+(?:final\s+)?class\s+((?:UI|NS|CA)[A-Z]\w*)"#,
            options: .anchorsMatchLines)
        var declared: Set<String> = []
        let folder = root.appendingPathComponent("Sources/ResponderKit")
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                if let name = Range(match.range(at: 1), in: text) { declared.insert(String(text[name])) }
            }
        }
        let listed = Set(table.map(\.name))
        #expect(declared.count > 100)
        #expect(declared.subtracting(listed).sorted() == [], "add these classes to the table")
        #expect(listed.subtracting(declared).sorted() == [], "the table names classes that are not declared")
    }
}
