import Foundation
import ResponderKitPort

// How long the dry run's parts take on big files (the diff must be linear — 1 MB in ≤ 1 s,
// 10 MB in ≤ 10 s). A benchmark, not a timed test:
//
//     swift build -c release --package-path Tools/responderkit-port --product responderkit-port-bench
//     Tools/responderkit-port/.build/release/responderkit-port-bench [megabytes …]
//
// Each file is iOS code: view controllers with an @objc action, a #selector naming it and UIKit
// imports, repeated up to the size; "port" is parsing and rewriting it, "diff" is the unified diff.

/// A Swift file of about `bytes` bytes, with an action and a selector every ~400 bytes.
func iOSSource(bytes: Int, lineEnding: String = "\n") -> String {
    var text = "import UIKit" + lineEnding + lineEnding
    var index = 0
    while text.utf8.count < bytes {
        text += """
            final class Screen\(index)ViewController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                }
                @objc func tapped(_ sender: UIButton) { print("tapped \\(sender)") }
            }

            """.replacingOccurrences(of: "\n", with: lineEnding)
        index += 1
    }
    return text
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let sizes = CommandLine.arguments.dropFirst().compactMap(Double.init)
for megabytes in sizes.isEmpty ? [1, 10] : sizes {
    for ending in ["\n", "\r\n"] {
        let source = iOSSource(bytes: Int(megabytes * 1_000_000), lineEnding: ending)
        var result: PortResult?
        let port = try seconds { result = try Porter.port([SourceFile(path: "Big.swift", text: source)]) }
        var diff = ""
        let diffTime = seconds { diff = UnifiedDiff.make(for: result!.files[0]) }
        let lines = diff.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        // The second run, over the ported code (its Selector literals and existing cases): no change.
        var again: PortResult?
        let second = try seconds {
            again = try Porter.port([SourceFile(path: "Big.swift", text: result!.files[0].ported)])
        }
        precondition(again!.files[0].ported == result!.files[0].ported, "a second run changed the ported code")
        print(String(format: "%5.1f MB %@: port %6.2f s, diff %6.3f s (%d diff lines), second run %6.2f s (no change)",
                     megabytes, ending == "\n" ? "LF  " : "CRLF", port, diffTime, lines, second))
    }
}
