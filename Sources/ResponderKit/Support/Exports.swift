/// `import UIKit` makes Foundation's names visible in the importing file — `CGRect`, `CGPoint`,
/// `CGFloat`, `Date`, `NotificationCenter`, `DispatchQueue`, `NSCoder`, and through it the C math
/// library (`atan2`, `hypot`). `import ResponderKit` does the same, so a file that imported only UIKit
/// compiles with only that import changed.
@_exported import Foundation

/// `URLSession`, `URLRequest`, `URLResponse` and `HTTPURLResponse` are Foundation's on Apple's systems,
/// so a screen that loads its data sees them through `import UIKit`. Linux's Foundation keeps them in
/// FoundationNetworking; re-exporting it keeps that screen compiling with only its import changed.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// `CGAffineTransform` and `CGVector` — and `import CoreGraphics` in an app's own files — come from the
/// CoreGraphics module: this package's on Linux (Sources/CoreGraphics), Apple's elsewhere.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
