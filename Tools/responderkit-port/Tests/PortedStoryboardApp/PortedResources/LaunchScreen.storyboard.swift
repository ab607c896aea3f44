// Translated by responderkit-port from LaunchScreen.storyboard: translate it again rather than edit it.
import ResponderKit

@MainActor
enum LaunchScreenStoryboard {
    static let translation = UIStoryboard.Translation(name: "LaunchScreen", initialSceneID: "lch-ctl-001", scenes: [
        UIStoryboard.Scene(id: "lch-ctl-001", make: { UIViewController(coder: $0) }, loadView: { loadView_lch_ctl_001($0, $1) }),
    ])

    static func loadView_lch_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let v_lch_vw0_001 = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        v_lch_vw0_001.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_lch_vw0_001.backgroundColor = .systemBackground
        v_lch_vw0_001.awakeFromNib()
        return v_lch_vw0_001
    }
}
