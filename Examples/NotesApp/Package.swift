// swift-tools-version:6.1
import PackageDescription

// An app written as iOS apps are — an app delegate with @main, a root view controller, a presented
// sheet — that runs in a desktop window because it links ResponderKitSDL (no code names it).
// Copy this folder, point the two paths at your ResponderKit checkout, and `swift run`.
let package = Package(
    name: "NotesApp",
    platforms: [.macOS("15.4")],
    dependencies: [
        .package(name: "ResponderKit", path: "../.."),
        .package(name: "ResponderKitSDL", path: "../../Backends/SDL"),
    ],
    targets: [
        .executableTarget(
            name: "NotesApp",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                // Linked, never imported: UIApplicationMain finds its window by itself.
                .product(name: "ResponderKitSDL", package: "ResponderKitSDL"),
            ]
        ),
        // The screens compared with stored pictures (ResponderKitTesting's verifySnapshot).
        .testTarget(
            name: "NotesAppTests",
            dependencies: [
                "NotesApp",
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ],
            // The reference pictures, read from the source tree by path (not bundled resources).
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
