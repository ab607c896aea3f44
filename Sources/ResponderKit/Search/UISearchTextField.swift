import Foundation

/// The text field of a search bar (UIKit's `UISearchTextField`).
open class UISearchTextField: UITextField {}
