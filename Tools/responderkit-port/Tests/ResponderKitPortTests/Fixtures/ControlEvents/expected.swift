import ResponderKit

// Actions connected in a storyboard: the report says which control event to connect each for.
class FormViewController: UIViewController {
    func volumeChanged(_ sender: UISlider) {}
    func pageChanged(_ sender: UIPageControl) {}
    func modeChanged(_ sender: UISegmentedControl) {}
    func toggled(_ sender: UISwitch?) {}
    func stepped(_ sender: UIStepper) {}
    func dateChanged(_ sender: UIDatePicker) {}
    func nameChanged(_ sender: UITextField) {}
    func nameDidEnd(_ sender: UITextField) {}
    func nameReturn(_ sender: UITextField) {}
    func save(_ sender: UIButton) {}
    func cancel(_ sender: UIBarButtonItem) {}
    func tapped(_ sender: UITapGestureRecognizer) {}

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        switch action {
        case Selector("volumeChanged:"): return method(FormViewController.volumeChanged(_:))
        case Selector("pageChanged:"): return method(FormViewController.pageChanged(_:))
        case Selector("modeChanged:"): return method(FormViewController.modeChanged(_:))
        case Selector("toggled:"): return method(FormViewController.toggled(_:))
        case Selector("stepped:"): return method(FormViewController.stepped(_:))
        case Selector("dateChanged:"): return method(FormViewController.dateChanged(_:))
        case Selector("nameChanged:"): return method(FormViewController.nameChanged(_:))
        case Selector("nameDidEnd:"): return method(FormViewController.nameDidEnd(_:))
        case Selector("nameReturn:"): return method(FormViewController.nameReturn(_:))
        case Selector("save:"): return method(FormViewController.save(_:))
        case Selector("cancel:"): return method(FormViewController.cancel(_:))
        case Selector("tapped:"): return method(FormViewController.tapped(_:))
        default: return super.actionMethod(for: action)
        }
    }
}
