import Foundation
import Synchronization

/// A way to run the application's events: a backend's window, or the headless loop. Each runs the
/// turn of the main loop (RunLoop/MainLoop.swift) — input, the main run loop's timers and queue,
/// the frame clock while something moves, display — until the app is asked to terminate.
@preconcurrency @MainActor
public protocol UIApplicationEventLoop: AnyObject {
    /// Whether it can run here (a display for a window).
    var isAvailable: Bool { get }
    /// Runs until the app quits (``UIApplication/isTerminationRequested``); returns the process's exit
    /// status. Calls the delegate's lifecycle methods for what its platform reports (focus,
    /// minimising, quitting). `UIApplicationMain` calls ``UIApplication/terminate()`` after it returns
    /// (a loop may call it first; it runs once).
    func run(_ application: UIApplication) -> Int32
    /// Called before the launch, once the app's delegate and translated resources are there: a
    /// window system's loop opens its window and draws the launch screen
    /// (``UIApplication/showLaunchScreen()``). Nothing by default.
    func prepare(_ application: UIApplication)
}

extension UIApplicationEventLoop {
    public func prepare(_ application: UIApplication) {}
}

extension UIApplication {
    /// Where the app is in its life — UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In front, receiving events.
        case active = 0
        /// In front but interrupted (a `cancelAllTouches`: the system took the screen, or the window
        /// lost the focus), on its way to or from the background, or not launched by
        /// `UIApplicationMain`.
        case inactive = 1
        /// Not on screen: the backend's window is minimised (`RawInput.enteredBackground`).
        case background = 2
    }

    /// The app's state: `.active` from the end of `UIApplicationMain`'s launch, `.inactive` during an
    /// interruption (`RawInput.cancelAllTouches` … `.interruptionEnded`), `.background` while
    /// minimised.
    public var applicationState: State { applicationStateStorage }
}

/// The event loops backends registered, most recent first, behind a lock: a backend registers from
/// a C constructor before `main`, on whatever thread loads it.
final class RegisteredEventLoops: Sendable {
    typealias Make = @MainActor @Sendable () -> any UIApplicationEventLoop
    private let makers = Mutex<[Make]>([])

    func insert(_ make: @escaping Make) {
        makers.withLock { $0.insert(make, at: 0) }
    }

    var all: [Make] { makers.withLock { $0 } }

    /// For tests: replaces the list, returns the old one.
    @discardableResult
    func replace(with list: [Make]) -> [Make] {
        makers.withLock { makers in
            defer { makers = list }
            return makers
        }
    }
}

/// The event loop with no window: delivers what backends and other threads enqueue, runs the main
/// run loop (timers, the main queue, main-actor tasks) and ticks the frame clock while something
/// moves, sleeping in between — until the app is asked to terminate (SIGINT, SIGTERM,
/// ``UIApplication/terminate()``), or, for tests, until `turns` turns have run (without sleeping,
/// the clock ticking every turn).
@preconcurrency @MainActor
final class HeadlessEventLoop: UIApplicationEventLoop {
    private let turns: Int?
    /// Seconds between two frames while something moves: a 60 Hz display.
    static let frameInterval: TimeInterval = 1.0 / 60.0

    init(turns: Int? = nil) {
        self.turns = turns
    }

    var isAvailable: Bool { true }

    func run(_ application: UIApplication) -> Int32 {
        var turn = 0
        var nextFrame = ProcessInfo.processInfo.systemUptime
        // The input's clock (`.timePassed` below), which app code reads between two frames.
        let outerClock = application.mediaClock
        application.mediaClock = { ProcessInfo.processInfo.systemUptime }
        defer { application.mediaClock = outerClock }
        while !application.isTerminationRequested {
            if let turns {
                guard turn < turns else { break }
                turn += 1
            }
            // 1. Input.
            application.processPendingEvents()
            // 2. The frame clock, while something moves or waits on it.
            let now = ProcessInfo.processInfo.systemUptime
            let ticking = turns != nil || application.needsFrames
            if ticking, now >= nextFrame {
                application.enqueue(.timePassed(timestamp: now))
                application.processPendingEvents()
                nextFrame = now + HeadlessEventLoop.frameInterval
            }
            guard !application.isTerminationRequested else { break }
            // Wait: for the next frame while something moves, else for a timer, main-queue work or
            // input; then run what woke the loop.
            let deadline: Date
            if turns != nil {
                deadline = .distantPast
            } else if application.needsFrames {
                deadline = Date(timeIntervalSinceNow: max(0, nextFrame - ProcessInfo.processInfo.systemUptime))
            } else {
                deadline = .distantFuture
            }
            application.runMainLoopSources(until: deadline)
        }
        application.terminate()
        return 0
    }
}
