import UIKit

// Actions connected in a storyboard: the report says which control event to connect each for.
class FormViewController: UIViewController {
    @IBAction func volumeChanged(_ sender: UISlider) {}
    @IBAction func pageChanged(_ sender: UIPageControl) {}
    @IBAction func modeChanged(_ sender: UISegmentedControl) {}
    @IBAction func toggled(_ sender: UISwitch?) {}
    @IBAction func stepped(_ sender: UIStepper) {}
    @IBAction func dateChanged(_ sender: UIDatePicker) {}
    @IBAction func nameChanged(_ sender: UITextField) {}
    @IBAction func nameDidEnd(_ sender: UITextField) {}
    @IBAction func nameReturn(_ sender: UITextField) {}
    @IBAction func save(_ sender: UIButton) {}
    @IBAction func cancel(_ sender: UIBarButtonItem) {}
    @IBAction func tapped(_ sender: UITapGestureRecognizer) {}
}
