import Foundation

/// What kind of container an element's children form — UIKit's `UIAccessibilityContainerType`. An
/// assistive app announces it when the reader enters the container ("list", "table"), and the AT-SPI
/// bridge gives the container the matching role.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container an assistive app announces (the default).
    case none = 0
    /// Rows and columns of data (UIKit's `UIAccessibilityContainerDataTable`).
    case dataTable = 1
    /// An ordered list.
    case list = 2
    /// A landmark a reader can jump to.
    case landmark = 3
    /// Elements that belong together and are read as a group (iOS 13).
    case semanticGroup = 4
}
