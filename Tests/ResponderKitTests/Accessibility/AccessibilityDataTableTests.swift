import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Data tables, reading content and drag-and-drop places, written as iOS apps adopt them.

/// A cell of a timetable: an accessibility element that says its row and column.
private final class TimetableCell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
    let row: Int, column: Int, columns: Int
    init(container: Any, label: String, row: Int, column: Int, columns: Int = 1) {
        self.row = row
        self.column = column
        self.columns = columns
        super.init(accessibilityContainer: container)
        accessibilityLabel = label
    }
    func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
    func accessibilityColumnRange() -> NSRange { NSRange(location: column, length: columns) }
}

/// A timetable drawn by hand: two days by three hours, the first row the days' headers, a two-hour
/// lesson spanning two columns.
private final class Timetable: UIView, UIAccessibilityContainerDataTable {
    lazy var grid: [[TimetableCell?]] = {
        let monday = TimetableCell(container: self, label: "Monday", row: 0, column: 0)
        let tuesday = TimetableCell(container: self, label: "Tuesday", row: 0, column: 1)
        let maths = TimetableCell(container: self, label: "Maths", row: 1, column: 0, columns: 2)
        let art = TimetableCell(container: self, label: "Art", row: 2, column: 1)
        return [[monday, tuesday], [maths, maths], [nil, art]]
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityContainerType = .dataTable
        accessibilityElements = grid.flatMap { $0 }.compactMap { $0 }.reduce(into: [TimetableCell]()) { list, cell in
            if !list.contains(where: { $0 === cell }) { list.append(cell) }
        }
    }
    required init?(coder: NSCoder) { nil }

    func accessibilityDataTableCellElement(forRow row: Int,
                                           column: Int) -> (any UIAccessibilityContainerDataTableCell)? {
        grid.indices.contains(row) && grid[row].indices.contains(column) ? grid[row][column] : nil
    }
    func accessibilityRowCount() -> Int { grid.count }
    func accessibilityColumnCount() -> Int { 2 }
    func accessibilityHeaderElements(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        grid[0][column].map { [$0] }
    }
}

/// A page of a book drawn by hand, read line by line.
private final class BookPage: UIView, UIAccessibilityReadingContent {
    let text = ["It was a dark", "and stormy night."]
    func accessibilityLineNumber(for point: CGPoint) -> Int { point.y < 20 ? 0 : 1 }
    func accessibilityContent(forLineNumber lineNumber: Int) -> String? {
        text.indices.contains(lineNumber) ? text[lineNumber] : nil
    }
    func accessibilityFrame(forLineNumber lineNumber: Int) -> CGRect {
        UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: CGFloat(lineNumber) * 20, width: 200, height: 20),
                                                   in: self)
    }
    func accessibilityPageContent() -> String? { text.joined(separator: " ") }
}

@MainActor
@Suite("Accessibility: data tables, reading content, drag and drop places")
struct AccessibilityDataTableTests {
    @Test("A cell finds its table; the grid lists each cell once; headers come from the table")
    func dataTable() {
        let table = Timetable(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let art = table.grid[2][1]!
        #expect(AssistiveTechnology.dataTable(of: art) === table)
        #expect(AssistiveTechnology.cells(of: table).compactMap { ($0 as? AccessibleObject)?.accessibilityLabel }
            == ["Monday", "Tuesday", "Maths", "Art"])
        #expect(table.accessibilityHeaderElements(forRow: 1) == nil, "rows have no headers unless the table says")
        let header = table.accessibilityHeaderElements(forColumn: art.column)?.first as? AccessibleObject
        #expect(header?.accessibilityLabel == "Tuesday")
        #expect(table.accessibilityContainerType == .dataTable)
        #expect(AssistiveTechnology.dataTable(of: UILabel()) == nil)
    }

    @Test("Reading content is read line by line until it runs out; attributed forms wrap the text")
    func readingContent() {
        let page = BookPage(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(AssistiveTechnology.readingLines(of: page) == ["It was a dark", "and stormy night."])
        #expect(page.accessibilityAttributedContent(forLineNumber: 1)?.string == "and stormy night.")
        #expect(page.accessibilityAttributedPageContent()?.string == "It was a dark and stormy night.")
        #expect(page.accessibilityLineNumber(for: CGPoint(x: 5, y: 25)) == 1)
    }

    @Test("A location descriptor made from a view names its activation point, in the view's coordinates")
    func locationDescriptors() {
        let photo = UIImageView(frame: CGRect(x: 40, y: 100, width: 100, height: 60))
        TestWorld.window(root: {
            let controller = UIViewController()
            controller.view.addSubview(photo)
            return controller
        }())
        let drag = UIAccessibilityLocationDescriptor(name: "Drag photo", view: photo)
        #expect(drag.point == CGPoint(x: 50, y: 30) && drag.view === photo && drag.name == "Drag photo")
        let corner = UIAccessibilityLocationDescriptor(name: "Drop here", point: CGPoint(x: 5, y: 5), in: photo)
        photo.accessibilityDragSourceDescriptors = [drag]
        photo.accessibilityDropPointDescriptors = [corner]
        let places = AssistiveTechnology.locations(of: photo)
        #expect(places.dragSources.map(\.name) == ["Drag photo"])
        #expect(places.dropPoints.map(\.point) == [CGPoint(x: 5, y: 5)])
        #expect(UILabel().accessibilityDragSourceDescriptors == nil)
    }
}
