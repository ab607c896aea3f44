import Foundation

extension UIViewController {
    /// Loads the view: `loadView()`, a plain view if the override assigned none (UIKit would loop),
    /// then `viewDidLoad()`.
    func loadViewAndNotify() {
        loadView()
        if viewStorage == nil {
            setView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    /// Installs `newView` as the controller's view (and the controller as the view's).
    func setView(_ newView: UIView?) {
        if let old = viewStorage, old.viewControllerStorage === self { old.viewControllerStorage = nil }
        viewStorage = newView
        newView?.viewControllerStorage = self
    }
}
