import Foundation
import ResponderKit
import ResponderKitSDL

/// A shown window the size of the default screen holding `subviews` (windows start hidden, as in UIKit).
@MainActor
func shownWindow(_ subviews: [UIView]) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    for view in subviews { window.addSubview(view) }
    return window
}

/// The fills of a display list, in drawing order, without their clips.
func fillItems(_ list: DisplayList) -> [(corners: [CGPoint], color: RGBA)] {
    list.items.compactMap { item in
        if case let .fill(corners, color, _) = item { return (corners, color) }
        return nil
    }
}
