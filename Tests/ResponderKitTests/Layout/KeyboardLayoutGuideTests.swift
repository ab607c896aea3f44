import ResponderKit
import ResponderKitTesting
import Testing

// view.keyboardLayoutGuide as a chat screen uses it: the input bar pinned to the guide's top rides
// on the keyboard when the field starts editing and goes back to the safe area's bottom when it ends.

private final class ChatViewController: UIViewController {
    let inputBar = UIView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        inputBar.addSubview(field)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            field.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
            field.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
        ])
    }
}

@MainActor
@Suite("view.keyboardLayoutGuide follows the on-screen keyboard")
struct KeyboardLayoutGuideTests {
    @Test("Hidden keyboard: the guide's top is the safe area's bottom; shown: the keyboard's top; hidden again: back")
    func inputBarRidesTheKeyboard() {
        _ = TestWorld.input()
        let chat = ChatViewController()
        let window = TestWorld.window(root: chat)
        chat.view.layoutIfNeeded()
        let guide = chat.view.keyboardLayoutGuide
        #expect(guide === chat.view.keyboardLayoutGuide, "one guide per view")
        #expect(chat.view.layoutGuides.contains(guide) || guide.owningView === chat.view)
        #expect(!guide.followsUndockedKeyboard && guide.usesBottomSafeArea)
        let restingBottom = chat.view.bounds.maxY - chat.view.safeAreaInsets.bottom
        #expect(chat.inputBar.frame.maxY == restingBottom)

        chat.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 300))
        _ = chat.field.becomeFirstResponder()
        chat.view.layoutIfNeeded()
        let keyboardTop = window.bounds.maxY - 300
        #expect(chat.inputBar.frame.maxY == keyboardTop)
        #expect(guide.layoutFrame.minY == keyboardTop && guide.layoutFrame.height == 300)

        _ = chat.field.resignFirstResponder()
        chat.view.layoutIfNeeded()
        #expect(chat.inputBar.frame.maxY == restingBottom)
    }
}
