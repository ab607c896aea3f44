import CSDL2
import Foundation
import ResponderKit

/// Turns SDL's events into ResponderKit's raw input, one batch per frame.
///
/// - Fingers (`SDL_FINGERDOWN/MOTION/UP`) become touches with ids that stay the same from down to up;
///   SDL gives their position as a fraction of the window, scaled here to screen points. The
///   changes of one batch form one hardware frame (one `.touches`), split where a finger would
///   appear twice in it.
/// - The left mouse button is one more finger: down, drags and up. SDL also makes mouse events out
///   of touches and touches out of the mouse; those copies are dropped (their `which` is
///   `SDL_TOUCH_MOUSEID`, or their touch device is `SDL_MOUSE_TOUCHID`), so a touch never arrives
///   twice.
/// - Keys become `.keyDown`/`.keyUp` with the USB HID usage SDL's scancodes already are; the text a
///   key typed comes from the `SDL_TEXTINPUT` that follows its key down (so it is right for the
///   user's layout), or, with none, from the key's symbol. A key down waits for its text until the
///   text comes, its own key up, the next key down, a touch, or the end of the next batch. Text that
///   comes with no key down (an input method committing what was composed) arrives as a key down and
///   up of no physical key carrying the text, as a software keyboard's would.
/// - Media keys become remote-control events; Control-Super-Z (the iOS Simulator's
///   Control-Command-Z, with the Super key as Command) is a shake: motion began on the key down,
///   ended on its key up.
/// - The mouse wheel (and a trackpad's two-finger scroll, which X11 reports as wheel turns) becomes
///   `.scroll(.wheel(lines:at:))` at the pointer; moving the mouse with no button down is
///   `.pointerMoved` (hovering), and the pointer leaving the window `.pointerExited`.
/// - Losing the window's focus cancels every touch (`.cancelAllTouches`), as an incoming call does.
/// - Minimising the window sends the app to the background (`.enteredBackground`); restoring it
///   brings it back (`.enteringForeground`).
/// - Resizing the window resizes the screen (`.screenResized`, in points: window units over
///   `pixelsPerPoint`), once per batch however many sizes the drag went through.
///
/// Time is SDL's millisecond clock, in seconds, never running backwards.
public struct SDLInputTranslator {
    /// The size of the screen in points (what SDL's normalised finger positions are scaled to).
    public var screenSize: CGSize
    /// Window pixels per point (mouse positions are in pixels).
    public var pixelsPerPoint: CGFloat

    private var output: [RawInput] = []
    private var frame: [TouchInput] = []
    private var frameTimestamp: TimeInterval = 0
    private var pendingKeyDown: (key: KeyInput, timestamp: TimeInterval, scancode: UInt32, batchesWaited: Int)?
    private var fingers: [FingerKey: Int] = [:]
    private var mouseTouch: Int?
    private var nextTouchID = 1
    private var shakeKey: UInt32?
    private var lastTimestamp: TimeInterval = 0
    /// The size last reported in a `.screenResized`, or the size at the start.
    private var reportedSize: CGSize

    private struct FingerKey: Hashable {
        var device: SDL_TouchID
        var finger: SDL_FingerID
    }

