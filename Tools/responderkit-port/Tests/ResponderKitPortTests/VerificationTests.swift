import Foundation
import ResponderKitPort
import Testing

/// "Nothing left for a person" only when the ported code builds: the tool
/// type-checks what it ports against ResponderKit and turns each compiler error into a report line at
/// the line a person sees, with the fix.
@Suite("responderkit-port: verified results", .serialized)
struct VerificationTests {
    private func port(_ files: [String: String], verification: PortTool.Verification = .typeCheck(Verifier()))
        -> (status: Int32, output: String, errors: String, folder: URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-verify-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try? text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var output = "", errors = ""
        let status = PortTool.run(paths: [url.path], write: false, verification: verification,
                                  output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors, url)
    }

    static let twoClasses = """
        import UIKit

        class First: UIViewController {
            @objc func tapped(_ sender: UIButton) {}
            func wire(_ button: UIButton) { button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
        }

        class Second: UIViewController {
            func choose() {
                let picker = UIImagePickerController()
                present(picker, animated: true)
            }
        }

        """

    @Test(
        """
            Code that ports but does not compile exits 1, each error at the original's line with the nearest \
            ResponderKit API
            """
    )
    func doesNotCompile() {
        let result = port(["Screens.swift": Self.twoClasses])
        #expect(result.status == 1)
        #expect(result.errors.contains("does not compile against ResponderKit"))
        // Line 10 of the original: the ported text has First's actionMethod(for:) inserted above it.
        #expect(
            result.errors.contains(
                """
                    Screens.swift:10:22: does not compile: cannot find 'UIImagePickerController' in scope — \
                    `UIImagePickerController` is not in ResponderKit
                    """
            ),
                "\(result.errors)")
        #expect(result.errors.contains("fix: the photo picker is not in ResponderKit"))
        #expect(!result.errors.contains("nothing left for a person"))
    }

    @Test("Constructs Linux does not have are named for what they are, with what to write instead")
    func knownConstructs() {
        let helper = """
            import UIKit

            final class Registry {
                let views = NSMapTable<UIView, UIView>.weakToWeakObjects()
            }

            """
        let result = port(["Registry.swift": helper])
        #expect(result.status == 1)
        #expect(
            result.errors.contains("Registry.swift:4:17: does not compile: cannot find 'NSMapTable' in scope"),
            "\(result.errors)")
        #expect(result.errors.contains("fix: use a dictionary keyed by ObjectIdentifier"))

        let combine = "import UIKit\nimport Combine\n\nfinal class Model {\n    @Published var count = 0\n}\n"
        let second = port(["Model.swift": combine])
        #expect(second.status == 1)
        #expect(
            second.errors.contains(
                "Model.swift:2:8: does not compile: no such module 'Combine' — Combine is Apple's and is not on Linux"),
            "\(second.errors)")

        let theme =
            """
                import UIKit\n\nfinal class PillButton: UIButton {\n    var cornerRadius: CGFloat = 0\n}\n\n@MainActor \
                func applyTheme() {\n    PillButton.appearance().tintColor = .white\n    \
                PillButton.appearance().cornerRadius = 8\n}\n
                """
        let third = port(["Theme.swift": theme])
        #expect(third.status == 1)
        #expect(
            third.errors.contains(
                """
                    Theme.swift:9:29: does not compile: value of type 'UIButton' has no member 'cornerRadius' — an \
                    appearance proxy is typed as the UIKit class
                    """
            ), "\(third.errors)")
        #expect(!third.errors.contains("Theme.swift:8:"), "\(third.errors)")
    }

    @Test("Code that ports and compiles exits 0 and says it type-checks")
    func compiles() {
        let clean =
            """
                import UIKit\n\nclass VC: UIViewController {\n    @objc func done(_ sender: Any?) {}\n    func wire(_ \
                b: UIButton) { b.addTarget(self, action: #selector(done(_:)), for: .touchUpInside) }\n}\n
                """
        let result = port(["VC.swift": clean])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("the ported code type-checks against ResponderKit"))
        #expect(result.errors.contains("nothing left for a person"))
    }

    @Test("A private action in an extension in another file gets its case, becomes internal, and the port compiles")
    func extensionInAnotherFile() throws {
        let screen =
            "import UIKit\n\nclass SettingsViewController: UIViewController {\n    let toggle = UISwitch()\n}\n"
        let actions = """
            import UIKit

            extension SettingsViewController {
                func wire() { toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged) }
                @objc private func toggled(_ sender: UISwitch) {}
            }

            """
        let result = port(["Settings.swift": screen, "Settings+Actions.swift": actions])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "+        case Selector(\"toggled:\"): return method(SettingsViewController.toggled(_:))"))
        #expect(
            result.output.contains(
                "-    @objc private func toggled(_ sender: UISwitch) {}\n+    func toggled(_ sender: UISwitch) {}"))
    }

    @Test("When it cannot check, it says 'not verified' and exits 1, never 0")
    func notVerified() {
        let clean = "import UIKit\n\nclass VC: UIViewController {}\n"
        let skipped = port(["VC.swift": clean], verification: .skip)
        #expect(skipped.status == 1)
        #expect(skipped.errors.contains("not verified"))
        let noCompiler = port(["VC.swift": clean], verification: .typeCheck(Verifier(compiler: "/no/such/swiftc")))
        #expect(noCompiler.status == 1)
        #expect(noCompiler.errors.contains("not verified"), "\(noCompiler.errors)")
    }
}

