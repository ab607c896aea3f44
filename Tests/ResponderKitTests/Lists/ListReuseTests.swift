import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Registering and dequeuing as apps do it, the same contract for a table and a collection view:
// "If you previously registered a class or nib file with the same reuse identifier, the class you
// specify in the cellClass parameter replaces the old entry" (Apple, register(_:forCellReuseIdentifier:));
// nil removes the registration; a dequeue returns a view taken off screen before it makes another.

private final class InboxRowCell: UITableViewCell {}
private final class DraftRowCell: UITableViewCell {}
private final class PhotoTileCell: UICollectionViewCell {}
private final class VideoTileCell: UICollectionViewCell {}

@MainActor
@Suite("Reuse: registering replaces, nil removes, a wrong class leaves the earlier registration")
struct ListReuseTests {
    @Test("A table: a second class replaces the first, nil removes it, a non-cell class is refused")
    func tableRegistration() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(InboxRowCell.self, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") is InboxRowCell)
        table.register(DraftRowCell.self, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") is DraftRowCell)
        let refused = collectingDiagnostics { table.register(UIView.self, forCellReuseIdentifier: "cell") }
        #expect(refused.count == 1)
        #expect(table.dequeueReusableCell(withIdentifier: "cell") is DraftRowCell, "the earlier class makes cells")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell") == nil)
    }

    @Test("A collection view: a second class replaces the first; a non-cell class is refused")
    func collectionRegistration() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())
        let path = IndexPath(item: 0, section: 0)
        collectionView.register(PhotoTileCell.self, forCellWithReuseIdentifier: "cell")
        #expect(collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path) is PhotoTileCell)
        collectionView.register(VideoTileCell.self, forCellWithReuseIdentifier: "cell")
        #expect(collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path) is VideoTileCell)
        let refused = collectingDiagnostics {
            collectionView.register(UIView.self, forCellWithReuseIdentifier: "cell")
        }
        #expect(refused.map(\.kind) == [.invalidCollectionViewUse])
        #expect(collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: path) is VideoTileCell)
    }

    @Test("Scrolling a table and a collection view reuses the cells taken off screen before making more")
    func scrollingReuses() {
        _ = TestWorld.input()
        let table = ReuseCountingTable()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = table
        window.makeKeyAndVisible()
        table.tableView.layoutIfNeeded()
        let firstScreen = table.made.count
        for step in 1...20 {
            table.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 200)
            table.tableView.layoutIfNeeded()
        }
        #expect(firstScreen >= 19)
        #expect(table.made.count <= firstScreen + 2, "scrolling 4,000 points dequeued, not made, its cells")
    }
}

/// A table of 1,000 rows whose data source notes each distinct cell it is given.
private final class ReuseCountingTable: UITableViewController {
    var made = Set<ObjectIdentifier>()
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(InboxRowCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        made.insert(ObjectIdentifier(cell))
        return cell
    }
}
