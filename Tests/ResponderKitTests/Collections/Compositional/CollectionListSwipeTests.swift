import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Swipe actions on a list layout, as a mail app's collection-view inbox uses them: a trailing
// Delete and Flag, a leading Read, full swipes, short swipes, a tap and a scroll that close an open
// item. UIKit's list layout takes the table's configuration type (UISwipeActionsConfiguration), so
// the behaviour is the table's (TableViewSwipeActionsTests).

@MainActor
private final class Inbox {
    var log: [String] = []
    var fullSwipe = true
    var screen: CompositionalScreen!

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                self.log.append("delete \(path.item)")
                self.screen.counts[0] -= 1
                self.screen.collectionView.deleteItems(at: [path])
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                self.log.append("flag \(path.item)")
                done(true)
            }
            let actions = UISwipeActionsConfiguration(actions: [delete, flag])
            actions.performsFirstActionWithFullSwipe = self.fullSwipe
            return actions
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] path in
            guard path.item % 2 == 0 else { return nil }
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Read") { [unowned self] _, _, done in
                    self.log.append("read \(path.item)")
                    done(true)
                }
            ])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        screen = CompositionalScreen(layout: layout, counts: [30])
    }

    func cellX(_ item: Int) -> CGFloat? {
        screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame.minX
    }
}

private func itemY(_ item: Int) -> CGFloat { CGFloat(item) * 44 + 22 }

@MainActor
@Suite("UICollectionViewCompositionalLayout: swipe actions on list items")
struct CollectionListSwipeTests {
    private func show(_ inbox: Inbox) -> InputSimulator {
        let input = TestWorld.input()
        _ = showCompositional(inbox.screen)
        return input
    }

    @Test("A full swipe performs the first action at the lift; without performsFirstActionWithFullSwipe it only opens")
    func fullSwipe() {
        let inbox = Inbox()
        let input = show(inbox)
        input.drag(from: CGPoint(x: 380, y: itemY(1)), to: CGPoint(x: 20, y: itemY(1)), steps: 8)
        #expect(inbox.log == ["delete 1"])
        #expect(inbox.screen.collectionView.numberOfItems(inSection: 0) == 29)
        #expect(inbox.cellX(1) == 0, "the handler's completion closed the row")
        inbox.fullSwipe = false
        input.drag(from: CGPoint(x: 380, y: itemY(1)), to: CGPoint(x: 20, y: itemY(1)), steps: 8)
        #expect(inbox.log == ["delete 1"])
        #expect(inbox.cellX(1) == -148, "open at the two actions' width")
        input.tap(at: CGPoint(x: 390 - 74 - 37, y: itemY(1)))
        #expect(inbox.log == ["delete 1", "flag 1"])
        #expect(inbox.cellX(1) == 0)
    }

    @Test("A short swipe closes again; a tap while an item is open closes it and selects nothing")
    func shortSwipeAndTapToClose() {
        let inbox = Inbox()
        let input = show(inbox)
        input.drag(from: CGPoint(x: 300, y: itemY(3)), to: CGPoint(x: 260, y: itemY(3)), steps: 4)
        #expect(inbox.cellX(3) == 0)
        input.drag(from: CGPoint(x: 300, y: itemY(3)), to: CGPoint(x: 150, y: itemY(3)), steps: 6)
        #expect(inbox.cellX(3) == -148)
        input.tap(at: CGPoint(x: 100, y: itemY(8)))
        #expect(inbox.screen.log.isEmpty)
        #expect(inbox.cellX(3) == 0)
        input.tap(at: CGPoint(x: 100, y: itemY(8)))
        #expect(inbox.screen.log == ["shouldSelect 0-8", "didSelect 0-8"])
    }

    @Test("A swipe right shows the leading action; an item without leading actions does not move")
    func leadingActions() {
        let inbox = Inbox()
        let input = show(inbox)
        input.drag(from: CGPoint(x: 40, y: itemY(2)), to: CGPoint(x: 160, y: itemY(2)), steps: 6)
        #expect(inbox.cellX(2) == 74)
        input.tap(at: CGPoint(x: 37, y: itemY(2)))
        #expect(inbox.log == ["read 2"])
        #expect(inbox.cellX(2) == 0)
        input.drag(from: CGPoint(x: 40, y: itemY(5)), to: CGPoint(x: 160, y: itemY(5)), steps: 6)
        #expect(inbox.cellX(5) == 0)
        #expect(inbox.log == ["read 2"])
    }

    @Test("A scroll closes the open item; the next swipe opens another and closes the first")
    func scrollAndSecondSwipeClose() {
        let inbox = Inbox()
        let input = show(inbox)
        let collectionView = inbox.screen.collectionView!
        input.drag(from: CGPoint(x: 300, y: itemY(4)), to: CGPoint(x: 150, y: itemY(4)), steps: 6)
        #expect(inbox.cellX(4) == -148)
        input.drag(from: CGPoint(x: 300, y: itemY(6)), to: CGPoint(x: 150, y: itemY(6)), steps: 6)
        #expect(inbox.cellX(4) == 0)
        #expect(inbox.cellX(6) == -148)
        collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(inbox.cellX(6) == 0)
        #expect(inbox.log.isEmpty)
    }
}
