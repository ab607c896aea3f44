import Foundation
import ResponderKit

/// A scenario's world without its scripted input: the same view controllers and windows, shown and
/// left for a person to touch, drag and type into — what a backend with a real window (the SDL
/// backend's `responderkit-window`) runs.
///
/// What the examples `print` goes to standard output here, since no transcript is recording.
public struct InteractiveStage: Sendable {
    /// What to try, in a sentence.
    public let hint: String
    let build: @MainActor @Sendable () -> [AnyObject]

    init(hint: String, build: @escaping @MainActor @Sendable () -> [AnyObject]) {
        self.hint = hint
        self.build = build
    }

    /// Shows the stage's windows (the last one key) and returns everything that must stay alive
    /// while it is shown: windows are held weakly by the application, as in UIKit.
    @MainActor
    public func show() -> ShownStage {
        ShownStage(objects: build())
    }
}

/// A stage on the screen. Keep it as long as the stage should stay; ``close()`` hides its windows.
@MainActor
public final class ShownStage {
    private var objects: [AnyObject]

    init(objects: [AnyObject]) { self.objects = objects }

    /// The windows the stage showed, back to front.
    public var windows: [UIWindow] { objects.compactMap { $0 as? UIWindow } }

    /// Hides the stage's windows and lets them go.
    public func close() {
        for window in windows { window.isHidden = true }
        if UIApplication.shared.delegate != nil, objects.contains(where: { $0 === UIApplication.shared.delegate }) {
            UIApplication.shared.delegate = nil
        }
        objects.removeAll()
    }
}

extension Scenario {
    /// The scenario's world, to play with by hand; `nil` for scenarios that only make sense scripted
    /// (they share their world with one that has a stage).
    public var stage: InteractiveStage? { InteractiveStages.byName[name] }
}

/// The stages, by scenario name.
enum InteractiveStages {
    @MainActor
    static func window(_ window: UIWindow = UIWindow(frame: UIScreen.main.bounds), root: UIViewController) -> UIWindow {
        // As many iOS apps do in their scene delegate: white behind root views that set no colour.
        window.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    static let byName: [String: InteractiveStage] = [
        "drag": InteractiveStage(hint: "Drag the red view: it follows the finger through its transform.") {
            [window(root: DragViewController())]
        },
        "wsview": InteractiveStage(hint: "Touch, drag and release the red WSView; touches elsewhere print nothing.") {
            [window(root: WSViewController())]
        },
        "wswindow": InteractiveStage(
            hint: "Tap the red view and the background: the hand-written WSWindow hitTest finds them."
        ) {
            [window(WSWindow(frame: UIScreen.main.bounds), root: WSWindowViewController())]
        },
        "white-red-green-red-returns-self": InteractiveStage(
            hint: "Tap green, red and the white around them: red's hitTest returns self."
        ) {
            [window(root: WhiteRedGreenViewController(redView: SelfishRedView(), whiteRedirects: false))]
        },
        "white-red-green-white-returns-red": InteractiveStage(
            hint: "Tap green, red and white: white's hitTest sends every touch to red."
        ) {
            [window(root: WhiteRedGreenViewController(redView: PlainRedView(), whiteRedirects: true))]
        },
        "viewa-viewb": InteractiveStage(hint: "Tap viewB, then viewA around it: A never gets a touch.") {
            [window(root: ViewAViewBController())]
        },
        "paging-previews": InteractiveStage(
            hint:
                "Drag the pages sideways, in the middle or in the margins: the container hands the margins to the "
                    + "scroll view."
        ) {
            [window(root: PreviewScrollViewController())]
        },
        "scroll-list": InteractiveStage(
            hint: "Tap a row's button, drag or wheel the list: a tap presses, a drag scrolls."
        ) {
            [window(root: ButtonListViewController())]
        },
        "zoom-picture": InteractiveStage(hint: "Double-click the picture to zoom in; drag to look around.") {
            [window(root: ZoomingPictureViewController())]
        },
        "carousel-in-list": InteractiveStage(
            hint: "Drag the carousel sideways, and the list (or the carousel) up and down."
        ) {
            [window(root: CarouselListViewController())]
        },
        "under-button": InteractiveStage(
            hint: "Tap the button under the overlapping scroll view; drag the scroll view."
        ) {
            [window(root: UnderButtonViewController())]
        },
        "hit-test-rules": InteractiveStage(
            hint:
                "Tap the views: a label passes touches through; a subview outside its parent's bounds cannot be "
                    + "touched."
        ) {
            [window(root: HitTestRulesViewController())]
        },
        "first-responder": InteractiveStage(hint: "Tap the two TestViews and the label.") {
            let delegate = FirstResponderAppDelegate()
            UIApplication.shared.delegate = delegate
            let shown = window(root: FirstResponderViewController())
            delegate.window = shown
            return [delegate, shown]
        },
        "multi-touch-together": InteractiveStage(
            hint: "Touch with two fingers (on a touch screen) or drag with the mouse."
        ) {
            [window(root: MultiTouchViewController())]
        },
        "controller-touches": InteractiveStage(hint: "Tap anywhere: the controller gets its root view's touches.") {
            [window(root: TouchViewController())]
        },
        "chain-two-controllers": InteractiveStage(hint: "Tap the inner view: every responder of the chain prints.") {
            let delegate = ChainAppDelegate()
            UIApplication.shared.delegate = delegate
            let shown = window(
                LoggingWindow(frame: UIScreen.main.bounds), root: ParentViewController(name: "ParentViewController"))
            delegate.window = shown
            return [delegate, shown]
        },
        "shake": InteractiveStage(hint: "Shake with Control-Super-Z (the iOS Simulator's Control-Command-Z).") {
            [window(root: ShakeViewController())]
        },
        "remote-control": InteractiveStage(hint: "Press the keyboard's media keys (play/pause, next, previous, stop).")
        {
            UIApplication.shared.beginReceivingRemoteControlEvents()
            return [window(root: PlayerViewController())]
        },
        "input-views": InteractiveStage(hint: "Tap the field: its input view and accessory bar appear.") {
            [window(root: InputViewController())]
        },
        "button-action": InteractiveStage(hint: "Tap the field, then the Save button and the switch.") {
            [window(root: NotesViewController())]
        },
        "typing": InteractiveStage(
            hint: "Tap the field and type, on the keyboard or on the on-screen keys; Return ends editing."
        ) {
            [window(root: NotesViewController())]
        },
        "copy": InteractiveStage(
            hint: "Press Super-C (⌘C: the Super key is Command): the quote view, first responder, copies."
        ) {
            let controller = UIViewController()
            let quote = QuoteView(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
            controller.view.addSubview(quote)
            let shown = window(root: controller)
            quote.becomeFirstResponder()
            return [shown]
        },
        "key-command": InteractiveStage(hint: "Press Super-R for the Reload key command; other keys arrive as presses.")
        {
            [window(root: ReloadingViewController())]
        },
        "gesture-taps": InteractiveStage(hint: "Tap, double-tap, and hold the photo.") {
            [window(root: PhotoViewController())]
        },
        "gesture-pan-pinch-rotate": InteractiveStage(
            hint: "Drag the card; pinch and rotate it with two fingers on a touch screen."
        ) {
            [window(root: CanvasViewController())]
        },
        "gesture-button-in-cell": InteractiveStage(hint: "Tap the button, tap the cell, drag over the rows.") {
            [window(root: CellViewController())]
        },
    ]
}