/// The example app (Fixtures/ExampleApp, iOS code): a dry run ports it and the tool itself finds that
/// the result type-checks — the verified "nothing left for a person" the README shows.
@Suite("responderkit-port: the example app, verified")
struct ExampleAppVerificationTests {
    @Test("The example app's port type-checks against ResponderKit: exit 0")
    func exampleAppVerifies() {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/ExampleApp")
        var output = "", errors = ""
        let status = PortTool.run(
            paths: [folder.path], write: false, output: { output += $0 }, errors: { errors += $0 })
        #expect(status == 0, "\(errors)")
        #expect(errors.contains("the ported code type-checks against ResponderKit"))
        #expect(errors.hasSuffix("nothing left for a person.\n"))
        #expect(output.contains("+import ResponderKit"))
    }
}

/// The run loop's selector forms — a delayed perform, a timer, a notification, a display link and
/// UIKit's four-argument `UIApplicationMain` — port with nothing left and type-check as ported.
@Suite("responderkit-port: the run loop's selector forms, verified")
struct RunLoopFormsVerificationTests {
    @Test("Fixtures/RunLoopForms ports, type-checks, and exits 0")
    func runLoopForms() {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/RunLoopForms/input.swift")
        var errors = ""
        let status = PortTool.run(paths: [file.path], write: false, output: { _ in }, errors: { errors += $0 })
        #expect(status == 0, "\(errors)")
        #expect(errors.contains("the ported code type-checks against ResponderKit"))
    }
}

/// Every file checked, in the mode given (`--swift-version`), with the advice for what is not there.
@Suite("responderkit-port: every file verified", .serialized)
struct EveryFileVerifiedTests {
    @Test("Errors in two files are both reported, with the missing web view and `as NSNumber` advised")
    func everyFileChecked() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-every-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        let files = [
            "A.swift":
                "import UIKit\n\nclass A: UIViewController {\n    func show() { view.addSubview(UIWebView()) }\n}\n",
            "B.swift": "import UIKit\n\nfunc boxed(_ width: CGFloat) -> Any { let n = width as NSNumber; return n }\n",
        ]
        for (name, text) in files {
            try? text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        var errors = ""
        let status = PortTool.run(paths: [url.path], write: false, verification: .typeCheck(Verifier(swiftVersion: 5)),
                                  output: { _ in }, errors: { errors += $0 })
        #expect(status == 1)
        #expect(errors.contains("A.swift:4") && errors.contains("web content is not in ResponderKit"))
        #expect(errors.contains("B.swift:3") && errors.contains("NSNumber(value: number)"))
    }
}
