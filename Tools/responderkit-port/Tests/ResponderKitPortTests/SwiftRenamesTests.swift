import Foundation
import Testing
@testable import ResponderKitPort

/// Code last touched in Swift 4 or 4.1 uses the UIKit names Swift 4.2 changed; the tool rewrites them
/// as Xcode's migrator did, so the app type-checks without a person.
@Suite("responderkit-port: the names Swift 4.2 changed")
struct SwiftRenamesTests {
    static let swift41 = """
        import UIKit

        class ParentViewController: UIViewController {
            let insets = UIEdgeInsetsMake(1, 2, 3, 4)

            func adopt(_ child: UIViewController, state: UIControlState, events: UIControlEvents) {
                addChildViewController(child)
                view.addSubview(child.view)
                child.didMove(toParentViewController: self)
                view.bringSubview(toFront: child.view)
                view.sendSubview(toBack: child.view)
                _ = UIControlState.highlighted
                _ = UITableViewAutomaticDimension
            }

            func drop(_ child: UIViewController) {
                child.willMove(toParentViewController: nil)
                child.removeFromParentViewController()
            }

            override func willMove(toParentViewController parent: UIViewController?) {
                super.willMove(toParentViewController: parent)
            }

            override func motionEnded(_ motion: UIEventSubtype, with event: UIEvent?) {}

            func listen() {
                NotificationCenter.default.addObserver(forName: NSNotification.Name.UIKeyboardWillShow, object: nil, queue: nil) { note in
                    _ = note.userInfo?[UIKeyboardFrameEndUserInfoKey]
                }
                NotificationCenter.default.addObserver(forName: .UIApplicationDidBecomeActive, object: nil, queue: nil) { _ in }
            }

            func inset(_ rect: CGRect) -> CGRect { UIEdgeInsetsInsetRect(rect, insets) }
        }

        """

    /// Image data (a UIImage's pixels are not in ResponderKit yet, so this part is checked as text).
    static let imageData = """
        func data(_ image: UIImage) -> (Data?, Data?) {
            (UIImagePNGRepresentation(image), UIImageJPEGRepresentation(image, 0.8))
        }

        """

    @Test("Types, values, notifications, methods and labels get their Swift 4.2 names")
    func rewritten() throws {
        let result = try Porter.port([
            SourceFile(path: "Parent.swift", text: SwiftRenamesTests.swift41 + SwiftRenamesTests.imageData)
        ])
        let ported = try #require(result.files.first).ported
        for expected in [
            "let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
            "state: UIControl.State, events: UIControl.Event",
            "addChild(child)", "child.didMove(toParent: self)",
            "view.bringSubviewToFront(child.view)", "view.sendSubviewToBack(child.view)",
            "_ = UIControl.State.highlighted", "_ = UITableView.automaticDimension",
            "child.willMove(toParent: nil)", "child.removeFromParent()",
            "override func willMove(toParent parent: UIViewController?)", "super.willMove(toParent: parent)",
            "motionEnded(_ motion: UIEvent.EventSubtype",
            "forName: UIResponder.keyboardWillShowNotification",
            "note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]",
            "forName: UIApplication.didBecomeActiveNotification",
            "func inset(_ rect: CGRect) -> CGRect { rect.inset(by: insets) }",
            "(image.pngData(), image.jpegData(compressionQuality: 0.8))",
        ] {
            #expect(ported.contains(expected), "missing: \(expected)\n\(ported)")
        }
        #expect(!ported.contains("ViewController("), "no Swift 4.1 containment name is left")
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test("A member that happens to share an old name is left alone")
    func membersKept() throws {
        let source = "import UIKit\n\nstruct Names { var UIControlState = 1 }\nlet n = Names().UIControlState\n"
        let result = try Porter.port([SourceFile(path: "Names.swift", text: source)])
        #expect(try #require(result.files.first).ported.contains("Names().UIControlState"))
    }

    @Test("The rewritten Swift 4.1 code type-checks against ResponderKit with nothing left")
    func typeChecks() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-renames-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try? SwiftRenamesTests.swift41.write(
            to: url.appendingPathComponent("Parent.swift"), atomically: true, encoding: .utf8)
        var errors = ""
        let status = PortTool.run(paths: [url.path], write: false, verification: .typeCheck(Verifier(swiftVersion: 5)),
                                  output: { _ in }, errors: { errors += $0 })
        #expect(status == 0, "\(errors)")
    }
}
