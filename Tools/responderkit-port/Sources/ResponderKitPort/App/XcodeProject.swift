import Foundation

/// What an Xcode project says about its app target: its name and module, its Swift version, its
/// Info.plist, and the files it builds — real apps keep files in the folder that the target does not
/// build, so the project's lists decide, not the folder.
///
///     project.pbxproj (an old-style property list) ─▶ objects ─▶ the first application target
///        ─▶ its build phases: sources (.swift), resources (storyboards, nibs, asset catalogs, …)
///           each file's path from the groups above it; a synchronized folder (Xcode 16) holds all its files
///        ─▶ its build settings (Debug): PRODUCT_MODULE_NAME / PRODUCT_NAME, SWIFT_VERSION, INFOPLIST_FILE
struct XcodeProject {
    var targetName: String
    var moduleName: String
    /// `5` or `6`: the language mode the target compiles in.
    var swiftVersion: Int
    /// Paths relative to the project's folder.
    var infoPlist: String?
    var sources: [String]
    var resources: [String]
    /// Info.plist keys the build settings give (`INFOPLIST_KEY_UIMainStoryboardFile` …).
    var generatedInfo: [String: Any]
    /// The project's development language (`developmentRegion`): the localization used when the
    /// user's language has none.
    var developmentRegion: String

    /// Reads the project at `projectFolder` (`…/App.xcodeproj`); `nil` when it cannot be read or has
    /// no application target.
    init?(projectFolder: String) {
        let file = (projectFolder as NSString).appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]] else { return nil }
        let targets = objects.values.filter { $0["isa"] as? String == "PBXNativeTarget" }
        guard
            let target = targets.first(where: { ($0["productType"] as? String) == "com.apple.product-type.application" }
            ) ?? targets.first,
              let name = target["name"] as? String else { return nil }
        targetName = name
        let project = (plist["rootObject"] as? String).flatMap { objects[$0] }
        developmentRegion = (project?["developmentRegion"] as? String).flatMap { $0 == "English" ? "en" : $0 } ?? "en"
        let paths = XcodeProject.filePaths(objects)
        var sources: [String] = []
        var resources: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID], let isa = phase["isa"] as? String else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"] as? String else { continue }
                let files = XcodeProject.expand(reference, objects: objects, paths: paths)
                if isa == "PBXSourcesBuildPhase" {
                    sources += files.filter { $0.hasSuffix(".swift") || XcodeProject.isObjectiveC($0) }
                }
                if isa == "PBXResourcesBuildPhase" { resources += files }
            }
        }
        // Xcode 16's synchronized folders: every file under them is the target's.
        let projectRoot = (projectFolder as NSString).deletingLastPathComponent
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = paths[groupID] else { continue }
            let absolute = (projectRoot as NSString).appendingPathComponent(folder)
            for case let relative as String in FileManager.default.enumerator(atPath: absolute)
                ?? FileManager.DirectoryEnumerator()
            {
                let path = (folder as NSString).appendingPathComponent(relative)
                if relative.hasSuffix(".swift") || XcodeProject.isObjectiveC(relative) { sources.append(path) }
                for kind in [".storyboard", ".xib", ".xcassets", ".strings", ".stringsdict", ".json"]
                where relative.hasSuffix(kind) { resources.append(path) }
            }
        }
        self.sources = sources
        self.resources = resources
        let settings = XcodeProject.buildSettings(target, objects: objects)
        let product = (settings["PRODUCT_NAME"] as? String).map { $0 == "$(TARGET_NAME)" ? name : $0 } ?? name
        let module = (settings["PRODUCT_MODULE_NAME"] as? String).map { $0.contains("$(") ? product : $0 } ?? product
        moduleName = XcodeProject.identifier(module)
        swiftVersion = (settings["SWIFT_VERSION"] as? String).flatMap { Double($0) }.map { $0 >= 6 ? 6 : 5 } ?? 5
        infoPlist = settings["INFOPLIST_FILE"] as? String
        var generated: [String: Any] = [:]
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            generated[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
        }
        generatedInfo = generated
    }

    /// An Objective-C (or Objective-C++) source file, which the port does not translate.
    static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }

    /// A module name as Xcode makes one from a product name: letters, digits and underscores.
    static func identifier(_ name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }

    /// The Debug configuration's settings (the first one when there is no Debug).
    private static func buildSettings(_ target: [String: Any], objects: [String: [String: Any]]) -> [String: Any] {
        guard let listID = target["buildConfigurationList"] as? String,
              let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
        let all = configurations.compactMap { objects[$0] }
        let chosen = all.first { $0["name"] as? String == "Debug" } ?? all.first
        return chosen?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// A file reference's files: itself, or a variant group's children (`Base.lproj/Main.storyboard`).
    private static func expand(_ id: String, objects: [String: [String: Any]], paths: [String: String]) -> [String] {
        guard let object = objects[id] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return (object["children"] as? [String] ?? []).compactMap { paths[$0] }
        }
        return paths[id].map { [$0] } ?? []
    }

    /// Every file reference's and group's path relative to the project's folder, from the groups
    /// above it (`sourceTree = "<group>"`), or the project's folder (`SOURCE_ROOT`).
    private static func filePaths(_ objects: [String: [String: Any]]) -> [String: String] {
        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        var paths: [String: String] = [:]
        func path(of id: String, depth: Int) -> String? {
            if let known = paths[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            var result: String
            switch object["sourceTree"] as? String {
            case "SOURCE_ROOT": result = own ?? ""
            case "<group>", nil:
                let above = parent[id].flatMap { path(of: $0, depth: depth + 1) } ?? ""
                result = own.map { above.isEmpty ? $0 : (above as NSString).appendingPathComponent($0) } ?? above
            default: return nil
            }
            if object["isa"] as? String == "PBXVariantGroup" {
                result = parent[id].flatMap { path(of: $0, depth: depth + 1) } ?? ""
            }
            paths[id] = result
            return result
        }
        for id in objects.keys { _ = path(of: id, depth: 0) }
        return paths
    }
}
