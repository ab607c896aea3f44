import Foundation
import Logging

/// Apple's `os.Logger` (iOS 14) on top of swift-log: what an iOS app's `import os` or `import OSLog`
/// gives it, so its logging compiles and prints where the app runs.
///
///     Logger(subsystem:category:).info("Loaded \(count) items for \(user, privacy: .private)")
///       ─▶ OSLogMessage (the interpolation, each value with its privacy and format)
///       ─▶ rendered: private values as `<private>`, as the system log shows them
///       ─▶ swift-log's Logger labelled `subsystem.category`, at the level the call names
///
/// Levels, as Apple's map onto swift-log's: `trace`/`debug` → debug, `info` → info,
/// `log`/`notice`/`default` → notice, `warning`/`error` → error, `critical`/`fault` → critical.
/// swift-log's default handler prints to standard error from `info` up; an app chooses another
/// with `LoggingSystem.bootstrap`.
///
/// Where it differs from Apple's: nothing is kept in a system store (there is no `log show` or
/// Console), and the debugger's unredacted view is the environment variable
/// `RESPONDERKIT_LOG_PRIVATE=1`, which prints private values too.
public struct Logger: Sendable {
    /// The swift-log logger messages go to.
    public let handler: Logging.Logger

    public init(subsystem: String, category: String) {
        handler = Logging.Logger(label: subsystem.isEmpty ? category : "\(subsystem).\(category)")
    }

    /// A logger for the app's default subsystem.
    public init() {
        handler = Logging.Logger(label: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
    }

    /// A logger writing to `log`'s subsystem and category.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard level != .disabled else { return }
        handler.log(level: level.swiftLogLevel, "\(message.rendered())")
    }

    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// The older `os_log` API's log object: a subsystem and a category.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let isDisabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = "default"
        isDisabled = disabled
    }

    /// The app's default log.
    public static let `default` = OSLog(disabled: false)
    /// A log that drops everything.
    public static let disabled = OSLog(disabled: true)
}

/// A message's level.
public struct OSLogType: Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
    static let disabled = OSLogType(0xFF)

    var swiftLogLevel: Logging.Logger.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}

/// `os_log("Loaded %d items for %{public}@", log: log, type: .info, count, name)`: the format's
/// privacy marks (`%{public}@`, `%{private}d`) are honoured, objects and strings are private unless
/// marked public, numbers public unless marked private — the system log's rule.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    guard !log.isDisabled else { return }
    Logger(log).handler.log(level: type.swiftLogLevel, "\(OSLogFormat.render("\(message)", args))")
}

/// `os_log(.error, log: log, "Failed: %@", reason)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    guard !log.isDisabled else { return }
    Logger(log).handler.log(level: type.swiftLogLevel, "\(OSLogFormat.render("\(message)", args))")
}
