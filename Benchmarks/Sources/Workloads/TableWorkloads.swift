import Foundation
import ResponderKit

/// The table lines: a `UITableView` of 100,000 rows of 44 points in a 390 × 844 window, as an
/// app builds one (a registered cell class, `dequeueReusableCell(withIdentifier:for:)`, the text set
/// in `cellForRowAt`).
/// - `table100k-flick`: flicks by real touches (a fast drag upward, then the lift), then frames on the
///   clock (`RawInput.timePassed`) while the table decelerates: per frame, the scroll, the layout pass
///   that reuses cells, and the window's drawing-free frame work. Also counts the cells ever made.
/// - `table100k-indexpath`: `indexPathForRow(at:)` at spread points down the whole content.
/// - `table100k-select`: a tap on a row: the lift's frame, through the table's selection flow to
///   `tableView(_:didSelectRowAt:)`.
@MainActor
public final class Table100k: UITableViewDataSource, UITableViewDelegate {
    /// Cells ever made by the table (the reuse check: at most the visible rows + 4).
    public static var cellsMade = 0

    /// A cell class that counts its instances.
    final class CountingCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            Table100k.cellsMade += 1
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }

    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    public let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    public let rows: Int
    public private(set) var selections = 0
    var time: TimeInterval

    public init(rows: Int = 100_000, startTime: TimeInterval = 7_000_000) {
        self.rows = rows
        time = startTime
        UIScreen.main.setBounds(CGRect(x: 0, y: 0, width: 390, height: 844))
        Table100k.cellsMade = 0
        table.rowHeight = 44
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections += 1
    }

    private func send(_ phase: UITouch.Phase, _ point: CGPoint, after seconds: TimeInterval) {
        time += seconds
        let application = UIApplication.shared
        application.enqueue(.touches([TouchInput(id: 1, phase: phase, location: point)], timestamp: time))
        application.processPendingEvents()
    }

    /// One frame of the clock.
    public func frame() {
        time += 1.0 / 60
        let application = UIApplication.shared
        application.enqueue(.timePassed(timestamp: time))
        application.processPendingEvents()
    }

    /// A flick upward (the content moves towards later rows): a drag of 300 points in 5 moves of
    /// 8 ms, then the lift; the table goes on decelerating on the clock.
    public func flick() {
        var y: CGFloat = 700
        send(.began, CGPoint(x: 200, y: y), after: 0.05)
        for _ in 0..<5 {
            y -= 60
            send(.moved, CGPoint(x: 200, y: y), after: 0.008)
        }
        send(.ended, CGPoint(x: 200, y: y), after: 0.008)
    }

    /// Flicks until `count` frames have run, a new flick whenever the table has come to rest or
    /// every 120 frames; back to the top when the end is near.
    public func run(frames count: Int) {
        var sinceFlick = 0
        for _ in 0..<count {
            if sinceFlick == 0 {
                if table.contentOffset.y > table.contentSize.height - 20_000 {
                    table.setContentOffset(.zero, animated: false)
                }
                flick()
            }
            frame()
            sinceFlick = (sinceFlick + 1) % 120
        }
    }

    /// A tap in the middle of the visible rows; returns the lift (the timed part) to call next.
    public func touchDownOnRow() -> () -> Void {
        let point = CGPoint(x: 200, y: 422)
        send(.began, point, after: 1)
        return { [self] in send(.ended, point, after: 0.05) }
    }
}
