import CDBus
import Foundation
import ResponderKit

/// Puts the app's windows on Linux's accessibility bus (AT-SPI 2), where screen readers such as Orca and
/// UI-automation tools read applications — the D-Bus interfaces spoken directly through libdbus-1.
///
/// ```
///  Orca / pyatspi ──(a11y bus)──▶ ATSPIConnection ──pump() each frame──▶ ATSPIBridge.handle
///        ▲                                                                  │ Accessible, Component,
///        │                                                                  │ Action, Value, Application,
///        └──────── Event.Object signals (focus, children, announcements) ◀──┘ Properties
///                                                                           ▼
///                                        AssistiveTechnology: the element tree, activate, increment …
/// ```
///
/// D-Bus directly rather than ATK and at-spi2-atk: ATK needs a GLib main loop and GObject classes made
/// from Swift, where the protocol is a few interfaces of plain method calls (Qt and AccessKit speak it
/// directly too). The bridge answers from the main loop only (`pump()`), so every call reads the element
/// tree on the main actor, as UIKit's accessibility runtime does.
///
/// The root (`/org/a11y/atspi/accessible/root`) is the application; its children are the windows on
/// screen; below them is the element tree, with UIKit's traits mapped to AT-SPI's roles and states
/// (docs/Accessibility.md). Actions: "click" activates (`accessibilityActivate()`, else a tap at the
/// activation point), "increment"/"decrement" adjust, and each custom action by its name.
@MainActor
public final class ATSPIBridge {
    /// The bridge of this process, once started.
    public private(set) static var shared: ATSPIBridge?

    let application: UIApplication
    let connection: ATSPIConnection
    let objects = ATSPIObjects()
    /// Where a window's screen points are on the display: its window's origin in pixels and the pixels
    /// per point (the backend knows; tests and the default give the origin and 1).
    let placement: @MainActor (UIWindow?) -> (origin: CGPoint, scale: CGFloat)
    /// The id the registry gave the application (`Application.Id`).
    var applicationID: Int32 = 0
    /// The desktop the registry embedded the application in (its reply to `Embed`): the root's parent.
    var desktop = ATSPIReference.desktop
    private var observation: AnyObject?
    /// The responder that had the keyboard focus at the last frame (ATSPIEvents.swift).
    weak var keyboardFocus: UIResponder?
    /// The element that had the assistive focus at the last frame.
    weak var assistiveFocus: AccessibleObject?
    /// What clients have been told, to tell them what changed.
    private(set) lazy var watcher: ATSPIChangeWatcher = {
        let watcher = ATSPIChangeWatcher { [weak self] path, children in
            self?.snapshot(of: path, withChildren: children)
        }
        watcher.protected = [ATSPIObjects.rootPath]
        return watcher
    }()
    /// How often the watcher compares, at most (a tenth of a second: a change is spoken promptly, and
    /// the comparison costs nothing on the other frames).
    static let watchInterval: TimeInterval = 0.1
    private var lastWatch: TimeInterval = 0
    /// Whether the platform's screen reader runs, followed on the session bus.
    private var screenReaderStatus: ATSPIScreenReaderStatus?

    private init(application: UIApplication, connection: ATSPIConnection,
                 placement: @escaping @MainActor (UIWindow?) -> (origin: CGPoint, scale: CGFloat)) {
        self.application = application
        self.connection = connection
        self.placement = placement
    }

    /// Connects to the accessibility bus and registers the application with the registry; `nil`, with
    /// one line on standard error saying why, when there is no bus (the app runs on without it).
    @discardableResult
    public static func start(application: UIApplication = .shared,
                             placement: @escaping @MainActor (UIWindow?) -> (origin: CGPoint, scale: CGFloat) = {
                                 _ in (.zero, 1)
                             }) -> ATSPIBridge? {
        if let shared { return shared }
        switch ATSPIConnection.open() {
        case .failure(let error):
            // No bus at all is the usual case without a desktop session: nothing to say.
            if case .disabled = error { return nil }
            if case .noAccessibilityBus = error { return nil }
            FileHandle.standardError.write(Data("responderkit: no accessibility bridge: \(error)\n".utf8))
            return nil
        case .success(let connection):
            let bridge = ATSPIBridge(application: application, connection: connection, placement: placement)
            guard bridge.registerObjects() else {
                let line = "responderkit: no accessibility bridge: cannot register objects\n"
                FileHandle.standardError.write(Data(line.utf8))
                return nil
            }
            shared = bridge
            bridge.embed()
            bridge.observation = AssistiveTechnology.observe(marksRunning: false) { [weak bridge] notification, value in
                bridge?.posted(notification, argument: value)
            }
            bridge.screenReaderStatus = ATSPIScreenReaderStatus.follow { running in
                AssistiveTechnology.platformScreenReaderRunning = running
            }
            return bridge
        }
    }

