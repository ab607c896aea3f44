import Foundation

/// How a presented controller covers the screen — UIKit's `UIModalPresentationStyle`, with its raw
/// values. What each does here is in docs/Differences-from-UIKit.md ("Presented view controllers"):
/// no transition is drawn; the styles differ in where the presented view goes and whether the
/// presenter's view leaves the window.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}
