import Foundation
@testable import ResponderKitPort
import Testing

/// A whole app's folder ported (Fixtures/TasksApp: an Xcode project whose target builds eight Swift
/// files — a ninth in the folder is stale — with storyboards, a nib, an asset catalog and an
/// Info.plist with a scene manifest). Its output is exactly Tests/PortedStoryboardApp, which the
/// package builds and PortedStoryboardAppTests launches and drives. `PORT_RECORD=1` rewrites those files.
@Suite("responderkit-port: a whole app's folder")
struct AppPortTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The repository's Examples/ (the Tasks app's iOS sources live there: CI ports and runs it too).
    static let examples = fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
    static let ported = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "PortedStoryboardApp")

    @Test("The Xcode project decides: target, module, Swift version, Info.plist, sources and resources")
    func project() throws {
        let project = try #require(
            XcodeProject(projectFolder: Self.examples.appendingPathComponent("TasksApp/Tasks.xcodeproj").path))
        #expect(project.targetName == "Tasks" && project.moduleName == "Tasks" && project.swiftVersion == 5)
        #expect(project.infoPlist == "Tasks/Info.plist")
        #expect(project.sources.count == 8 && !project.sources.contains { $0.hasSuffix("OldViewController.swift") })
        #expect(
            Set(project.resources) == [
                "Tasks/Base.lproj/LaunchScreen.storyboard", "Tasks/Base.lproj/Main.storyboard",
                "Tasks/Assets.xcassets", "Tasks/TaskHeaderView.xib", "Tasks/en.lproj/Localizable.strings",
            ])
        #expect(project.developmentRegion == "en")
        #expect(project.generatedInfo["UILaunchStoryboardName"] as? String == "LaunchScreen")
    }

    @Test("The app ports, with nothing left for a person, to the files the end-to-end test builds")
    func golden() throws {
        let folder = Self.examples.appendingPathComponent("TasksApp")
        let prepared = try AppPort.prepare(folder: folder.path, responderKitPath: "/opt/ResponderKit")
        #expect(prepared.findings.isEmpty, "\(prepared.findings)")
        #expect(prepared.notes.count == 1 && prepared.notes[0].contains("OldViewController.swift"))
        let sourcesFolder = folder.appendingPathComponent("Tasks").path + "/"
        var outputs: [(String, String)] = prepared.result.files.map {
            (String($0.path.dropFirst(sourcesFolder.count)), $0.ported)
        }
        for file in prepared.newFiles where file.path.hasPrefix(sourcesFolder) {
            outputs.append((String(file.path.dropFirst(sourcesFolder.count)), file.text))
        }
        #expect(outputs.count == 12)
        for (relative, text) in outputs {
            let target = Self.ported.appendingPathComponent(relative)
            if ProcessInfo.processInfo.environment["PORT_RECORD"] == "1" {
                try text.write(to: target, atomically: true, encoding: .utf8)
            }
            #expect(text == (try String(contentsOf: target, encoding: .utf8)), "\(relative)")
        }
        let package = try #require(prepared.newFiles.first { $0.path.hasSuffix("/Package.swift") }?.text)
        #expect(package.contains(#"name: "Tasks""#) && package.contains(#"path: "Tasks""#))
        #expect(package.contains("swiftLanguageModes: [.v5]"))
        for excluded in ["Base.lproj", "Info.plist", "OldViewController.swift", "TaskHeaderView.xib"] {
            #expect(package.contains("\"\(excluded)\""), "\(excluded) is excluded")
        }
        // The asset catalog, whose image file UIImage(named:) reads, is copied into the bundle as it is.
        #expect(package.contains(#".copy("Assets.xcassets")"#))
        #expect(package.contains(#".package(name: "ResponderKitSDL", path: "#))
        #expect(package.contains(#".product(name: "OSLog", package: "ResponderKit")"#), "a file imports os.log")
        // The string table NSLocalizedString reads is a resource, and the package has a default localization.
        #expect(
            package.contains(#"defaultLocalization: "en""#)
                && package.contains(#".process("en.lproj/Localizable.strings")"#))
        let list = try #require(prepared.result.files.first { $0.path.hasSuffix("TaskListViewController.swift") })
        #expect(list.ported.contains(#"NSLocalizedString("header.count", bundle: .module, comment: "#))
    }

    @Test(
        """
            Assets: a colour set with its dark variant, an image set's size at its scale and template rendering; the \
            empty accent colour left out
            """
    )
    func assets() throws {
        let catalogs = AssetCatalogs(paths: [
            Self.examples.appendingPathComponent("TasksApp/Tasks/Assets.xcassets").path
        ])
        #expect(catalogs.findings.isEmpty)
        #expect(catalogs.registrations == [
            #"UIColor.register(named: "Brand", any: UIColor(red: 0.1255, green: 0.251, blue: 0.502, alpha: 1), "#
                + #"dark: UIColor(red: 0.6, green: 0.8, blue: 1, alpha: 1))"#,
            #"UIImage.register(named: "Checkmark", size: CGSize(width: 24, height: 20), scale: 2, "#
                + #"renderingMode: .alwaysTemplate)"#,
        ])
    }

    @Test("--write turns the folder into a package: the ported files in place, PortedResources/, Package.swift")
    func writes() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent("TasksApp"), to: copy)
        var errors = ""
        let status = PortTool.run(
            paths: [copy.path], write: true, verification: .skip, responderKitPath: "/opt/ResponderKit",
                                  output: { _ in }, errors: { errors += $0 })
        #expect(status == 1, "not verified: exit 1 at best")
        #expect(errors.contains("8 Swift files (6 rewritten), 3 storyboards and nibs translated, 5 files written"))
        let files = try FileManager.default.contentsOfDirectory(
            atPath: copy.appendingPathComponent("Tasks/PortedResources").path)
        #expect(
            Set(files) == [
                "Main.storyboard.swift", "LaunchScreen.storyboard.swift", "TaskHeaderView.xib.swift",
                "PortedResources.swift",
            ])
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Package.swift").path))
        let delegate = try String(contentsOf: copy.appendingPathComponent("Tasks/SceneDelegate.swift"), encoding: .utf8)
        #expect(
            delegate.contains("final class SceneDelegate: UIResponder, UIWindowSceneDelegate, UICreatableSceneDelegate")
        )
        // Ported again, it changes no Swift file, and leaves the Package.swift it wrote as it is.
        errors = ""
        _ = PortTool.run(
            paths: [copy.path], write: true, verification: .skip, output: { _ in }, errors: { errors += $0 })
        #expect(errors.contains("(0 rewritten)") && errors.contains("exists and was left as it is"))
    }

    @Test("`.` names the folder it is; a project kept beside its files rather than above them is read as the folder")
    func folderShapes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString)")
        let app = root.appendingPathComponent("Dice App")
        defer { try? FileManager.default.removeItem(at: root) }
        // The project names "Dice App/ViewController.swift", but the repository keeps the group's files
        // at the top, beside the project (Xcode could not build it either).
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent("TasksApp/Tasks.xcodeproj"),
                                         to: app.appendingPathComponent("Tasks.xcodeproj"))
        try "import UIKit\n\nclass ViewController: UIViewController {}\n"
            .write(to: app.appendingPathComponent("ViewController.swift"), atomically: true, encoding: .utf8)
        // Named relative to the current folder and ending in `.`, as `responderkit-port --write .` names it.
        let relative = PackageManifest.relative(app.path, from: FileManager.default.currentDirectoryPath) + "/."
        let folder = AppFolder(root: relative)
        #expect(folder.root == app.path)
        #expect(folder.moduleName == "Tasks", "the project still names the module")
        #expect(folder.swiftFiles == [app.appendingPathComponent("ViewController.swift").path])
        #expect(folder.notes.count == 1 && folder.notes[0].contains("the folder's files are ported instead"))
        try FileManager.default.removeItem(at: app.appendingPathComponent("Tasks.xcodeproj"))
        #expect(AppFolder(root: relative).moduleName == "Dice_App", "without a project, the folder's own name, not `.`")
    }

    @Test("An Objective-C app is refused with its reason; an Objective-C file beside Swift ones is left for a person")
    func objectiveC() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "<plist version=\"1.0\"><dict/></plist>".write(
            to: root.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try "#import \"AppDelegate.h\"\n".write(
            to: root.appendingPathComponent("AppDelegate.m"), atomically: true, encoding: .utf8)
        #expect(throws: AppPort.Refusal.self) {
            try AppPort.prepare(folder: root.path, responderKitPath: "/opt/ResponderKit")
        }
        var errors = ""
        #expect(
            PortTool.run(
                paths: [root.path], write: false, verification: .skip, responderKitPath: "/opt/ResponderKit",
                             output: { _ in }, errors: { errors += $0 }) == 2)
        #expect(errors.contains("written in Objective-C (AppDelegate.m)"))
        try "import UIKit\n\nclass ViewController: UIViewController {}\n"
            .write(to: root.appendingPathComponent("ViewController.swift"), atomically: true, encoding: .utf8)
        let prepared = try AppPort.prepare(folder: root.path, responderKitPath: "/opt/ResponderKit")
        #expect(
            prepared.findings.map(\.message) == [
                "an Objective-C file of the target, which responderkit-port does not translate"
            ])
    }
}

