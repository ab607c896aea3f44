import Foundation

/// Type-checks the ported files against ResponderKit, so that "nothing left for a person" is true.
///
///     ported texts ─▶ a temporary folder (file names kept) ─▶ swiftc -typecheck -swift-version 6 -I <modules>
///                 ─▶ each error: mapped back to the file and line it came from (the original's line on a
///                    dry run, through the porter's edits) ─▶ a finding, with the fix from `CompilerAdvice`
///
/// The ResponderKit module is looked for, in order: `--module-path`; `RESPONDERKIT_MODULE_PATH`; a
/// package around the ported files or the working directory that has built it (`.build/debug/Modules`,
/// `.build/release/Modules`, or a platform folder's); the folder of the tool's own executable (the
/// tool's package builds ResponderKit). When none is found, or `swiftc` cannot be run, the result is
/// "not verified".
public struct Verifier: Sendable {
    /// Where to look first (`--module-path`): a folder holding `ResponderKit.swiftmodule`, or a package
    /// or `.build` folder that has one.
    public var modulePath: String?
    /// The compiler (`SWIFTC`, else `swiftc` on the `PATH`).
    public var compiler: String

    /// The language mode to check in (`--swift-version`); an app's folder uses its project's.
    public var swiftVersion: Int?

    public init(modulePath: String? = nil, compiler: String? = nil, swiftVersion: Int? = nil) {
        self.modulePath = modulePath
        self.swiftVersion = swiftVersion
        self.compiler = compiler ?? ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    }

    /// What verification found.
    public enum Outcome: Sendable {
        /// The ported files type-check (warnings aside).
        case typeChecks(modules: String)
        /// The compiler's errors, as findings.
        case errors([Finding], modules: String)
        /// It could not check, and why.
        case notVerified(String)
    }

