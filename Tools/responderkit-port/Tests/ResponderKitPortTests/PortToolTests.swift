import Foundation
import ResponderKitPort
import Testing

/// The command line's contract: a dry run prints a diff and changes nothing; `--write` rewrites; exit
/// 0 when the ported code type-checks and nothing is left for a person, 1 when the report lists
/// something, 2 on bad input.
@Suite("responderkit-port: the command", .serialized)
struct PortToolTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    private func run(_ paths: [String], write: Bool = false) -> (status: Int32, output: String, errors: String) {
        var output = "", errors = ""
        let status = PortTool.run(paths: paths, write: write, output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    static let clean = """
        import UIKit

        class ViewController: UIViewController {
            @objc func done(_ sender: Any?) {}
            func wire(_ button: UIButton) { button.addTarget(self, action: #selector(done(_:)), for: .touchUpInside) }
        }

        """

    @Test(
        """
            import QuartzCore is ResponderKit's: it becomes the one import ResponderKit, and a spinner's Core \
            Animation code type-checks
            """
    )
    func quartzCoreImport() throws {
        let spinner = """
            import UIKit
            import QuartzCore

            final class Spinner: UIView {
                func start() {
                    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.toValue = 2 * CGFloat.pi
                    spin.duration = 1
                    spin.repeatCount = .infinity
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    layer.add(spin, forKey: "spin")
                    CATransaction.commit()
                }
            }

            """
        let url = try folder(["Spinner.swift": spinner])
        let (status, _, errors) = run([url.path], write: true)
        let ported = try String(contentsOf: url.appendingPathComponent("Spinner.swift"), encoding: .utf8)
        #expect(ported.hasPrefix("import ResponderKit\n"), "\(ported)")
        #expect(ported.components(separatedBy: "import ").count == 2 && !ported.contains("QuartzCore"), "\(ported)")
        #expect(status == 0, "\(errors)")
    }

    @Test("A dry run prints a unified diff, changes nothing, and exits 0 when nothing is left")
    func dryRun() throws {
        let url = try folder(["ViewController.swift": Self.clean])
        let path = url.appendingPathComponent("ViewController.swift").path
        let (status, output, errors) = run([url.path])
        #expect(status == 0)
        #expect(output.hasPrefix("--- \(path)\n+++ \(path)\n@@ -1,"))
        #expect(output.contains("-import UIKit\n+import ResponderKit\n"))
        #expect(output.contains("+        case Selector(\"done:\"): return method(ViewController.done(_:))\n"))
        #expect(errors.contains("nothing left for a person"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.clean)
    }

    @Test("--write rewrites the files in place; a second run finds nothing to change")
    func write() throws {
        let url = try folder(["ViewController.swift": Self.clean])
        let path = url.appendingPathComponent("ViewController.swift").path
        #expect(run([path], write: true).status == 0)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("import ResponderKit") && written.contains("Selector(\"done:\")"))
        let again = run([path])
        #expect(again.status == 0 && again.output.isEmpty)
    }

    @Test("Exit 1 when the report lists something, with file:line and the fix")
    func reportExitsOne() throws {
        let url = try folder([
            "Hit.swift": "import UIKit\nextension UIView {\n    override func layoutSubviews() {}\n}\n"
        ])
        let (status, _, errors) = run([url.path])
        #expect(status == 1)
        #expect(errors.contains("Hit.swift:3:19: `override func layoutSubviews` in an extension of UIView"))
        #expect(errors.contains("fix: move it into a subclass of UIView"))
    }

    @Test("Exit 2, with a clear message and nothing written, for a missing path or a file that does not parse")
    func badInput() throws {
        let missing = run(["/no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("/no/such/folder: no such file or folder; not ported."))

        let good = "import UIKit\nclass A: UIView { @objc func f() {} }\n"
        let url = try folder(["Good.swift": good, "Broken.swift": "import UIKit\nclass B {\n    func g( {\n}\n"])
        let broken = run([url.path], write: true)
        #expect(broken.status == 2)
        #expect(broken.errors.contains("Broken.swift does not parse as Swift"))
        #expect(broken.errors.contains("Nothing was written."))
        #expect(try String(contentsOf: url.appendingPathComponent("Good.swift"), encoding: .utf8) == good)
    }
}
