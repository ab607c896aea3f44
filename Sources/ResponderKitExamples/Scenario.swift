import Foundation
import ResponderKit
import ResponderKitTesting

/// One example from the seed articles, runnable: it builds the articles' view tree with the
/// articles' classes, sends real raw input through the application, and records what every
/// responder printed, in order.
public struct Scenario: Sendable {
    /// A short name for `--scenario`.
    public let name: String
    /// A one-line title.
    public let title: String
    /// What the seed article says should happen (and the behaviour IDs it shows, docs/Behaviour.md).
    public let claim: String
    let body: @MainActor @Sendable (ScenarioContext) -> Void

    init(name: String, title: String, claim: String, body: @escaping @MainActor @Sendable (ScenarioContext) -> Void) {
        self.name = name
        self.title = title
        self.claim = claim
        self.body = body
    }

    /// Adds a line to the transcript of the scenario that is running (for the tracer's timeline).
    @MainActor
    public static func note(trace line: String) {
        Transcript.current?.append(line)
    }

    /// Runs the scenario and returns its transcript: the input (lines starting with `▶`), notes
    /// (`·`) and what the responders printed.
    @MainActor
    public func run() -> [String] {
        run(finally: { _, _ in })
    }

    /// Runs the scenario, then calls `finally` with the last window it showed and the last point a
    /// finger touched down (screen coordinates), while that window is still alive — to draw or
    /// explain it.
    @MainActor
    public func run(finally: (_ window: UIWindow?, _ lastTouch: CGPoint?) -> Void) -> [String] {
        let transcript = Transcript()
        let previous = Transcript.current
        Transcript.current = transcript
        defer { Transcript.current = previous }
        let input = InputSimulator()
        input.onInput = { transcript.append("▶ \($0)") }
        let context = ScenarioContext(input: input, transcript: transcript)
        body(context)
        finally(context.shownWindows.last, input.lastTouchDown)
        context.shownWindows.removeAll()
        return transcript.lines
    }
}

/// What a scenario's body works with.
@MainActor
final class ScenarioContext {
    let input: InputSimulator
    let transcript: Transcript

    init(input: InputSimulator, transcript: Transcript) {
        self.input = input
        self.transcript = transcript
    }

    /// A remark of the scenario's own (not something a responder printed).
    func note(_ text: String) { transcript.append("· \(text)") }

    /// A window the size of the main screen with `root` as its root view controller, made key and
    /// visible. Keep the returned window alive for the scenario.
    func showWindow(_ window: UIWindow = UIWindow(frame: UIScreen.main.bounds), root: UIViewController) -> UIWindow {
        window.rootViewController = root
        window.makeKeyAndVisible()
        shownWindows.append(window)
        return window
    }

    /// The windows the scenario showed, kept until the scenario's `finally` ran.
    var shownWindows: [UIWindow] = []

    /// The center of a view in screen coordinates.
    func center(of view: UIView) -> CGPoint { input.screenPoint(of: view) }
}

/// Collects what the examples print.
@MainActor
public final class Transcript {
    /// The transcript that `print` in the examples writes to.
    static var current: Transcript?
    public private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// The seed articles' code calls `print`; inside the examples that lands in the running scenario's
/// transcript, so the code can stay exactly as an iOS developer writes it.
@MainActor
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    if let transcript = Transcript.current {
        transcript.append(text)
    } else {
        Swift.print(text, terminator: terminator)
    }
}

/// A point in whole numbers when it is one, for readable transcripts.
func describe(_ p: CGPoint) -> String {
    func n(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
    return "(\(n(p.x)), \(n(p.y)))"
}
