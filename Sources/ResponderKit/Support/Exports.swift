/// `import UIKit` makes Foundation's names visible in the importing file — `CGRect`, `CGPoint`,
/// `CGFloat`, `Date`, `NotificationCenter`, `DispatchQueue`, `NSCoder`, and through it the C math
/// library (`atan2`, `hypot`). `import ResponderKit` does the same, so a file that imported only UIKit
/// compiles with only that import changed (issue 16).
@_exported import Foundation

/// `CGAffineTransform` and `CGVector` — and `import CoreGraphics` in an app's own files — come from the
/// CoreGraphics module: this package's on Linux (Sources/CoreGraphics), Apple's elsewhere.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
