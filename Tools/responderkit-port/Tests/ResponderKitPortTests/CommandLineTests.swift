import Foundation
import Testing

/// The built `responderkit-port` executable, run as a person runs it: usage errors exit 2 with the
/// usage text, `--help` exits 0, and a real run over the example app verifies and exits 0.
@Suite("responderkit-port: the executable", .serialized)
struct CommandLineTests {
    /// The executable next to this test bundle (`swift build --build-tests` builds both).
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("responderkit-port")

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    @Test("A usage error exits 2 with the usage text; --help exits 0")
    func usage() throws {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.executable.path), "build it: swift build --build-tests")
        let unknown = try run(["--no-such-flag", "x.swift"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("Usage: responderkit-port <paths> ..."))
        let missing = try run([])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("Missing expected argument"))
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--module-path"))
    }

    @Test("Porting the example app from the command line: a diff, a verified result, exit 0")
    func exampleApp() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/ExampleApp")
        let result = try run([folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("+import ResponderKit"))
        #expect(result.errors.contains("the ported code type-checks against ResponderKit"))
    }
}
