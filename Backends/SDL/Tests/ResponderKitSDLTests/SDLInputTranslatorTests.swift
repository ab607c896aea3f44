import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL
import Testing

/// What SDL's events become: touches, keys, remote control, shake, cancellation and time.
@Suite("SDL input translation")
struct SDLInputTranslatorTests {
    var translator = SDLInputTranslator(screenSize: CGSize(width: 390, height: 844), pixelsPerPoint: 2)

    @Test("The left mouse button is a finger: down, drags and up keep one id; pixels become points")
    mutating func mouseIsAFinger() {
        let down = translator.batch(SDLEvents.mouseButton(down: true, x: 300, y: 300, ms: 1000))
        let drag = translator.batch(
            SDLEvents.mouseMotion(x: 320, y: 340, ms: 1016), SDLEvents.mouseMotion(x: 340, y: 380, ms: 1020))
        let up = translator.batch(SDLEvents.mouseButton(down: false, x: 340, y: 380, ms: 1040))
        #expect(text(down) == ["touches [1 began (150, 150)] @1.000"])
        // Two moves of one finger in one batch are two hardware frames, never one frame with the finger twice.
        #expect(text(drag) == ["touches [1 moved (160, 170)] @1.016", "touches [1 moved (170, 190)] @1.020"])
        #expect(text(up) == ["touches [1 ended (170, 190)] @1.040"])
        let next = translator.batch(SDLEvents.mouseButton(down: true, x: 10, y: 10, ms: 2000))
        #expect(text(next) == ["touches [2 began (5, 5)] @2.000"], "a new press is a new touch")
    }

    @Test("Other buttons and SDL's mouse copies of touches give nothing; moving with no button down hovers")
    mutating func mouseNoise() {
        let events = translator.batch(
            SDLEvents.mouseMotion(x: 10, y: 10, ms: 10, leftHeld: false),
            SDLEvents.mouseButton(down: true, x: 10, y: 10, ms: 11, button: SDL_BUTTON_RIGHT),
            SDLEvents.mouseButton(down: true, x: 10, y: 10, ms: 12, which: SDLInputTranslator.touchMouseID),
            SDLEvents.mouseButton(down: false, x: 10, y: 10, ms: 13)
        )
        #expect(text(events) == ["pointerMoved 5.0,5.0 @0.010"])  // pixels at 2 per point
        #expect(!translator.isTouching)
    }

