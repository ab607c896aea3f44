import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UISearchController as list screens use it: in a navigation item, filtering the screen's own table,
// or with a results controller; the user's tap, typing and Cancel; isActive from code
// (docs/Search.md).

/// A fruit list that filters itself — the most common search screen.
@MainActor
private final class FruitListController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate,
                                          UISearchBarDelegate {
    let fruits = ["Apple", "Apricot", "Banana", "Cherry", "Grape"]
    var shown: [String] = []
    var log: [String] = []
    let search: UISearchController
    let inNavigationItem: Bool
    /// Set to end the search from inside a callback (an app that changes its mind).
    var endSearchIn: String?

    init(results: UIViewController? = nil, inNavigationItem: Bool = true) {
        search = UISearchController(searchResultsController: results)
        self.inNavigationItem = inNavigationItem
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shown = fruits
        search.searchResultsUpdater = self
        search.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search fruit"
        search.searchBar.delegate = self
        if inNavigationItem { navigationItem.searchController = search }
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(text) }
        log.append("update '\(text)'")
        if endSearchIn == "update" { endSearchIn = nil; searchController.isActive = false }
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("barBegin") }

    func willPresentSearchController(_ searchController: UISearchController) {
        log.append("willPresent")
        if endSearchIn == "willPresent" { searchController.isActive = false }
    }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

@MainActor
@Suite("UISearchController")
struct SearchControllerTests {
    private func show(_ list: FruitListController) -> (UINavigationController, InputSimulator) {
        let input = TestWorld.input()
        let navigation = UINavigationController(rootViewController: list)
        TestWorld.window(root: navigation)
        navigation.view.layoutIfNeeded()
        return (navigation, input)
    }

    private func tapSearchField(_ list: FruitListController, _ input: InputSimulator) {
        input.tap(at: input.screenPoint(of: list.search.searchBar.searchTextField))
    }

    @Test("The navigation bar shows the search bar in a row of its own under the title")
    func inTheNavigationBar() {
        let list = FruitListController()
        let (navigation, _) = show(list)
        let barHeight: CGFloat = navigation.navigationBar.frame.height
        #expect(barHeight == 96, "44 for the title row and 52 for the search row")
        let bar = list.search.searchBar.convert(list.search.searchBar.bounds, to: navigation.navigationBar)
        #expect(bar.minY == 44 && bar.height == 52 && bar.width == navigation.navigationBar.bounds.width)
        #expect(list.view.convert(list.view.bounds, to: nil).minY == navigation.navigationBar.frame.maxY)
        #expect(!list.search.isActive && list.search.obscuresBackgroundDuringPresentation == false)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        let largeHeight: CGFloat = navigation.navigationBar.frame.height
        #expect(largeHeight == 148, "96 for the large title and 52 for the search row")
    }

    @Test(
        "A tap in the search bar: the bar's delegate, willPresent, the updater, didPresent; the bar is first responder")
    func tapActivates() {
        let list = FruitListController()
        let (_, input) = show(list)
        tapSearchField(list, input)
        #expect(list.search.isActive)
        #expect(list.search.searchBar.isFirstResponder)
        #expect(list.search.searchBar.showsCancelButton)
        #expect(list.log == ["barBegin", "willPresent", "update ''", "didPresent"])
        #expect(list.search.parent === list && list.search.view.window != nil)
    }

