import Foundation

/// `responderkit-port [--write] <app folder>`: a whole iOS app turned into a SwiftPM package in
/// place.
///
///     the folder ─▶ AppFolder: the Xcode project's target (its Swift files, storyboards, nibs,
///        asset catalogs, Info.plist, module name, Swift version), or every file without a project
///     ─▶ storyboards and nibs translated (StoryboardTranslator, NibTranslator): the actions they
///        connect are known to the porter
///     ─▶ the Swift files ported (Porter), outlets and connected actions needing nothing more
///     ─▶ PortedResources/: each translation, and PortedResources.swift registering them with the
///        Info.plist (and the asset catalogs' colours and images)
///     ─▶ Package.swift: an executable target named as the app's module, depending on ResponderKit
///        and its SDL window, in the app's language mode, leaving out what the target does not build
///     ─▶ everything type-checked together, in the app's language mode, as the app's module
///     ─▶ dry run: the diffs and the new files · --write: written (nothing, if anything cannot be)
enum AppPort {
    static let generatedFolder = "PortedResources"

    /// What porting an app's folder gives, before anything is written.
    struct Prepared {
        var app: AppFolder
        var result: PortResult
        var translations: [IBTranslation]
        /// New files, absolute paths: the translations, PortedResources.swift, Package.swift.
        var newFiles: [(path: String, text: String)]
        var findings: [Finding]
        var notes: [String]
        var packagePath: String
    }

    /// A reason the app cannot be ported (exit 2; nothing is written).
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    static func prepare(folder: String, responderKitPath: String?) throws -> Prepared {
        let app = AppFolder(root: folder)
        var findings: [Finding] = []
        if app.swiftFiles.isEmpty, let first = app.objectiveCFiles.first {
            throw Refusal(description: "the app is written in Objective-C (\((first as NSString).lastPathComponent)"
                    + """
                        \(app.objectiveCFiles.count > 1 ? " and \(app.objectiveCFiles.count - 1) more" : "")); \
                        responderkit-port ports Swift
                        """
            )
        }
        for file in app.objectiveCFiles {
            findings.append(
                Finding(
                    file: file, line: 1, column: 1,
                    message: "an Objective-C file of the target, which responderkit-port does not translate",
                    fix: "rewrite it in Swift (the package builds only the Swift files), or leave out what needs it"))
        }
        var translations: [IBTranslation] = []
        var selectors: Set<String> = []
        for path in app.storyboards + app.nibs {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Refusal(description: "\(path): cannot be read")
            }
            let translation = try path.hasSuffix(".xib") ? NibTranslator.translate(path: path, data: data)
                : StoryboardTranslator.translate(path: path, data: data)
            translations.append(translation)
            findings += translation.findings
            selectors.formUnion(translation.connectedSelectors)
        }
        var sources: [SourceFile] = []
        for path in app.swiftFiles {
            guard let data = FileManager.default.contents(atPath: path),
                let source = SourceFile(path: path, bytes: [UInt8](data))
            else {
                throw Refusal(description: "\(path): cannot be read as UTF-8 text")
            }
            sources.append(source)
        }
        let result = try Porter.port(
            sources, interfaceBuilderSelectors: selectors, stringTablesInModuleBundle: !app.localizedStrings.isEmpty)
        findings += result.findings

