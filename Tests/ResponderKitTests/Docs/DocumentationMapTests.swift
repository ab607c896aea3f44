import Foundation
import Testing

// A map that cannot drift. Every file, type and function name the docs and the source
// comments cite exists, the tests' folders mirror the sources', and the README stays a page a newcomer
// reads in five minutes.

/// The repository's root, found from this file's place in it.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Files named in the docs that are not this repository's and are cited as such: other projects'
/// files read as sources, and file names in example output.
private let citedElsewhere: Set<String> = [
    // API-SURFACE.md: the Swift renderings of UIKit's headers read as sources
    "UIPressesEvent.swift", "UITextInput.swift", "GestureRecognizer.swift",
    // ditto; swift-corelibs-foundation
    "UIGestureRecognizerSubclass.swift", "NSGeometry.swift", "Sources/Foundation/NSGeometry.swift",
    "Hit.swift",  // Porting.md: a file of the tool's sample report
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
        if !candidate.contains("://"),
            candidate.hasSuffix(".swift") || candidate.hasSuffix(".md") || candidate.hasSuffix(".sh"),
           candidate.count > 3, !candidate.hasPrefix(".") {
            found.append(candidate)
        }
        word = ""
    }
    for character in line {
        if character.isLetter || character.isNumber || "_+./-:*".contains(character) {
            word.append(character)
        } else {
            flush()
        }
    }
    flush()
    return found
}

/// Names cited that are other libraries', not this one's: UIKit's and Foundation's members that the
/// docs name to say ResponderKit does not have them (or that Linux's Foundation lacks).
private let namedElsewhere: Set<String> = [
    "UIResponder.undoManager",   // Differences-from-UIKit.md: UIKit's, not available (no UndoManager on Linux)
    "Timer.userInfo",            // Differences-from-UIKit.md, SelectorTimers.swift: Foundation's, read-only on Linux
    "UIBezierPath.fill()",       // Differences-from-UIKit.md: UIKit's drawing, not available (no CGContext)
]

/// The names `lines` cite that `names` does not declare, as "file:line cites …" sentences.
/// The rule (no false positives: each kind of citation is unambiguous):
/// - a DocC symbol link (``Name``, ``Type/member``, ``Type.member``, ``member(label:label:)``): every
///   component is a name some declaration in the sources introduces (or a module's), and a
///   parenthesised list of labels matches a declaration of that name (parameters with defaults may
///   be left out);
/// - a code span that is exactly `Type.member` or `Type.member(…)` whose `Type` the sources declare or
///   extend: `member` is declared somewhere in the sources, and `(label:label:)` matches as above.
private func staleNames(
    in lines: [Substring], of file: String, against names: DeclaredNames, modules: Set<String>
) -> [String] {
    func known(_ name: String) -> Bool {
        names.all.contains(name) || names.types.contains(name) || modules.contains(name)
    }
    var stale: [String] = []
    for (number, line) in lines.enumerated() {
        let place = "\(file):\(number + 1)"
        for link in CitedNames.symbolLinks(in: line) where !namedElsewhere.contains(link.text) {
            let missing = link.components.filter { !known($0) }
            if !missing.isEmpty {
                stale.append("\(place) cites ``\(link.text)`` (\(missing.joined(separator: ", ")): declared nowhere)")
            } else if let labels = link.labels, let name = link.components.last, !names.declares(name, labels: labels) {
                stale.append("\(place) cites ``\(link.text)`` (no \(name) with these labels)")
            }
        }
        for span in CitedNames.memberSpans(in: line)
        where names.types.contains(span.type) && !namedElsewhere.contains(span.text) {
            if !known(span.member) {
                stale.append("\(place) cites `\(span.text)` (\(span.member): declared nowhere)")
            } else if let labels = span.labels, !names.declares(span.member, labels: labels) {
                stale.append("\(place) cites `\(span.text)` (no \(span.member) with these labels)")
            }
        }
    }
    return stale
}

