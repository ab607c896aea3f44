import Foundation

/// The Package.swift that makes an app's folder a SwiftPM package: one executable target named as
/// the app's module, its Swift files where they are, ResponderKit and its SDL window as
/// dependencies (linked: `UIApplicationMain` finds the window by itself), the app's language mode,
/// the string tables and the asset catalogs with image files as resources, and everything else in
/// the folder excluded (storyboards, other catalogs, files the Xcode target does not build), so
/// SwiftPM neither compiles nor warns about them.
enum PackageManifest {
    /// `usesOSLog`: a ported file imports OSLog (Apple's `os`/`OSLog`), which ResponderKit's package
    /// provides as a product of its own.
    /// `copiedCatalogs`: asset catalogs (absolute paths) copied into the bundle as they are, for the
    /// image files their registrations name.
    static func text(app: AppFolder, sourcesFolder: String, responderKit: String, usesOSLog: Bool = false,
                     copiedCatalogs: Set<String> = []) -> String {
        let root = app.root
        let targetPath = relative(sourcesFolder, from: root)
        let kit = relative((responderKit as NSString).standardizingPath, from: root)
        let sdl = (kit as NSString).appendingPathComponent("Backends/SDL")
        let included = Set(app.swiftFiles)
        let localized = Set(app.localizedStrings)
        let localizedFolders = Set(app.localizedStrings.map { ($0 as NSString).deletingLastPathComponent })
        var exclude: [String] = []
        var resources: [String] = []
        if let enumerator = FileManager.default.enumerator(atPath: sourcesFolder) {
            while let entry = enumerator.nextObject() as? String {
                let absolute = (sourcesFolder as NSString).appendingPathComponent(entry)
                let name = (entry as NSString).lastPathComponent
                if entry == AppPort.generatedFolder || entry.hasPrefix(AppPort.generatedFolder + "/") {
                    enumerator.skipDescendants(); continue
                }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue {
                    // A localization holding string tables the code reads: its tables are resources
                    // (Bundle.module), its other files excluded one by one.
                    if localizedFolders.contains(absolute) { continue }
                    if copiedCatalogs.contains(absolute) {
                        resources.append(".copy(\(IBValues.string(entry)))")
                        enumerator.skipDescendants()
                        continue
                    }
                    if name.hasPrefix(".")
                        || [".xcassets", ".lproj", ".xcodeproj", ".bundle", ".xcworkspace"].contains(
                            where: name.hasSuffix)
                    {
                        if !name.hasPrefix(".") { exclude.append(entry) }
                        enumerator.skipDescendants()
                    }
                    continue
                }
                if name.hasPrefix(".") || name == "Package.swift" { continue }
                if localized.contains(absolute) {
                    resources.append(".process(\(IBValues.string(entry)))")
                } else if !entry.hasSuffix(".swift") || !included.contains(absolute) {
                    exclude.append(entry)
                }
            }
        }
        let excludeList = exclude.sorted().map { "                \(IBValues.string($0))," }.joined(separator: "\n")
        // The app's string tables, read by NSLocalizedString through Bundle.module (the port passes it),
        // and the asset catalogs whose image files UIImage(named:) reads.
        let resourceList = resources.isEmpty ? "" : "\n            resources: [\n"
            + resources.sorted().map { "                \($0)," }.joined(separator: "\n")
            + "\n            ],"
        let localization =
            !resources.contains(where: { $0.hasPrefix(".process") })
            ? "" : "\n    defaultLocalization: \(IBValues.string(app.developmentRegion)),"

        return """
            // swift-tools-version:6.1
            // Written by responderkit-port: the iOS app \(app.moduleName) as a package that builds against ResponderKit
            // and runs in its SDL window (`swift run`). Port the app again rather than edit it by hand.
            import PackageDescription

            let package = Package(
                name: \(IBValues.string(app.moduleName)),\(localization)
                platforms: [.macOS("15.4")],
                dependencies: [
                    .package(name: "ResponderKit", path: \(IBValues.string(kit))),
                    .package(name: "ResponderKitSDL", path: \(IBValues.string(sdl))),
                ],
                targets: [
                    .executableTarget(
                        name: \(IBValues.string(app.moduleName)),
                        dependencies: [
                            .product(name: "ResponderKit", package: "ResponderKit"),
                            .product(name: "ResponderKitSDL", package: "ResponderKitSDL"),\(usesOSLog ? "\n                .product(name: \"OSLog\", package: \"ResponderKit\")," : "")
                        ],
                        path: \(IBValues.string(targetPath.isEmpty ? "." : targetPath)),
                        exclude: [
            \(excludeList)
                        ],\(resourceList)
                    ),
                ],
                swiftLanguageModes: [.v\(app.swiftVersion)]
            )

            """
    }

    /// `path` relative to the folder `base` (both absolute), with `..` where it lies outside.
    static func relative(_ path: String, from base: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(target.count, from.count), target[shared] == from[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: from.count - shared)
        let parts = ups + target[shared...]
        return parts.joined(separator: "/")
    }
}
