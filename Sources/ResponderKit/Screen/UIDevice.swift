import Foundation

/// The device the app runs on — UIKit's `UIDevice`: its kind, its system, and its physical
/// orientation with `orientationDidChangeNotification` (what shake and rotation code observes).
///
/// Where UIKit differs (docs/Differences-from-UIKit.md): `systemName` and `systemVersion` are the
/// real system's (`"Linux"` and its version, from `ProcessInfo`), not iOS's; `userInterfaceIdiom`
/// follows `UIScreen.main` (`.pad` when its shorter side is at least 768 points, else `.phone`) and
/// `model` follows the idiom (`"iPhone"`, `"iPad"`), since that is what an app's layout decisions
/// ask; `name` is the host name; `identifierForVendor` is made from `/etc/machine-id` (stable across
/// launches on one machine, as UIKit's is for one vendor), or is random per launch without it. The
/// physical orientation comes from a backend (`RawInput.orientationChanged`); with none it is
/// portrait, or landscape when the screen is wider than tall. Battery and proximity are not known
/// here: `batteryLevel` is -1 and `batteryState` `.unknown`, as UIKit reports them with monitoring off.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    open class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// Posted (object: the device) when `orientation` changes while notifications are generated.
    public nonisolated static let orientationDidChangeNotification = NSNotification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when `batteryLevel` changes while battery monitoring is on (never here: unknown).
    public nonisolated static let batteryLevelDidChangeNotification = NSNotification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when `batteryState` changes while battery monitoring is on (never here: unknown).
    public nonisolated static let batteryStateDidChangeNotification = NSNotification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when `proximityState` changes while proximity monitoring is on (never here).
    public nonisolated static let proximityStateDidChangeNotification = NSNotification.Name(
        "UIDeviceProximityStateDidChangeNotification")

    /// The device's name: the host's name here.
    open var name: String { ProcessInfo.processInfo.hostName }
    /// The kind of device, following the idiom: `"iPhone"` or `"iPad"`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// `model`, localized (the same here).
    open var localizedModel: String { model }
    /// The operating system's name: `"Linux"` on Linux (ProcessInfo's `operatingSystemName` elsewhere).
    open var systemName: String {
        #if os(Linux)
        "Linux"
        #else
        ProcessInfo.processInfo.operatingSystemVersionString.split(separator: " ").first.map(String.init) ?? "Unknown"
        #endif
    }
    /// The operating system's version, `"major.minor.patch"`.
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    /// The interface the app is designed for: `.pad` when `UIScreen.main`'s shorter side is at least
    /// 768 points, `.phone` otherwise.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIScreen.main.bounds.size
        return min(size.width, size.height) >= 768 ? .pad : .phone
    }
    /// An identifier stable on this machine (from `/etc/machine-id`), or one made for this launch.
    open private(set) lazy var identifierForVendor: UUID? = UIDevice.machineIdentifier() ?? UUID()
    /// Multitasking is supported.
    open var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The physical orientation: `.unknown` unless orientation notifications are being generated
    /// (UIKit: "always returns 0 unless orientation notifications have been enabled").
    open var orientation: UIDeviceOrientation { generationCount > 0 ? physicalOrientation : .unknown }
    /// Whether ``beginGeneratingDeviceOrientationNotifications()`` calls outnumber the ends.
    open var isGeneratingDeviceOrientationNotifications: Bool { generationCount > 0 }

    private var generationCount = 0
    private var turnedTo: UIDeviceOrientation?
    private var physicalOrientation: UIDeviceOrientation {
        if let turnedTo { return turnedTo }
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// Starts orientation notifications (nestable; balance each with an end).
    open func beginGeneratingDeviceOrientationNotifications() { generationCount += 1 }

    /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
    open func endGeneratingDeviceOrientationNotifications() { generationCount = max(0, generationCount - 1) }

    /// A backend turned the device (`RawInput.orientationChanged`).
    func deviceTurned(to newOrientation: UIDeviceOrientation) {
        let before = orientation
        turnedTo = newOrientation
        if generationCount > 0, orientation != before {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    // MARK: Battery and proximity (not known here)

    /// Battery monitoring; the level and state stay unknown here.
    open var isBatteryMonitoringEnabled = false
    /// -1: unknown.
    open var batteryLevel: Float { -1 }
    /// `.unknown`.
    open var batteryState: BatteryState { .unknown }
    /// Proximity monitoring: there is no sensor, so it stays off, as on a device without one.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// `false`: no sensor.
    open var proximityState: Bool { false }

    /// The keyboard click; silent here.
    open func playInputClick() {}

    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    private static func machineIdentifier() -> UUID? {
        guard let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        let s = String(hex)
        func part(_ from: Int, _ to: Int) -> Substring { s.dropFirst(from).prefix(to - from) }
        return UUID(uuidString: "\(part(0, 8))-\(part(8, 12))-\(part(12, 16))-\(part(16, 20))-\(part(20, 32))")
    }
}

/// The physical orientation of the device — UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight
    case faceUp
    case faceDown

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Turned left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (not unknown, not flat).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The kind of interface — UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