    /// Type-checks `files` (ported). `written`: the files are on disk as ported, so line numbers are
    /// theirs; otherwise errors are mapped back to the original's lines.
    /// Type-checks `files` as one module: `moduleName` (`PortedApp` by default), in the language mode
    /// `swiftVersion` (an app's own: 5 for most iOS apps). Every file is checked, not only up to the
    /// first one with an error.
    public func verify(
        _ files: [PortedFile], written: Bool, swiftVersion: Int? = nil, moduleName: String = "PortedApp"
    ) -> Outcome {
        let swiftVersion = self.swiftVersion ?? swiftVersion ?? 6
        guard let modules = findModules(near: files.map(\.path)) else {
            return .notVerified(
                """
                    no built ResponderKit module found (build the package that depends on ResponderKit, or pass \
                    --module-path <folder holding ResponderKit.swiftmodule>)
                    """
            )
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "responderkit-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var temporary: [String: Int] = [:]
        var arguments = ["-typecheck", "-continue-building-after-errors", "-swift-version", String(swiftVersion),
                         "-module-name", moduleName, "-I", modules]
        if !files.contains(where: { ($0.path as NSString).lastPathComponent == "main.swift" }) {
            arguments.append("-parse-as-library")
        }
        do {
            for (index, file) in files.enumerated() {
                let sub = folder.appendingPathComponent(String(index))
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                let url = sub.appendingPathComponent((file.path as NSString).lastPathComponent)
                try Data(file.ported.utf8).write(to: url)
                temporary[url.path] = index
                arguments.append(url.path)
            }
        } catch {
            return .notVerified("cannot write the ported files to a temporary folder (\(error))")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [compiler] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return .notVerified("cannot run \(compiler) (\(error))") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 0 { return .typeChecks(modules: modules) }
        // The module itself unusable (built by another compiler, or damaged): the code was not checked.
        for marker in [
            "compiled with Swift", "module file was created by", "cannot load module", "malformed module file",
        ]
        where output.contains(marker) {
            let line = output.split(separator: "\n").first { $0.contains(marker) }.map(String.init) ?? marker
            return .notVerified(
                """
                    the ResponderKit module in \(modules) cannot be used by \(compiler): \(line) (rebuild it with this \
                    compiler, or pass --module-path)
                    """
            )
        }
        var findings: [(finding: Finding, isKnown: Bool)] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = CompilerDiagnostic(line: String(line)), diagnostic.isError else { continue }
            guard
                let index = temporary[diagnostic.path]
                    ?? temporary[URL(fileURLWithPath: diagnostic.path).resolvingSymlinksInPath().path]
            else {
                // An error in no ported file (a module's own): say it as the compiler did.
                findings.append((Finding(file: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
                            message: "compiler: \(diagnostic.message)", fix: "see the compiler's message"), false
                    ))
                continue
            }
            let file = files[index]
            let sourceLine = PortedLines.line(diagnostic.line, of: file.ported)
            let (line, column) = written ? (diagnostic.line, diagnostic.column)
                : PortedLines.originalPosition(line: diagnostic.line, column: diagnostic.column, in: file)
            let advice = CompilerAdvice.advice(for: diagnostic.message, sourceLine: sourceLine)
            let finding = Finding(file: file.path, line: line, column: column,
                message: "does not compile: \(diagnostic.message)\(advice.what.map { " — \($0)" } ?? "")",
                                  fix: advice.fix)
            if seen.insert(finding.description).inserted { findings.append((finding, advice.what != nil)) }
        }
        // An error the table knows explains the others on its line (`'nil' requires a contextual
        // type` after `cannot find 'UIImagePickerController'`): only it is reported.
        let explained = Set(findings.filter(\.isKnown).map { "\($0.finding.file):\($0.finding.line)" })
        let reported = findings.filter { $0.isKnown || !explained.contains("\($0.finding.file):\($0.finding.line)") }
            .map(\.finding)
        if reported.isEmpty {
            let head = output.split(separator: "\n").prefix(5).joined(separator: "\n")
            return .notVerified("\(compiler) failed without an error the tool could read:\n\(head)")
        }
        return .errors(reported, modules: modules)
    }

    /// The folder holding `ResponderKit.swiftmodule`, looked for as the type's comment says.
    func findModules(near paths: [String]) -> String? {
        var candidates: [String] = []
        if let modulePath { candidates += Verifier.moduleFolders(in: modulePath) }
        if let path = ProcessInfo.processInfo.environment["RESPONDERKIT_MODULE_PATH"] {
            candidates += Verifier.moduleFolders(in: path)
        }
        var folders = paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
        folders.append(FileManager.default.currentDirectoryPath)
        var visited: Set<String> = []
        for start in folders {
            var folder = start
            while visited.insert(folder).inserted {
                candidates += Verifier.moduleFolders(in: (folder as NSString).appendingPathComponent(".build"))
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path {
            candidates += Verifier.moduleFolders(in: executable)
        }
        return candidates.first {
            FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("ResponderKit.swiftmodule"))
        }
    }

    /// The folders under `path` where SwiftPM puts modules: `path` itself, `Modules`, `debug/Modules`,
    /// `release/Modules`, and the same under each platform folder (`x86_64-unknown-linux-gnu/debug`).
    static func moduleFolders(in path: String) -> [String] {
        var result = [path, path + "/Modules", path + "/.build/debug/Modules", path + "/.build/release/Modules",
                      path + "/debug/Modules", path + "/release/Modules"]
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: path) {
            for entry in entries.sorted() where entry.contains("-") {
                result += [path + "/\(entry)/debug/Modules", path + "/\(entry)/release/Modules"]
            }
        }
        return result
    }
}

/// One line of the compiler's output: `path:line:column: error: message`.
struct CompilerDiagnostic {
    var path: String
    var line: Int
    var column: Int
    var isError: Bool
    var message: String

    init?(line text: String) {
        for kind in [": error: ", ": warning: "] {
            guard let marker = text.range(of: kind) else { continue }
            let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { return nil }
            path = location.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            isError = kind == ": error: "
            message = String(text[marker.upperBound...])
            return
        }
        return nil
    }
}
