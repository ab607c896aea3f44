// swift-tools-version:6.1
import PackageDescription

// ResponderKit's benchmarks, a package of their own so the library's users never build them.
//
//   swift run -c release --package-path Benchmarks responderkit-bench      one line per workload (docs/Performance.md)
//   swift package --package-path Benchmarks benchmark                      package-benchmark: time and allocations
//
//   swift run -c release --package-path Benchmarks responderkit-soak        ten million inputs, resident memory
//   swift run -c release --package-path Benchmarks responderkit-mainloop-bench   idle CPU, input latency
//
// TracerAllocations is run under valgrind by scripts/measure-tracer-allocations.sh.
let package = Package(
    name: "ResponderKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ResponderKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "Workloads",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .executableTarget(
            name: "responderkit-bench",
            dependencies: ["Workloads", .product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .executableTarget(
            name: "responderkit-soak",
            dependencies: [
                "Workloads",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The main loop on a real app process — idle CPU and wake-ups, enqueue-to-touch latency.
        .executableTarget(
            name: "responderkit-mainloop-bench",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .executableTarget(
            name: "TracerAllocations",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .executableTarget(
            name: "ResponderKitBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ResponderKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
