import Foundation

/// The status bar's state in a scene — UIKit's `UIStatusBarManager`. There is no status bar here;
/// its frame is the strip above the key window's safe area, empty when the bar is hidden.
@preconcurrency @MainActor
public final class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// Whether the status bar is hidden (the root controllers' `prefersStatusBarHidden`).
    public var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
    /// The status bar's style (the root controllers' `preferredStatusBarStyle`).
    public var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
    /// Where the status bar is, in the scene's coordinates.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let scene else { return .zero }
        let window = scene.keyWindow ?? scene.windows.last
        return CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: window?.safeAreaInsets.top ?? 0)
    }
}