/// An app's NSLocalizedString calls read the package's string tables (Bundle.module).
@Suite("responderkit-port: NSLocalizedString and the app's string tables")
struct LocalizedStringCallsTests {
    @Test(
        """
            A call without a bundle gets Bundle.module after its key and table; Bundle.main becomes .module; another \
            bundle stays
            """
    )
    func calls() throws {
        let source = """
            let a = NSLocalizedString("title", comment: "")
            let b = NSLocalizedString("t", tableName: "Other", value: "T", comment: "c")
            let c = NSLocalizedString("t", bundle: .main, comment: "")
            let d = NSLocalizedString("t", bundle: Bundle(for: Foo.self), comment: "")
            let e = Bundle.main.localizedString(forKey: "t", value: nil, table: nil)
            """
        let file = try #require(SourceFile(path: "/tmp/Strings.swift", bytes: Array(source.utf8)))
        let ported = try Porter.port([file], stringTablesInModuleBundle: true).files[0].ported
        #expect(ported == """
            let a = NSLocalizedString("title", bundle: .module, comment: "")
            let b = NSLocalizedString("t", tableName: "Other", bundle: .module, value: "T", comment: "c")
            let c = NSLocalizedString("t", bundle: .module, comment: "")
            let d = NSLocalizedString("t", bundle: Bundle(for: Foo.self), comment: "")
            let e = Bundle.module.localizedString(forKey: "t", value: nil, table: nil)
            """)
        let untouched = try Porter.port([file]).files[0].ported
        #expect(untouched == source, "an app without string tables keeps Bundle.main")
    }
}