@Suite("The docs' map of the code")
struct DocumentationMapTests {
    @Test("""
        Every file named in docs/, the README and the source comments exists (in this repository; the peers' \
        harnesses outside it)
        """)
    func citedFilesExist() throws {
        let files = repositoryFiles()
        let names = Set(files.map { ($0 as NSString).lastPathComponent })
        let paths = Set(files)
        let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
        func exists(_ cited: String) -> Bool {
            if citedElsewhere.contains(cited) { return true }
            let trimmed = cited.hasPrefix("../shared/") ? String(cited.dropFirst("../shared/".count)) : cited
            if names.contains(cited) || paths.contains(cited) || files.contains(where: { $0.hasSuffix("/" + cited) }) {
                return true
            }
            // a pattern such as Tests/ResponderKitTests/PortedIOS*Tests.swift: one file matches
            if let star = cited.firstIndex(of: "*") {
                let prefix = cited[..<star], suffix = cited[cited.index(after: star)...]
                if files.contains(where: { ("/" + $0).contains("/" + prefix) && $0.hasSuffix(suffix) }) { return true }
            }
            // The peers' harnesses are outside the repository, beside it (absent on a bare clone); no other
            // document outside it may be cited.
            guard cited.hasPrefix("../shared/peers") || trimmed.hasPrefix("peers/") else {
                return FileManager.default.fileExists(atPath: cited)
            }
            return !FileManager.default.fileExists(atPath: shared.path)
                || FileManager.default.fileExists(atPath: shared.appendingPathComponent(trimmed).path)
        }
        var missing: [String] = []
        let documents = files.filter { ($0.hasPrefix("docs/") && $0.hasSuffix(".md")) || $0 == "README.md" }
        let sources = files.filter {
            $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Backends/SDL/Sources/"))
        }
        for file in documents + sources {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if file.hasSuffix(".swift") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for cited in citedFiles(in: line) where !exists(cited) {
                    missing.append("\(file):\(number + 1) names \(cited)")
                }
            }
        }
        #expect(
            missing.isEmpty,
            "files named but not found (rename the citation, or the file): \(missing.joined(separator: "; "))")
    }

    @Test("""
        No symbolic link is broken: the sanitizer package's tests are links into Tests/, and a moved test must \
        take them along
        """)
    func linksResolve() throws {
        var broken: [String] = []
        for file in repositoryFiles() {
            let path = root.appendingPathComponent(file).path
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else { continue }
            if !FileManager.default.fileExists(atPath: path) { broken.append(file) }
        }
        #expect(
            broken.isEmpty, "links to nothing (point them at the file's new place): \(broken.joined(separator: ", "))")
    }

    @Test("docs/README.md links every page of docs/, so no page is found only by chance")
    func indexLinksEveryPage() throws {
        let index = try String(contentsOf: root.appendingPathComponent("docs/README.md"), encoding: .utf8)
        let pages = repositoryFiles()
            .filter { $0.hasPrefix("docs/") && $0.hasSuffix(".md") && $0 != "docs/README.md" }
            .filter { $0.split(separator: "/").count == 2 }  // the pages, not files in docs/'s folders
            .map { ($0 as NSString).lastPathComponent }
        let unlinked = pages.filter { !index.contains("](\($0))") }
        #expect(!pages.isEmpty)
        #expect(unlinked.isEmpty, "add a line for each to docs/README.md: \(unlinked.joined(separator: ", "))")
    }

    @Test("No document the repository does not hold is cited, and no code or doc narrates the project's history")
    func citesOnlyWhatItHolds() throws {
        let outside = ["SPEC.md", "UIKIT-NOTES", "DESIGN.md", "WORKLOADS.md"]
        let history = try NSRegularExpression(
            pattern: "\\b(issue|session|round)[ -][0-9]+", options: [.caseInsensitive])
        var found: [String] = []
        let checked = repositoryFiles().filter {
            ($0.hasSuffix(".swift") || $0.hasSuffix(".md")) && !$0.hasPrefix("Tests/ResponderKitTests/Docs/")
        }
        for file in checked {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                for name in outside where line.contains(name) { found.append("\(file):\(number + 1) cites \(name)") }
                let range = NSRange(line.startIndex..., in: line)
                for match in history.matches(in: line, range: range) {
                    let words = (line as NSString).substring(with: match.range)
                    // A WWDC talk's number and another project's bug are sources, not this project's history.
                    let before = (line as NSString).substring(to: match.range.location)
                    if before.hasSuffix("WWDC 2019 ") || before.hasSuffix("WWDC19 ") || before.hasSuffix("libdispatch ")
                    {
                        continue
                    }
                    found.append("\(file):\(number + 1) says \(words)")
                }
            }
        }
        #expect(
            found.isEmpty, "say the reason instead (history belongs in the git log): \(found.joined(separator: "; "))")
    }

    @Test("Every type and function name cited in docs/ and in the source comments is declared in the sources")
    func citedNamesExist() throws {
        let files = repositoryFiles()
        let swiftSources = files.filter {
            $0.hasSuffix(".swift") && ($0.hasPrefix("Sources/") || $0.hasPrefix("Backends/"))
        }
        var names = DeclaredNames()
        for file in swiftSources {
            names.read(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
        }
        let modules = Set(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path))
        let documents = files.filter { ($0.hasPrefix("docs/") || $0.contains(".docc/")) && $0.hasSuffix(".md") }
        let commented = swiftSources.filter { $0.hasPrefix("Sources/") || $0.hasPrefix("Backends/SDL/Sources/") }
        var stale: [String] = []
        for file in documents + commented {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if file.hasSuffix(".swift") {  // comments only: a line of code keeps its place, empty
                lines = lines.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? $0 : "" }
            }
            stale += staleNames(in: lines, of: file, against: names, modules: modules)
        }
        #expect(
            !names.all.isEmpty && names.declares("hitTest", labels: ["_", "with"]),
            "the sources' declarations were not read")
        #expect(
            stale.isEmpty, "names cited but declared nowhere (cite the current name): \(stale.joined(separator: "; "))")
    }

    @Test("The check of cited names flags a renamed member, wrong labels and a missing type, and passes current ones")
    func citedNamesRule() {
        var names = DeclaredNames()
        names.read("""
            open class Lamp: NSObject {
                open func switchOn(at time: Double, animated: Bool = false) {}
                // func commentedOut() {}
                var label = "func inString()"
                enum Mode { case dim, bright(level: Int) }
            }
            extension Lamp { init(watts: Int) { self.init() } }
            """)
        let lines: [Substring] = [
            "``Lamp/switchOn(at:)``, ``Lamp/switchOn(at:animated:)``, ``Lamp/Mode/bright(level:)``, ``init(watts:)``",
            "`Lamp.switchOn(at:)`, `Lamp.label`, `Lamp.swift`, `Lamp.self`, `Bulb.glow`, `Lamp.dim`",
            "``Lamp/switchOff()``, ``switchOn(_:)``, `Lamp.commentedOut()`, `Lamp.inString`, ``Bulb``",
        ]
        let stale = staleNames(in: lines, of: "Lamp.md", against: names, modules: [])
        #expect(stale.allSatisfy { $0.hasPrefix("Lamp.md:3 ") }, "\(stale)")
        #expect(stale.count == 5, "\(stale)")
    }

    @Test("""
        The tests mirror Sources/ResponderKit: every folder of Tests/ResponderKitTests is one of its folders (or \
        Docs), no test file at the top
        """)
    func testFoldersMirrorSources() {
        let tests = root.appendingPathComponent("Tests/ResponderKitTests")
        let sources = root.appendingPathComponent("Sources/ResponderKit")
        var strays: [String] = []
        let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(tests.path.count + 1))
            if url.lastPathComponent.hasPrefix(".") { continue }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if relative == "Docs" || relative.hasPrefix("Docs/") { continue }
                var isFolder: ObjCBool = false
                let mirrored = FileManager.default.fileExists(
                    atPath: sources.appendingPathComponent(relative).path, isDirectory: &isFolder)
                if !(mirrored && isFolder.boolValue) {
                    strays.append("\(relative)/ is no folder of Sources/ResponderKit")
                }
            } else if !relative.contains("/") {
                strays.append("\(relative) sits at the top level")
            }
        }
        #expect(
            strays.isEmpty, "put each test in the folder of the sources it tests: \(strays.joined(separator: "; "))")
    }

    @Test("The README is at most 200 lines: what it is, the two commands, a short tour, where to read on")
    func readmeIsShort() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 200, "README.md has \(lines) lines; move detail to docs/ and link it")
    }
}
