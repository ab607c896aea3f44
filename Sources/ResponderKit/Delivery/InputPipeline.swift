import Foundation

/// The path raw input takes to the responders: one object, built in one place (``init(application:)``) and
/// owned by the application, whose stages each hand work only onward. A ResponderKit type; UIKit's is private.
///
///     backend (any thread) ── UIApplication.enqueue(_:) ──▶ RawInputQueue (locked, first in first out)
///                                                               │ drain(): on the main actor, in order;
///                                                               │ the layout pass runs between inputs
///                                                               ▼
///     touches ──▶ InputSanitizer ──▶ TouchTracker ──▶ GestureArena ──▶ TouchDelivery ──▶ responders
///                 drops or repairs     UITouch objects;  recognizers      touchesBegan…     (the chain:
///                 bad frames           new contacts      see touches      through sendEvent  view, controller,
///                                      hit-tested        first, hold      (app and window    window, app,
///                                      (WindowHitTester) back, cancel     overrides)         delegate)
///     keys ──▶ KeyDispatcher ──▶ key commands, or presses through sendEvent ──▶ PressDelivery ──▶ responders
///     scroll, hover, pinch ──▶ PointerDispatcher ──▶ recognizers under the pointer
///     motion, remote control ──▶ sendEvent ──▶ the key window's first responder
///     time ──▶ the arena's deadlines and the frame clock; lifecycle, screen and scene input ──▶ the application
///
/// One direction: each stage is given the next when the pipeline is made and calls only onward. A touch's
/// path comes back to a stage it left in two places, both UIKit's override points: delivery goes out through
/// `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`, which an app may override, and comes back
/// into ``TouchDelivery`` from the window; and the arena's decisions (cancel what a recognizer won, release
/// what it held) reach the views through its host (``GestureArenaHost``) as orders ``TouchDelivery`` sends
/// out through the same two `sendEvent`s. docs/Architecture.md counts the path.
///
/// `description` prints the stages, so a test or a debugger can see the pipeline it holds.
@preconcurrency @MainActor
final class InputPipeline: CustomStringConvertible {
    /// The queue raw input waits in (the application's: `enqueue` reaches it from any thread).
    let queue: RawInputQueue
    /// Repairs or drops malformed touch frames, then hands clean ones to the tracker.
    let sanitizer: InputSanitizer
    /// Keeps the `UITouch` objects of the contacts down and hit-tests new ones.
    let tracker: TouchTracker
    /// Where recognizers meet touches, before the views do.
    let arena: GestureArena
    /// Sends each frame's touches to their views, through `sendEvent`.
    let delivery: TouchDelivery
    /// Key commands and presses.
    let keys: KeyDispatcher
    /// Wheel and trackpad scrolls, transforms and hovering.
    let pointer: PointerDispatcher
    /// The application the pipeline delivers to (it owns the pipeline and outlives it).
    private let applicationReference: Unretained<UIApplication>
    private var application: UIApplication { @inline(__always) get { applicationReference.object } }
    /// Whether a drain is running (a drain started from one of its handlers returns at once).
    private var isDraining = false

    /// Builds the stages, each given the ones it hands on to.
    init(application: UIApplication) {
        applicationReference = Unretained(application, heldBy: "the application, which owns its input pipeline")
        queue = application.inputQueue
        arena = GestureArena(host: application)
        delivery = TouchDelivery(application: application, arena: arena, cache: application.deliveryCache)
        tracker = TouchTracker(application: application, arena: arena, delivery: delivery)
        sanitizer = InputSanitizer(application: application, tracker: tracker)
        keys = KeyDispatcher(application: application)
        pointer = PointerDispatcher(application: application)
    }

    nonisolated var description: String {
        "RawInputQueue → InputSanitizer → TouchTracker → GestureArena → TouchDelivery → responders; "
            + "keys: KeyDispatcher → PressDelivery; pointer: PointerDispatcher"
    }

