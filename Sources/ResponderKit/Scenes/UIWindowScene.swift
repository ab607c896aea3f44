import Foundation

/// A scene that shows the app's windows — UIKit's `UIWindowScene`, the class of the scenes the
/// application connects unless a configuration names another.
///
/// Its windows are the windows made with `UIWindow(windowScene:)` or given it through
/// `window.windowScene`, back to front. It does not retain them, as UIKit's does not: keep the
/// window in the delegate's `window` property. Its screen is ``UIScreen/main``, and its traits and
/// size are the screen's.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, back to front.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.windowSceneStorage === self }
    }

    /// The scene's key window: the application's key window when it is one of the scene's; else the
    /// window that was key in the scene when another scene took the focus, while it shows (each
    /// scene keeps its own key window, as since iOS 15).
    open var keyWindow: UIWindow? {
        if let key = UIApplication.shared.keyWindowStorage, key.windowSceneStorage === self { return key }
        guard let last = lastKeyWindow, !last.isHidden, last.windowSceneStorage === self else { return nil }
        return last
    }

    /// The screen the scene is on.
    open var screen: UIScreen { .main }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's coordinate space: the screen's, whose origin is the screen's top-left corner.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The interface's orientation, from the screen's shape: landscape when it is wider than tall.
    open var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }

    /// The status bar's appearance in this scene.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    /// Asks for another geometry — an orientation (iOS) or a frame (Mac Catalyst) — at the next turn
    /// of the run loop; here a rotation is the screen's width and height swapped
    /// (Scenes/SceneGeometry.swift).
    @preconcurrency open func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences,
                                                    errorHandler: (@MainActor (any Error) -> Void)? = nil) {
        updateGeometry(geometryPreferences, errorHandler: errorHandler)
    }

    /// The windows a scene holds strongly: the one it made from its configuration's storyboard (UIKit
    /// gives that window to the delegate's `window`; a delegate without one still shows it).
    var storyboardWindow: UIWindow?
    /// The scene's window that was last made key (weak: the app keeps its windows).
    weak var lastKeyWindow: UIWindow?
}

extension UIWindow {
    /// A window in `windowScene`, the size of its screen, hidden until shown.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.coordinateSpace.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window is in; `nil` for a window made with a frame and never given one.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set { windowSceneStorage = newValue }
    }
}

/// The screen's coordinate space: a window's frame is in it, so a point converts to a view through
/// the view's window.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    static let shared = ScreenCoordinateSpace()

    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return point }
        let origin = view.window?.frame.origin ?? .zero
        return view.convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return point }
        let inWindow = view.convert(point, to: nil)
        let origin = view.window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

/// The orientation of the app's interface — UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Portrait either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations — UIKit's `UIInterfaceOrientationMask` (what a controller's
/// `supportedInterfaceOrientations` and an Info.plist's `UISupportedInterfaceOrientations` list).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
    ]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
