import Foundation

/// `responderkit-port Main.storyboard`: the storyboard's translation printed (or, with `--write`,
/// written beside it as `Main.storyboard.swift`), and what it could not translate reported.
enum InterfaceBuilderRun {
    static func run(_ paths: [String], write: Bool, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        var findings: [Finding] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                errors("responderkit-port: \(path): no such file, or it cannot be read\n")
                return 2
            }
            do {
                let translation =
                    try
                    (path.hasSuffix(".xib")
                    ? NibTranslator.translate(path: path, data: data)
                    : StoryboardTranslator.translate(path: path, data: data))
                findings += translation.findings
                if write {
                    let target = path + ".swift"
                    try Data(translation.swift.utf8).write(to: URL(fileURLWithPath: target))
                    errors("responderkit-port: wrote \(target)\n")
                } else {
                    output(translation.swift)
                }
            } catch {
                errors("responderkit-port: \(error)\n")
                return 2
            }
        }
        for finding in findings { errors("\(finding)\n") }
        return findings.isEmpty ? 0 : 1
    }
}
