import Foundation

/// The command line's work, callable from tests.
///
///     paths ─▶ InputFiles: the Swift files, each once; every other path named for what it is (the run goes on)
///           ─▶ Porter: the rewrites, and what the tool itself cannot convert
///           ─▶ dry run: a unified diff per changed file · --write: FileWriter, all files or none
///           ─▶ Verifier: the ported files type-checked against ResponderKit; each error a finding
///           ─▶ the report, and the exit status:
///              0  the ported code type-checks and nothing is left for a person
///              1  the report lists something, or the result could not be verified ("not verified")
///              2  bad input: a path that is not a readable Swift file, a file that does not parse or
///                 cannot be written (a file that does not parse, or a refused write, writes nothing)
public enum PortTool {
    /// How the run checks its result.
    public enum Verification: Sendable {
        /// Type-check with `Verifier`.
        case typeCheck(Verifier)
        /// Do not check: the result is "not verified" (exit 1 at best).
        case skip
    }

    public static func run(paths: [String], write: Bool, verification: Verification = .typeCheck(Verifier()),
                           responderKitPath: String? = nil,
                           output: (String) -> Void = { print($0, terminator: "") },
                           errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) -> Int32 {
        // An app's folder (an Xcode project, an Info.plist, storyboards or nibs): the whole app.
        if paths.count == 1, AppFolder.isAppFolder(paths[0]) {
            return AppPort.run(
                folder: paths[0], write: write, verification: verification, responderKitPath: responderKitPath,
                               output: output, errors: errors)
        }
        let documents = paths.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        if !documents.isEmpty {
            return InterfaceBuilderRun.run(documents, write: write, output: output, errors: errors)
        }
        let input = InputFiles(paths: paths)
        for problem in input.problems { errors("responderkit-port: \(problem); not ported.\n") }
        let sources = input.sources
        let result: PortResult
        do {
            result = try Porter.port(sources)
        } catch {
            errors("responderkit-port: \(error)\nNothing was written.\n")
            return 2
        }
        let changed = result.files.filter(\.isChanged)
        if write {
            let writes = changed.map { file in
                (path: file.path, original: file.bytes(of: file.original), ported: file.bytes(of: file.ported))
            }
            do {
                try FileWriter.writeAll(writes)
            } catch let failure as FileWriter.Failure {
                errors("responderkit-port: \(failure)\n\(failure.leftFilesAsTheyWere ? "Nothing was written.\n" : "")")
                return 2
            } catch {
                errors("responderkit-port: \(error)\n")
                return 2
            }
        } else {
            for file in changed { output(UnifiedDiff.make(for: file)) }
        }
        var summary = "responderkit-port: \(sources.count) file\(sources.count == 1 ? "" : "s"), \(changed.count) "
        summary += write ? "rewritten" : "to change\(changed.isEmpty ? "" : " (run with --write to rewrite them)")"
        var findings = result.findings
        var verified = Outcome.notVerified(reason: nil)
        if !sources.isEmpty {
            switch verification {
            case .skip:
                verified = .skipped
            case let .typeCheck(verifier):
                switch verifier.verify(result.files, written: write) {
                case let .typeChecks(modules):
                    verified = .typeChecks(modules: modules)
                case let .errors(compilerFindings, modules):
                    verified = .doesNotCompile(modules: modules, errors: compilerFindings.count)
                    findings += compilerFindings
                case let .notVerified(reason):
                    verified = .notVerified(reason: reason)
                }
            }
        }
        findings.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        if !input.problems.isEmpty {
            errors(
                """
                    \(summary); \(input.problems.count) path\(input.problems.count == 1 ? "" : "s") not ported \
                    (above); \(verified).\n
                    """
            )
            for finding in findings { errors("\(finding)\n") }
            return 2
        }
        if findings.isEmpty, case .typeChecks = verified {
            errors("\(summary); \(verified); nothing left for a person.\n")
            return 0
        }
        if findings.isEmpty {
            errors("\(summary); \(verified), so it cannot say that nothing is left for a person.\n")
            return 1
        }
        errors("\(summary); \(verified); \(findings.count) left for a person:\n")
        for finding in findings { errors("\(finding)\n") }
        return 1
    }

    /// What the verification found, as the report's summary line says it.
    private enum Outcome: CustomStringConvertible {
        case typeChecks(modules: String)
        case doesNotCompile(modules: String, errors: Int)
        /// `--no-verify`.
        case skipped
        /// `reason` is `nil` when there was nothing to check.
        case notVerified(reason: String?)

        var description: String {
            switch self {
            case let .typeChecks(modules):
                "the ported code type-checks against ResponderKit (\(modules))"
            case let .doesNotCompile(modules, errors):
                """
                    the ported code does not compile against ResponderKit (\(modules)): \(errors) \
                    error\(errors == 1 ? "" : "s") below
                    """
            case .skipped:
                "not verified (type-checking was skipped)"
            case .notVerified(reason: nil):
                "not verified"
            case let .notVerified(reason?):
                "not verified: \(reason)"
            }
        }
    }
}
