import ResponderKit

// What the stack view tests build on, written as app code builds a screen: a window with a root view
// controller, a stack view placed in the controller's view with anchors, and the views app code puts
// in stacks — swatches sized by constraints, views with a natural size, labels and buttons.

/// A phone-sized window (390 × 844, no safe area) whose root controller's view holds the stacks.
@MainActor
final class StackScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    var root: UIView { controller.view }

    init() {
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    /// Puts `stack` in the root view at (`x`, `y`), with the width and height given (none: the stack
    /// takes its contents' size). Returns the width constraint, if any, for tests that resize.
    @discardableResult
    func place(
        _ stack: UIStackView, x: CGFloat = 20, y: CGFloat = 100, width: CGFloat? = nil, height: CGFloat? = nil
    ) -> NSLayoutConstraint? {
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
        ]
        let widthConstraint = width.map { stack.widthAnchor.constraint(equalToConstant: $0) }
        if let widthConstraint { constraints.append(widthConstraint) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return widthConstraint
    }

    /// Runs the layout pass now, as `view.layoutIfNeeded()` does in an app.
    func layout() { root.layoutIfNeeded() }

    /// Takes the window off screen (each test ends with it).
    func close() { window.isHidden = true }
}

/// A plain view sized by constraints (a colour swatch, a spacer); either dimension may be left free.
@MainActor
func swatch(width: CGFloat? = nil, height: CGFloat? = nil, _ name: String? = nil) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    var constraints: [NSLayoutConstraint] = []
    if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    return view
}

/// A view with a natural size, as a custom control or an icon reports it.
final class NaturalSizeView: UIView {
    let naturalSize: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        naturalSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { naturalSize }
}

/// A label with `text` at `size` points.
@MainActor
func textLabel(_ text: String, size: CGFloat = 17) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    return label
}
