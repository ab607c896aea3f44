import Foundation

/// An app's asset catalogs (`.xcassets`) as registration calls for `PortedResources`: each image
/// set's name, size in points (from its largest image's header: PNG, JPEG's is not read, PDF's media
/// box, SVG's width and height), scale and "Render As"; each colour set's colour for any appearance
/// and for dark. App icons are left out; a folder that provides a namespace prefixes its sets' names.
///
/// When the catalogs are copied into the app's bundle (`bundleFolder`: the target's folder, whose
/// Package.swift the port writes), an image set's PNG or JPEG file is named too, found through
/// `Bundle.module`, so that `UIImage(named:)` has its pixels; ``bundledCatalogs`` lists the catalogs
/// the manifest copies.
struct AssetCatalogs {
    private(set) var registrations: [String] = []
    private(set) var findings: [Finding] = []
    /// The catalogs (absolute paths) whose image files the registrations name.
    private(set) var bundledCatalogs: Set<String> = []
    private let bundleFolder: String?

    init(paths: [String], bundleFolder: String? = nil) {
        self.bundleFolder = bundleFolder
        for catalog in paths.sorted() { read(catalog) }
    }

    private mutating func read(_ catalog: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return }
        var entries: [String] = []
        while let entry = enumerator.nextObject() as? String { entries.append(entry) }
        // A catalog inside the target's folder can be copied into the bundle as it is.
        let bundled = bundleFolder.flatMap { folder in
            catalog.hasPrefix(folder + "/") ? String(catalog.dropFirst(folder.count + 1)) : nil
        }
        for entry in entries.sorted() {
            let folder = (catalog as NSString).appendingPathComponent(entry)
            if entry.hasSuffix(".imageset") {
                let inBundle = bundled.map { ($0 as NSString).appendingPathComponent(entry) }
                if image(folder, name: name(of: entry, in: catalog), inBundle: inBundle) {
                    bundledCatalogs.insert(catalog)
                }
            }
            if entry.hasSuffix(".colorset") { color(folder, name: name(of: entry, in: catalog)) }
        }
    }

    /// The set's name: its folder's, after the folders above it that provide a namespace.
    private func name(of entry: String, in catalog: String) -> String {
        let parts = entry.split(separator: "/").map(String.init)
        var name: [String] = []
        var path = catalog
        for part in parts.dropLast() {
            path = (path as NSString).appendingPathComponent(part)
            let properties = contents(path)?["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true { name.append(part) }
        }
        name.append(((parts.last ?? "") as NSString).deletingPathExtension)
        return name.joined(separator: "/")
    }

    private func contents(_ folder: String) -> [String: Any]? {
        guard
            let data = FileManager.default.contents(
                atPath: (folder as NSString).appendingPathComponent("Contents.json"))
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Registers the image set in `folder`; `inBundle` is its folder in the app's bundle when the
    /// catalog is copied there. Returns whether the registration names a file in the bundle.
    private mutating func image(_ folder: String, name: String, inBundle: String?) -> Bool {
        guard let json = contents(folder) else { return false }
        let images = (json["images"] as? [[String: Any]] ?? []).filter { $0["filename"] != nil }
        // The largest scale's file gives the size; a single vector file is 1×.
        let chosen = images.max { scale($0) < scale($1) }
        var size = CGSize.zero
        var scaleValue: CGFloat = 1
        var bundledFile: String?
        if let chosen, let file = chosen["filename"] as? String {
            if let inBundle, ["png", "jpg", "jpeg"].contains((file as NSString).pathExtension.lowercased()) {
                bundledFile =
                    "Bundle.module.url(forResource: \(IBValues.string((file as NSString).deletingPathExtension)), "
                    + """
                        withExtension: \(IBValues.string((file as NSString).pathExtension)), subdirectory: \
                        \(IBValues.string(inBundle)))
                        """
            }
            scaleValue = scale(chosen)
            if let pixels = AssetCatalogs.pixelSize(of: (folder as NSString).appendingPathComponent(file)) {
                let isVector = file.lowercased().hasSuffix(".pdf") || file.lowercased().hasSuffix(".svg")
                if isVector { scaleValue = 1 }
                size = CGSize(width: pixels.width / scaleValue, height: pixels.height / scaleValue)
            }
        }
        let properties = json["properties"] as? [String: Any]
        var arguments =
            """
                named: \(IBValues.string(name)), size: CGSize(width: \(IBValues.number("\(size.width)")), height: \
                \(IBValues.number("\(size.height)")))
                """
        if scaleValue != 1 { arguments += ", scale: \(IBValues.number("\(scaleValue)"))" }
        switch properties?["template-rendering-intent"] as? String {
        case "template": arguments += ", renderingMode: .alwaysTemplate"
        case "original": arguments += ", renderingMode: .alwaysOriginal"
        default: break
        }
        if let bundledFile { arguments += ", file: \(bundledFile)" }
        registrations.append("UIImage.register(\(arguments))")
        return bundledFile != nil
    }

    private func scale(_ image: [String: Any]) -> CGFloat {
        guard let text = image["scale"] as? String, let value = Double(text.dropLast()) else { return 1 }
        return CGFloat(value)
    }

    private mutating func color(_ folder: String, name: String) {
        guard let json = contents(folder) else { return }
        var any: String?
        var dark: String?
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any], let swift = AssetCatalogs.color(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["value"] as? String == "dark" }) {
                dark = dark ?? swift
            } else if appearances.isEmpty {
                any = any ?? swift
            }
        }
        // Xcode's AccentColor starts with no colour at all: then there is nothing to register.
        guard !(json["colors"] as? [[String: Any]] ?? []).allSatisfy({ $0["color"] == nil }) else { return }
        guard let any else {
            findings.append(
                Finding(
                    file: folder, line: 1, column: 1,
                    message: "the colour set \(name) has no colour for any appearance",
                                    fix: "give it one in Xcode, or make the colour in code"))
            return
        }
        registrations.append(
            "UIColor.register(named: \(IBValues.string(name)), any: \(any)\(dark.map { ", dark: \($0)" } ?? ""))")
    }

    /// A colour of a colour set: its components (`0.5`, `0x80`, `128`), or a system colour it names.
    static func color(_ color: [String: Any]) -> String? {
        if let reference = color["reference"] as? String { return IBValues.systemColor(reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> String {
            let text = "\(components[key] ?? "0")"
            let number: Double
            if text.hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { number = Double(hex) / 255 }
            else if let parsed = Double(text) { number = text.contains(".") || parsed <= 1 ? parsed : parsed / 255 }
            else { number = 0 }
            return IBValues.number(String(format: "%.4f", number))
        }
        if components["white"] != nil { return "UIColor(white: \(value("white")), alpha: \(value("alpha")))" }
        return
            "UIColor(red: \(value("red")), green: \(value("green")), blue: \(value("blue")), alpha: \(value("alpha")))"
    }

    /// An image file's size in pixels (a PDF's or SVG's in points), from its header.
    static func pixelSize(of path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4096)) ?? Data())
        if head.count >= 24, head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            let width = head[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = head[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return CGSize(width: width, height: height)
        }
        let text = String(decoding: head, as: UTF8.self)
        if text.hasPrefix("%PDF"),
            let box = text.range(
                of: #"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)"#, options: .regularExpression)
        {
            let numbers = text[box].split { !"-0123456789.".contains($0) }.compactMap { Double($0) }
            if numbers.count == 4 { return CGSize(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1]) }
        }
        if text.contains("<svg"), let width = attribute("width", in: text), let height = attribute("height", in: text) {
            return CGSize(width: width, height: height)
        }
        return nil
    }

    private static func attribute(_ name: String, in text: String) -> Double? {
        guard let range = text.range(of: name + #"\s*=\s*"([\d.]+)"#, options: .regularExpression) else { return nil }
        return text[range].split(separator: "\"").dropFirst().first.flatMap { Double($0) }
    }
}
