import Foundation
import ResponderKit

/// The scaling workloads of docs/Performance.md, each run at two sizes (n and 10 n): what matters is the
/// ratio of their figures, 10 for work that grows as it should.
@MainActor
public enum ScalingWorkloads {
    /// push-pop: a `UINavigationController` in a key window; `count` plain controllers pushed
    /// unanimated one by one, then `popToRootViewController(animated: false)` and one turn of the main
    /// loop. Returns the run (to time) and the check: one controller on the stack, the root's view shown.
    public static func pushPop(count: Int) -> (run: () -> Void, check: () -> Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.view.layoutIfNeeded()
        let controllers = (0..<count).map { _ in UIViewController() }
        let run = {
            for controller in controllers { navigation.pushViewController(controller, animated: false) }
            navigation.popToRootViewController(animated: false)
            RunLoop.main.run(until: Date())
        }
        let check = {
            let shown = navigation.viewControllers.count == 1 && root.view.window === window
            window.isHidden = true
            return shown
        }
        return (run, check)
    }

    /// A table source whose cells show their item (for diffable-reverse).
    @MainActor
    public final class ItemTable {
        public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        public let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        public let source: UITableViewDiffableDataSource<Int, Int>
        public let items: [Int]

        public init(count: Int) {
            items = Array(0..<count)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
            source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                cell.textLabel?.text = "Item \(item)"
                return cell
            }
            window.addSubview(table)
            window.makeKeyAndVisible()
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items, toSection: 0)
            source.apply(snapshot, animatingDifferences: false)
            table.layoutIfNeeded()
        }

        /// diffable-reverse: the same items in reverse order, applied unanimated.
        public func applyReversed() {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items.reversed(), toSection: 0)
            source.apply(snapshot, animatingDifferences: false)
            table.layoutIfNeeded()
        }

        /// The first row shows the last item, and the source agrees with the snapshot.
        public func checkReversed() -> Bool {
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            defer { window.isHidden = true }
            return cell?.textLabel?.text == "Item \(items.count - 1)"
                && source.itemIdentifier(for: IndexPath(row: items.count - 1, section: 0)) == 0
                && table.numberOfRows(inSection: 0) == items.count
        }
    }

    /// cancel-animations: `count` views each animating (frame and alpha over 1 s) in a shown window,
    /// then one frame on the clock. Returns the cancel (to time: `layer.removeAllAnimations()` on each,
    /// as cells do in `prepareForReuse`) and the check (every view at its final frame and alpha, with
    /// no animation keys left).
    public static func cancelAnimations(count: Int) -> (cancel: () -> Void, check: () -> Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [UIView] = []
        for k in 0..<count {
            let view = UIView(
                frame: CGRect(x: CGFloat(k % 50) * 20, y: CGFloat(k / 50 % 50) * 20, width: 10, height: 10))
            window.addSubview(view)
            views.append(view)
        }
        window.isHidden = false
        for view in views {
            let frame = view.frame
            UIView.animate(withDuration: 1) {
                view.frame = frame.offsetBy(dx: 5, dy: 0)
                view.alpha = 0.5
            }
        }
        let application = UIApplication.shared
        application.enqueue(.timePassed(timestamp: ProcessInfo.processInfo.systemUptime))
        application.processPendingEvents()
        let cancel = { for view in views { view.layer.removeAllAnimations() } }
        let check = {
            defer { window.isHidden = true }
            return views.allSatisfy { $0.alpha == 0.5 && ($0.layer.animationKeys() ?? []).isEmpty }
                && views[0].frame.minX == 5
        }
        return (cancel, check)
    }

    /// textview-type: a `UITextView` holding `lines` lines of 40 characters, caret at the end, first
    /// responder in a key window; `keys` characters typed one by one as raw key input (down and up).
    @MainActor
    public final class TextViewTyping {
        public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        public let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        public let initialLength: Int
        var time = ProcessInfo.processInfo.systemUptime
        public private(set) var typed = 0

        public init(lines: Int) {
            let line = String(repeating: "abcdefghij", count: 4)
            textView.text = Array(repeating: line, count: lines).joined(separator: "\n")
            initialLength = (textView.text as NSString).length
            window.addSubview(textView)
            window.makeKeyAndVisible()
            _ = textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: initialLength, length: 0)
        }

        /// Types `keys` letters, each a key down and up through the application's raw input.
        public func type(keys: Int) {
            let application = UIApplication.shared
            for k in 0..<keys {
                let letter = Character(UnicodeScalar(UInt8(97 + k % 26)))
                let key = KeyInput(
                    keyCode: UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + k % 26)!,
                                   characters: String(letter))
                time += 0.05
                application.enqueue(.keyDown(key, timestamp: time))
                application.enqueue(.keyUp(key, timestamp: time + 0.01))
                application.processPendingEvents()
                typed += 1
            }
        }

        /// Every typed character arrived at the end, and the caret follows them.
        public func check() -> Bool {
            defer { window.isHidden = true }
            let length = (textView.text as NSString).length
            return length == initialLength + typed && textView.selectedRange.location == length
        }
    }
}