    @Test(
        """
            The wheel scrolls at the pointer (away from the user moves the content down; flipped wheels flipped back); \
            leaving the window ends the hover
            """
    )
    mutating func wheelAndLeave() {
        let events = translator.batch(
            SDLEvents.wheel(x: 0, y: -2, mouseX: 100, mouseY: 200, ms: 10),
            SDLEvents.wheel(x: 1, y: 0, mouseX: 100, mouseY: 200, ms: 20, flipped: true),
            SDLEvents.windowEvent(SDL_WINDOWEVENT_LEAVE, ms: 30)
        )
        #expect(text(events) == [
            "scroll wheel changed 0.0,-2.0 at 50.0,100.0 @0.010",
            "scroll wheel changed 1.0,0.0 at 50.0,100.0 @0.020",
            "pointerExited @0.030",
        ])
    }

    @Test("Fingers: normalised positions scale to the screen; fingers that change together form one frame")
    mutating func fingers() {
        let down = translator.batch(
            SDLEvents.finger(SDL_FINGERDOWN, finger: 11, x: 0.25, y: 0.5, ms: 100),
            SDLEvents.finger(SDL_FINGERDOWN, finger: 12, x: 0.75, y: 0.5, ms: 100)
        )
        #expect(text(down) == ["touches [1 began (97.50, 422), 2 began (292.50, 422)] @0.100"])
        let move = translator.batch(SDLEvents.finger(SDL_FINGERMOTION, finger: 12, x: 0.5, y: 0.25, ms: 116))
        #expect(text(move) == ["touches [2 moved (195, 211)] @0.116"])
        let up = translator.batch(
            SDLEvents.finger(SDL_FINGERUP, finger: 11, x: 0.25, y: 0.5, ms: 132),
            SDLEvents.finger(SDL_FINGERUP, finger: 12, x: 0.5, y: 0.25, ms: 132)
        )
        #expect(text(up) == ["touches [1 ended (97.50, 422), 2 ended (195, 211)] @0.132"])
        #expect(!translator.isTouching)
    }

    @Test("SDL's touch copies of the mouse are dropped; a finger that moves or lifts without going down is ignored")
    mutating func fingerNoise() {
        let events = translator.batch(
            SDLEvents.finger(SDL_FINGERDOWN, device: SDLInputTranslator.mouseTouchID, finger: 0, x: 0.5, y: 0.5, ms: 1),
            SDLEvents.finger(SDL_FINGERMOTION, finger: 99, x: 0.5, y: 0.5, ms: 2),
            SDLEvents.finger(SDL_FINGERUP, finger: 99, x: 0.5, y: 0.5, ms: 3)
        )
        #expect(events.isEmpty)
    }

    @Test("A key's text comes from the SDL_TEXTINPUT that follows it, so it is right for the user's layout")
    mutating func keyText() {
        let shifted = translator.batch(
            SDLEvents.key(
                down: true, SDL_SCANCODE_2, symbol: Int32(UInt8(ascii: "2")), modifiers: KMOD_LSHIFT, ms: 500),
            SDLEvents.text("@", ms: 500),
            SDLEvents.key(
                down: false, SDL_SCANCODE_2, symbol: Int32(UInt8(ascii: "2")), modifiers: KMOD_LSHIFT, ms: 580)
        )
        #expect(text(shifted) == [
            "keyDown keyboard2 \"@\"/\"2\" [shift] @0.500",
            "keyUp keyboard2 [shift] @0.580",
        ])
        let letter = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_Q, symbol: Int32(UInt8(ascii: "a")), ms: 600),
                                      SDLEvents.text("a", ms: 600))
        #expect(text(letter) == ["keyDown keyboardQ \"a\"/\"a\" [] @0.600"], "AZERTY: the Q key types a")
    }

    @Test(
        """
            Keys with no text: Return is \\r, arrows and Escape carry UIKit's input names, Super is Command, keypad \
            keys are numericPad
            """
    )
    mutating func keysWithoutText() {
        let events = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_RETURN, symbol: 13, ms: 10),
            SDLEvents.key(down: true, SDL_SCANCODE_LEFT, symbol: Int32(SDL_SCANCODE_LEFT.rawValue) | (1 << 30), ms: 20),
            SDLEvents.key(down: true, SDL_SCANCODE_ESCAPE, symbol: 27, ms: 25),
            SDLEvents.key(down: true, SDL_SCANCODE_C, symbol: Int32(UInt8(ascii: "c")), modifiers: KMOD_LGUI, ms: 30),
            SDLEvents.key(down: true, SDL_SCANCODE_KP_5, symbol: Int32(UInt8(ascii: "5")), ms: 40),
            SDLEvents.text("5", ms: 40),
            SDLEvents.key(
                down: true, SDL_SCANCODE_C, symbol: Int32(UInt8(ascii: "c")), modifiers: KMOD_LGUI, ms: 90,
                repeating: true)
        )
        #expect(text(events) == [
            "keyDown keyboardReturnOrEnter \"\\r\"/\"\\r\" [] @0.010",
            "keyDown keyboardLeftArrow \"UIKeyInputLeftArrow\"/\"UIKeyInputLeftArrow\" [] @0.020",
            "keyDown keyboardEscape \"UIKeyInputEscape\"/\"UIKeyInputEscape\" [] @0.025",
            "keyDown keyboardC \"c\"/\"c\" [command] @0.030",
            "keyDown keypad5 \"5\"/\"5\" [numericPad] @0.040",
        ])
        // The last key down waits one batch for text that an input method may send a frame late.
        #expect(text(translator.finishBatch()) == ["keyDown keyboardC \"c\"/\"c\" [command] @0.090"],
                "autorepeat is another key down for a key that is down")
    }

    @Test("A key down waits for its text into the next batch; its own key up sends it first")
    mutating func keyDownWaitsForText() {
        #expect(
            translator.batch(SDLEvents.key(down: true, SDL_SCANCODE_A, symbol: Int32(UInt8(ascii: "a")), ms: 10))
                .isEmpty)
        #expect(text(translator.batch(SDLEvents.text("á", ms: 26))) == ["keyDown keyboardA \"á\"/\"a\" [] @0.010"])
        let released = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_B, symbol: Int32(UInt8(ascii: "b")), ms: 40),
            SDLEvents.key(down: false, SDL_SCANCODE_B, symbol: Int32(UInt8(ascii: "b")), ms: 90)
        )
        #expect(text(released) == ["keyDown keyboardB \"b\"/\"b\" [] @0.040", "keyUp keyboardB [] @0.090"])
    }

    @Test("Text with no key down (an input method's commit) arrives as a key of no physical key carrying the text")
    mutating func textWithoutKey() {
        let events = translator.batch(SDLEvents.text("你好", ms: 70))
        #expect(text(events) == [
            "keyDown keyboardErrorUndefined \"你好\"/\"你好\" [] @0.070",
            "keyUp keyboardErrorUndefined [] @0.070",
        ])
    }

    @Test("Media keys are remote-control events, on the key down only")
    mutating func mediaKeys() {
        let events = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_AUDIOPLAY, symbol: 0, ms: 10),
            SDLEvents.key(down: false, SDL_SCANCODE_AUDIOPLAY, symbol: 0, ms: 20),
            SDLEvents.key(down: true, SDL_SCANCODE_AUDIONEXT, symbol: 0, ms: 30),
            SDLEvents.key(down: true, SDL_SCANCODE_AUDIOPREV, symbol: 0, ms: 40),
            SDLEvents.key(down: true, SDL_SCANCODE_AUDIOSTOP, symbol: 0, ms: 50)
        )
        #expect(text(events) == [
            "remoteControl remoteControlTogglePlayPause @0.010",
            "remoteControl remoteControlNextTrack @0.030",
            "remoteControl remoteControlPreviousTrack @0.040",
            "remoteControl remoteControlStop @0.050",
        ])
    }

    @Test("Control-Super-Z is a shake: motion began on the key down, ended on the key up, and no key press")
    mutating func shakeChord() {
        let chord = SDL_Keymod(rawValue: KMOD_LCTRL.rawValue | KMOD_LGUI.rawValue)
        let events = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), modifiers: chord, ms: 100),
            SDLEvents.key(
                down: true, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), modifiers: chord, ms: 150, repeating: true
            ),
            // Control is let go first: the Z key's release still ends the shake.
            SDLEvents.key(down: false, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), modifiers: KMOD_LGUI, ms: 200)
        )
        #expect(text(events) == ["motionBegan motionShake @0.100", "motionEnded motionShake @0.200"])
        // Z held first, then Control and Super, then Z let go: a plain key up, no shake.
        let held = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), ms: 250),
            SDLEvents.text("z", ms: 250),
            SDLEvents.key(
                down: true, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), modifiers: chord, ms: 260, repeating: true
            ),
            SDLEvents.key(down: false, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), modifiers: chord, ms: 270)
        )
        #expect(text(held) == [
            "keyDown keyboardZ \"z\"/\"z\" [] @0.250",
            "keyDown keyboardZ \"z\"/\"z\" [control,command] @0.260",
            "keyUp keyboardZ [control,command] @0.270",
        ])
        let plainZ = translator.batch(
            SDLEvents.key(down: true, SDL_SCANCODE_Z, symbol: Int32(UInt8(ascii: "z")), ms: 300),
                                      SDLEvents.text("z", ms: 300))
        #expect(text(plainZ) == ["keyDown keyboardZ \"z\"/\"z\" [] @0.300"])
    }

    @Test("Losing the window's focus cancels every touch; the mouse button's later release is not a touch")
    mutating func focusLost() {
        _ = translator.batch(SDLEvents.mouseButton(down: true, x: 20, y: 20, ms: 10))
        let lost = translator.batch(SDLEvents.mouseMotion(x: 40, y: 40, ms: 20),
                                    SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, ms: 30))
        #expect(text(lost) == ["touches [1 moved (20, 20)] @0.020", "cancelAllTouches @0.030"])
        #expect(!translator.isTouching)
        #expect(translator.batch(SDLEvents.mouseButton(down: false, x: 40, y: 40, ms: 40)).isEmpty)
    }

    @Test("Minimising the window sends the app to the background; restoring it brings it back")
    mutating func minimiseAndRestore() {
        let events = translator.batch(SDLEvents.window(SDL_WINDOWEVENT_MINIMIZED, ms: 30),
                                      SDLEvents.window(SDL_WINDOWEVENT_RESTORED, ms: 40))
        #expect(text(events) == ["enteredBackground @0.030", "enteringForeground @0.040"])
    }

    @Test(
        """
            Resizing the window resizes the screen in points, after the touches taken before it; a drag's many sizes \
            in one batch are one resize, and a size already reported is not reported again
            """
    )
    mutating func resize() {
        let events = translator.batch(
            SDLEvents.mouseButton(down: true, x: 100, y: 100, ms: 10),
            SDLEvents.resized(1000, 1200, ms: 20, kind: SDL_WINDOWEVENT_RESIZED),
            SDLEvents.resized(1000, 1200, ms: 20),
            SDLEvents.resized(1100, 1300, ms: 25),
            SDLEvents.resized(1200, 1000, ms: 30)
        )
        #expect(text(events) == ["touches [1 began (50, 50)] @0.010", "screenResized 600x500 @0.030"])
        #expect(translator.screenSize == CGSize(width: 600, height: 500))
        #expect(translator.batch(SDLEvents.resized(1200, 1000, ms: 40)).isEmpty)
        // Fingers are scaled to the new size; the mouse button still ends its touch.
        let after = translator.batch(SDLEvents.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 50),
                                     SDLEvents.mouseButton(down: false, x: 200, y: 200, ms: 60))
        #expect(text(after) == ["touches [2 began (300, 250), 1 ended (100, 100)] @0.050"])
        // A zero size goes on for ResponderKit's diagnostic; fingers keep the last good size.
        #expect(text(translator.batch(SDLEvents.resized(0, 0, ms: 70))) == ["screenResized 0x0 @0.070"])
        #expect(translator.screenSize == CGSize(width: 600, height: 500))
    }

    @Test("Time never runs backwards: an event stamped before the last one takes the last one's time; ticks too")
    mutating func monotonicTime() {
        let events = translator.batch(
            SDLEvents.mouseButton(down: true, x: 20, y: 20, ms: 2000),
            SDLEvents.mouseButton(down: false, x: 20, y: 20, ms: 1500)
        )
        #expect(text(events) == ["touches [1 began (10, 10)] @2.000", "touches [1 ended (10, 10)] @2.000"])
        #expect(text(translator.tick(milliseconds: 1900)) == "timePassed @2.000")
        #expect(text(translator.tick(milliseconds: 2016)) == "timePassed @2.016")
    }
}