    /// Serves the requests that arrived; call it every frame (and when ``fileDescriptor`` is readable).
    public func pump() {
        followFocus()
        let now = ProcessInfo.processInfo.systemUptime
        if now - lastWatch >= Self.watchInterval || now < lastWatch {
            lastWatch = now
            report(AssistiveTechnology.walking { watcher.changes() })
        }
        screenReaderStatus?.pump()
        if !connection.pump() {
            FileHandle.standardError.write(Data("responderkit: the accessibility bus went away\n".utf8))
            stop()
        }
    }

    /// The bus socket, for a main-loop source that wakes the app when a request arrives.
    public var fileDescriptor: Int32? { connection.fileDescriptor }

    /// Leaves the bus.
    public func stop() {
        if let observation { AssistiveTechnology.stopObserving(observation) }
        observation = nil
        screenReaderStatus = nil
        AssistiveTechnology.platformScreenReaderRunning = false
        if Self.shared === self { Self.shared = nil }
    }

    // MARK: Registration

    private func registerObjects() -> Bool {
        var table = DBusObjectPathVTable()
        table.message_function = { _, message, _ in
            guard let message else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            return MainActor.assumeIsolated {
                ATSPIBridge.shared?.handle(message) ?? DBUS_HANDLER_RESULT_NOT_YET_HANDLED
            }
        }
        return dbus_connection_register_fallback(connection.connection, "/org/a11y/atspi", &table, nil) != 0
    }

    /// Tells the registry the application is here (`Socket.Embed` with the root's reference, after the
    /// objects are registered: the registry sets the application's id at once). Its reply, the desktop's
    /// reference under the registry's unique name, is the root's parent.
    private func embed() {
        guard let call = dbus_message_new_method_call(ATSPIReference.desktop.bus, ATSPIReference.desktop.path,
                                                      "org.a11y.atspi.Socket", "Embed") else { return }
        var writer = DBusMessageWriter(appendingTo: call)
        writer.reference(reference(ATSPIObjects.rootPath))
        if let reply = connection.call(call, timeoutMilliseconds: 2000) {
            var reader = DBusMessageReader(reply)
            if let registry = reader.reference() { desktop = registry }
            dbus_message_unref(reply)
        }
    }

    func reference(_ path: String) -> ATSPIReference { ATSPIReference(bus: connection.uniqueName, path: path) }

    func reference(of object: AccessibleObject) -> ATSPIReference { reference(objects.path(of: object)) }

    // MARK: Requests

    private func handle(_ message: OpaquePointer) -> DBusHandlerResult {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
              let pathPointer = dbus_message_get_path(message), let memberPointer = dbus_message_get_member(message)
        else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let path = String(cString: pathPointer)
        let member = String(cString: memberPointer)
        let interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        if path == "/org/a11y/atspi/cache" {
            return reply(to: message) { $0.array(of: ATSPICache.itemSignature) { _ in } }
        }
        guard let node = objects.node(at: path) else {
            return fail(message, "org.freedesktop.DBus.Error.UnknownObject", "\(path) is gone")
        }
        watcher.remember(path)
        let request = ATSPIRequest(message: message, node: node, path: path, interface: interface, member: member)
        if answer(request) { return DBUS_HANDLER_RESULT_HANDLED }
        return fail(message, "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(member) is not provided")
    }

    /// Sends the reply `body` writes; always `HANDLED`.
    @discardableResult
    func reply(to message: OpaquePointer, _ body: (inout DBusMessageWriter) -> Void) -> DBusHandlerResult {
        if dbus_message_get_no_reply(message) != 0 { return DBUS_HANDLER_RESULT_HANDLED }
        guard let reply = dbus_message_new_method_return(message) else { return DBUS_HANDLER_RESULT_NEED_MEMORY }
        var writer = DBusMessageWriter(appendingTo: reply)
        body(&writer)
        connection.send(reply)
        return DBUS_HANDLER_RESULT_HANDLED
    }

    @discardableResult
    func fail(_ message: OpaquePointer, _ name: String, _ text: String) -> DBusHandlerResult {
        if dbus_message_get_no_reply(message) != 0 { return DBUS_HANDLER_RESULT_HANDLED }
        guard let reply = dbus_message_new_error(message, name, text) else { return DBUS_HANDLER_RESULT_NEED_MEMORY }
        connection.send(reply)
        return DBUS_HANDLER_RESULT_HANDLED
    }
}

/// One method call to answer.
struct ATSPIRequest {
    let message: OpaquePointer
    let node: ATSPINode
    let path: String
    let interface: String
    let member: String
}
