import Foundation

/// Data tables, page-by-page reading content and drag and drop places, as an assistive app finds them:
/// the table an element belongs to, a cell's row and column, a reading-content view's lines.
extension AssistiveTechnology {
    /// The data table `element` is part of — itself, or the first container above it that adopts
    /// `UIAccessibilityContainerDataTable` — or `nil`.
    public static func dataTable(of element: AccessibleObject) -> (any UIAccessibilityContainerDataTable)? {
        var current: AnyObject? = element
        var hops = 0
        while let node = current, hops < ResponderChainBound.maximumHops {
            if let table = node as? any UIAccessibilityContainerDataTable { return table }
            switch node {
            case let view as UIView: current = view.superview
            case let part as UIAccessibilityElement: current = part.accessibilityContainer
            default: current = nil
            }
            hops += 1
        }
        return nil
    }

    /// Every cell of `table`, row by row, each once (a cell spanning several places is listed at its
    /// first), as a reader walking the grid meets them.
    public static func cells(of table: any UIAccessibilityContainerDataTable)
        -> [any UIAccessibilityContainerDataTableCell] {
        let rows = max(0, table.accessibilityRowCount()), columns = max(0, table.accessibilityColumnCount())
        var seen = Set<ObjectIdentifier>()
        var result: [any UIAccessibilityContainerDataTableCell] = []
        for row in 0..<rows {
            for column in 0..<columns {
                guard let cell = table.accessibilityDataTableCellElement(forRow: row, column: column),
                      seen.insert(ObjectIdentifier(cell)).inserted else { continue }
                result.append(cell)
            }
        }
        return result
    }

    /// The lines of a view that adopts `UIAccessibilityReadingContent`, from line 0 until it answers
    /// `nil` (at most `limit` lines), as VoiceOver's "read all" asks for them.
    public static func readingLines(of content: any UIAccessibilityReadingContent, limit: Int = 10_000) -> [String] {
        var lines: [String] = []
        while lines.count < limit, let line = content.accessibilityContent(forLineNumber: lines.count) {
            lines.append(line)
        }
        return lines
    }

    /// The drag sources and drop points `element` names, as VoiceOver lists them in its actions.
    public static func locations(of element: AccessibleObject)
        -> (dragSources: [UIAccessibilityLocationDescriptor], dropPoints: [UIAccessibilityLocationDescriptor]) {
        (element.accessibilityDragSourceDescriptors ?? [], element.accessibilityDropPointDescriptors ?? [])
    }
}
