/// `import UIKit` makes Foundation's names visible in the importing file — `CGRect`, `CGPoint`,
/// `CGFloat`, `Date`, `NotificationCenter`, `DispatchQueue`, `NSCoder`, and through it the C math
/// library (`atan2`, `hypot`). `import ResponderKit` does the same, so a file that imported only UIKit
/// compiles with only that import changed (issue 16).
@_exported import Foundation
