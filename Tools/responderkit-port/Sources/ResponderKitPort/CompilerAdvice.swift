/// What a compiler error in ported code means, and what to write instead: a table of the constructs
/// iOS code uses that ResponderKit (or Linux) does not have, tried in order against the error's
/// message and the line it points at; anything else keeps the compiler's own words.
enum CompilerAdvice {
    struct Advice {
        /// What the construct is, when the table knows it.
        var what: String?
        var fix: String
    }

    private struct Entry {
        /// Any of these in the message or the source line picks the entry.
        var needles: [String]
        var what: String
        var fix: String
    }

    static func advice(for message: String, sourceLine: String) -> Advice {
        let haystack = message + "\n" + sourceLine
        for entry in table where entry.needles.contains(where: { haystack.contains($0) }) {
            return Advice(what: entry.what, fix: entry.fix)
        }
        if message.contains("main actor-isolated") || message.contains("main-actor-isolated")
            || message.contains("MainActor")
        {
            return Advice(what: "UIKit's types are main-actor isolated (as in UIKit under Swift 6)",
                          fix: "mark the class, or the function that uses them, @MainActor")
        }
        if message.contains("does not override any method from its superclass") {
            return Advice(what: "ResponderKit's class has no such method to override",
                fix:
                    """
                        remove `override` (and the `super` call); if UIKit calls the method, move its work where \
                        ResponderKit calls it (docs/Implemented.md)
                        """
            )
        }
        if let name = quoted(after: "cannot find type '", in: message) ?? quoted(after: "cannot find '", in: message) {
            if let nearest = nearest[name] {
                return Advice(what: "`\(name)` is not in ResponderKit", fix: nearest)
            }
            if name.hasPrefix("UI") || name.hasPrefix("CA") || name.hasPrefix("CG") || name.hasPrefix("NS")
                || name.hasPrefix("WK")
            {
                return Advice(what: "`\(name)` is not in ResponderKit (docs/API-SURFACE.md lists what is)",
                              fix: "leave it out, or write the part you need on top of ResponderKit's views")
            }
            return Advice(what: "`\(name)` is declared in none of the files ported",
                          fix: "port the file that declares it together with these, or declare it")
        }
        if message.hasPrefix("value of type '"), let type = quoted(after: "value of type '", in: message),
           let member = quoted(after: "has no member '", in: message), type.hasPrefix("UI") {
            return Advice(what: "`\(type).\(member)` is not in ResponderKit (docs/API-SURFACE.md lists what is)",
                          fix: "leave it out, or reach the same state another way")
        }
        return Advice(what: nil, fix: "change the code as the compiler says")
    }

