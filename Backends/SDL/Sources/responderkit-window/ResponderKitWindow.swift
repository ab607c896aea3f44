import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitExamples
import ResponderKitSDL

/// Shows a seed scenario in a real window: drag, tap and type with the mouse, a touch screen and the
/// keyboard, and read what each responder printed — and the tracer's account of every touch — on
/// standard output. An app written as iOS apps are: the command line is read, then
/// `UIApplicationMain` launches the app delegate below, which shows the scenario's stage in
/// `didFinishLaunching`; ResponderKitSDL's window runs it.
@main
struct ResponderKitWindow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responderkit-window",
        abstract: "Play with a seed scenario in a desktop window (SDL2): mouse, touch and keys are real input."
    )

    @Flag(name: .long, help: "List the scenarios that have an interactive stage and exit.")
    var list = false

    @Option(name: .long, help: "The scenario to show (see --list).")
    var scenario = "drag"

    @Option(name: .long, help: "Window pixels per point.")
    var scale: Double = 1

    @Flag(name: .long, help: "Do not print the tracer's explanation after each touch.")
    var quiet = false

    @Flag(name: .long, help: "Run an app with several scenes, each in a window of its own (its button opens another).")
    var scenes = false

    mutating func run() throws {
        if scenes {
            MainActor.assumeIsolated { ScenesApp.run() }
            return
        }
        let stages = SeedScenarios.all.filter { $0.stage != nil }
        if list {
            for scenario in stages {
                Swift.print(
                    "\(scenario.name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(scenario.stage?.hint ?? "")")
            }
            return
        }
        guard let chosen = stages.first(where: { $0.name == scenario }), chosen.stage != nil else {
            throw ValidationError(
                "No interactive scenario \"\(scenario)\". Choose one of: \(stages.map(\.name).joined(separator: ", "))."
            )
        }
        guard scale.isFinite, SDLScreenHost.pixelsPerPointRange.contains(CGFloat(scale)) else {
            throw ValidationError(
                """
                    --scale must be between \(SDLScreenHost.pixelsPerPointRange.lowerBound) and \
                    \(SDLScreenHost.pixelsPerPointRange.upperBound).
                    """
            )
        }
        let pixelsPerPoint = CGFloat(scale)
        let explain = !quiet
        MainActor.assumeIsolated {
            SDLWindowConfiguration.title = "ResponderKit — \(chosen.title)"
            SDLWindowConfiguration.pixelsPerPoint = pixelsPerPoint
            UIApplicationMain(delegate: ScenarioAppDelegate(scenario: chosen, explain: explain))
        }
    }
}

/// The app's delegate: the tracer and diagnostics on, the scenario's stage shown at launch, the frame
/// counts printed when the window closes.
final class ScenarioAppDelegate: UIResponder, UIApplicationDelegate {
    let scenario: Scenario
    let explain: Bool
    private var shown: ShownStage?

    init(scenario: Scenario, explain: Bool) {
        self.scenario = scenario
        self.explain = explain
        super.init()
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.diagnosticHandler = { diagnostic in
            Swift.print("diagnostic: \(diagnostic)")
        }
        let tracer = EventTracer(capacity: 65_536)
        application.tracer = tracer
        if explain {
            SDLWindowConfiguration.onTouchSequenceEnded = {
                guard let text = tracer.explainLastTouch() else { return }
                Swift.print(
                    "trace: "
                        + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\ntrace: "))
            }
        }
        // Flushed every frame, so a program reading the output sees each line as it happens.
        SDLWindowConfiguration.onFrame = { fflush(nil) }
        SDLWindowConfiguration.onClose = { [unowned self] host in
            self.shown?.close()
            Swift.print("closed after \(host.framesRun) frames, \(host.framesDrawn) drawn")
            fflush(nil)
        }
        Swift.print("scenario: \(scenario.name) — \(scenario.title)")
        Swift.print("try: \(scenario.stage?.hint ?? "")")
        shown = scenario.stage?.show()
        return true
    }
}
