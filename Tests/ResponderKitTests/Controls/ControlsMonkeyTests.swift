import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Random fingers, bad input and code changes over one screen of standard controls — a picker,
// a date picker, a search controller over a table and a page view controller — never crash, and every
// control ends in a state that makes sense (Reliability.md: bad input never crashes).

/// A deterministic random source (xorshift), so a failing seed can be replayed.
private struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

@MainActor
private final class MonkeyModel: UIPickerViewDataSource, UIPickerViewDelegate, UISearchResultsUpdating,
                                  UIPageViewControllerDataSource {
    var components = 2
    var rows = 30
    let pages = (0..<4).map { _ in UIViewController() }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        precondition(row < rows, "asked for a row past the count")
        return "\(component).\(row)"
    }
    func updateSearchResults(for searchController: UISearchController) {}
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        let i = pages.firstIndex { $0 === viewController } ?? 0
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        let i = pages.firstIndex { $0 === viewController } ?? 0
        return i < pages.count - 1 ? pages[i + 1] : nil
    }
}

@MainActor
@Suite("A screen of standard controls under random input")
struct ControlsMonkeyTests {
    @Test(
        "Random fingers, bad input and code changes: no crash, and every control ends consistent",
        arguments: [1, 2, 3, 4] as [UInt64])
    func monkey(seed: UInt64) {
        var random = Seeded(state: 0x9E37_79B9_7F4A_7C15 &* (seed + 1))
        let input = TestWorld.input()
        let model = MonkeyModel()
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = model
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = model
        pager.setViewControllers([model.pages[1]], direction: .forward, animated: false)
        let root = UIViewController()
        TestWorld.window(root: root)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 420, width: 390, height: 216))
        picker.dataSource = model
        picker.delegate = model
        let datePicker = UIDatePicker(frame: CGRect(x: 0, y: 628, width: 390, height: 216))
        root.addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 195, height: 420)
        root.view.addSubview(navigation.view)
        navigation.didMove(toParent: root)
        root.addChild(pager)
        pager.view.frame = CGRect(x: 195, y: 0, width: 195, height: 420)
        root.view.addSubview(pager.view)
        pager.didMove(toParent: root)
        root.view.addSubview(picker)
        root.view.addSubview(datePicker)
        _ = TestWorld.diagnostics {
            root.view.layoutIfNeeded()
            var down: [Int: CGPoint] = [:]
            func point() -> CGPoint { CGPoint(x: Double(random.next() % 390), y: Double(random.next() % 844)) }
            for _ in 0..<1_500 {
                switch random.next() % 12 {
                case 0..<6:
                    var contacts: [TouchInput] = []
                    for id in 1...3 {
                        if let p = down[id] {
                            if random.next() % 4 == 0 {
                                down[id] = nil
                                contacts.append(TouchInput(id: id, phase: .ended, location: p))
                            } else {
                                let q = CGPoint(
                                    x: p.x + Double(random.next() % 61) - 30, y: p.y + Double(random.next() % 61) - 30)
                                down[id] = q
                                contacts.append(TouchInput(id: id, phase: .moved, location: q))
                            }
                        } else if random.next() % 3 == 0 {
                            let p = point()
                            down[id] = p
                            contacts.append(TouchInput(id: id, phase: .began, location: p))
                        }
                    }
                    input.sendFrame(contacts)
                case 6: input.advanceClock(by: Double(random.next() % 40) / 60)
                case 7:
                    model.components = Int(random.next() % 4)
                    model.rows = Int(random.next() % 50)
                    picker.reloadAllComponents()
                case 8:
                    picker.selectRow(
                        Int(random.next() % 60) - 5, inComponent: Int(random.next() % 3),
                        animated: random.next() % 2 == 0)
                case 9:
                    datePicker.datePickerMode =
                        [.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth][Int(random.next() % 5)]
                    datePicker.setDate(
                        Date(timeIntervalSince1970: Double(random.next() % 4_000_000_000)),
                        animated: random.next() % 2 == 0)
                case 10: search.isActive.toggle()
                default:
                    pager.setViewControllers([model.pages[Int(random.next() % 4)]], direction: .forward, animated: true)
                    input.send(
                        .touches(
                            [TouchInput(id: 9, phase: .moved, location: CGPoint(x: Double.nan, y: 5))],
                            timestamp: input.time))
                }
            }
            input.sendFrame(down.map { TouchInput(id: $0.key, phase: .ended, location: $0.value) })
            input.advanceClock(by: 5)
            root.view.layoutIfNeeded()
        }
        for component in 0..<picker.numberOfComponents {
            let row = picker.selectedRow(inComponent: component)
            #expect(row >= -1 && row < picker.numberOfRows(inComponent: component))
        }
        let shown = pager.viewControllers?.first
        #expect(shown?.parent === pager && shown?.view.window != nil, "the page view controller shows a page")
        #expect(!datePicker.date.timeIntervalSinceReferenceDate.isNaN)
        #expect(search.isActive == (search.parent != nil), "an active search is on screen, an inactive one is not")
    }
}
