import ArgumentParser
import ResponderKitPort

/// `responderkit-port Sources/MyApp` prints a unified diff and a report and changes nothing;
/// `--write` rewrites the files in place.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responderkit-port",
        abstract: "Moves an iOS app's event code over to ResponderKit, and says what it could not.",
        discussion: """
            Rewrites `import UIKit` to `import ResponderKit`, every #selector to Selector("objcName:"), and the \
            @objc/@IBAction methods used as actions into one actionMethod(for:) per class; reports, with \
            file:line and the fix, what a person must change. Exit status: 0 nothing left for a person, \
            1 the report lists something, 2 bad input (nothing is written).
            """)

    @Argument(help: "Swift files, or folders searched for .swift files.")
    var paths: [String]

    @Flag(help: "Rewrite the files in place instead of printing a diff.")
    var write = false

    func run() throws {
        let status = PortTool.run(paths: paths, write: write)
        if status != 0 { throw ExitCode(status) }
    }
}

PortCommand.main()
