import CDBus
import Foundation
import ResponderKit

/// `org.a11y.atspi.Table` and `org.a11y.atspi.TableCell`: a data table (a container that adopts
/// `UIAccessibilityContainerDataTable`) read by row and column, as Orca's table navigation moves, and
/// each of its cells' place and span. Places are numbered row by row (index = row × columns + column).
/// ResponderKit's data tables have no selection of rows or columns, so those answers are empty.
enum ATSPITable {
    static let interface = "org.a11y.atspi.Table"
    static let cellInterface = "org.a11y.atspi.TableCell"

    /// An app's row or column count, between 0 and `Int32.max`.
    static func count(_ value: Int) -> Int { min(max(0, value), Int(Int32.max)) }

    /// `cell`'s first row and column and how many it spans (at least one each).
    @MainActor static func span(of cell: any UIAccessibilityContainerDataTableCell)
        -> (row: Int, column: Int, rows: Int, columns: Int) {
        let rows = cell.accessibilityRowRange(), columns = cell.accessibilityColumnRange()
        return (rows.location, columns.location, max(1, rows.length), max(1, columns.length))
    }
}

extension ATSPIBridge {
    func answerTable(_ request: ATSPIRequest) -> Bool {
        guard let object = request.node.object, let table = object as? any UIAccessibilityContainerDataTable else {
            return false
        }
        // Counts within 32 bits (what AT-SPI carries), so that rows × columns cannot overflow.
        let rows = ATSPITable.count(table.accessibilityRowCount())
        let columns = ATSPITable.count(table.accessibilityColumnCount())
        var reader = DBusMessageReader(request.message)
        let message = request.message
        let none = ATSPIReference.none(on: connection.uniqueName)
        func cell(_ row: Int32, _ column: Int32) -> (any UIAccessibilityContainerDataTableCell)? {
            guard row >= 0, column >= 0, Int(row) < rows, Int(column) < columns else { return nil }
            return table.accessibilityDataTableCellElement(forRow: Int(row), column: Int(column))
        }
        func reference(of cell: (any UIAccessibilityContainerDataTableCell)?) -> ATSPIReference {
            guard let element = cell as? AccessibleObject else { return none }
            return self.reference(of: element)
        }
        switch request.member {
        case "GetAccessibleAt":
            let row = reader.int32(), column = reader.int32()
            let found = reference(of: cell(row, column))
            reply(to: message) { $0.reference(found) }
        case "GetIndexAt":
            let row = Int(reader.int32()), column = Int(reader.int32())
            let inside = row >= 0 && column >= 0 && row < rows && column < columns
            reply(to: message) { $0.int32(inside ? Int32(clamping: row * columns + column) : -1) }
        case "GetRowAtIndex", "GetColumnAtIndex":
            let index = Int(reader.int32())
            let valid = columns > 0 && index >= 0 && index < rows * columns
            let answer = valid ? (request.member == "GetRowAtIndex" ? index / columns : index % columns) : -1
            reply(to: message) { $0.int32(Int32(answer)) }
        case "GetRowExtentAt", "GetColumnExtentAt":
            let found = cell(reader.int32(), reader.int32()).map(ATSPITable.span(of:))
            let extent = request.member == "GetRowExtentAt" ? found?.rows : found?.columns
            reply(to: message) { $0.int32(Int32(clamping: extent ?? 0)) }
        case "GetRowHeader", "GetColumnHeader":
            let index = Int(reader.int32())
            let headers = request.member == "GetRowHeader"
                ? table.accessibilityHeaderElements(forRow: index) : table.accessibilityHeaderElements(forColumn: index)
            let found = reference(of: headers?.first)
            reply(to: message) { $0.reference(found) }
        case "GetRowDescription", "GetColumnDescription":
            let index = Int(reader.int32())
            let headers = request.member == "GetRowDescription"
                ? table.accessibilityHeaderElements(forRow: index) : table.accessibilityHeaderElements(forColumn: index)
            let text = (headers?.first as? AccessibleObject)?.accessibilityLabel ?? ""
            reply(to: message) { $0.string(text) }
        case "GetSelectedRows", "GetSelectedColumns":
            reply(to: message) { $0.array(of: "i") { _ in } }
        case "IsRowSelected", "IsColumnSelected", "IsSelected", "AddRowSelection", "AddColumnSelection",
             "RemoveRowSelection", "RemoveColumnSelection":
            reply(to: message) { $0.boolean(false) }
        case "GetRowColumnExtentsAtIndex":
            let index = Int(reader.int32())
            let place = columns > 0 && index >= 0 && index < rows * columns
                ? cell(Int32(index / columns), Int32(index % columns)).map(ATSPITable.span(of:)) : nil
            reply(to: message) { writer in
                writer.boolean(place != nil)
                writer.int32(Int32(clamping: place?.row ?? 0)); writer.int32(Int32(clamping: place?.column ?? 0))
                writer.int32(Int32(clamping: place?.rows ?? 0)); writer.int32(Int32(clamping: place?.columns ?? 0))
                writer.boolean(false)
            }
        default:
            return false
        }
        return true
    }

