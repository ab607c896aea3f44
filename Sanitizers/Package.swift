// swift-tools-version:6.1
import PackageDescription

// The tests that matter under ThreadSanitizer — many threads enqueueing while the main actor drains,
// the seeded stress test, the event and delivery rules, the parent pointer — as a package of their
// own, so that a ThreadSanitizer build compiles ResponderKit and these files only (about 30 seconds
// on 2 cores), not the whole suite. The files are links to the suite's own (Tests/ResponderKitTests).
// AddressSanitizer runs over the whole suite instead (scripts/test.sh).
//
//   swift test --package-path Sanitizers --sanitize=thread
let package = Package(
    name: "ResponderKitSanitized",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ResponderKit", path: "..")],
    targets: [
        .testTarget(
            name: "SanitizedTests",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
