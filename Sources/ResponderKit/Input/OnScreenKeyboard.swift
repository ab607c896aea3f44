import Foundation

/// ResponderKit's on-screen keyboard: what the input-view host shows for a first responder that adopts
/// `UIKeyInput` and has no `inputView` of its own — UIKit's system keyboard, as a real view made of
/// key buttons.
///
/// Tapping a key types into the key window's first responder: letters (upper case once after ⇧),
/// space, Return (`"\n"`) and ⌫ (`deleteBackward()`). Each key is a `UIButton` whose
/// `accessibilityIdentifier` is `"key:" + its input` (`"key:a"`, `"key:space"`, `"key:return"`,
/// `"key:shift"`, `"key:delete"`), so tests and tools can find it.
@MainActor
public final class OnScreenKeyboard: UIView {
    /// The keyboard's height in points.
    public static let height: CGFloat = 216

    private static let rows: [[String]] = [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
        ["shift", "z", "x", "c", "v", "b", "n", "m", "delete"],
        ["space", "return"],
    ]

    /// Whether the next letter is typed in upper case.
    public private(set) var isShifted = false
    private var keys: [String: UIButton] = [:]

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: OnScreenKeyboard.height))
        backgroundColor = UIColor(white: 0.82, alpha: 1)
        accessibilityIdentifier = "OnScreenKeyboard"
        for row in OnScreenKeyboard.rows {
            for input in row {
                let key = UIButton(type: .system)
                key.accessibilityIdentifier = "key:\(input)"
                key.setTitle(OnScreenKeyboard.title(of: input), for: .normal)
                key.accessibilityTraits = .keyboardKey  // a key, not a button, to assistive apps (XCUITest's `keys`)
                key.backgroundColor = .white
                key.addAction(UIAction { [weak self] _ in self?.tapped(input) }, for: .touchUpInside)
                keys[input] = key
                addSubview(key)
            }
        }
        layoutKeys()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The key that types `input` (a letter, or "space", "return", "shift", "delete").
    public func key(for input: String) -> UIButton? { keys[input.count == 1 ? input.lowercased() : input] }

    /// Lays the keys out over the keyboard's current width, four rows.
    func layoutKeys() {
        let width = bounds.width, rowHeight = bounds.height / CGFloat(OnScreenKeyboard.rows.count)
        for (rowIndex, row) in OnScreenKeyboard.rows.enumerated() {
            let weights = row.map { $0 == "space" ? 7.0 : ($0 == "return" ? 3.0 : ($0.count > 1 ? 1.5 : 1.0)) }
            let total = weights.reduce(0, +)
            var x: CGFloat = 0
            for (input, weight) in zip(row, weights) {
                let keyWidth = width * CGFloat(weight / max(total, 10))
                keys[input]?.frame = CGRect(x: x + 2, y: CGFloat(rowIndex) * rowHeight + 3,
                                            width: max(keyWidth - 4, 1), height: rowHeight - 6)
                x += keyWidth
            }
        }
    }

    private func tapped(_ input: String) {
        let application = UIApplication.shared
        guard
            let target = (application.typingTarget ?? application.keyWindowStorage?.firstResponderStorage)
                as? UIKeyInput
        else { return }
        switch input {
        case "shift": isShifted.toggle()
        case "delete": target.deleteBackward()
        case "return": target.insertText("\n")
        case "space": target.insertText(" ")
        default:
            target.insertText(isShifted ? input.uppercased() : input)
            isShifted = false
        }
    }

    private static func title(of input: String) -> String {
        switch input {
        case "shift": "⇧"
        case "delete": "⌫"
        case "return": "return"
        case "space": "space"
        default: input
        }
    }
}

extension UIApplication {
    /// The on-screen keyboard, while it is shown (a ResponderKit addition, for tests and tools).
    public var onScreenKeyboard: OnScreenKeyboard? { inputViewHost.shownSystemKeyboard }

    /// Who typing goes to before the key window's first responder: a first responder inside the
    /// shown input views (a text field in an accessory bar).
    var typingTarget: UIResponder? { inputViewHost.typist }
}
