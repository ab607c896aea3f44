import Foundation
import ResponderKit

/// Asking for elements by type — XCUITest's `XCUIElementTypeQueryProvider`: `buttons`, `staticTexts`,
/// `cells` … on the application, an element and a query alike.
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The elements of `type` anywhere under this one.
    func descendants(matching type: XCUIElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var keys: XCUIElementQuery { descendants(matching: .key) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

/// A question about the element tree, answered each time it is used — XCUITest's `XCUIElementQuery`:
/// `app.tables.cells.element(boundBy: 2)`, `app.buttons["Save"]`, `app.staticTexts.count`.
///
/// Queries read the same tree assistive apps read (``AssistiveTechnology``), in reading order, so a test
/// finds what a VoiceOver user would. Nothing is looked up until an element is used: an element made
/// before its view appears exists once the view is on screen.
@MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider, @preconcurrency CustomDebugStringConvertible {
    let application: XCUIApplication
    /// What the query asks, for failure messages: "buttons matching 'Save'".
    public let queryDescription: String
    let resolve: @MainActor () -> [AccessibleObject]

    init(_ application: XCUIApplication, _ description: String,
         _ resolve: @escaping @MainActor () -> [AccessibleObject]) {
        self.application = application
        self.queryDescription = description
        self.resolve = resolve
    }

    /// How many elements match now.
    public var count: Int { resolve().count }
    /// The one element that matches (a failure when there are several, as XCUITest's).
    public var element: XCUIElement {
        XCUIElement(application, queryDescription) { [resolve] in
            let all = resolve()
            return all.count == 1 ? all[0] : nil
        } ambiguity: { [resolve] in resolve().count > 1 }
    }
    /// The first element that matches.
    public var firstMatch: XCUIElement { element(boundBy: 0) }
    /// The element at `index` in reading order.
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(application, "\(queryDescription)[\(index)]") { [resolve] in
            let all = resolve()
            return all.indices.contains(index) ? all[index] : nil
        }
    }
    /// Every element that matches now.
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }
    /// The first element whose identifier, label (or a text field's placeholder) is `key`.
    public subscript(key: String) -> XCUIElement { matching(identifier: key).firstMatch }

    /// The elements whose identifier, label or placeholder is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        filtered("matching '\(identifier)'") { XCUIElement.matches($0, identifier) }
    }
    /// The elements of `type` whose identifier, label or placeholder is `identifier` (any when `nil`).
    public func matching(_ type: XCUIElementType, identifier: String?) -> XCUIElementQuery {
        filtered("matching \(type) '\(identifier ?? "*")'") { object in
            (type == .any || XCUIElementType.of(object) == type)
                && (identifier.map { key in XCUIElement.matches(object, key) } ?? true)
        }
    }
    /// The elements `predicate` accepts (XCUITest takes an `NSPredicate`; a closure is the Swift form).
    public func matching(_ description: String = "matching a predicate",
                         where predicate: @escaping @MainActor (XCUIElement) -> Bool) -> XCUIElementQuery {
        filtered(description) { [application] object in
            predicate(XCUIElement(application, description) { object })
        }
    }
    /// The elements with a descendant of `type` whose identifier, label or placeholder is `identifier`.
    public func containing(_ type: XCUIElementType, identifier: String?) -> XCUIElementQuery {
        filtered("containing \(type) '\(identifier ?? "*")'") { object in
            XCUIApplication.nodes(under: object).contains { node in
                (type == .any || XCUIElementType.of(node) == type)
                    && (identifier.map { key in XCUIElement.matches(node, key) } ?? true)
            }
        }
    }
    /// The elements of `type` under any element of this query.
    public func descendants(matching type: XCUIElementType) -> XCUIElementQuery {
        XCUIElementQuery(application, "\(queryDescription).\(type)s") { [resolve] in
            var seen = Set<ObjectIdentifier>()
            return resolve().flatMap { XCUIApplication.nodes(under: $0) }
                .filter {
                    (type == .any || XCUIElementType.of($0) == type) && seen.insert(ObjectIdentifier($0)).inserted
                }
        }
    }
    /// The elements of `type` directly in any element of this query.
    public func children(matching type: XCUIElementType) -> XCUIElementQuery {
        XCUIElementQuery(application, "\(queryDescription).children(\(type))") { [resolve] in
            resolve().flatMap { AssistiveTechnology.children(of: $0) }
                .filter { type == .any || XCUIElementType.of($0) == type }
        }
    }

    public var debugDescription: String {
        "\(queryDescription): \(count) match(es)\n" + application.debugDescription
    }

    private func filtered(_ description: String,
                          _ keep: @escaping @MainActor (AccessibleObject) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(application, "\(queryDescription) \(description)") { [resolve] in resolve().filter(keep) }
    }
}
