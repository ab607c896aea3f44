import Foundation

/// A cell of a data table an assistive app reads by row and column — UIKit's
/// `UIAccessibilityContainerDataTableCell`: an element says which rows and columns it spans. VoiceOver
/// reads "row 2, column 3" and the headers of both when the focus enters a new row or column.
@MainActor
public protocol UIAccessibilityContainerDataTableCell: AnyObject {
    /// The rows the cell spans (`location` is the first row, `length` how many).
    func accessibilityRowRange() -> NSRange
    /// The columns the cell spans.
    func accessibilityColumnRange() -> NSRange
}

/// A container whose elements form a grid — UIKit's `UIAccessibilityContainerDataTable`: a spreadsheet,
/// a calendar, a table of figures. Set `accessibilityContainerType = .dataTable` on the view as well,
/// as UIKit asks. The header methods are optional in UIKit; here they have default implementations that
/// answer `nil` (no headers), which an adopting class replaces by declaring its own.
@MainActor
public protocol UIAccessibilityContainerDataTable: AnyObject {
    /// The cell at `row` and `column`, or `nil` for an empty place.
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    /// How many rows the table has (including rows not on screen).
    func accessibilityRowCount() -> Int
    /// How many columns the table has.
    func accessibilityColumnCount() -> Int
    /// The header cells of `row`.
    func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?
    /// The header cells of `column`.
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    public func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        nil
    }
}

/// Text an assistive app reads line by line and page by page — UIKit's `UIAccessibilityReadingContent`,
/// for a view that draws long text itself (a book's page): VoiceOver's "read all" and line navigation
/// ask for each line's text and frame. Mark the view with `.causesPageTurn` in its traits to be asked
/// to turn the page at its end. The attributed forms are optional in UIKit; their default
/// implementations here wrap the plain text.
@MainActor
public protocol UIAccessibilityReadingContent: AnyObject {
    /// The line at `point` (the view's coordinates), or `NSNotFound`.
    func accessibilityLineNumber(for point: CGPoint) -> Int
    /// The text of line `lineNumber`.
    func accessibilityContent(forLineNumber lineNumber: Int) -> String?
    /// The frame of line `lineNumber`, in screen coordinates.
    func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect
    /// The whole page's text.
    func accessibilityPageContent() -> String?
    /// The text of a line, with attributes (the language of a passage, its pitch …).
    func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString?
    /// The page's text with attributes.
    func accessibilityAttributedPageContent() -> NSAttributedString?
}

extension UIAccessibilityReadingContent {
    public func accessibilityAttributedContent(forLineNumber lineNumber: Int) -> NSAttributedString? {
        accessibilityContent(forLineNumber: lineNumber).map { NSAttributedString(string: $0) }
    }
    public func accessibilityAttributedPageContent() -> NSAttributedString? {
        accessibilityPageContent().map { NSAttributedString(string: $0) }
    }
}
