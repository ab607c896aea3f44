// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        // The seed articles' examples, for the demo and for backends that show them in a real window.
        .library(name: "ResponderKitExamples", targets: ["ResponderKitExamples"]),
        .executable(name: "responderkit-demo", targets: ["responderkit-demo"]),
        .executable(name: "responderkit-solver-bench", targets: ["responderkit-solver-bench"]),
        .executable(name: "responderkit-solver-check", targets: ["responderkit-solver-check"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(
            name: "ResponderKit",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
                "LayoutSolver",
            ]
        ),
        // The Cassowary constraint solver under Auto Layout (Foundation only; docs/Layout-Solver.md).
        .target(name: "LayoutSolver"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        // The differential check against Kiwi writes random systems and this solver's answers as JSON
        // (scripts/solver-differential.sh); the benchmark runs the layout1k workload on the solver alone.
        // Both are tools for the solver's developers, not part of the library: they live in Tools/.
        .executableTarget(
            name: "responderkit-solver-check", dependencies: ["LayoutSolver"], path: "Tools/responderkit-solver-check"),
        .executableTarget(
            name: "responderkit-solver-bench", dependencies: ["LayoutSolver"], path: "Tools/responderkit-solver-bench"),
        .target(
            name: "ResponderKitTesting",
            dependencies: ["ResponderKit"]
        ),
        .target(
            name: "ResponderKitExamples",
            dependencies: ["ResponderKit", "ResponderKitTesting"]
        ),
        .executableTarget(
            name: "responderkit-demo",
            dependencies: [
                "ResponderKit",
                "ResponderKitTesting",
                "ResponderKitExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // An app's main.swift (UIKit's UIApplicationMain with a class name) whose process the
        // lifecycle tests start: signals, termination and the main loop seen from outside.
        // (A test fixture, so it lives with the tests.)
        .executableTarget(
            name: "responderkit-lifecycle-probe",
            dependencies: ["ResponderKit"],
            path: "Tests/responderkit-lifecycle-probe"
        ),
        .testTarget(
            name: "ResponderKitTests",
            dependencies: ["ResponderKit", "ResponderKitTesting", "ResponderKitExamples", "responderkit-lifecycle-probe"]
        ),
        // iOS code in Swift 5 language mode compiles as it does against UIKit (`@MainActor`
        // types are `@preconcurrency`).
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["ResponderKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `import CoreGraphics` compiles where Apple's CoreGraphics does not exist: a module of that name with
// Foundation's geometry and the CoreGraphics types event code uses (Sources/CoreGraphics). ResponderKit
// re-exports it. On Apple's systems the real one is used.
#if os(Linux) || os(Windows) || os(Android) || os(WASI) || os(FreeBSD) || os(OpenBSD)
// `_Testing_CoreGraphics` is the overlay swift-testing looks for when a file imports Testing and
// CoreGraphics (Sources/_Testing_CoreGraphics says why it must exist).
package.products.append(.library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]))
// `import OSLog` (and, through responderkit-port, `import os`/`import os.log`): Apple's Logger and
// os_log onto swift-log (Sources/OSLog). On Apple's systems the real one is used.
package.products.append(.library(name: "OSLog", targets: ["OSLog"]))
package.targets.append(.target(name: "OSLog", dependencies: [.product(name: "Logging", package: "swift-log")]))
package.targets.append(.testTarget(name: "OSLogTests", dependencies: ["OSLog"]))
package.targets.append(.target(name: "CoreGraphics"))
package.targets.append(.target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]))
if let core = package.targets.first(where: { $0.name == "ResponderKit" }) {
    core.dependencies.append(contentsOf: ["CoreGraphics", "_Testing_CoreGraphics"])
}
#endif
