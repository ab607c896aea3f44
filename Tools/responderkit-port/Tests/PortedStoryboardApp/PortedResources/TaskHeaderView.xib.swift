// Translated by responderkit-port from TaskHeaderView.xib: translate it again rather than edit it.
import ResponderKit

@MainActor
enum TaskHeaderViewNib {
    /// Registers the nib under its name, for `UINib(nibName: "TaskHeaderView", bundle: nil)`.
    static func register() {
        UINib.register(name: "TaskHeaderView", instantiate: { instantiate($0, $1) })
    }

    static func instantiate(_ ownerObject: Any?, _ options: [UINib.OptionsKey: Any]?) -> [Any] {
        let owner = ownerObject as? TaskListViewController
        let v_hdr_vw0_001 = TaskHeaderView(coder: StoryboardCoder())!
        v_hdr_vw0_001.frame = CGRect(x: 0, y: 0, width: 414, height: 60)
        v_hdr_vw0_001.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        let v_hdr_cnt_001 = UILabel(frame: CGRect(x: 20, y: 20, width: 374, height: 20))
        v_hdr_cnt_001.translatesAutoresizingMaskIntoConstraints = false
        v_hdr_cnt_001.contentMode = .left
        v_hdr_cnt_001.textColor = .secondaryLabel
        v_hdr_cnt_001.font = UIFont.systemFont(ofSize: 15)
        v_hdr_cnt_001.text = "0 tasks"
        v_hdr_cnt_001.textAlignment = .natural
        v_hdr_vw0_001.addSubview(v_hdr_cnt_001)
        let v_hdr_clr_001 = UIButton(type: .system)
        v_hdr_clr_001.frame = CGRect(x: 334, y: 13, width: 60, height: 34)
        v_hdr_clr_001.translatesAutoresizingMaskIntoConstraints = false
        v_hdr_clr_001.setTitle("Clear", for: .normal)
        v_hdr_vw0_001.addSubview(v_hdr_clr_001)
        let k_hdr_k01_001 = NSLayoutConstraint(item: v_hdr_cnt_001, attribute: .leading, relatedBy: .equal, toItem: v_hdr_vw0_001, attribute: .leading, multiplier: 1, constant: 20)
        let k_hdr_k02_001 = NSLayoutConstraint(item: v_hdr_cnt_001, attribute: .centerY, relatedBy: .equal, toItem: v_hdr_vw0_001, attribute: .centerY, multiplier: 1, constant: 0)
        let k_hdr_k03_001 = NSLayoutConstraint(item: v_hdr_vw0_001, attribute: .trailing, relatedBy: .equal, toItem: v_hdr_clr_001, attribute: .trailing, multiplier: 1, constant: 20)
        let k_hdr_k04_001 = NSLayoutConstraint(item: v_hdr_clr_001, attribute: .centerY, relatedBy: .equal, toItem: v_hdr_vw0_001, attribute: .centerY, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([k_hdr_k01_001, k_hdr_k02_001, k_hdr_k03_001, k_hdr_k04_001])
        v_hdr_clr_001.addTarget(owner, action: Selector("clearDone:"), for: .touchUpInside)
        v_hdr_vw0_001.clearButton = v_hdr_clr_001
        owner?.headerCountLabel = v_hdr_cnt_001
        v_hdr_cnt_001.awakeFromNib()
        v_hdr_clr_001.awakeFromNib()
        v_hdr_vw0_001.awakeFromNib()
        return [v_hdr_vw0_001]
    }
}