    private static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix)?.upperBound, let end = text[start...].firstIndex(of: "'") else {
            return nil
        }
        return String(text[start..<end])
    }

    private static let table: [Entry] = [
        Entry(
            needles: [
                "no such module 'Combine'", "AnyCancellable", "@Published", ".sink {", ".sink(", "PassthroughSubject",
                "CurrentValueSubject",
            ],
              what: "Combine is Apple's and is not on Linux",
            fix:
                """
                    replace the publisher with a closure the owner calls, a `didSet`, or NotificationCenter (which \
                    ResponderKit's run loop delivers)
                    """
        ),
        Entry(needles: ["NSValue(nonretainedObject", "nonretainedObjectValue"],
              what: "`NSValue(nonretainedObject:)` boxes a pointer with the Objective-C runtime",
              fix: "key by ObjectIdentifier(object), or keep a struct with a `weak var` to the object"),
        Entry(needles: ["NSMapTable", "NSHashTable"],
              what: "`NSMapTable`/`NSHashTable` with weak entries are not in Foundation on Linux",
              fix: "use a dictionary keyed by ObjectIdentifier whose values hold the object in a `weak var` box"),
        Entry(needles: ["#selector", "Objective-C interoperability is disabled", "@objc", "'objc_"],
              what: "this needs the Objective-C runtime",
            fix:
                """
                    see docs/Differences-from-UIKit.md, \"iOS code that does not move over\": an action goes in its \
                    class's actionMethod(for:), declared in the class (not in an extension of a UIKit class)
                    """
        ),
        Entry(needles: ["UINib(nibName", "UIStoryboard(name", "instantiateViewController", "@IBOutlet", "IBOutlet"],
              what: "storyboards and nibs are translated only when the app's folder is ported with them",
            fix:
                """
                    run responderkit-port on the app's folder (with its .xcodeproj, storyboards and nibs), which \
                    translates them; or build the views in code
                    """
        ),
        // Swift 4.2 renamed UIKit's containment and notification names; old code still uses the 4.1 ones.
        Entry(
            needles: [
                "addChildViewController", "removeFromParentViewController", "willMove(toParentViewController",
                "didMove(toParentViewController",
            ],
              what: "the Swift 4.1 names of view controller containment (renamed in Swift 4.2)",
              fix: "addChild(_:), removeFromParent(), willMove(toParent:), didMove(toParent:)"),
        Entry(
            needles: [
                "UIKeyboardFrameEndUserInfoKey", "NSNotification.Name.UIKeyboard", ".UIKeyboardWillShow",
                ".UIKeyboardWillHide", "UIApplicationDidBecomeActive", "NSNotification.Name.UIApplication",
            ],
              what: "a Swift 4.1 notification or key name (renamed in Swift 4.2)",
            fix:
                """
                    the nested names: UIResponder.keyboardWillShowNotification, \
                    UIResponder.keyboardFrameEndUserInfoKey, UIApplication.didBecomeActiveNotification
                    """
        ),
        Entry(
            needles: [
                "UIControlEvents", "UIControlState", "UIViewAnimationOptions", "UITableViewCellStyle",
                "UIAlertControllerStyle", "UIAlertActionStyle", "UIBarButtonSystemItem",
            ],
              what: "a Swift 4.1 type name (Swift 4.2 nested it in its class)",
            fix:
                """
                    UIControl.Event, UIControl.State, UIView.AnimationOptions, UITableViewCell.CellStyle, \
                    UIAlertController.Style, UIAlertAction.Style, UIBarButtonItem.SystemItem
                    """
        ),
        Entry(needles: ["to type 'NSNumber' in coercion", "as NSNumber"],
              what: "bridging this number with `as NSNumber` (a CGFloat, on Linux) needs the Objective-C bridge",
              fix: "NSNumber(value: number)"),
        Entry(needles: [".appearance().", ".appearance(whenContainedInInstancesOf:", ".appearance(for:"],
            what:
                """
                    an appearance proxy is typed as the UIKit class it customises (Swift on Linux has no message \
                    forwarding), so a subclass's own properties cannot be set through it
                    """,
            fix:
                """
                    give the subclass a static default its init reads (`static var defaultCornerRadius`), or set the \
                    property where the view is made
                    """
        ),
        Entry(needles: ["no such module 'Cocoa'", "no such module 'AppKit'"],
              what: "this is a macOS app (AppKit), and ResponderKit is UIKit's event system",
            fix:
                """
                    port the iOS version of the app; AppKit's NSView, NSWindow and NSViewController have no \
                    counterpart here
                    """
        ),
        Entry(needles: ["no such module 'AVFoundation'", "no such module 'AVKit'", "no such module 'AudioToolbox'"],
              what: "sound and video (AVFoundation, AVKit, AudioToolbox) are Apple's and are not on Linux",
            fix:
                """
                    leave the sound out, or play it with a Linux library (SDL_mixer, GStreamer) behind a small \
                    protocol of your own
                    """
        ),
        Entry(needles: ["no such module 'PhotosUI'", "no such module 'Photos'"],
              what: "the photo library (Photos, PhotosUI: PHPickerViewController) is Apple's and is not on Linux",
              fix: "leave the picker out, or take a file's path another way (the SDL2 window has no file chooser)"),
        Entry(needles: ["no such module '"],
              what: "the module is not available to ResponderKit code",
            fix:
                """
                    replace what the code uses from it, or build that module for Linux and pass its folder with \
                    --module-path
                    """
        ),
    ]

    /// UIKit names ResponderKit does not have, with the nearest thing it does.
    private static let nearest: [String: String] = [
        "UIWebView": "web content is not in ResponderKit",
        "WKWebView": "web content is not in ResponderKit",
        "UIImagePickerController":
            """
                the photo picker is not in ResponderKit: there is no photo library or camera on Linux, the SDL2 window \
                has no file chooser (SDL 3 and GTK have one), and UIImage has no pixels to show a chosen file yet; \
                leave the picker out, or take a file's path another way (a text field, a command-line argument)
                """,
        "PHPickerViewController":
            """
                the photo picker is not in ResponderKit: there is no photo library on Linux and the SDL2 window has no \
                file chooser; leave the picker out, or take a file's path another way
                """
    ]
}