    /// `UIApplication.processPendingEvents()`: the queued input, oldest first — what was queued when the
    /// call began, and what its handlers enqueue meanwhile. Input other threads enqueue during the call waits
    /// for the next one, as input arriving during a turn of UIKit's run loop waits for the next turn.
    func drain() {
        guard !isDraining else { return }
        isDraining = true
        queue.setDraining(true)
        defer {
            queue.setDraining(false)
            isDraining = false
        }
        let application = self.application
        // The app may have released its key window since the last batch: nothing of it stays shown.
        application.inputViewHost.refreshIfShowing()
        var budget = queue.count
        while let input = queue.popFirst(budget: &budget) {
            // Code that ran since the last input is one turn: lay out what it changed first, so this input is
            // hit-tested against the frames the constraints give.
            if application.layoutPass.isPending { application.layoutPass.run(for: application) }
            dispatch(consume input)
        }
        if application.layoutPass.isPending { application.layoutPass.run(for: application) }
    }

    /// Input that moves the frame clock: recognizers that wait see the time, scroll views and transitions
    /// move on. Returns the (repaired) time.
    @discardableResult
    private func clockTicked(_ timestamp: TimeInterval) -> TimeInterval {
        let time = sanitizer.timestamp(timestamp)
        arena.timePassed(to: time)
        application.tickFrameClock(to: time)
        return time
    }

    /// Hands one input to the stage that takes its kind.
    private func dispatch(_ input: consuming RawInput) {
        activeTracer?.record(.input(TraceDescription.of(input)))
        let application = self.application
        switch consume input {
        case let .touches(contacts, timestamp):
            // Unretained (Support/Unretained.swift): the pipeline owns the sanitiser; a retained call costs
            // an atomic pair per frame.
            Unretained(sanitizer, heldBy: "the input pipeline, which owns its stages")
                .with { $0.dispatchTouches(contacts, timestamp: timestamp) }
        case let .motionBegan(subtype, timestamp):
            application.dispatchMotion(subtype, phase: .began, timestamp: timestamp)
        case let .motionEnded(subtype, timestamp):
            application.dispatchMotion(subtype, phase: .ended, timestamp: timestamp)
        case let .motionCancelled(subtype, timestamp):
            application.dispatchMotion(subtype, phase: .cancelled, timestamp: timestamp)
        case let .remoteControl(subtype, timestamp):
            application.dispatchRemoteControl(subtype, timestamp: timestamp)
        case let .timePassed(timestamp):
            clockTicked(timestamp)
        case let .keyDown(key, timestamp):
            keys.keyDown(key, timestamp: timestamp)
        case let .keyUp(key, timestamp):
            keys.keyUp(key, timestamp: timestamp)
        case let .scroll(scroll, timestamp):
            pointer.scroll(scroll, timestamp: clockTicked(timestamp))
        case let .pointerMoved(location, timestamp):
            pointer.pointerMoved(to: location, timestamp: sanitizer.timestamp(timestamp))
        case let .pointerExited(timestamp):
            pointer.pointerExited(timestamp: sanitizer.timestamp(timestamp))
        case let .transform(transform, timestamp):
            pointer.transform(transform, timestamp: clockTicked(timestamp))
        case let .cancelAllTouches(timestamp):
            sanitizer.cancelAllTouches(timestamp: timestamp)
            keys.cancelAll(timestamp: timestamp)
            if application.motionEvent != nil {
                application.dispatchMotion(.motionShake, phase: .cancelled, timestamp: timestamp)
            }
            // An interruption: an active app resigns active (after its touches were cancelled).
            application.resignActive()
        case .interruptionEnded:
            if application.applicationStateStorage == .inactive { application.becomeActive() }
        case .enteredBackground:
            application.enterBackground()
        case .enteringForeground:
            application.enterForeground()
        case .memoryWarning:
            application.receiveMemoryWarning()
        case let .orientationChanged(orientation, _):
            UIDevice.current.deviceTurned(to: orientation)
        case let .screenResized(size, _):
            application.screenResized(to: size)
        case let .userInterfaceStyleChanged(style, _):
            application.systemStyleChanged(to: style)
        case let .contentSizeCategoryChanged(category, _):
            application.systemContentSizeCategoryChanged(to: category)
        case let .sceneActivated(identifier, _):
            application.sceneActivated(identifier)
        case let .sceneTargeted(identifier, _):
            application.sceneTargeted(identifier)
        case let .sceneClosed(identifier, _):
            application.sceneClosed(identifier)
        }
    }
}
