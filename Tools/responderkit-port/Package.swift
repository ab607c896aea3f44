// swift-tools-version:6.1
import PackageDescription

// responderkit-port: moves an iOS app's event code over to ResponderKit — `import UIKit`,
// `#selector`, `@objc`/`@IBAction` actions — and reports, with file:line and the fix, what it cannot.
// A package of its own, so that the library's users never build swift-syntax.
let package = Package(
    name: "responderkit-port",
    // The ported example app's string table (Tests/PortedStoryboardApp/en.lproj) is a localized resource.
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "responderkit-port", targets: ["responderkit-port"]),
        .library(name: "ResponderKitPort", targets: ["ResponderKitPort"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The end-to-end test builds the ported example app against the library itself.
        .package(name: "ResponderKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "ResponderKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "responderkit-port",
            dependencies: [
                "ResponderKitPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Built beside the tool so that the type check finds `import OSLog` (Apple's os).
                .product(name: "OSLog", package: "ResponderKit"),
            ]
        ),
        // The dry run's speed on big files: port and diff of 1 MB and 10 MB of iOS code.
        .executableTarget(
            name: "responderkit-port-bench",
            dependencies: ["ResponderKitPort"]
        ),
        .testTarget(
            name: "ResponderKitPortTests",
            dependencies: ["ResponderKitPort"],
            exclude: ["Fixtures"]
        ),
        // The example app of Tests/ResponderKitPortTests/Fixtures/ExampleApp as the tool ports it
        // (the golden test checks the tool's output is exactly these files), built against ResponderKit…
        .target(
            name: "PortedExampleApp",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")],
            path: "Tests/PortedExampleApp"
        ),
        // A whole app (Tests/ResponderKitPortTests/Fixtures/TasksApp: an Xcode project, storyboards, a
        // nib, an asset catalog, a scene delegate) as the tool ports it — the golden test checks these
        // files are exactly its output — built against ResponderKit…
        .executableTarget(
            name: "PortedStoryboardApp",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "OSLog", package: "ResponderKit"),
            ],
            path: "Tests/PortedStoryboardApp",
            resources: [.copy("Assets.xcassets"), .process("en.lproj/Localizable.strings")]
        ),
        // …launched from its Info.plist's scene and driven through its screens by taps.
        .testTarget(
            name: "PortedStoryboardAppTests",
            dependencies: [
                "PortedStoryboardApp",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
        // …and driven as a person would: every action arrives.
        .testTarget(
            name: "PortedExampleAppTests",
            dependencies: [
                "PortedExampleApp",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
