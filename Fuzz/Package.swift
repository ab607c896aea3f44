// swift-tools-version:6.1
import PackageDescription

// A libFuzzer target for ResponderKit: bytes become raw input (touches, keys, motion, time, bad input)
// and changes to the view tree, driven through the whole dispatch, with the touch-ending invariant
// checked after every step. libFuzzer supplies `main`, so this package builds only with the fuzzer:
//
//   swift build --package-path Fuzz -c debug -Xswiftc -sanitize=fuzzer,address
//   Fuzz/.build/debug/responderkit-fuzz Fuzz/Corpus -max_total_time=1800
//
// See docs/Reliability.md for the figures of the last long run.
let package = Package(
    name: "ResponderKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ResponderKit", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .executableTarget(
            name: "responderkit-fuzz",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
