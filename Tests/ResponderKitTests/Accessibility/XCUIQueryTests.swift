import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UI tests written as XCUITest's are, run against views in this process through real input.

@MainActor
@Suite("XCUITest-style queries over the element tree")
struct XCUIQueryTests {
    /// A sign-in screen as an iOS app builds it.
    private final class SignInController: UIViewController {
        let email = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        let remember = UISwitch(frame: CGRect(x: 20, y: 160, width: 51, height: 31))
        let volume = UISlider(frame: CGRect(x: 20, y: 220, width: 350, height: 30))
        let status = UILabel(frame: CGRect(x: 20, y: 340, width: 350, height: 30))
        var signedIn = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            email.placeholder = "Email"
            remember.accessibilityLabel = "Remember me"
            volume.accessibilityIdentifier = "volume"
            let signIn = UIButton(type: .system, primaryAction: UIAction(title: "Sign In") { [weak self] _ in
                guard let self else { return }
                signedIn += 1
                status.text = "Welcome \(email.text ?? "")"
            })
            signIn.frame = CGRect(x: 20, y: 280, width: 350, height: 44)
            for subview in [email, remember, volume, signIn, status] { view.addSubview(subview) }
        }
    }

    @Test("app.buttons[\"Sign In\"].tap(), typeText into a field found by placeholder, a label read back")
    func signIn() {
        let input = TestWorld.input()
        let controller = SignInController()
        TestWorld.window(root: controller)
        let app = XCUIApplication(simulator: input)

        app.textFields["Email"].typeText("ada@example.com")
        #expect(controller.email.text == "ada@example.com")
        #expect(app.textFields["Email"].value as? String == "ada@example.com")
        #expect(app.keys.count > 0, "the on-screen keyboard's keys are keys, not buttons")
        app.buttons["Sign In"].tap()
        #expect(controller.signedIn == 1)
        #expect(app.staticTexts["Welcome ada@example.com"].exists)
        #expect(app.buttons.count == 1)
    }

    @Test("A switch by label, a slider by identifier, adjusted through real drags")
    func switchesAndSliders() {
        let input = TestWorld.input()
        let controller = SignInController()
        TestWorld.window(root: controller)
        let app = XCUIApplication(simulator: input)

        let remember = app.switches["Remember me"]
        #expect(remember.value as? String == "0")
        remember.tap()
        #expect(remember.value as? String == "1")
        app.sliders["volume"].adjust(toNormalizedSliderPosition: 0.8)
        #expect(abs(app.sliders["volume"].normalizedSliderPosition - 0.8) < 0.05)
    }

    @Test("Using a missing element fails with the element tree, and sends nothing")
    func missingElement() {
        let input = TestWorld.input()
        TestWorld.window(root: SignInController())
        let app = XCUIApplication(simulator: input)
        var failures: [String] = []
        app.failureHandler = { failures.append($0) }
        app.buttons["Sign Out"].tap()
        #expect(failures.count == 1)
        #expect(failures.first?.contains("no element buttons matching 'Sign Out'") == true)
        #expect(failures.first?.contains("button") == true, "the message prints the tree: \(failures)")
        #expect(!app.buttons["Sign Out"].exists)
    }

    @Test("A segment tapped by title; waiting for what is already there")
    func tablesAndSegments() async {
        let input = TestWorld.input()
        let controller = UIViewController()
        let segments = UISegmentedControl(items: ["All", "Done"])
        segments.frame = CGRect(x: 20, y: 60, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        controller.view.addSubview(segments)
        TestWorld.window(root: controller)
        let app = XCUIApplication(simulator: input)

        app.segmentedControls.buttons["Done"].tap()
        #expect(segments.selectedSegmentIndex == 1)
        #expect(app.buttons["Done"].isSelected)

        // Already there, or already gone: no wait (the example app's tests wait for real).
        #expect(await app.buttons["Done"].waitForExistence(timeout: 5))
        #expect(await app.buttons["Archive"].waitForNonExistence(timeout: 5))
    }
}