    @Test("Typing filters on each change; Cancel clears the text, updates, dismisses and ends editing")
    func typeThenCancel() {
        let list = FruitListController()
        let (_, input) = show(list)
        tapSearchField(list, input)
        input.type("ap")
        #expect(list.shown == ["Apple", "Apricot", "Grape"])
        list.log.removeAll()
        input.tap(at: input.screenPoint(of: list.search.searchBar.subviews.first { $0 is UIButton }!))
        #expect(!list.search.isActive)
        #expect(list.search.searchBar.text == "")
        #expect(!list.search.searchBar.isFirstResponder && !list.search.searchBar.showsCancelButton)
        #expect(list.log == ["willDismiss", "update ''", "didDismiss"])
        #expect(list.shown == list.fruits)
        #expect(
            list.search.parent == nil && list.search.view.superview == nil && list.children.isEmpty,
            "nothing stays on screen")
    }

    @Test("isActive from code shows and hides the search without the keyboard; ending it clears the text and updates")
    func activeFromCode() {
        let list = FruitListController()
        let (_, _) = show(list)
        list.search.isActive = true
        #expect(list.search.isActive && !list.search.searchBar.isFirstResponder)
        #expect(list.log == ["willPresent", "didPresent"])
        list.search.searchBar.text = "cherry"
        list.search.isActive = false
        #expect(list.log == ["willPresent", "didPresent", "willDismiss", "update ''", "didDismiss"])
        #expect(list.search.searchBar.text == "" && list.search.view.superview == nil)
    }

    @Test("""
        With a results controller: it appears once there is text and covers the content; the table under it gets \
        no touches
        """)
    func resultsController() {
        let results = UIViewController()
        let list = FruitListController(results: results)
        let (_, input) = show(list)
        tapSearchField(list, input)
        #expect(results.isViewLoaded && results.view.isHidden, "no text yet: no results")
        input.type("b")
        #expect(results.view.isHidden == false && results.view.window != nil)
        let middle = CGPoint(x: 195, y: 600)
        #expect(list.view.window?.hitTest(middle, with: nil)?.isDescendant(of: results.view) == true)
    }

    @Test("Obscured content: a tap on it ends the search as Cancel does")
    func tapOnDimmedContentCancels() {
        let list = FruitListController()
        let (_, input) = show(list)
        list.search.obscuresBackgroundDuringPresentation = true
        tapSearchField(list, input)
        input.type("gr")
        #expect(list.shown == ["Grape"])
        input.tap(at: CGPoint(x: 195, y: 600))
        input.advance(by: 0.1)
        #expect(!list.search.isActive && list.search.searchBar.text == "" && list.shown == list.fruits)
    }

    @Test("A search bar in a table header works the same, and the search covers only the content under it")
    func inATableHeader() {
        let input = TestWorld.input()
        let list = FruitListController(inNavigationItem: false)
        list.loadViewIfNeeded()
        list.search.searchBar.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        list.tableView.tableHeaderView = list.search.searchBar
        TestWorld.window(root: list)
        list.view.layoutIfNeeded()
        tapSearchField(list, input)
        #expect(list.search.isActive && list.search.searchBar.isFirstResponder)
        let overlay = list.search.view.convert(list.search.view.bounds, to: nil)
        let bar = list.search.searchBar.convert(list.search.searchBar.bounds, to: nil)
        #expect(overlay.minY == bar.maxY)
        input.type("ch")
        #expect(list.shown == ["Cherry"])
    }
}

@MainActor
@Suite("UISearchController: callbacks that end the search")
struct SearchControllerReentrancyTests {
    private func show(_ list: FruitListController) -> InputSimulator {
        let input = TestWorld.input()
        TestWorld.window(root: UINavigationController(rootViewController: list))
        list.navigationController?.view.layoutIfNeeded()
        return input
    }

    @Test("A delegate that ends the search in willPresent: nothing is shown, the bar is not left active")
    func endInWillPresent() {
        let list = FruitListController()
        list.endSearchIn = "willPresent"
        let input = show(list)
        list.search.obscuresBackgroundDuringPresentation = true
        input.tap(at: input.screenPoint(of: list.search.searchBar.searchTextField))
        #expect(!list.search.isActive)
        #expect(list.search.view.superview == nil && list.children.isEmpty)
        #expect(list.log.filter { $0 == "willDismiss" }.count == 1)
    }

    @Test("An updater that ends the search from its first update: one dismissal, nothing left on screen")
    func endInUpdate() {
        let list = FruitListController()
        list.endSearchIn = "update"
        let input = show(list)
        input.tap(at: input.screenPoint(of: list.search.searchBar.searchTextField))
        #expect(!list.search.isActive && list.search.view.superview == nil)
        #expect(list.log.filter { $0 == "willDismiss" }.count == 1 && list.log.filter { $0 == "didDismiss" }.count == 1)
    }

    @Test("Replacing the navigation item's search controller while it searches ends that search")
    func replacedWhileActive() {
        let list = FruitListController()
        _ = show(list)
        list.search.isActive = true
        list.navigationItem.searchController = UISearchController()
        #expect(!list.search.isActive && list.search.view.superview == nil)
    }
}