    func tableProperties(of object: AccessibleObject) -> [(String, Property)] {
        guard let table = object as? any UIAccessibilityContainerDataTable else { return [] }
        let rows = Int32(ATSPITable.count(table.accessibilityRowCount()))
        let columns = Int32(ATSPITable.count(table.accessibilityColumnCount()))
        let none = ATSPIReference.none(on: connection.uniqueName)
        return [
            ("NRows", ("i", { $0.int32(rows) })), ("NColumns", ("i", { $0.int32(columns) })),
            ("Caption", ("(so)", { $0.reference(none) })), ("Summary", ("(so)", { $0.reference(none) })),
            ("NSelectedRows", ("i", { $0.int32(0) })), ("NSelectedColumns", ("i", { $0.int32(0) })),
        ]
    }

    func answerTableCell(_ request: ATSPIRequest) -> Bool {
        guard let object = request.node.object, let cell = object as? any UIAccessibilityContainerDataTableCell
        else { return false }
        let span = ATSPITable.span(of: cell)
        let table = AssistiveTechnology.dataTable(of: object)
        switch request.member {
        case "GetRowColumnSpan":
            reply(to: request.message) {
                $0.int32(Int32(clamping: span.row)); $0.int32(Int32(clamping: span.column))
                $0.int32(Int32(clamping: span.rows)); $0.int32(Int32(clamping: span.columns))
            }
        case "GetRowHeaderCells", "GetColumnHeaderCells":
            let headers = request.member == "GetRowHeaderCells"
                ? table?.accessibilityHeaderElements(forRow: span.row)
                : table?.accessibilityHeaderElements(forColumn: span.column)
            let references = (headers ?? []).compactMap { $0 as? AccessibleObject }.map { reference(of: $0) }
            reply(to: request.message) { writer in
                writer.array(of: "(so)") { for item in references { $0.reference(item) } }
            }
        default:
            return false
        }
        return true
    }

    func tableCellProperties(of object: AccessibleObject) -> [(String, Property)] {
        guard let cell = object as? any UIAccessibilityContainerDataTableCell else { return [] }
        let span = ATSPITable.span(of: cell)
        let table = (AssistiveTechnology.dataTable(of: object) as? AccessibleObject).map { reference(of: $0) }
            ?? .none(on: connection.uniqueName)
        return [
            ("RowSpan", ("i", { $0.int32(Int32(clamping: span.rows)) })),
            ("ColumnSpan", ("i", { $0.int32(Int32(clamping: span.columns)) })),
            ("Position", ("(ii)", { writer in
                writer.structure { $0.int32(Int32(clamping: span.row)); $0.int32(Int32(clamping: span.column)) }
            })),
            ("Table", ("(so)", { $0.reference(table) })),
        ]
    }
}