    /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL made up from touches (a C macro Swift
    /// cannot import).
    public static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the device of touch events SDL made up from the mouse.
    public static let mouseTouchID: SDL_TouchID = -1

    public init(screenSize: CGSize, pixelsPerPoint: CGFloat = 1) {
        self.screenSize = screenSize
        self.reportedSize = screenSize
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
    }

    /// Whether a finger or the mouse button is down.
    public var isTouching: Bool { mouseTouch != nil || !fingers.isEmpty }

    /// Takes one SDL event into the batch.
    public mutating func take(_ event: SDL_Event) {
        let type = SDL_EventType(rawValue: event.type)
        let timestamp = time(event.common.timestamp)
        switch type {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            flushKeyDown()
            takeFinger(event.tfinger, type: type, timestamp: timestamp)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != SDLInputTranslator.touchMouseID, Int32(button.button) == SDL_BUTTON_LEFT else {
                return
            }
            flushKeyDown()
            let location = point(x: CGFloat(button.x), y: CGFloat(button.y))
            if type == SDL_MOUSEBUTTONDOWN {
                if let stale = mouseTouch {
                    addTouch(TouchInput(id: stale, phase: .cancelled, location: location), timestamp)
                }
                let id = newTouchID()
                mouseTouch = id
                addTouch(TouchInput(id: id, phase: .began, location: location), timestamp)
            } else if let id = mouseTouch {
                mouseTouch = nil
                addTouch(TouchInput(id: id, phase: .ended, location: location), timestamp)
            }
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != SDLInputTranslator.touchMouseID else { return }
            flushKeyDown()
            let location = point(x: CGFloat(motion.x), y: CGFloat(motion.y))
            if let id = mouseTouch {
                addTouch(TouchInput(id: id, phase: .moved, location: location), timestamp)
            } else if motion.state == 0, fingers.isEmpty {
                // No button down: the pointer hovers.
                flushTouches()
                output.append(.pointerMoved(location: location, timestamp: timestamp))
            }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != SDLInputTranslator.touchMouseID else { return }
            flushKeyDown()
            flushTouches()
            // SDL: y > 0 away from the user, x > 0 to the right; ResponderKit: how a finger would move
            // the content (a wheel turned away moves it down; a scroll to the right moves it left).
            let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // (+ 0 turns a −0 into 0.)
            let lines = CGPoint(x: CGFloat(-wheel.preciseX * flip) + 0, y: CGFloat(wheel.preciseY * flip) + 0)
            guard lines != .zero else { return }
            output.append(
                .scroll(
                    .wheel(lines: lines, at: point(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY))),
                    timestamp: timestamp))
        case SDL_KEYDOWN, SDL_KEYUP:
            takeKey(event.key, down: type == SDL_KEYDOWN, timestamp: timestamp)
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !text.isEmpty else { return }
            if var pending = pendingKeyDown {
                pending.key.characters = text
                pendingKeyDown = pending
                flushKeyDown()
            } else {
                flushTouches()
                let typed = KeyInput(
                    keyCode: .keyboardErrorUndefined, characters: text, charactersIgnoringModifiers: text)
                output.append(.keyDown(typed, timestamp: timestamp))
                output.append(.keyUp(typed, timestamp: timestamp))
            }
        case SDL_WINDOWEVENT:
            flushKeyDown()
            if SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_LEAVE, !isTouching {
                flushTouches()
                output.append(.pointerExited(timestamp: timestamp))
            }
            // Minimised: the app goes to the background; restored: back to the foreground.
            if SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_MINIMIZED {
                flushTouches()
                output.append(.enteredBackground(timestamp: timestamp))
            }
            if SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_RESTORED {
                flushTouches()
                output.append(.enteringForeground(timestamp: timestamp))
            }
            let kind = SDL_WindowEventID(rawValue: UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED {
                windowResized(width: event.window.data1, height: event.window.data2, timestamp: timestamp)
            }
            if SDL_WindowEventID(rawValue: UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_LOST {
                flushTouches()
                if isTouching || shakeKey != nil {
                    fingers.removeAll()
                    mouseTouch = nil
                    shakeKey = nil
                }
                output.append(.cancelAllTouches(timestamp: timestamp))
            }
        default:
            break
        }
    }

    /// Ends the batch: everything taken since the last call, in order, ready for
    /// `UIApplication.enqueue(_:)`.
    public mutating func finishBatch() -> [RawInput] {
        // A key down may wait one more batch for its text (an input method can be a frame late).
        if let pending = pendingKeyDown, pending.batchesWaited == 0 {
            pendingKeyDown?.batchesWaited = 1
        } else {
            flushKeyDown()
        }
        flushTouches()
        defer { output.removeAll(keepingCapacity: true) }
        return output
    }

    /// The frame clock's tick for `milliseconds` of SDL's clock (never before the last input's time).
    public mutating func tick(milliseconds: UInt64) -> RawInput {
        .timePassed(timestamp: time(milliseconds))
    }

    // MARK: The window's size

    /// The window was given the screen's size by the program (another window resized the screen):
    /// its resize event reports nothing, so the screen is not resized back to a size it has left.
    public mutating func windowFollowedScreen(to size: CGSize) {
        reportedSize = size
        if size.width >= 1, size.height >= 1 { screenSize = size }
    }

    /// The window is now `width`×`height` window units: the screen becomes that size in points
    /// (`.screenResized`), after the touches taken so far, which were at the old size. SDL reports a
    /// resize twice (`RESIZED` by the user, `SIZE_CHANGED` always) and a dragged window edge many times
    /// in a frame: a size already reported is not reported again, and of several resizes in a row in
    /// one batch only the last is kept. A size ResponderKit will refuse (zero) is passed on, for its
    /// diagnostic, but finger positions keep being scaled to the last good size.
    private mutating func windowResized(width: Int32, height: Int32, timestamp: TimeInterval) {
        let size = CGSize(width: CGFloat(width) / pixelsPerPoint, height: CGFloat(height) / pixelsPerPoint)
        guard size != reportedSize else { return }
        flushTouches()
        if case .screenResized = output.last { output.removeLast() }
        reportedSize = size
        if size.width >= 1, size.height >= 1 { screenSize = size }
        output.append(.screenResized(size: size, timestamp: timestamp))
    }

    // MARK: Touches

    private mutating func takeFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType, timestamp: TimeInterval) {
        // Touches SDL made up from the mouse: the mouse is handled as itself.
        guard finger.touchId != SDLInputTranslator.mouseTouchID else { return }
        let key = FingerKey(device: finger.touchId, finger: finger.fingerId)
        let location = CGPoint(x: CGFloat(finger.x) * screenSize.width, y: CGFloat(finger.y) * screenSize.height)
        let force = CGFloat(finger.pressure)
        switch type {
        case SDL_FINGERDOWN:
            if let stale = fingers[key] {
                addTouch(TouchInput(id: stale, phase: .cancelled, location: location), timestamp)
            }
            let id = newTouchID()
            fingers[key] = id
            addTouch(TouchInput(id: id, phase: .began, location: location, force: force), timestamp)
        case SDL_FINGERMOTION:
            guard let id = fingers[key] else { return }
            addTouch(TouchInput(id: id, phase: .moved, location: location, force: force), timestamp)
        default:
            guard let id = fingers.removeValue(forKey: key) else { return }
            addTouch(TouchInput(id: id, phase: .ended, location: location), timestamp)
        }
    }

    private mutating func addTouch(_ touch: TouchInput, _ timestamp: TimeInterval) {
        // A frame holds each contact once; and a new touch does not share a frame with one that
        // ended before it (a fast double click is two sequences, not one frame of both).
        if frame.contains(where: {
            $0.id == touch.id || (touch.phase == .began && ($0.phase == .ended || $0.phase == .cancelled))
        }) {
            flushTouches()
        }
        if frame.isEmpty { frameTimestamp = timestamp }
        frame.append(touch)
    }

    private mutating func flushTouches() {
        guard !frame.isEmpty else { return }
        output.append(.touches(frame, timestamp: frameTimestamp))
        frame.removeAll(keepingCapacity: true)
    }

    private mutating func newTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    private func point(x: CGFloat, y: CGFloat) -> CGPoint {
        CGPoint(x: x / pixelsPerPoint, y: y / pixelsPerPoint)
    }

    // MARK: Keys

    private mutating func takeKey(_ event: SDL_KeyboardEvent, down: Bool, timestamp: TimeInterval) {
        flushTouches()
        let scancode = event.keysym.scancode
        let modifiers = SDLKeyMapping.modifiers(SDL_Keymod(rawValue: UInt32(event.keysym.mod)), scancode: scancode)
        if let subtype = SDLKeyMapping.remoteControl(scancode) {
            flushKeyDown()
            if down && event.repeat == 0 { output.append(.remoteControl(subtype, timestamp: timestamp)) }
            return
        }
        if shakeKey == scancode.rawValue {
            // The shake's own key: its repeats are nothing, its release ends the shake.
            if !down {
                shakeKey = nil
                output.append(.motionEnded(.motionShake, timestamp: timestamp))
            }
            return
        }
        if down, event.repeat == 0, shakeKey == nil, SDLKeyMapping.isShakeChord(scancode, modifiers: modifiers) {
            flushKeyDown()
            shakeKey = scancode.rawValue
            output.append(.motionBegan(.motionShake, timestamp: timestamp))
            return
        }
        guard let key = SDLKeyMapping.keyInput(scancode: scancode, symbol: event.keysym.sym, modifiers: modifiers)
        else { return }
        // Whatever was waiting goes first: the next key down, or this key's own release.
        flushKeyDown()
        if down {
            // The text this key typed may follow as SDL_TEXTINPUT; hold the key down until it does.
            pendingKeyDown = (key, timestamp, scancode.rawValue, 0)
        } else {
            output.append(.keyUp(key, timestamp: timestamp))
        }
    }

    private mutating func flushKeyDown() {
        guard let pending = pendingKeyDown else { return }
        pendingKeyDown = nil
        flushTouches()
        output.append(.keyDown(pending.key, timestamp: pending.timestamp))
    }

    // MARK: Time

    private mutating func time(_ milliseconds: UInt32) -> TimeInterval {
        time(UInt64(milliseconds))
    }

    private mutating func time(_ milliseconds: UInt64) -> TimeInterval {
        lastTimestamp = max(lastTimestamp, TimeInterval(milliseconds) / 1000)
        return lastTimestamp
    }
}
