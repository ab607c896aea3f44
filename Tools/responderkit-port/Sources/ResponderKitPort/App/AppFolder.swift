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
    /// Swift files in the folder that the target does not build (left out of the package).
    var staleSwiftFiles: [String]

    /// Whether `path` is an app's folder: it holds an Xcode project, an Info.plist or Interface
    /// Builder documents (otherwise the tool ports the Swift files it holds, as before).
    static func isAppFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return !scan(path).filter { $0.hasSuffix(".xcodeproj") || $0.hasSuffix("Info.plist") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.isEmpty
    }

    /// Every file and package (`.xcodeproj`, `.xcassets`) under `root`, relative, skipping build
    /// products, version control and test targets' folders.
    static func scan(_ root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Pods" || name == "Carthage" || name.hasSuffix("Tests") || name.hasSuffix("UITests") {
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
        let rootPath = (root as NSString).standardizingPath
        self.root = rootPath
        let all = AppFolder.scan(rootPath)
        let absolute = { (relative: String) in (rootPath as NSString).appendingPathComponent(relative) }
        let projectPath = all.first { $0.hasSuffix(".xcodeproj") }
        project = projectPath.flatMap { XcodeProject(projectFolder: absolute($0)) }
        let everySwift = all.filter { $0.hasSuffix(".swift") && ($0 as NSString).lastPathComponent != "Package.swift" && !$0.hasSuffix(".storyboard.swift") && !$0.hasSuffix(".xib.swift") && ($0 as NSString).lastPathComponent != "PortedResources.swift" }
        if let project {
            // The project's paths are relative to the folder holding the .xcodeproj.
            let base = ((projectPath.map(absolute) ?? rootPath) as NSString).deletingLastPathComponent
            let inProject = { (path: String) in ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath }
            swiftFiles = project.sources.map(inProject).filter { FileManager.default.fileExists(atPath: $0) }
            let resources = project.resources.map(inProject)
            storyboards = resources.filter { $0.hasSuffix(".storyboard") }
            nibs = resources.filter { $0.hasSuffix(".xib") }
            assetCatalogs = resources.filter { $0.hasSuffix(".xcassets") }
            infoPlist = project.infoPlist.map(inProject).flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
                ?? all.first { $0.hasSuffix("Info.plist") }.map(absolute)
            moduleName = project.moduleName
            swiftVersion = project.swiftVersion
        } else {
            swiftFiles = everySwift.map(absolute)
            storyboards = all.filter { $0.hasSuffix(".storyboard") }.map(absolute)
            nibs = all.filter { $0.hasSuffix(".xib") }.map(absolute)
            assetCatalogs = all.filter { $0.hasSuffix(".xcassets") }.map(absolute)
            infoPlist = all.first { $0.hasSuffix("Info.plist") }.map(absolute)
            moduleName = XcodeProject.identifier((rootPath as NSString).lastPathComponent)
            swiftVersion = 5
        }
        let kept = Set(swiftFiles)
        staleSwiftFiles = everySwift.map(absolute).filter { !kept.contains($0) }
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
