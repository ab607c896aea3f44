import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// What current table code uses beyond the list: a long press's context menu on a row,
// prefetching rows ahead of the scroll, a background view for an empty state, reconfigureRows
// keeping the selection, and the cell's stored look properties.

private final class MenuController: UITableViewController, UITableViewDataSourcePrefetching {
    var log: [String] = []
    var prefetched: [Int] = []
    var cancelled: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.prefetchDataSource = self
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPath.row != 1 else { return nil }  // row 1 has no menu
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(title: "", children: [
                UIAction(title: "Share") { _ in self.log.append("share \(indexPath.row)") },
                UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete \(indexPath.row)") },
            ])
        }
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths.map(\.row)
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled += indexPaths.map(\.row)
    }
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
@Suite("UITableView: context menus, prefetching, background view, reconfigure")
struct TableViewExtrasTests {
    @Test("""
        A long press on a row opens its context menu (the row is not selected); a tap on an action runs it and \
        closes the menu
        """)
    func contextMenu() throws {
        let input = TestWorld.input()
        let controller = MenuController(style: .plain)
        let window = TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        let finger = input.touchDown(at: CGPoint(x: 100, y: rowY(3)))
        input.advance(by: 0.6)
        input.lift(finger, at: CGPoint(x: 100, y: rowY(3)))
        #expect(controller.log.isEmpty, "the press opened the menu and selected nothing")
        let share = try #require(
            window.allSubviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Share" })
        input.tap(at: input.screenPoint(of: share))
        #expect(controller.log == ["share 3"])
        #expect(share.window == nil, "the menu closed")
        // A tap outside a menu closes it and reaches nothing else.
        let again = input.touchDown(at: CGPoint(x: 100, y: rowY(5)))
        input.advance(by: 0.6)
        input.lift(again, at: CGPoint(x: 100, y: rowY(5)))
        input.tap(at: CGPoint(x: 20, y: 800))
        #expect(controller.log == ["share 3"])
        #expect(!window.allSubviews.contains { ($0 as? UIButton)?.title(for: .normal) == "Share" })
    }

    @Test("A long hold on a row without a menu still selects it on the lift")
    func longHoldWithoutMenu() {
        let input = TestWorld.input()
        let controller = MenuController(style: .plain)
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        let finger = input.touchDown(at: CGPoint(x: 100, y: rowY(1)))
        input.advance(by: 0.8)
        input.lift(finger, at: CGPoint(x: 100, y: rowY(1)))
        #expect(controller.log == ["select 1"])
    }

    @Test("Rows past the visible ones are prefetched; scrolling away from them cancels the ones never shown")
    func prefetching() {
        let input = TestWorld.input()
        let controller = MenuController(style: .plain)
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        let visible = controller.tableView.indexPathsForVisibleRows?.map(\.row) ?? []
        #expect(!controller.prefetched.isEmpty)
        #expect(
            controller.prefetched.allSatisfy { $0 > (visible.last ?? 0) },
            "ahead of the screen: \(controller.prefetched)")
        controller.tableView.setContentOffset(CGPoint(x: 0, y: 44 * 100), animated: false)
        controller.tableView.layoutIfNeeded()
        #expect(!controller.cancelled.isEmpty, "rows 20-29 were announced and never shown")
        #expect(controller.prefetched.contains { $0 > 110 })
        _ = input
    }

    @Test("""
        A background view fills the table behind the cells; reconfigureRows keeps the selection; cells keep their \
        look properties
        """)
    func backgroundReconfigureAndCellProperties() throws {
        let input = TestWorld.input()
        let controller = MenuController(style: .plain)
        TestWorld.window(root: controller)
        let empty = UILabel()
        empty.text = "No rows"
        controller.tableView.backgroundView = empty
        controller.view.layoutIfNeeded()
        #expect(controller.tableView.subviews.first === empty && empty.frame == controller.tableView.bounds)
        input.tap(at: CGPoint(x: 100, y: rowY(2)))
        controller.tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.separatorInset = .zero
        cell.indentationLevel = 2
        #expect(cell.separatorInset == .zero && cell.indentationLevel == 2 && cell.indentationWidth == 10)
    }
}

extension UIView {
    /// Every view under this one.
    fileprivate var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}
