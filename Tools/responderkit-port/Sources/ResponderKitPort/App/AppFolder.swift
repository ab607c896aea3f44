import Foundation

/// An iOS app's folder, found as Xcode sees it: the project (when there is one) names the target's
/// files; without one, every file under the folder but build products and tests.
struct AppFolder {
    var root: String
    var project: XcodeProject?
    var moduleName: String
    var swiftVersion: Int
    /// Absolute paths.
    var swiftFiles: [String]
    var storyboards: [String]
    var nibs: [String]
    var assetCatalogs: [String]
    var infoPlist: String?
    /// The localized string tables (`en.lproj/Localizable.strings`, `.stringsdict`): not the Info.plist's
    /// nor a storyboard's or nib's (those are translated from the Base storyboard).
    var localizedStrings: [String] = []
    /// The localization for a language the app has none for (the project's development region).
    var developmentRegion = "en"
    /// Swift files in the folder that the target does not build (left out of the package).
    var staleSwiftFiles: [String]
    /// The target's Objective-C sources (`.m`, `.mm`), which the port does not translate.
    var objectiveCFiles: [String] = []
    /// What the reader noticed and the user should hear (a project that does not describe the folder).
    var notes: [String] = []

    /// Whether `path` is an app's folder: it holds an Xcode project, an Info.plist or Interface
    /// Builder documents (otherwise the tool ports the Swift files it holds, as before).
    static func isAppFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return false
        }
        return !scan(path).filter {
            $0.hasSuffix(".xcodeproj") || $0.hasSuffix("Info.plist") || $0.hasSuffix(".storyboard")
                || $0.hasSuffix(".xib")
        }.isEmpty
    }

    /// Every file and package (`.xcodeproj`, `.xcassets`) under `root`, relative, skipping build
    /// products, version control and test targets' folders.
    static func scan(_ root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name.hasSuffix("Tests")
                || name.hasSuffix("UITests")
            {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") || name.hasSuffix(".xcworkspace") {
                found.append(relative)
                enumerator.skipDescendants()
                continue
            }
            found.append(relative)
        }
        return found.sorted()
    }

    init(root: String) {
        // Absolute, so that `.` names the folder and the module is named after it.
        let absoluteRoot = root.hasPrefix("/") ? root
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(root)
        let rootPath = (absoluteRoot as NSString).standardizingPath
        self.root = rootPath
        let all = AppFolder.scan(rootPath)
        let absolute = { (relative: String) in (rootPath as NSString).appendingPathComponent(relative) }
        let projectPath = all.first { $0.hasSuffix(".xcodeproj") }
        project = projectPath.flatMap { XcodeProject(projectFolder: absolute($0)) }
        let everySwift = all.filter {
            $0.hasSuffix(".swift") && ($0 as NSString).lastPathComponent != "Package.swift"
                && !$0.hasSuffix(".storyboard.swift") && !$0.hasSuffix(".xib.swift")
                && ($0 as NSString).lastPathComponent != "PortedResources.swift"
        }
        // The project's paths are relative to the folder holding the .xcodeproj.
        let base = ((projectPath.map(absolute) ?? rootPath) as NSString).deletingLastPathComponent
        let inProject = { (path: String) in
            ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
        }
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        if let listed = project, !listed.sources.isEmpty, !listed.sources.map(inProject).contains(where: exists) {
            // A repository that keeps the project beside its group's files rather than above
            // them: Xcode could not build it either, so the folder's own files decide.
            notes.append("the Xcode project names its files under folders this one does not have "
                + "(\(listed.sources[0]) …); the folder's files are ported instead")
        }
        if let project, notes.isEmpty {
            let sources = project.sources.map(inProject).filter(exists)
            swiftFiles = sources.filter { $0.hasSuffix(".swift") }
            objectiveCFiles = sources.filter(XcodeProject.isObjectiveC)
            let resources = project.resources.map(inProject).filter(exists)
            storyboards = resources.filter { $0.hasSuffix(".storyboard") }
            nibs = resources.filter { $0.hasSuffix(".xib") }
            assetCatalogs = resources.filter { $0.hasSuffix(".xcassets") }
            infoPlist =
                project.infoPlist.map(inProject).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
                ?? all.first { $0.hasSuffix("Info.plist") }.map(absolute)
            moduleName = project.moduleName
            swiftVersion = project.swiftVersion
        } else {
            swiftFiles = everySwift.map(absolute)
            objectiveCFiles = all.filter(XcodeProject.isObjectiveC).map(absolute)
            storyboards = all.filter { $0.hasSuffix(".storyboard") }.map(absolute)
            nibs = all.filter { $0.hasSuffix(".xib") }.map(absolute)
            assetCatalogs = all.filter { $0.hasSuffix(".xcassets") }.map(absolute)
            infoPlist = all.first { $0.hasSuffix("Info.plist") }.map(absolute)
            moduleName = project?.moduleName ?? XcodeProject.identifier((rootPath as NSString).lastPathComponent)
            swiftVersion = project?.swiftVersion ?? 5
        }
        let candidates = project != nil && notes.isEmpty
            ? project!.resources.map(inProject).filter(exists) : all.map(absolute)
        let interfaceNames = Set(
            (storyboards + nibs).map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        localizedStrings = candidates.filter { AppFolder.isLocalizedTable($0, interfaceNames: interfaceNames) }.sorted()
        developmentRegion = project?.developmentRegion ?? "en"
        let kept = Set(swiftFiles)
        staleSwiftFiles = everySwift.map(absolute).filter { !kept.contains($0) }
    }

    /// Whether `path` is a string table the app's code reads (`NSLocalizedString`): a `.strings` or
    /// `.stringsdict` file in a `.lproj` folder, other than `InfoPlist` and a storyboard's or nib's.
    static func isLocalizedTable(_ path: String, interfaceNames: Set<String>) -> Bool {
        let name = (path as NSString).lastPathComponent, table = (name as NSString).deletingPathExtension
        guard name.hasSuffix(".strings") || name.hasSuffix(".stringsdict"),
              ((path as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj" else { return false }
        return table != "InfoPlist" && !interfaceNames.contains(table)
    }

    /// The Info.plist's contents, with the keys the build settings add.
    func info() -> [String: Any] {
        var info: [String: Any] = [:]
        if let infoPlist, let data = FileManager.default.contents(atPath: infoPlist),
           let read = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            info = read
        }
        for (key, value) in project?.generatedInfo ?? [:] where info[key] == nil && !key.hasSuffix("_Generation") {
            info[key] = value
        }
        return info
    }
}
