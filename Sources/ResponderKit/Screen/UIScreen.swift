import Foundation

/// The display — the small part of UIKit's `UIScreen` that event code reads (`UIScreen.main.bounds`),
/// so that iOS code sizing views from the screen compiles and runs.
///
/// The default is a 390×844-point screen (an iPhone 14). A backend that opens a real window sets the
/// size it has with ``setBounds(_:scale:)`` before the app's windows exist; a later change of size (the
/// window resized) arrives as `RawInput.screenResized`, so that the windows, the view controllers and
/// the layout follow (Screen/ScreenResize.swift). Its `traitCollection` (size classes, idiom, scale)
/// is every view's and controller's (Views/UITraitCollection.swift).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen the application runs on.
    public static let main = UIScreen()

    /// The screen's rectangle in points, origin zero.
    public private(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Points per pixel.
    public private(set) var scale: CGFloat = 1

    /// The system's interface style: light until a backend says otherwise
    /// (`RawInput.userInterfaceStyleChanged`; UITraitCollection+Style.swift).
    var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// The system's content size category: `.large` until a backend says otherwise
    /// (`RawInput.contentSizeCategoryChanged`; Layout/Text/DynamicType.swift).
    var contentSizeCategory: UIContentSizeCategory {
        get { SystemContentSize.current }
        set { SystemContentSize.category.withLock { $0 = newValue } }
    }

    /// For backends: the size of the display they drive, and its pixel density.
    public func setBounds(_ bounds: CGRect, scale: CGFloat = 1) {
        self.bounds = CGRect(origin: .zero, size: UIView.sanitized(bounds).size)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    private override init() { super.init() }
}
