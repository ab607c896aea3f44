import Foundation
import UIKit
import UIKit.UIGestureRecognizerSubclass

final class TwoFingerTap: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count != 2 { state = .failed }
    }
}
