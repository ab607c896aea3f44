import Foundation
import Testing

// Issue 33, item 4: a map that cannot drift. Every file the docs and the source comments name exists,
// and the README stays a page a newcomer reads in five minutes.

/// The repository's root, found from this file's place in it.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Files named in the docs that are not this repository's and are cited as such: other projects'
/// files read as sources, and file names in example output.
private let citedElsewhere: Set<String> = [
    "UIPressesEvent.swift", "UITextInput.swift", "GestureRecognizer.swift",   // API-SURFACE.md: the Swift renderings of UIKit's headers read as sources
    "UIGestureRecognizerSubclass.swift", "NSGeometry.swift", "Sources/Foundation/NSGeometry.swift",  // ditto; swift-corelibs-foundation
    "Hit.swift",                                                             // Porting.md: a file of the tool's sample report
]

/// Every file under the repository (relative paths), skipping build folders and Git's.
private func repositoryFiles() -> [String] {
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = enumerator?.nextObject() as? URL {
        let name = url.lastPathComponent
        if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" || name.hasPrefix("wt-") {
            enumerator?.skipDescendants()
            continue
        }
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false {
            files.append(String(url.path.dropFirst(root.path.count + 1)))
        }
    }
    return files
}

/// The file names and paths a line cites: words ending in `.swift`, `.md` or `.sh`.
private func citedFiles(in line: Substring) -> [String] {
    var found: [String] = []
    var word = ""
    func flush() {
        var candidate = word
        while candidate.hasSuffix(".") { candidate.removeLast() }
        if !candidate.contains("://"), candidate.hasSuffix(".swift") || candidate.hasSuffix(".md") || candidate.hasSuffix(".sh"),
           candidate.count > 3, !candidate.hasPrefix(".") {
            found.append(candidate)
        }
        word = ""
    }
    for character in line {
        if character.isLetter || character.isNumber || "_+./-:*".contains(character) { word.append(character) } else { flush() }
    }
    flush()
    return found
}

@Suite("The docs' map of the code")
struct DocumentationMapTests {
    @Test("Every file named in docs/, the README and the source comments exists (in this repository or the shared folder)")
    func citedFilesExist() throws {
        let files = repositoryFiles()
        let names = Set(files.map { ($0 as NSString).lastPathComponent })
        let paths = Set(files)
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
        func exists(_ cited: String) -> Bool {
            if citedElsewhere.contains(cited) { return true }
            let trimmed = cited.hasPrefix("../shared/") ? String(cited.dropFirst("../shared/".count)) : cited
            if names.contains(cited) || paths.contains(cited) || files.contains(where: { $0.hasSuffix("/" + cited) }) { return true }
            if let star = cited.firstIndex(of: "*") {  // a pattern such as Tests/ResponderKitTests/PortedIOS*Tests.swift: one file matches
                let prefix = cited[..<star], suffix = cited[cited.index(after: star)...]
                if files.contains(where: { ("/" + $0).contains("/" + prefix) && $0.hasSuffix(suffix) }) { return true }
            }
            // SPEC.md, WORKLOADS.md, peers' scripts: the shared folder beside the repository (absent on a bare clone).
            if !FileManager.default.fileExists(atPath: shared.path) && !trimmed.contains("/") { return true }
            return FileManager.default.fileExists(atPath: shared.appendingPathComponent(trimmed).path)
                || FileManager.default.fileExists(atPath: cited)
                || !FileManager.default.fileExists(atPath: shared.path) && cited.hasPrefix("../shared/")
        }
        var missing: [String] = []
        let documents = files.filter { ($0.hasPrefix("docs/") && $0.hasSuffix(".md")) || $0 == "README.md" }
        let sources = files.filter { $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Backends/SDL/Sources/")) }
        for file in documents + sources {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if file.hasSuffix(".swift") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for cited in citedFiles(in: line) where !exists(cited) {
                    missing.append("\(file):\(number + 1) names \(cited)")
                }
            }
        }
        #expect(missing.isEmpty, "files named but not found (rename the citation, or the file): \(missing.joined(separator: "; "))")
    }

    @Test("The README is at most 200 lines: what it is, the two commands, a short tour, where to read on")
    func readmeIsShort() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 200, "README.md has \(lines) lines; move detail to docs/ and link it")
    }
}
