import ArgumentParser
import Foundation
import ResponderKitPort

/// `responderkit-port Sources/MyApp` prints a unified diff and a report and changes nothing;
/// `--write` rewrites the files in place. Either way the ported code is type-checked against
/// ResponderKit, and "nothing left for a person" is said only when it compiles.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responderkit-port",
        abstract:
            """
                Moves an iOS app's event code over to ResponderKit, checks that the result compiles, and says what is \
                left.
                """,
        discussion: """
            Rewrites `import UIKit` to `import ResponderKit`, every #selector to Selector("objcName:"), and the \
            methods used as actions into one actionMethod(for:) per class; then type-checks the ported files \
            against ResponderKit and reports, with file:line and the fix, everything a person must change. \
            Exit status: 0 the ported code type-checks and nothing is left for a person; 1 the report lists \
            something, or the result could not be verified; 2 bad input (a path that is not a readable Swift \
            file, a file that does not parse, or a file that cannot be written — then nothing is written).
            """)

    @Argument(
        help:
            """
                Swift files, or folders searched for .swift files; or one app's folder (its Xcode project, Info.plist, \
                storyboards, nibs, asset catalogs), which becomes a SwiftPM package in place; or .storyboard/.xib \
                files, whose translations are printed.
                """
    )
    var paths: [String]

    @Flag(help: "Rewrite the files in place (all of them or none) instead of printing a diff.")
    var write = false

    @Option(
        help:
            """
                The folder holding ResponderKit.swiftmodule (default: found in the package around the files, or next \
                to this tool).
                """
    )
    var modulePath: String?

    @Flag(help: "Do not type-check the result (it is then reported as not verified: exit 1 at best).")
    var noVerify = false

    @Option(
        help:
            """
                The Swift language mode to type-check in: 5 or 6 (default: 6 for files; an app folder's Xcode project \
                decides, else 5).
                """
    )
    var swiftVersion: Int?

    @Option(
        help:
            """
                ResponderKit's checkout, which a ported app's Package.swift depends on (default: RESPONDERKIT_PATH, or \
                the checkout around this tool).
                """
    )
    var responderkit: String?

    func run() throws {
        let verification: PortTool.Verification =
            noVerify ? .skip : .typeCheck(Verifier(modulePath: modulePath, swiftVersion: swiftVersion))
        let status = PortTool.run(
            paths: paths, write: write, verification: verification, responderKitPath: responderkit)
        if status != 0 { throw ExitCode(status) }
    }
}

// Usage errors exit 2 with the usage text (ArgumentParser's own code is 64); --help exits 0.
do {
    var command = try PortCommand.parseAsRoot()
    try command.run()
} catch {
    let code = PortCommand.exitCode(for: error)
    if code == .success {
        PortCommand.exit(withError: error)
    } else if error is ExitCode {
        PortCommand.exit(withError: error)
    } else {
        FileHandle.standardError.write(Data((PortCommand.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
}
