import Foundation

/// What a controller made from a storyboard or given a nib keeps of it: its storyboard, the
/// builder of its view, its segues, and the triggers that start them (controls and bar items hold
/// their targets weakly, as UIKit's do, so the controller holds the triggers).
@preconcurrency @MainActor
final class InterfaceBuilderState {
    var nibName: String?
    var nibBundle: Bundle?
    /// The storyboard the controller was made from (UIKit's `storyboard` keeps it).
    var storyboard: UIStoryboard?
    /// The scene's view builder; run by `loadView`.
    var sceneLoadView: UIStoryboard.Scene.LoadView?
    /// The segues that start from this controller or its views.
    var segueTemplates: [UIStoryboard.SegueTemplate] = []
    /// Targets of the controls and bar items that trigger segues.
    var triggers: [StoryboardSegueTrigger] = []

    func template(withIdentifier identifier: String) -> UIStoryboard.SegueTemplate? {
        segueTemplates.first { $0.identifier == identifier }
    }

    func template(withID id: String) -> UIStoryboard.SegueTemplate? {
        segueTemplates.first { $0.id == id }
    }
}

extension UIViewController {
    /// The controller's storyboard state, made on first use.
    var interfaceBuilderState: InterfaceBuilderState {
        if let state = interfaceBuilder { return state }
        let state = InterfaceBuilderState()
        interfaceBuilder = state
        return state
    }

    /// `loadView`'s default: the storyboard scene's view, else the translated nib named `nibName`
    /// (or, with no name, the nib named as the class, without "Controller", then with it — UIKit's
    /// search), else a plain view the size of the screen.
    func loadDefaultView() {
        if loadInterfaceBuilderView() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view from the controller's storyboard scene or nib, if it has one; `false` when it
    /// has neither (a container's own `loadView` then makes its view).
    func loadInterfaceBuilderView() -> Bool {
        if let state = interfaceBuilder, let storyboard = state.storyboard, let build = state.sceneLoadView {
            view = build(self, storyboard)
            return true
        }
        guard let nib = nibForDefaultView() else { return false }
        _ = nib.instantiate(withOwner: self, options: nil)
        if viewStorage != nil { return true }
        UINib.reportUnloadable(
            "\(type(of: self)).loadView() from \(nib)", outcome: "the nib set no `view` outlet on its File's Owner")
        return false
    }

    private func nibForDefaultView() -> UINib? {
        if let name = interfaceBuilder?.nibName {
            let nib = UINib(nibName: name, bundle: interfaceBuilder?.nibBundle)
            return nib.isTranslated ? nib : nil
        }
        let className = String(describing: type(of: self))
        var candidates = [className]
        if className.hasSuffix("Controller") {
            candidates.insert(String(className.dropLast("Controller".count)), at: 0)
        }
        for name in candidates where UINib.translatedNibs[name] != nil {
            return UINib(nibName: name, bundle: nil)
        }
        return nil
    }
}
