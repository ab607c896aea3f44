// swift-tools-version:6.1
import PackageDescription

// The desktop backend: a real window (SDL2) that shows ResponderKit's windows and feeds it real
// mouse, touch and key input. A package of its own so the core stays free of system libraries.
// Needs Debian's libsdl2-dev, libsdl2-ttf-dev and a font (fonts-dejavu-core); its end-to-end test
// also needs xvfb, xdotool and x11-apps.
let package = Package(
    name: "ResponderKitSDL",
    platforms: [.macOS("15.4")],  // isolated deinit
    products: [
        .library(name: "ResponderKitSDL", targets: ["ResponderKitSDL"]),
        .library(name: "ResponderKitATSPI", targets: ["ResponderKitATSPI"]),
        .executable(name: "responderkit-window", targets: ["responderkit-window"]),
    ],
    dependencies: [
        .package(name: "ResponderKit", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            // No pkgConfig: sdl2.pc adds -D_REENTRANT, which SwiftPM refuses with a warning on every
            // build; the headers are found as <SDL2/…> in the system include path instead.
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"]), .brew(["sdl2", "sdl2_ttf"])]
        ),
        // libdbus-1, for the accessibility bridge (Debian's libdbus-1-dev).
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // The app's windows on Linux's accessibility bus (AT-SPI 2 over D-Bus).
        .target(
            name: "ResponderKitATSPI",
            dependencies: ["CDBus", .product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .target(
            name: "ResponderKitSDL",
            dependencies: [
                "CSDL2",
                "ResponderKitATSPI",
                "ResponderKitSDLAutoRegister",
                "ResponderKitSDLConnection",
                .product(name: "ResponderKit", package: "ResponderKit"),
            ]
        ),
        // The window system's connection descriptor (C: SDL_syswm.h brings Xlib's names with it).
        .target(name: "ResponderKitSDLConnection"),
        // A constructor that registers the window as UIApplicationMain's event loop (C: Swift has no
        // code that runs when a library is loaded).
        .target(name: "ResponderKitSDLAutoRegister"),
        .executableTarget(
            name: "responderkit-window",
            dependencies: [
                "ResponderKitSDL",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitExamples", package: "ResponderKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ResponderKitSDLTests",
            dependencies: [
                "ResponderKitSDL",
                "ResponderKitATSPI",
                "CSDL2",
                "responderkit-window",
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
