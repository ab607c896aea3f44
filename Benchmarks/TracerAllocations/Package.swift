// swift-tools-version:6.1
// Dispatches tap sequences through WORKLOADS.md's app1k tree with no tracer installed; run under
// valgrind by scripts/measure-tracer-allocations.sh to count heap allocations per sequence.
import PackageDescription

let package = Package(
    name: "TracerAllocations",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "ResponderKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "TracerAllocations",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