        let sourcesFolder = commonFolder(of: app.swiftFiles) ?? app.root
        let generatedRoot = (sourcesFolder as NSString).appendingPathComponent(generatedFolder)
        var newFiles: [(path: String, text: String)] = translations.map {
            ((generatedRoot as NSString).appendingPathComponent($0.fileName), $0.swift)
        }
        let packagePath = (app.root as NSString).appendingPathComponent("Package.swift")
        let writesManifest = !FileManager.default.fileExists(atPath: packagePath)
        // The catalogs' image files reach the app through Bundle.module only in a manifest the port writes.
        let catalogs = AssetCatalogs(paths: app.assetCatalogs, bundleFolder: writesManifest ? sourcesFolder : nil)
        findings += catalogs.findings
        newFiles.append(((generatedRoot as NSString).appendingPathComponent("PortedResources.swift"),
                         resourcesFile(info: app.info(), translations: translations, assets: catalogs.registrations)))
        var notes: [String] = []
        if !writesManifest {
            notes.append(
                """
                    \(packagePath) exists and was left as it is: its target needs ResponderKit and the files of \
                    \(generatedFolder)/
                    """
            )
        } else {
            guard let kit = responderKitPath ?? findResponderKit() else {
                throw Refusal(
                    description: "cannot find ResponderKit's checkout to depend on; pass --responderkit <path>")
            }
            let usesOSLog = result.files.contains { file in
                file.ported.split(separator: "\n").contains {
                    $0.trimmingCharacters(in: .whitespaces) == "import OSLog"
                }
            }
            newFiles.append(
                (
                    packagePath,
                    PackageManifest.text(
                        app: app, sourcesFolder: sourcesFolder, responderKit: kit,
                        usesOSLog: usesOSLog, copiedCatalogs: catalogs.bundledCatalogs)
                ))
        }
        notes += app.notes
        for stale in app.staleSwiftFiles { notes.append("left out: \(stale) (the Xcode target does not build it)") }
        return Prepared(app: app, result: result, translations: translations, newFiles: newFiles,
                        findings: findings, notes: notes, packagePath: packagePath)
    }

    static func run(folder: String, write: Bool, verification: PortTool.Verification, responderKitPath: String?,
                    output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        let prepared: Prepared
        do {
            prepared = try prepare(folder: folder, responderKitPath: responderKitPath)
        } catch {
            errors("responderkit-port: \(error)\nNothing was written.\n")
            return 2
        }
        let app = prepared.app
        let result = prepared.result
        let translations = prepared.translations
        let newFiles = prepared.newFiles
        let packagePath = prepared.packagePath
        let notes = prepared.notes
        var findings = prepared.findings
        let sources = result.files
        let generatedRoot =
            (prepared.newFiles.first { $0.path.hasSuffix("PortedResources.swift") }?.path as NSString?)?
            .deletingLastPathComponent ?? app.root
        var verified = "not verified"
        var compiles = false
        if case let .typeCheck(verifier) = verification {
            var generated = newFiles.filter { $0.path.hasSuffix(".swift") && $0.path != packagePath }
                .map { PortedFile(path: $0.path, original: "", ported: $0.text) }
            if !app.localizedStrings.isEmpty {
                // SwiftPM's accessor for the resources (the string tables), which the build generates.
                generated.append(
                    PortedFile(
                        path: (generatedRoot as NSString).appendingPathComponent("resource_bundle_accessor.swift"),
                        original: "",
                        ported: "import Foundation\nextension Foundation.Bundle { static let module: Bundle = .main }\n"
                    ))
            }
            switch verifier.verify(
                result.files + generated, written: write, swiftVersion: app.swiftVersion, moduleName: app.moduleName)
            {
            case let .typeChecks(modules):
                verified =
                    """
                        the package's code type-checks against ResponderKit (\(modules)), as module \(app.moduleName) \
                        in Swift \(app.swiftVersion) mode
                        """
                compiles = true
            case let .errors(compilerFindings, modules):
                verified =
                    """
                        the package's code does not compile against ResponderKit (\(modules)): \
                        \(compilerFindings.count) error\(compilerFindings.count == 1 ? "" : "s") below
                        """
                findings += compilerFindings
            case let .notVerified(reason):
                verified = "not verified: \(reason)"
            }
        }

        let changed = result.files.filter(\.isChanged)
        if write {
            do {
                try FileWriter.writeAll(changed.map { ($0.path, $0.bytes(of: $0.original), $0.bytes(of: $0.ported)) })
                try FileManager.default.createDirectory(atPath: generatedRoot, withIntermediateDirectories: true)
                for file in newFiles { try Data(file.text.utf8).write(to: URL(fileURLWithPath: file.path)) }
            } catch {
                errors("responderkit-port: \(error)\n")
                return 2
            }
        } else {
            for file in changed { output(UnifiedDiff.make(for: file)) }
            for file in newFiles { output(newFileDiff(file.path, file.text)) }
        }
        for note in notes { errors("responderkit-port: \(note)\n") }
        findings.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        let summary =
            """
                responderkit-port: the app \(app.moduleName): \(sources.count) Swift \
                file\(sources.count == 1 ? "" : "s") (\(changed.count) \(write ? "rewritten" : "to change")), \
                \(translations.count) storyboard\(translations.count == 1 ? "" : "s") and \
                nib\(translations.count == 1 ? "" : "s") translated, \(newFiles.count) \
                file\(newFiles.count == 1 ? "" : "s") \(write ? "written" : "to write")
                """
        if findings.isEmpty, compiles {
            errors("\(summary); \(verified); nothing left for a person.\n")
            return 0
        }
        errors("\(summary); \(verified)\(findings.isEmpty ? "" : "; \(findings.count) left for a person:")\n")
        for finding in findings { errors("\(finding)\n") }
        return 1
    }

    /// The folder that holds every one of `paths`.
    static func commonFolder(of paths: [String]) -> String? {
        guard var common = paths.first.map({ ($0 as NSString).deletingLastPathComponent }) else { return nil }
        for path in paths.dropFirst() {
            while !(path.hasPrefix(common + "/") || path == common) {
                let parent = (common as NSString).deletingLastPathComponent
                if parent == common { return nil }
                common = parent
            }
        }
        return common
    }

    /// ResponderKit's checkout: `RESPONDERKIT_PATH`, or the package around this tool's executable.
    static func findResponderKit() -> String? {
        if let path = ProcessInfo.processInfo.environment["RESPONDERKIT_PATH"] { return path }
        var folder =
            Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
            ?? FileManager.default.currentDirectoryPath
        for _ in 0..<12 {
            let manifest = (folder as NSString).appendingPathComponent("Package.swift")
            if let text = try? String(contentsOfFile: manifest, encoding: .utf8),
                text.range(of: #"Package\(\s*name:\s*"ResponderKit""#, options: .regularExpression) != nil
            {
                return folder
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    static func newFileDiff(_ path: String, _ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
        return "--- /dev/null\n+++ \(path)\n@@ -0,0 +1,\(lines.count) @@\n" + lines.map { "+" + $0 + "\n" }.joined()
    }

    /// PortedResources.swift: the Info.plist, the storyboards, the nibs and the assets, registered.
    static func resourcesFile(info: [String: Any], translations: [IBTranslation], assets: [String]) -> String {
        var body = ["UIApplication.infoDictionary = " + SwiftLiteral.of(info, indent: 8)]
        for translation in translations {
            body.append(
                translation.typeName.hasSuffix("Nib")
                    ? "\(translation.typeName).register()"
                    : "UIStoryboard.register(\(translation.typeName).translation)")
        }
        body += assets
        return """
            // Written by responderkit-port from the app's Info.plist, storyboards, nibs and asset catalogs: port the app again rather than edit it.
            import ResponderKit

            final class PortedResources: PortedAppResources {
                static func register() {
            \(body.map { "        " + $0 }.joined(separator: "\n"))
                }
            }

            """
    }
}
