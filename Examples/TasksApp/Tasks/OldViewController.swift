import UIKit

// A file left in the folder that the Xcode target no longer builds: it does not compile any more.
class OldViewController: UIViewController {
    @IBOutlet weak var missing: UnknownView!
}
