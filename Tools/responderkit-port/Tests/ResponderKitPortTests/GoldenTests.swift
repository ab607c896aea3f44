import Foundation
import ResponderKitPort
import Testing

/// Golden tests: each folder of Fixtures/ holds `input.swift`, written as iOS code, the
/// tool's `expected.swift`, byte for byte, and `report.txt`, the report's text for what it cannot
/// convert (empty when nothing is left). `PORT_RECORD=1 swift test` rewrites the expected files from
/// the tool's output — read the diff before committing it.
@Suite("responderkit-port: golden files")
struct GoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let cases = ["Imports", "Selectors", "ResponderActions", "MergedActionMethod", "NonResponderTargets",
                        "ExtensionActions", "AppDelegate", "Unconvertible", "ControlEvents", "SelectorWithoutObjC",
        "UIKitExtensionSelector", "PortedBefore", "RunLoopForms", "SceneDelegate", "MainSwift", "ObjCExtension",
        "RegisteredCells",
    ]

    @Test("Each construct ports to its expected file and report", arguments: cases)
    func golden(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        let input = try String(contentsOf: folder.appendingPathComponent("input.swift"), encoding: .utf8)
        let result = try Porter.port([SourceFile(path: "\(name)/input.swift", text: input)])
        let ported = result.files[0].ported
        let report = result.findings.map { "\($0)\n" }.joined()
        if ProcessInfo.processInfo.environment["PORT_RECORD"] == "1" {
            try ported.write(to: folder.appendingPathComponent("expected.swift"), atomically: true, encoding: .utf8)
            try report.write(to: folder.appendingPathComponent("report.txt"), atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.swift"), encoding: .utf8)
        let expectedReport = try String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(ported == expected)
        #expect(report == expectedReport)
    }

    /// The example app (Fixtures/ExampleApp, iOS code) ports to exactly the files of
    /// Tests/PortedExampleApp, which the package builds against ResponderKit and
    /// PortedExampleAppTests drives: what the tool writes is what is tested to work.
    @Test("The example app ports, with nothing left for a person, to the files the end-to-end test builds")
    func exampleApp() throws {
        let folder = Self.fixtures.appendingPathComponent("ExampleApp")
        let ported = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "PortedExampleApp")
        let names = ["ExampleViewController.swift", "ExampleViewController+Share.swift"]
        let sources = try names.map {
            SourceFile(
                path: "ExampleApp/\($0)",
                text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        let result = try Porter.port(sources)
        #expect(result.findings.isEmpty, "\(result.findings)")
        for (name, file) in zip(names, result.files) {
            if ProcessInfo.processInfo.environment["PORT_RECORD"] == "1" {
                try file.ported.write(to: ported.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOf: ported.appendingPathComponent(name), encoding: .utf8)
            #expect(file.ported == expected, "\(name)")
        }
    }

    @Test("Porting the ported file again changes nothing and reports nothing new")
    func idempotent() throws {
        for name in Self.cases where name != "Unconvertible" {
            let folder = Self.fixtures.appendingPathComponent(name)
            let expected = try String(contentsOf: folder.appendingPathComponent("expected.swift"), encoding: .utf8)
            let again = try Porter.port([SourceFile(path: "\(name)/expected.swift", text: expected)])
            #expect(again.files[0].ported == expected, "\(name)")
        }
    }
}
