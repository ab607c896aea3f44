import Foundation

/// The command line's work, callable from tests: reads the paths, ports the files, prints the diff
/// (or writes the files) and the report, and answers the exit status — 0 when nothing is left for a
/// person, 1 when the report lists something, 2 on bad input (nothing is written then).
public enum PortTool {
    public static func run(paths: [String], write: Bool,
                           output: (String) -> Void = { print($0, terminator: "") },
                           errors: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) -> Int32 {
        var sources: [SourceFile] = []
        do {
            for path in paths { sources += try swiftFiles(at: path) }
        } catch {
            errors("responderkit-port: \(error) Nothing was written.\n")
            return 2
        }
        let result: PortResult
        do {
            result = try Porter.port(sources)
        } catch {
            errors("responderkit-port: \(error)\nNothing was written.\n")
            return 2
        }
        let changed = result.files.filter(\.isChanged)
        if write {
            for file in changed {
                do {
                    try file.ported.write(toFile: file.path, atomically: true, encoding: .utf8)
                } catch {
                    errors("responderkit-port: \(file.path): cannot be written (\(error)).\n")
                    return 2
                }
            }
        } else {
            for file in changed { output(UnifiedDiff.make(old: file.original, new: file.ported, path: file.path)) }
        }
        var summary = "responderkit-port: \(sources.count) file\(sources.count == 1 ? "" : "s"), \(changed.count) "
        summary += write ? "rewritten" : "to change\(changed.isEmpty ? "" : " (run with --write to rewrite them)")"
        if result.findings.isEmpty {
            errors("\(summary); nothing left for a person.\n")
            return 0
        }
        errors("\(summary); \(result.findings.count) left for a person:\n")
        for finding in result.findings { errors("\(finding)\n") }
        return 1
    }

    struct BadInput: Error, CustomStringConvertible {
        var description: String
    }

    /// The Swift files at `path`: the file itself, or every `.swift` file under a folder, sorted.
    static func swiftFiles(at path: String) throws -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BadInput(description: "\(path): no such file or folder.")
        }
        var files: [String] = []
        if isDirectory.boolValue {
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                throw BadInput(description: "\(path): cannot be read.")
            }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                files.append((path as NSString).appendingPathComponent(relative))
            }
            files.sort()
        } else {
            files = [path]
        }
        return try files.map { file in
            guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
                throw BadInput(description: "\(file): cannot be read as UTF-8 text.")
            }
            return SourceFile(path: file, text: text)
        }
    }
}
