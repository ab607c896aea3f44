import Foundation
import ResponderKit
#if canImport(Testing)
import Testing
#endif

/// The app under a UI test — XCUITest's `XCUIApplication`, in the test's own process: its queries read
/// the element tree of every window on screen, and its elements act through an ``InputSimulator``.
///
/// ```swift
/// let app = XCUIApplication()
/// app.buttons["Load"].tap()
/// #expect(await app.cells["Milk"].waitForExistence(timeout: 2))
/// #expect(app.switches["Wi-Fi"].value as? String == "1")
/// ```
///
/// Where XCUITest differs: there is no separate app process (`launch()` is yours: make the window, or
/// launch the app delegate, before querying); `waitForExistence(timeout:)` is `async`; predicates are
/// closures (`matching(where:)`); a failure goes to ``failureHandler``.
@MainActor
public final class XCUIApplication: XCUIElementTypeQueryProvider, @preconcurrency CustomDebugStringConvertible {
    /// The simulator that sends the elements' taps, swipes and keys.
    public let simulator: InputSimulator
    /// Called with a message and the element tree when a test uses an element that is not there. By
    /// default it records an issue in the running swift-testing test (and prints it where there is none).
    public var failureHandler: @MainActor (String) -> Void = XCUIApplication.recordIssue

    public init(simulator: InputSimulator? = nil) {
        self.simulator = simulator ?? InputSimulator()
    }

    public func descendants(matching type: XCUIElementType) -> XCUIElementQuery {
        XCUIElementQuery(self, "\(type)s") { [simulator] in
            AssistiveTechnology.windows(of: simulator.application).flatMap { [$0] + Self.nodes(under: $0) }
                .filter { type == .any || XCUIElementType.of($0) == type }
        }
    }

    /// The element tree, a line per node, indented by depth — what a failure prints.
    public var debugDescription: String {
        var lines: [String] = []
        for window in AssistiveTechnology.windows(of: simulator.application) {
            Self.describe(window, depth: 0, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    func fail(_ message: String) { failureHandler("\(message)\nElement tree:\n\(debugDescription)") }

    /// Every node under `root` (elements and containers), depth first in reading order.
    static func nodes(under root: AccessibleObject) -> [AccessibleObject] {
        var result: [AccessibleObject] = []
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var stack = AssistiveTechnology.children(of: root).reversed() as [AccessibleObject]
        while let node = stack.popLast() {
            guard visited.insert(ObjectIdentifier(node)).inserted else { continue }
            result.append(node)
            stack += AssistiveTechnology.children(of: node).reversed()
        }
        return result
    }


    static func line(for object: AccessibleObject) -> String {
        let frame = object.accessibilityFrame
        let origin = "{\(frame.minX), \(frame.minY)}", size = "{\(frame.width), \(frame.height)}"
        var text = "\(XCUIElementType.of(object)) {\(origin), \(size)}"
        if let identifier = object.accessibilityIdentifier, !identifier.isEmpty {
            text += ", identifier: '\(identifier)'"
        }
        if let label = object.accessibilityLabel, !label.isEmpty { text += ", label: '\(label)'" }
        if let value = object.accessibilityValue, !value.isEmpty { text += ", value: \(value)" }
        let traits = object.accessibilityTraits
        if !traits.isEmpty { text += ", traits: \(traits)" }
        return text
    }

    private static func describe(_ node: AccessibleObject, depth: Int, into lines: inout [String]) {
        guard depth < 64 else { return }
        lines.append(String(repeating: "  ", count: depth) + line(for: node))
        for child in AssistiveTechnology.children(of: node) { describe(child, depth: depth + 1, into: &lines) }
    }

    private static func recordIssue(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        FileHandle.standardError.write(Data("XCUIApplication: \(message)\n".utf8))
    }
}
