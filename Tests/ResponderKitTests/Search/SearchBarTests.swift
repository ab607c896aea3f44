import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UISearchBar above a table, as list screens use it: tap it, type, Return, Cancel — the delegate
// hears each, and the keyboard traits apps set are kept.

private final class SearchingController: UIViewController, UISearchBarDelegate {
    let searchBar = UISearchBar()
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
        searchBar.placeholder = "Search notes"
        searchBar.delegate = self
        searchBar.showsCancelButton = true
        searchBar.autocapitalizationType = .none
        searchBar.returnKeyType = .search
        view.addSubview(searchBar)
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search \(searchBar.text ?? "")")
        searchBar.resignFirstResponder()
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        log.append("cancel")
    }
}

@MainActor
@Suite("UISearchBar")
struct SearchBarTests {
    @Test("Tap the bar, type, press Return, tap Cancel: the delegate hears begin, each edit, search, end and cancel")
    func searchFlow() {
        let input = TestWorld.input()
        let controller = SearchingController()
        TestWorld.window(root: controller)
        controller.view.layoutIfNeeded()
        input.tap(at: CGPoint(x: 100, y: 28))
        #expect(controller.searchBar.isFirstResponder)
        input.type("mi")
        input.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(!controller.searchBar.isFirstResponder)
        input.tap(at: CGPoint(x: 390 - 8 - 35, y: 28))
        #expect(controller.log == ["begin", "text m", "text mi", "search mi", "end", "cancel"])
        #expect(controller.searchBar.text == "")
    }

    @Test("The keyboard traits are kept on the bar and its field, with UIKit's defaults")
    func traits() {
        let field = UITextField()
        #expect(
            field.keyboardType == .default && field.returnKeyType == .default
                && field.autocapitalizationType == .sentences)
        #expect(!field.isSecureTextEntry && field.textContentType == nil)
        field.keyboardType = .emailAddress
        field.isSecureTextEntry = true
        field.textContentType = .password
        #expect(field.keyboardType == .emailAddress && field.isSecureTextEntry && field.textContentType == .password)
        let bar = UISearchBar()
        bar.keyboardType = .webSearch
        #expect(bar.searchTextField.keyboardType == .webSearch)
    }
}
