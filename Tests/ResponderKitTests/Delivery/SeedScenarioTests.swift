import Foundation
import ResponderKit
import ResponderKitExamples
import ResponderKitTesting
import Testing

/// The seed articles' examples, run as the demo runs them: real raw input through the application,
/// and what each responder printed, in order.
@MainActor
@Suite("Seed articles' examples")
struct SeedScenarioTests {
    /// Runs a scenario and returns (what the responders printed, the scenario's notes).
    private func run(_ name: String) throws -> (printed: [String], notes: [String]) {
        _ = TestWorld.input()
        let scenario = try #require(SeedScenarios.named(name))
        let lines = scenario.run()
        return (lines.filter { !$0.hasPrefix("▶") && !$0.hasPrefix("·") },
                lines.filter { $0.hasPrefix("·") })
    }

    @Test("Every scenario has a unique name and runs")
    func everyScenarioRuns() {
        let names = SeedScenarios.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count >= 24)
        for scenario in SeedScenarios.all {
            _ = TestWorld.input()
            #expect(!scenario.run().isEmpty, "\(scenario.name) printed nothing")
        }
    }

    @Test("WSView logs began once, moved repeatedly, ended once (T1)")
    func wsView() throws {
        let (printed, _) = try run("wsview")
        #expect(printed == ["摸我干啥！", "手放开还能继续玩耍！",
                            "摸我干啥！", "哎呀，不要拽人家！", "哎呀，不要拽人家！", "哎呀，不要拽人家！", "手放开还能继续玩耍！"])
    }

    @Test("The drag example: the view follows the finger and is hit at its new place (T7)")
    func drag() throws {
        let (printed, notes) = try run("drag")
        #expect(printed == ["摸我干啥！", "手放开还能继续玩耍！ frame.origin is now (200, 250)",
                            "摸我干啥！", "手放开还能继续玩耍！ frame.origin is now (200, 250)",
                            "ViewController: a touch on the background at (150, 150)"])
        #expect(notes.contains("· transform is now (100, 150) as a translation"))
    }

    @Test("WSWindow's hand-written hitTest agrees with UIKit's, runs once per touch (H1, H10, H12)")
    func wsWindow() throws {
        let (printed, notes) = try run("wswindow")
        #expect(printed == ["red view: touchesBegan", "-[WSWindow touchesBegan:withEvent:]"])
        #expect(notes.contains("· hitTest was called 1 time(s) for that touch"))
        #expect(notes.contains("· WSWindow's hitTest agrees with the default one at 3696 of 3696 points"))
    }

    @Test("whiteView variant 1: red returning self does not beat green (H8)")
    func redReturnsSelf() throws {
        let (printed, _) = try run("white-red-green-red-returns-self")
        #expect(printed == ["green-touch", "green-touch", "red-touch"])
    }

    @Test("whiteView variant 2: white returning subviews[0] sends every touch to red (H7, H8)")
    func whiteReturnsRed() throws {
        let (printed, _) = try run("white-red-green-white-returns-red")
        #expect(printed == ["red-touch", "red-touch", "red-touch", "red-touch"])
        #expect(!printed.contains("white-touch"))
    }

    @Test("viewA/viewB: B gets its touches, A's go to its superview (H9)")
    func viewAViewB() throws {
        let (printed, _) = try run("viewa-viewb")
        #expect(printed == ["viewB: touchesBegan", "root view (viewA's superview): touchesBegan"])
    }

    @Test("underButton gets touches through the scroll view only with topView's override (H11)")
    func underButton() throws {
        let (printed, _) = try run("under-button")
        #expect(printed == ["scrollView: touchesBegan",
                            "underButton: touchUpInside → buttonTapped(_:)",
                            "scrollView: touchesBegan",
                            "scrollView: dragged to contentOffset (0, 140)"])
    }

    @Test("Interaction, hidden, alpha and bounds rules (H2, H4, H5, H6)")
    func hitTestRules() throws {
        let (printed, _) = try run("hit-test-rules")
        #expect(printed == ["yellow: touchesBegan", "yellow: touchesBegan", "orange: touchesBegan",
                            "orange: touchesBegan", "orange: touchesBegan", "yellow: touchesBegan",
                            "child2SticksOut: touchesBegan"])
    }

    @Test("TestView and findFirstResponder (F2–F6, H6)")
    func firstResponder() throws {
        let (printed, notes) = try run("first-responder")
        #expect(printed == ["responder:TestView view1|is:false|name:view2",
                            "responder:TestView view1|is:true|name:view1",
                            "responder:nil|is:false|name:view1"])
        #expect(
            notes.contains(
                "· becomeFirstResponder() in viewDidLoad returned false, in viewWillAppear false, in viewDidAppear true"
            ))
    }

    @Test("Two fingers together: one touchesBegan with two touches (T2, B49)")
    func multiTouchTogether() throws {
        let (printed, _) = try run("multi-touch-together")
        #expect(printed == ["multiTouchView: touchesBegan with 2 touch(es), 2 in the event",
                            "multiTouchView: touchesMoved with 2 touch(es)",
                            "multiTouchView: touchesEnded with 2 touch(es)",
                            "defaultView: touchesBegan with 1 touch(es), 2 in the event",
                            "defaultView: touchesEnded with 1 touch(es)"])
    }

    @Test("Two fingers one after the other: two touchesBegan calls (T2)")
    func multiTouchOneAfterAnother() throws {
        let (printed, _) = try run("multi-touch-one-after-another")
        #expect(printed == ["multiTouchView: touchesBegan with 1 touch(es), 1 in the event",
                            "multiTouchView: touchesBegan with 1 touch(es), 2 in the event",
                            "multiTouchView: touchesMoved with 1 touch(es)",
                            "multiTouchView: touchesEnded with 1 touch(es)",
                            "multiTouchView: touchesEnded with 1 touch(es)"])
    }

    @Test("An interruption cancels the touch; its later lift is ignored (T1)")
    func interruption() throws {
        let (printed, _) = try run("interruption")
        #expect(printed == ["multiTouchView: touchesBegan with 1 touch(es), 1 in the event",
                            "multiTouchView: touchesMoved with 1 touch(es)",
                            "multiTouchView: touchesCancelled with 1 touch(es)"])
    }

    @Test("A view controller gets its root view's touches (T8)")
    func controllerTouches() throws {
        let (printed, _) = try run("controller-touches")
        #expect(printed == ["ViewController: touchesBegan (its plain root view passed the touch on)",
                            "ViewController: touchesEnded"])
    }

    @Test("The chain through two view controllers to the app delegate (R1–R5, E5)")
    func chain() throws {
        let (printed, _) = try run("chain-two-controllers")
        #expect(printed == ["innerView: touchesBegan — do somthing..., then super",
                            "ChildViewController.view: touchesBegan — do somthing..., then super",
                            "ChildViewController: touchesBegan, then super",
                            "ParentViewController.view: touchesBegan — do somthing..., then super",
                            "ParentViewController: touchesBegan, then super",
                            "window: touchesBegan, then super",
                            "AppDelegate: touchesBegan — the end of the chain"])
    }

    @Test("Shake reaches the first responder, and up the chain from a view that ignores it (M1)")
    func shake() throws {
        let (printed, notes) = try run("shake")
        #expect(printed == ["ShakeViewController: motionBegan(.motionShake)",
                            "ShakeViewController: motionEnded(.motionShake) — shaken!",
                            "ShakeViewController: motionBegan(.motionShake)",
                            "ShakeViewController: motionEnded(.motionShake) — shaken!"])
        #expect(notes.contains("· the controller became first responder in viewDidAppear: isFirstResponder == true"))
        #expect(
            notes.contains(
                "· a plain view that can become first responder took over: controller.isFirstResponder == false"))
    }

    @Test("Remote control only between begin and end of receiving (M2)")
    func remoteControl() throws {
        let (printed, _) = try run("remote-control")
        #expect(printed == ["PlayerViewController: play", "PlayerViewController: next track"])
    }

    @Test("Input views: shown at the bottom, accessory above, replaced, removed (F8)")
    func inputViews() throws {
        let (printed, notes) = try run("input-views")
        #expect(printed == ["NoteField: tapped, becomeFirstResponder() → true", "keyboard: tapped"])
        #expect(notes.contains("· keyboard is shown at ((0, 584), 390×260) in the window's coordinates"))
        #expect(notes.contains("· toolbar is shown at ((0, 540), 390×44) in the window's coordinates"))
        #expect(notes.contains("· emojiPad is shown at ((0, 544), 390×300) in the window's coordinates"))
        #expect(notes.contains("· toolbar is shown at ((0, 500), 390×44) in the window's coordinates"))
        #expect(notes.contains("· resignFirstResponder(): emojiPad shown = false, toolbar shown = false"))
    }

    @Test("A button's action reaches its target while a text field stays first responder (F7)")
    func buttonAction() throws {
        let (printed, _) = try run("button-action")
        #expect(printed == ["delegate: textFieldDidBeginEditing",
                            "save: sent by the button; the first responder is still the text field: true",
                            "switch: valueChanged, isOn = true"])
    }

    @Test("Typing with hardware keys and the on-screen keyboard; Return ends editing (B139, B140)")
    func typing() throws {
        let (printed, notes) = try run("typing")
        #expect(printed == ["delegate: textFieldDidBeginEditing",
                            "editingChanged: text = \"H\"", "editingChanged: text = \"Hi\"",
                            "editingChanged: text = \"Hi \"", "editingChanged: text = \"Hi t\"",
                            "editingChanged: text = \"Hi th\"", "editingChanged: text = \"Hi the\"",
                            "editingChanged: text = \"Hi ther\"", "editingChanged: text = \"Hi there\"",
                            "editingChanged: text = \"Hi ther\"",
                            "delegate: textFieldShouldReturn → true",
                            "delegate: textFieldDidEndEditing, text = \"Hi ther\""])
        #expect(notes.contains("· the on-screen keyboard is shown: true, 216 points high"))
        #expect(notes.contains("· after Return: the keyboard is shown: false"))
    }

    @Test("Copy through a nil-targeted action and through ⌘C (B82–B85)")
    func copy() throws {
        let (printed, notes) = try run("copy")
        #expect(printed == ["QuoteView.copy(_:) — the pasteboard now holds \"摸我干啥！\"",
                            "QuoteView.copy(_:) — the pasteboard now holds \"哎呀，不要拽人家！\""])
        #expect(notes.contains("· with no first responder, nobody could copy: sendAction returned false"))
        #expect(notes.contains("· sendAction(.copy, to: nil, from: nil, for: nil) returned true"))
        #expect(UIPasteboard.general.string == "哎呀，不要拽人家！")
    }

    @Test("A key command runs its action instead of a press (B138)")
    func keyCommand() throws {
        let (printed, _) = try run("key-command")
        #expect(printed == ["reload: sent by the key command Reload", "pressesBegan: r", "pressesEnded: r"])
    }

    @Test("Single tap vs double tap, and a long press (B118, B124, B125)")
    func gestureTaps() throws {
        let (printed, _) = try run("gesture-taps")
        #expect(
            printed == [
                "photo: touchesBegan", "photo: touchesCancelled", "single tap (after the double-tap window passed)",
                            "photo: touchesBegan", "photo: touchesBegan", "photo: touchesCancelled", "double tap",
                            "photo: touchesBegan", "photo: touchesCancelled", "long press: began", "long press: ended"])
    }

    @Test("A pan drags a view; pinch and rotation together (B116, B127, B130, B131)")
    func panPinchRotate() throws {
        let (printed, _) = try run("gesture-pan-pinch-rotate")
        #expect(
            printed == ["pan ended: card center is now (255, 430)", "pinch ended: scale 2.00", "rotation ended: 90°"])
    }

    @Test("A button in a tappable cell wins its taps; a pan cancels the row under it (B113, B122)")
    func buttonInCell() throws {
        let (printed, _) = try run("gesture-button-in-cell")
        #expect(printed == ["button: Buy tapped",
                            "cell: touchesBegan", "cell: touchesCancelled", "cell: tap recognizer fired",
                            "row: touchesBegan", "row: touchesCancelled", "scroll pan began", "scroll pan ended"])
    }
}
