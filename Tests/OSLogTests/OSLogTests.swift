import Foundation
import Logging
import OSLog
import Testing

/// A swift-log handler that keeps what it is given, to see what `Logger` and `os_log` send.
struct CapturingHandler: LogHandler {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var entries: [(Logging.Logger.Level, String, String)] = []
    }
    let box: Box
    let label: String
    var logLevel: Logging.Logger.Level = .trace
    var metadata: Logging.Logger.Metadata = [:]
    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        box.lock.lock()
        box.entries.append((event.level, label, event.message.description))
        box.lock.unlock()
    }
}

/// Apple's logging API as an iOS app calls it, printed through swift-log.
@Suite("OSLog: Logger and os_log onto swift-log", .serialized)
struct OSLogTests {
    static let box: CapturingHandler.Box = {
        let box = CapturingHandler.Box()
        LoggingSystem.bootstrap { label in CapturingHandler(box: box, label: label) }
        return box
    }()

    private func logged(_ body: () -> Void) -> [(Logging.Logger.Level, String, String)] {
        let box = Self.box
        box.lock.lock(); box.entries = []; box.lock.unlock()
        body()
        box.lock.lock(); defer { box.lock.unlock() }
        // ResponderKit's own diagnostics, from tests running beside these, are not the app's logging.
        return box.entries.filter { $0.1 != "ResponderKit" }
    }

    @Test("Levels map onto swift-log's; the label is subsystem.category")
    func levels() {
        let entries = logged {
            let logger = Logger(subsystem: "com.example.tasks", category: "store")
            logger.debug("d"); logger.info("i"); logger.notice("n"); logger.log("l")
            logger.warning("w"); logger.error("e"); logger.fault("f"); logger.critical("c")
        }
        #expect(entries.map(\.0) == [.debug, .info, .notice, .notice, .error, .error, .critical, .critical])
        #expect(entries.allSatisfy { $0.1 == "com.example.tasks.store" })
        #expect(entries.map(\.2) == ["d", "i", "n", "l", "w", "e", "f", "c"])
    }

    @Test("Interpolations: strings private unless public, numbers public unless private, formats and alignment")
    func interpolation() {
        let name = "Ada", count = 42, ratio = 0.4567, ok = true
        let entries = logged {
            let logger = Logger(subsystem: "s", category: "c")
            logger.info(
                "user \(name) public \(name, privacy: .public) count \(count) hidden \(count, privacy: .private)")
            logger.info("""
                hex \(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true)) digits \
                \(7, format: .decimal(minDigits: 3))
                """)
            logger.info("""
                ratio \(ratio, format: .fixed(precision: 2)) ok \(ok) answer \(ok, format: .answer) \
                [\(name, align: .right(columns: 5), privacy: .public)]
                """)
        }
        #expect(entries.map(\.2) == [
            "user <private> public Ada count 42 hidden <private>",
            "hex ff 0xFF digits 007",
            "ratio 0.46 ok true answer YES [  Ada]",
        ])
    }

    @Test("os_log: the format's privacy marks, its type and its log")
    func osLog() {
        let log = OSLog(subsystem: "com.example.tasks", category: "sync")
        let entries = logged {
            os_log(
                "synced %d items for %@ (%{public}@)", log: log, type: .info, 3, "Ada" as NSString, "Ada" as NSString)
            os_log(.error, log: log, "failed %{private}d times, 100%% sure", 2)
            os_log("dropped", log: .disabled)
        }
        #expect(entries.count == 2)
        #expect(entries.first?.0 == .info && entries.first?.1 == "com.example.tasks.sync")
        #expect(entries.first?.2 == "synced 3 items for <private> (Ada)")
        #expect(entries.last?.0 == .error && entries.last?.2 == "failed <private> times, 100% sure")
    }
}
