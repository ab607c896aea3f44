import Foundation

/// The transition of a modal presentation — UIKit's `UIModalTransitionStyle`. Recorded; no
/// transition is drawn here.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
