/// `import CoreGraphics` for code written for Apple's systems — model files that use `CGFloat`,
/// `CGPoint`, `CGRect`, `CGAffineTransform` and nothing of UIKit — on Linux, where Apple's
/// CoreGraphics does not exist.
///
/// Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; this module re-exports it and
/// adds what Foundation lacks and event code uses: `CGAffineTransform`, `CGVector` and `CGColor`. ResponderKit
/// re-exports this module, so `import ResponderKit` (or the `import UIKit` it replaces) gives all of it.
/// It also draws: `CGContext`, `CGImage`, `CGColorSpace` and `CGGradient` over Cairo, loaded at run
/// time (Cairo/Cairo.swift, docs/Drawing.md).
/// Package.swift builds this module on Linux only; on Apple's systems `import CoreGraphics` is Apple's.
@_exported import Foundation
