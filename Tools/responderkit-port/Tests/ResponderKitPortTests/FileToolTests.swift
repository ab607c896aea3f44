import Foundation
@testable import ResponderKitPort
import Testing

/// The tool as a careful file tool: links, read-only files, all-or-nothing writes,
/// line endings and byte order marks kept, every path that is not a Swift file named, each file once.
@Suite("responderkit-port: a careful file tool", .serialized)
struct FileToolTests {
    static let action =
        """
            import UIKit\nclass VC: UIViewController {\n    @objc func done(_ sender: Any?) {}\n    func wire(_ b: \
            UIButton) { b.addTarget(self, action: #selector(done(_:)), for: .touchUpInside) }\n}\n
            """

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("port-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func run(_ paths: [String], write: Bool = false) -> (status: Int32, output: String, errors: String) {
        var output = "", errors = ""
        let status = PortTool.run(
            paths: paths, write: write, verification: .skip, output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test("--write goes through a symbolic link to its target, and keeps hard links one file")
    func links() throws {
        let dir = try folder()
        let target = dir.appendingPathComponent("Target.swift"), link = dir.appendingPathComponent("Link.swift")
        try Self.action.write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let hard = dir.appendingPathComponent("Hard.swift")
        try FileManager.default.linkItem(at: target, to: hard)
        let result = run([link.path], write: true)
        #expect(result.status == 1, "not verified, so 1 at best: \(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try read(target).contains("case Selector(\"done:\")"))
        #expect(try read(hard) == read(target), "the hard link still names the same, rewritten file")
    }

    @Test("A read-only file is refused with exit 2, and nothing is written, not even the writable files")
    func readOnly() throws {
        let dir = try folder()
        let a = dir.appendingPathComponent("A.swift"), b = dir.appendingPathComponent("B.swift")
        try Self.action.write(to: a, atomically: true, encoding: .utf8)
        try Self.action.replacingOccurrences(of: "VC", with: "Other").write(to: b, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: b.path)
        let result = run([dir.path], write: true)
        #expect(result.status == 2)
        #expect(result.errors.contains("B.swift: read-only; make it writable to port it"))
        #expect(result.errors.contains("Nothing was written."))
        #expect(try read(a) == Self.action)
        #expect((try FileManager.default.attributesOfItem(atPath: b.path)[.posixPermissions] as? Int) == 0o444)
    }

    @Test("When a write fails midway, the files written before it get their bytes back")
    func allOrNothing() throws {
        let dir = try folder()
        let a = dir.appendingPathComponent("A.swift"), b = dir.appendingPathComponent("B.swift")
        try "old a".write(to: a, atomically: true, encoding: .utf8)
        try "old b".write(to: b, atomically: true, encoding: .utf8)
        var calls = 0
        #expect(throws: FileWriter.Failure.self) {
            try FileWriter.writeAll(
                [
                    (a.path, Array("old a".utf8), Array("new a".utf8)),
                    (b.path, Array("old b".utf8), Array("new b".utf8)),
                ],
                                    overwrite: { path, bytes in
                                        calls += 1
                                        if calls == 2 { throw FileWriter.Failure(description: "disk full") }
                                        try FileWriter.overwrite(path, with: bytes)
                                    })
        }
        #expect(try read(a) == "old a" && read(b) == "old b")
    }

    @Test(
        """
            A write that fails and a restore that fails too: the failure names the file and does not claim that \
            nothing was written
            """
    )
    func restoreFails() throws {
        let dir = try folder()
        let a = dir.appendingPathComponent("A.swift"), b = dir.appendingPathComponent("B.swift")
        try Data("old a".utf8).write(to: a)
        try Data("old b".utf8).write(to: b)
        var calls = 0
        do {
            try FileWriter.writeAll(
                [
                    (a.path, Array("old a".utf8), Array("new a".utf8)),
                    (b.path, Array("old b".utf8), Array("new b".utf8)),
                ],
                                    overwrite: { path, bytes in
                                        calls += 1
                                        // The second file's write fails, and so does putting the first back.
                    if calls >= 2 && path == a.path || calls == 2 { throw FileWriter.Failure(description: "disk full") }
                                        try FileWriter.overwrite(path, with: bytes)
                                    })
            Issue.record("the failed write was not reported")
        } catch let failure as FileWriter.Failure {
            #expect(!failure.leftFilesAsTheyWere)
            #expect(failure.description.contains("could not restore \(a.path): check them"))
        }
        #expect(try read(a) == "new a", "the first file keeps what was written, and the failure says so")
    }

    @Test("CRLF files stay CRLF (inserted lines too), and the dry run shows them line by line")
    func crlf() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("VC.swift")
        let crlf = Self.action.replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: file)
        let dry = run([file.path])
        #expect(dry.output.contains("-import UIKit\r\n+import ResponderKit\r\n"))
        #expect(dry.output.contains("+    override func actionMethod(for action: Selector) -> UIActionMethod? {\r\n"))
        #expect(run([file.path], write: true).status == 1)
        let bytes = [UInt8](try Data(contentsOf: file))
        let bareLineFeeds = bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
        #expect(bareLineFeeds.isEmpty, "every line ends in CRLF")
        #expect(String(decoding: bytes, as: UTF8.self).contains("case Selector(\"done:\")"))
    }

    @Test("A UTF-8 byte order mark is kept")
    func byteOrderMark() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("VC.swift")
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.action.utf8)).write(to: file)
        _ = run([file.path], write: true)
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self).hasPrefix("import ResponderKit\n"))
    }

    @Test("Each path that is not a readable Swift file is named for what it is; the others are ported; exit 2")
    func badPaths() throws {
        let dir = try folder()
        let good = dir.appendingPathComponent("Good.swift")
        try Self.action.write(to: good, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try Self.action.replacingOccurrences(of: "VC", with: "Inner").write(
            to: dir.appendingPathComponent("Folder.swift/Inner.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("Dangling.swift").path, withDestinationPath: "/no/such/target.swift")
        try Data([0x69, 0x6D, 0xFF, 0xFE]).write(to: dir.appendingPathComponent("Latin1.swift"))
        let result = run([dir.path, "/no/such/file.swift", dir.appendingPathComponent("README.md").path], write: true)
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "Dangling.swift: a symbolic link whose target does not exist (a dangling link); not ported."))
        #expect(result.errors.contains("Latin1.swift: not UTF-8 text; not ported."))
        #expect(result.errors.contains("/no/such/file.swift: no such file or folder; not ported."))
        #expect(result.errors.contains("README.md: no such file or folder; not ported."))
        #expect(!result.errors.contains("Folder.swift:"), "a folder met in a search is searched, not reported")
        #expect(try read(good).contains("import ResponderKit"))
        #expect(try read(dir.appendingPathComponent("Folder.swift/Inner.swift")).contains("import ResponderKit"))
    }

    @Test("A file reached twice (a folder and the file in it, or a link) is ported once, and its actions kept")
    func reachedTwice() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("VC.swift")
        try Self.action.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: dir.appendingPathComponent("Alias.swift"), withDestinationURL: file)
        let result = run([dir.path, file.path, "\(dir.path)/./VC.swift"], write: true)
        #expect(result.errors.contains("1 file, 1 rewritten"), "\(result.errors)")
        let written = try read(file)
        #expect(written.contains("case Selector(\"done:\"): return method(VC.done(_:))"))
        #expect(written.components(separatedBy: "actionMethod(for action").count == 2)
    }
}
