import Foundation
import ResponderKit
@testable import ResponderKitATSPI
import Testing

/// What the bridge tells a screen reader when the screen changes, and how it cuts text into the units a
/// reader moves by — worked out without a bus, from the same functions the bridge calls.
@MainActor
@Suite("AT-SPI: change events and text units")
struct ATSPIChangesAndTextTests {
    private typealias Snapshot = ATSPIChangeWatcher.Snapshot

    @Test("Children removed (from the end) and added, names, states and text become AT-SPI's events")
    func differences() {
        let old = Snapshot(name: "Notes", description: "", states: [8, 24], children: ["/a", "/b", "/c"],
                           value: "", text: "Milk", caret: 4)
        let new = Snapshot(name: "All notes", description: "", states: [24], children: ["/a", "/c", "/d"],
                           value: "", text: "Milk and eggs", caret: 13)
        let changes = ATSPIChangeWatcher.difference("/p", from: old, to: new)
        #expect(changes == [
            .childRemoved(parent: "/p", index: 1, child: "/b"),
            .childAdded(parent: "/p", index: 2, child: "/d"),
            .name("/p", "All notes"),
            .state("/p", .enabled, false),
            .textInserted("/p", offset: 4, " and eggs"),
            .caretMoved("/p", 13),
        ])
        #expect(ATSPIChangeWatcher.textChanges("/t", from: "Buy milk", to: "Buy bread") == [
            .textDeleted("/t", offset: 4, "milk"), .textInserted("/t", offset: 4, "bread"),
        ])
        #expect(ATSPIChangeWatcher.difference("/p", from: old, to: old).isEmpty)
    }

    @Test("The watcher reports what changed in the nodes it was shown, once, and forgets nodes that went")
    func watcher() {
        var tree: [String: Snapshot] = [
            "/root": Snapshot(name: "App", description: "", states: [], children: ["/w"], value: ""),
            "/w": Snapshot(name: "Window", description: "", states: [], children: nil, value: ""),
        ]
        let watcher = ATSPIChangeWatcher { path, children in
            guard var node = tree[path] else { return nil }
            if !children { node.children = nil }
            return node
        }
        watcher.remember("/root", listing: ["/w"])
        watcher.remember("/w")
        #expect(watcher.changes().isEmpty)
        tree["/root"]?.children = ["/w", "/alert"]
        tree["/w"]?.name = "Notes"
        #expect(watcher.changes() == [.childAdded(parent: "/root", index: 1, child: "/alert"), .name("/w", "Notes")])
        #expect(watcher.changes().isEmpty, "each change is told once")
        tree["/w"] = nil
        tree["/root"]?.children = ["/alert"]
        #expect(watcher.changes() == [.childRemoved(parent: "/root", index: 0, child: "/w")])
        #expect(watcher.count == 1, "the window that went is forgotten")
        tree["/root"]?.children = ["/alert", "/sheet"]
        watcher.remember("/root", listing: ["/alert", "/sheet"])
        #expect(watcher.changes().isEmpty, "a client that listed the children again knows them: no event")
    }

    @Test("Words take the space after them; sentences end at . ! ?; lines come from the layout")
    func textUnits() {
        let scalars = Array("Buy milk. Then eggs!".unicodeScalars)
        let lines = [0..<10, 10..<20]
        func text(_ unit: ATSPIText.Unit, _ offset: Int) -> String {
            ATSPIText.string(scalars, ATSPIText.segment(unit, at: offset, in: scalars, lines: lines))
        }
        #expect(text(.character, 4) == "m")
        #expect(text(.word, 5) == "milk. ")
        #expect(text(.word, 0) == "Buy ")
        #expect(text(.sentence, 12) == "Then eggs!")
        #expect(text(.sentence, 2) == "Buy milk. ")
        #expect(text(.line, 15) == "Then eggs!")
        #expect(text(.paragraph, 3) == "Buy milk. Then eggs!")
        #expect(ATSPIText.segment(.word, at: 40, in: scalars, lines: lines) == 20..<20, "past the end: nothing")
        #expect(ATSPIText.segment(.line, at: 20, in: scalars, lines: lines) == 10..<20, "the end is on the last line")
        #expect(ATSPIText.range(30, -4, within: 20) == 0..<20 && ATSPIText.range(-1, -1, within: 5) == 0..<0,
                "a client's offsets in any order, out of range, make a valid range")
        #expect(ATSPIText.prefix(of: "héllo", bytes: 2) == "h", "é is two bytes: cut back to a whole character")
        #expect(ATSPIText.prefix(of: "Milk", bytes: -1) == "Milk")
        #expect(ATSPIText.segment(.word, at: 0, in: [], lines: []) == 0..<0)
        #expect(ATSPIText.Unit(boundary: 1) == .word && ATSPIText.Unit(boundary: 5) == .line)
    }

    @Test("A data table is a table of table cells; a cell's place and span come from its ranges")
    func dataTable() {
        final class Cell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
            func accessibilityRowRange() -> NSRange { NSRange(location: 2, length: 1) }
            func accessibilityColumnRange() -> NSRange { NSRange(location: 1, length: 0) }
        }
        final class Grid: UIView, UIAccessibilityContainerDataTable {
            lazy var cell = Cell(accessibilityContainer: self)
            func accessibilityDataTableCellElement(forRow row: Int,
                                                   column: Int) -> (any UIAccessibilityContainerDataTableCell)? { cell }
            func accessibilityRowCount() -> Int { 3 }
            func accessibilityColumnCount() -> Int { 2 }
        }
        let grid = Grid()
        #expect(ATSPIRole.of(grid) == .table && ATSPIRole.of(grid.cell) == .tableCell)
        let span = ATSPITable.span(of: grid.cell)
        #expect(span.row == 2 && span.column == 1 && span.rows == 1 && span.columns == 1, "a zero span counts as one")
    }

    @Test("Only text views are text; editable ones offer EditableText too")
    func textInterfaces() {
        let field = UITextField()
        #expect(AssistiveTechnology.text(of: field) == "")
        #expect(AssistiveTechnology.isEditableText(field))
        let label = UILabel()
        label.text = "Hi"
        #expect(AssistiveTechnology.text(of: label) == "Hi" && !AssistiveTechnology.isEditableText(label))
        #expect(AssistiveTechnology.text(of: UIButton()) == nil)
        #expect(ATSPIState.multiLine.name == "multi-line" && ATSPIState.checked.name == "checked")
    }
}
