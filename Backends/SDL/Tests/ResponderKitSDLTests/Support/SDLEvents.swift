import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL

/// SDL events as SDL's X11 video driver delivers them, built by hand for the translator's tests.
enum SDLEvents {
    static func mouseButton(down: Bool, x: Int32, y: Int32, ms: UInt32, button: Int32 = SDL_BUTTON_LEFT,
                            which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.timestamp = ms
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.button.which = which
        event.button.clicks = 1
        return event
    }

    static func mouseMotion(x: Int32, y: Int32, ms: UInt32, leftHeld: Bool = true, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = ms
        event.motion.x = x
        event.motion.y = y
        event.motion.state = leftHeld ? UInt32(1) : 0
        event.motion.which = which
        return event
    }

    static func wheel(x: Float, y: Float, mouseX: Int32, mouseY: Int32, ms: UInt32, flipped: Bool = false) -> SDL_Event
    {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = ms
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.x = Int32(x)
        event.wheel.y = Int32(y)
        event.wheel.mouseX = mouseX
        event.wheel.mouseY = mouseY
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    static func windowEvent(_ id: SDL_WindowEventID, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.timestamp = ms
        event.window.event = UInt8(id.rawValue)
        return event
    }

    static func finger(_ type: SDL_EventType, device: SDL_TouchID = 7, finger: SDL_FingerID, x: Float, y: Float,
                       ms: UInt32, pressure: Float = 0.5) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.timestamp = ms
        event.tfinger.touchId = device
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = pressure
        return event
    }

    static func key(down: Bool, _ scancode: SDL_Scancode, symbol: Int32, modifiers: SDL_Keymod = KMOD_NONE, ms: UInt32,
                    repeating: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = ms
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = repeating ? 1 : 0
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = symbol
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        return event
    }

    static func text(_ string: String, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.timestamp = ms
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            let bytes = Array(string.utf8.prefix(buffer.count - 1))
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            buffer[bytes.count] = 0
        }
        return event
    }

    static func window(_ kind: SDL_WindowEventID, ms: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.timestamp = ms
        event.window.event = UInt8(kind.rawValue)
        return event
    }

    /// The window took `width`×`height` window units (`SDL_WINDOWEVENT_SIZE_CHANGED`, or `RESIZED`).
    static func resized(
        _ width: Int32, _ height: Int32, ms: UInt32, kind: SDL_WindowEventID = SDL_WINDOWEVENT_SIZE_CHANGED
    ) -> SDL_Event {
        var event = window(kind, ms: ms)
        event.window.data1 = width
        event.window.data2 = height
        return event
    }
}

extension SDLInputTranslator {
    /// Takes `events` as one batch and returns what it made of them.
    mutating func batch(_ events: SDL_Event...) -> [RawInput] {
        for event in events { take(event) }
        return finishBatch()
    }
}
