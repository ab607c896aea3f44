import Foundation

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`; every method optional).
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with an optional Cancel button — UIKit's `UISearchBar`. The user's typing calls the
/// delegate's `textDidChange` (setting `text` in code does not, as in UIKit), Return calls
/// `searchBarSearchButtonClicked`, the Cancel button `searchBarCancelButtonClicked`.
/// The bar becomes first responder through its text field.
///
/// Where ResponderKit differs: the scope bar and bookmark and results buttons are stored, not shown;
/// the field and the Cancel button are laid out in the bar's bounds (8-point margins, a 70-point
/// button), ResponderKit's choice.
open class UISearchBar: UIView {
    /// How the bar is drawn (stored).
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    /// The text field the user types in.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let fieldRelay = SearchFieldRelay()

    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller this bar belongs to, told of the user's editing after the delegate.
    weak var searchController: UISearchController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        fieldRelay.bar = self
        searchTextField.delegate = fieldRelay
        searchTextField.returnKeyType = .search
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
            self.searchController?.searchBarTextDidChange()
        }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.searchController?.searchBarCancelled()
        }, for: .touchUpInside)
        addSubview(searchTextField)
        if frame.height == 0 { frame.size.height = 56 }
    }

    /// The search text (setting it calls no delegate method, as in UIKit).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor? {
        didSet { appearanceSetterCalled(.barTintColor) { $1.barTintColor = $0.barTintColor } }
    }
    open var isTranslucent = true {
        didSet { appearanceSetterCalled(.isTranslucent) { $1.isTranslucent = $0.isTranslucent } }
    }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0 {
        didSet {
            if selectedScopeButtonIndex != oldValue {
                delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
            }
        }
    }
    open var showsScopeBar = false
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// Whether the Cancel button shows.
    open var showsCancelButton = false {
        didSet {
            if showsCancelButton { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let button: CGFloat = showsCancelButton ? 70 : 0
        searchTextField.frame = CGRect(
            x: 8, y: 8, width: max(bounds.width - 16 - button, 0), height: max(bounds.height - 16, 0))
        cancelButton.frame = CGRect(
            x: bounds.width - 8 - button, y: 8, width: button, height: max(bounds.height - 16, 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    // The text field's delegate calls, passed on as the search bar's.
    func fieldShouldBegin() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
    func fieldDidBegin() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }
    func fieldShouldEnd() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    func fieldDidEnd() { delegate?.searchBarTextDidEndEditing(self) }
    func fieldShouldChange(_ range: NSRange, _ text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }
    func fieldReturned() { delegate?.searchBarSearchButtonClicked(self) }

    // MARK: Appearance proxies (Views/Appearance/UIAppearance.swift)
    open override class func appearance() -> UISearchBar { appearanceProxy(UISearchBar(frame: .zero)) }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> UISearchBar { appearanceProxy(UISearchBar(frame: .zero), containers: containerTypes) }
    open override class func appearance(for trait: UITraitCollection) -> UISearchBar {
        appearanceProxy(UISearchBar(frame: .zero), traits: trait)
    }
    open override class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    )
        -> UISearchBar { appearanceProxy(UISearchBar(frame: .zero), containers: containerTypes, traits: trait) }
}

/// The search bar's text field delegate: each call becomes the search bar delegate's.
private final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar?.fieldShouldBegin() ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.fieldDidBegin() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar?.fieldShouldEnd() ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar?.fieldDidEnd() }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        bar?.fieldShouldChange(range, string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.fieldReturned()
        return false
    }
}
