import Foundation
import ResponderKit
import Testing

/// A list screen rendered as iOS shows it — a navigation bar over a table of subtitle cells with
/// accessories, in a tab bar controller — and the pixels read back: separators inset by the
/// table's separator inset, the disclosure chevron and checkmark, the bars' hairlines, tab images.
@MainActor
@Suite("Table cells, navigation bars and tab bars draw as iOS's",
       .enabled(if: DrawingAvailability.isAvailable, "Cairo (libcairo2) is not installed"))
struct BarAndCellLookTests {
    final class Inbox: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "note")
            cell.textLabel?.text = "Note \(indexPath.row)"
            cell.detailTextLabel?.text = "Edited today"
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
            return cell
        }
    }

    static func render(_ window: UIWindow) -> PixelReader? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        return PixelReader(image)
    }

    static func screen() -> (UIWindow, UITabBarController, Inbox) {
        let inbox = Inbox(style: .plain)
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 0)
        let settings = UIViewController()
        settings.view.backgroundColor = .systemBackground
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs, inbox)
    }

    /// The darkest red channel along row `y` between `xs`.
    static func darkest(_ pixels: PixelReader, y: Int, _ xs: ClosedRange<Int>) -> UInt8 {
        xs.map { pixels[$0, y][0] }.min() ?? 255
    }

    @Test("Subtitle cells are separated by a line inset by the table's separator inset, and a table can have none")
    func separators() throws {
        let (window, _, inbox) = Self.screen()
        let table = inbox.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let line = Int(cell.convert(CGPoint(x: 0, y: cell.bounds.maxY - 0.5), to: window).y)
        let pixels = try #require(Self.render(window))
        #expect(pixels[8, line][0] > 250, "no line in the inset: \(pixels[8, line])")
        #expect(pixels[100, line][0] < 235, "the separator colour: \(pixels[100, line])")

        table.separatorInset = .zero
        let flush = try #require(Self.render(window))
        #expect(flush[8, line][0] < 235, "a zero inset runs the line to the edge")

        table.separatorStyle = .none
        window.layoutIfNeeded()
        let none = try #require(Self.render(window))
        #expect(
            Self.darkest(none, y: Int(cell.convert(CGPoint(x: 0, y: cell.bounds.maxY - 0.5), to: window).y), 100...300)
                > 250)
    }

    @Test("The disclosure chevron is grey, the checkmark is in the tint colour, at the trailing edge")
    func accessories() throws {
        let (window, _, inbox) = Self.screen()
        let table = inbox.tableView!
        let pixels = try #require(Self.render(window))
        let checked = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let disclosed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        func inkColours(_ cell: UITableViewCell) -> [[UInt8]] {
            let frame = cell.convert(cell.bounds, to: window)
            let left = Int(frame.maxX) - 40, right = Int(frame.maxX) - 8
            let top = Int(frame.minY) + 4, bottom = Int(frame.maxY) - 4
            var ink: [[UInt8]] = []
            for x in left..<right {
                for y in top..<bottom where pixels[x, y][0] < 220 || pixels[x, y][1] < 220 { ink.append(pixels[x, y]) }
            }
            return ink
        }
        let check = inkColours(checked), chevron = inkColours(disclosed)
        #expect(check.contains { $0[2] > 200 && $0[0] < 120 }, "the checkmark is blue")
        #expect(!chevron.isEmpty && chevron.allSatisfy { abs(Int($0[0]) - Int($0[2])) < 20 }, "the chevron is grey")
    }

    @Test("The navigation bar has a hairline under it and the tab bar one over it; tab items show their images")
    func bars() throws {
        let (window, tabs, inbox) = Self.screen()
        let pixels = try #require(Self.render(window))
        let navigationBar = try #require(inbox.navigationController?.navigationBar)
        let barBottom = Int(navigationBar.convert(CGPoint(x: 0, y: navigationBar.bounds.maxY - 0.5), to: window).y)
        #expect(pixels[200, barBottom][0] < 200, "the navigation bar's shadow line: \(pixels[200, barBottom])")
        let tabBar = tabs.tabBar
        let tabTop = Int(tabBar.convert(CGPoint(x: 0, y: 0.5), to: window).y)
        #expect(pixels[50, tabTop][0] < 200, "the tab bar's shadow line: \(pixels[50, tabTop])")
        // The selected item's image is drawn in the tint colour above its title.
        let item = tabBar.itemFrames()[0]
        let icon = (Int(item.midX) - 15..<Int(item.midX) + 15).flatMap { x in
            (tabTop + 4..<tabTop + 30).map { pixels[x, $0] }
        }
        #expect(icon.contains { $0[2] > 200 && $0[0] < 100 }, "the selected tab's image is blue")
        let other = tabBar.itemFrames()[1]
        let otherIcon = (Int(other.midX) - 15..<Int(other.midX) + 15).flatMap { x in
            (tabTop + 4..<tabTop + 30).map { pixels[x, $0] }
        }
        #expect(
            otherIcon.contains { $0[0] < 180 && abs(Int($0[0]) - Int($0[2])) < 20 }, "the other tab's image is grey")
    }

    @Test("""
        A plain table is systemBackground, a grouped one systemGroupedBackground; a .value2 cell's text label is \
        left, right-aligned
        """)
    func defaultsAndValue2() {
        #expect(UITableView(frame: .zero, style: .plain).backgroundColor == .systemBackground)
        #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == .systemGroupedBackground)
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "555 0100"
        cell.layoutIfNeeded()
        let text = cell.textLabel!, detail = cell.detailTextLabel!
        #expect(text.frame.maxX <= detail.frame.minX, "the text label is on the left")
        #expect(text.textAlignment == .right)
        #expect(detail.textAlignment != .right)
    }
}

