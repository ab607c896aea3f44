// Translated by responderkit-port from Main.storyboard: translate it again rather than edit it.
import ResponderKit

@MainActor
enum MainStoryboard {
    static let translation = UIStoryboard.Translation(name: "Main", initialSceneID: "nav-ctl-001", scenes: [
        UIStoryboard.Scene(id: "nav-ctl-001", make: { UINavigationController(coder: $0) }, configure: { configure_nav_ctl_001($0, $1) }),
        UIStoryboard.Scene(id: "lst-ctl-001", storyboardIdentifier: "TaskList", make: { TaskListViewController(coder: $0) }, configure: { configure_lst_ctl_001($0, $1) }, loadView: { loadView_lst_ctl_001($0, $1) }, segues: [
            UIStoryboard.SegueTemplate(id: "seg-shw-001", identifier: "showTask", kind: .show, destinationSceneID: "det-ctl-001"),
            UIStoryboard.SegueTemplate(id: "seg-set-001", identifier: "showSettings", kind: .show, destinationSceneID: "set-ctl-001"),
            UIStoryboard.SegueTemplate(id: "seg-add-001", identifier: "addTask", kind: .presentModally(nil, nil), destinationSceneID: "edn-ctl-001"),
        ]),
        UIStoryboard.Scene(id: "det-ctl-001", storyboardIdentifier: "TaskDetail", make: { TaskDetailViewController(coder: $0) }, configure: { configure_det_ctl_001($0, $1) }, loadView: { loadView_det_ctl_001($0, $1) }, segues: [
            UIStoryboard.SegueTemplate(id: "seg-ren-001", identifier: "rename", kind: .presentModally(.fullScreen, nil), destinationSceneID: "edn-ctl-001"),
            UIStoryboard.SegueTemplate(id: "seg-emb-001", identifier: "summary", kind: .embed, destinationSceneID: "sum-ctl-001"),
        ]),
        UIStoryboard.Scene(id: "sum-ctl-001", make: { SummaryViewController(coder: $0) }, loadView: { loadView_sum_ctl_001($0, $1) }),
        UIStoryboard.Scene(id: "edn-ctl-001", make: { UINavigationController(coder: $0) }, configure: { configure_edn_ctl_001($0, $1) }),
        UIStoryboard.Scene(id: "edt-ctl-001", make: { TaskEditorViewController(coder: $0) }, configure: { configure_edt_ctl_001($0, $1) }, loadView: { loadView_edt_ctl_001($0, $1) }, segues: [
            UIStoryboard.SegueTemplate(id: "seg-cnc-001", identifier: "cancel", kind: .unwind(action: Selector("unwindToList:"))),
            UIStoryboard.SegueTemplate(id: "seg-sav-001", identifier: "save", kind: .unwind(action: Selector("unwindToList:"))),
        ]),
        UIStoryboard.Scene(id: "set-ctl-001", storyboardIdentifier: "Settings", make: { SettingsViewController(coder: $0) }, configure: { configure_set_ctl_001($0, $1) }, loadView: { loadView_set_ctl_001($0, $1) }),
    ])

    static func configure_nav_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) {
        let owner = controller as! UINavigationController
        if let root = storyboard.instantiateScene(withID: "lst-ctl-001") { owner.setViewControllers([root], animated: false) }
    }

    static func configure_lst_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) {
        let owner = controller as! TaskListViewController
        owner.navigationItem.title = "Tasks"
        let v_lst_set_001 = UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)
        storyboard.connectSegue("seg-set-001", from: v_lst_set_001, owner: owner)
        owner.navigationItem.leftBarButtonItem = v_lst_set_001
        let v_lst_add_001 = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        storyboard.connectSegue("seg-add-001", from: v_lst_add_001, owner: owner)
        owner.navigationItem.rightBarButtonItem = v_lst_add_001
    }

    static func loadView_lst_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! TaskListViewController
        let v_lst_tbl_001 = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .plain)
        v_lst_tbl_001.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_lst_tbl_001.backgroundColor = .systemBackground
        v_lst_tbl_001.rowHeight = 52
        v_lst_tbl_001.register(UINib(translatedName: "TaskCell", instantiate: { [weak owner] _, _ in
            guard let owner else { return [] }
            let v_cel_tsk_001 = TaskCell(coder: StoryboardCoder())!
            v_cel_tsk_001.frame = CGRect(x: 0, y: 50, width: 414, height: 52)
            v_cel_tsk_001.accessoryType = .disclosureIndicator
            v_cel_tsk_001.contentView.clipsToBounds = true
            v_cel_tsk_001.contentView.contentMode = .center
            v_cel_tsk_001.contentView.isMultipleTouchEnabled = true
            let v_cel_lbl_001 = UILabel(frame: CGRect(x: 20, y: 15, width: 344, height: 22))
            v_cel_lbl_001.translatesAutoresizingMaskIntoConstraints = false
            v_cel_lbl_001.contentMode = .left
            v_cel_lbl_001.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            v_cel_lbl_001.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            v_cel_lbl_001.font = UIFont.systemFont(ofSize: 18, weight: .semibold)
            v_cel_lbl_001.text = "Task"
            v_cel_lbl_001.textAlignment = .natural
            v_cel_tsk_001.contentView.addSubview(v_cel_lbl_001)
            let k_cel_k01_001 = NSLayoutConstraint(item: v_cel_lbl_001, attribute: .leading, relatedBy: .equal, toItem: v_cel_tsk_001.contentView, attribute: .leadingMargin, multiplier: 1, constant: 0)
            let k_cel_k02_001 = NSLayoutConstraint(item: v_cel_tsk_001.contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: v_cel_lbl_001, attribute: .trailing, multiplier: 1, constant: 0)
            let k_cel_k03_001 = NSLayoutConstraint(item: v_cel_lbl_001, attribute: .centerY, relatedBy: .equal, toItem: v_cel_tsk_001.contentView, attribute: .centerY, multiplier: 1, constant: 0)
            NSLayoutConstraint.activate([k_cel_k01_001, k_cel_k02_001, k_cel_k03_001])
            v_cel_tsk_001.titleLabel = v_cel_lbl_001
            storyboard.connectSegue("seg-shw-001", selectionOf: v_cel_tsk_001, owner: owner)
            v_cel_lbl_001.awakeFromNib()
            v_cel_tsk_001.awakeFromNib()
            return [v_cel_tsk_001]
        }), forCellReuseIdentifier: "TaskCell")
        v_lst_tbl_001.dataSource = owner
        v_lst_tbl_001.delegate = owner
        v_lst_tbl_001.awakeFromNib()
        return v_lst_tbl_001
    }

    static func configure_det_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) {
        let owner = controller as! TaskDetailViewController
        owner.navigationItem.title = "Task"
    }

    static func loadView_det_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! TaskDetailViewController
        let v_det_vw0_001 = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        v_det_vw0_001.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_det_vw0_001.backgroundColor = .systemBackground
        let v_det_stk_001 = UIStackView(frame: CGRect(x: 20, y: 112, width: 374, height: 100))
        v_det_stk_001.translatesAutoresizingMaskIntoConstraints = false
        v_det_stk_001.axis = .vertical
        v_det_stk_001.spacing = 12
        v_det_vw0_001.addSubview(v_det_stk_001)
        let v_det_ttl_001 = UILabel(frame: CGRect(x: 0, y: 0, width: 374, height: 29))
        v_det_ttl_001.translatesAutoresizingMaskIntoConstraints = false
        v_det_ttl_001.contentMode = .left
        v_det_ttl_001.textColor = .label
        v_det_ttl_001.font = UIFont.preferredFont(forTextStyle: .title1)
        v_det_ttl_001.text = "Title"
        v_det_ttl_001.textAlignment = .center
        v_det_ttl_001.numberOfLines = 0
        v_det_stk_001.addArrangedSubview(v_det_ttl_001)
        let v_det_swt_001 = UISwitch(frame: CGRect(x: 0, y: 41, width: 51, height: 31))
        v_det_swt_001.translatesAutoresizingMaskIntoConstraints = false
        v_det_swt_001.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
        v_det_swt_001.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
        v_det_swt_001.isOn = true
        v_det_stk_001.addArrangedSubview(v_det_swt_001)
        let v_det_btn_001 = UIButton(type: .system)
        v_det_btn_001.frame = CGRect(x: 0, y: 84, width: 374, height: 44)
        v_det_btn_001.translatesAutoresizingMaskIntoConstraints = false
        v_det_btn_001.accessibilityIdentifier = "renameButton"
        v_det_btn_001.setTitle("Rename", for: .normal)
        v_det_stk_001.addArrangedSubview(v_det_btn_001)
        let v_det_cnt_001 = UIView(frame: CGRect(x: 20, y: 400, width: 374, height: 120))
        v_det_cnt_001.translatesAutoresizingMaskIntoConstraints = false
        v_det_vw0_001.addSubview(v_det_cnt_001)
        let k_det_k01_001 = NSLayoutConstraint(item: v_det_stk_001, attribute: .top, relatedBy: .equal, toItem: v_det_vw0_001.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 20)
        let k_det_k02_001 = NSLayoutConstraint(item: v_det_stk_001, attribute: .leading, relatedBy: .equal, toItem: v_det_vw0_001.safeAreaLayoutGuide, attribute: .leading, multiplier: 1, constant: 20)
        let k_det_k03_001 = NSLayoutConstraint(item: v_det_vw0_001.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: v_det_stk_001, attribute: .trailing, multiplier: 1, constant: 20)
        let k_det_k04_001 = NSLayoutConstraint(item: v_det_cnt_001, attribute: .leading, relatedBy: .equal, toItem: v_det_stk_001, attribute: .leading, multiplier: 1, constant: 0)
        let k_det_k05_001 = NSLayoutConstraint(item: v_det_cnt_001, attribute: .trailing, relatedBy: .equal, toItem: v_det_stk_001, attribute: .trailing, multiplier: 1, constant: 0)
        let k_det_k06_001 = NSLayoutConstraint(item: v_det_cnt_001, attribute: .top, relatedBy: .equal, toItem: v_det_stk_001, attribute: .bottom, multiplier: 1, constant: 40)
        let k_det_k07_001 = NSLayoutConstraint(item: v_det_cnt_001, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
        NSLayoutConstraint.activate([k_det_k01_001, k_det_k02_001, k_det_k03_001, k_det_k04_001, k_det_k05_001, k_det_k06_001, k_det_k07_001])
        v_det_swt_001.addTarget(owner, action: Selector("doneChanged:"), for: .valueChanged)
        storyboard.connectSegue("seg-ren-001", from: v_det_btn_001, owner: owner)
        owner.titleLabel = v_det_ttl_001
        owner.doneSwitch = v_det_swt_001
        owner.containerHeight = k_det_k07_001
        owner.controls = [v_det_swt_001, v_det_btn_001]
        storyboard.embed("seg-emb-001", in: v_det_cnt_001, owner: owner)
        v_det_ttl_001.awakeFromNib()
        v_det_swt_001.awakeFromNib()
        v_det_btn_001.awakeFromNib()
        v_det_stk_001.awakeFromNib()
        v_det_cnt_001.awakeFromNib()
        v_det_vw0_001.awakeFromNib()
        return v_det_vw0_001
    }

    static func loadView_sum_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        _ = controller as! SummaryViewController
        let v_sum_vw0_001 = UIView(frame: CGRect(x: 0, y: 0, width: 374, height: 120))
        v_sum_vw0_001.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_sum_vw0_001.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 1, alpha: 1)
        v_sum_vw0_001.layer.cornerRadius = 12
        v_sum_vw0_001.awakeFromNib()
        return v_sum_vw0_001
    }

    static func configure_edn_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) {
        let owner = controller as! UINavigationController
        if let root = storyboard.instantiateScene(withID: "edt-ctl-001") { owner.setViewControllers([root], animated: false) }
    }

    static func configure_edt_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) {
        let owner = controller as! TaskEditorViewController
        owner.navigationItem.title = "Task"
        let v_edt_cnc_001 = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        storyboard.connectSegue("seg-cnc-001", from: v_edt_cnc_001, owner: owner)
        owner.navigationItem.leftBarButtonItem = v_edt_cnc_001
        let v_edt_sav_001 = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
        storyboard.connectSegue("seg-sav-001", from: v_edt_sav_001, owner: owner)
        owner.saveButton = v_edt_sav_001
        owner.navigationItem.rightBarButtonItem = v_edt_sav_001
    }

    static func loadView_edt_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! TaskEditorViewController
        let v_edt_tap_001 = UITapGestureRecognizer()
        let v_edt_vw0_001 = UIView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        v_edt_vw0_001.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_edt_vw0_001.backgroundColor = .systemBackground
        let v_edt_fld_001 = UITextField(frame: CGRect(x: 20, y: 112, width: 374, height: 34))
        v_edt_fld_001.translatesAutoresizingMaskIntoConstraints = false
        v_edt_fld_001.font = UIFont.systemFont(ofSize: 14)
        v_edt_fld_001.placeholder = "What needs doing?"
        v_edt_fld_001.borderStyle = .roundedRect
        v_edt_fld_001.textAlignment = .natural
        v_edt_fld_001.autocapitalizationType = .sentences
        v_edt_fld_001.returnKeyType = .done
        v_edt_vw0_001.addSubview(v_edt_fld_001)
        let k_edt_k01_001 = NSLayoutConstraint(item: v_edt_fld_001, attribute: .top, relatedBy: .equal, toItem: v_edt_vw0_001.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 20)
        let k_edt_k02_001 = NSLayoutConstraint(item: v_edt_fld_001, attribute: .leading, relatedBy: .equal, toItem: v_edt_vw0_001.safeAreaLayoutGuide, attribute: .leading, multiplier: 1, constant: 20)
        let k_edt_k03_001 = NSLayoutConstraint(item: v_edt_vw0_001.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: v_edt_fld_001, attribute: .trailing, multiplier: 1, constant: 20)
        NSLayoutConstraint.activate([k_edt_k01_001, k_edt_k02_001, k_edt_k03_001])
        v_edt_tap_001.addTarget(owner, action: Selector("backgroundTapped:"))
        v_edt_fld_001.addTarget(owner, action: Selector("titleChanged:"), for: .editingChanged)
        v_edt_vw0_001.addGestureRecognizer(v_edt_tap_001)
        owner.titleField = v_edt_fld_001
        v_edt_fld_001.awakeFromNib()
        v_edt_vw0_001.awakeFromNib()
        return v_edt_vw0_001
    }

    static func configure_set_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) {
        let owner = controller as! SettingsViewController
        owner.navigationItem.title = "Settings"
    }

    static func loadView_set_ctl_001(_ controller: UIViewController, _ storyboard: UIStoryboard) -> UIView {
        let owner = controller as! SettingsViewController
        let v_set_tbl_001 = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .grouped)
        v_set_tbl_001.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_set_tbl_001.backgroundColor = .systemGroupedBackground
        let v_set_cel_001 = UITableViewCell(style: .default, reuseIdentifier: nil)
        v_set_cel_001.frame = CGRect(x: 0, y: 55, width: 414, height: 44)
        v_set_cel_001.selectionStyle = .none
        v_set_cel_001.contentView.clipsToBounds = true
        v_set_cel_001.contentView.contentMode = .center
        v_set_cel_001.contentView.isMultipleTouchEnabled = true
        let v_set_lbl_001 = UILabel(frame: CGRect(x: 20, y: 12, width: 200, height: 20))
        v_set_lbl_001.translatesAutoresizingMaskIntoConstraints = false
        v_set_lbl_001.contentMode = .left
        v_set_lbl_001.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        v_set_lbl_001.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        v_set_lbl_001.font = UIFont.systemFont(ofSize: 17)
        v_set_lbl_001.text = "Show done tasks"
        v_set_lbl_001.textAlignment = .natural
        v_set_cel_001.contentView.addSubview(v_set_lbl_001)
        let v_set_swt_001 = UISwitch(frame: CGRect(x: 345, y: 6.5, width: 51, height: 31))
        v_set_swt_001.translatesAutoresizingMaskIntoConstraints = false
        v_set_swt_001.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
        v_set_swt_001.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
        v_set_swt_001.isOn = true
        v_set_cel_001.contentView.addSubview(v_set_swt_001)
        let v_set_cel_002 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        v_set_cel_002.frame = CGRect(x: 0, y: 154, width: 414, height: 60)
        v_set_cel_002.contentView.clipsToBounds = true
        v_set_cel_002.contentView.contentMode = .center
        v_set_cel_002.contentView.isMultipleTouchEnabled = true
        v_set_cel_002.textLabel!.contentMode = .left
        v_set_cel_002.textLabel!.isMultipleTouchEnabled = true
        v_set_cel_002.textLabel!.font = UIFont.systemFont(ofSize: 17)
        v_set_cel_002.textLabel!.text = "Version"
        v_set_cel_002.textLabel!.textAlignment = .natural
        v_set_cel_002.detailTextLabel!.contentMode = .left
        v_set_cel_002.detailTextLabel!.isMultipleTouchEnabled = true
        v_set_cel_002.detailTextLabel!.textColor = .secondaryLabel
        v_set_cel_002.detailTextLabel!.font = UIFont.systemFont(ofSize: 17)
        v_set_cel_002.detailTextLabel!.text = "1.0"
        v_set_cel_002.detailTextLabel!.textAlignment = .right
        storyboard.setStaticSections([UITableViewStaticSection(headerTitle: "Display", footerTitle: "Done tasks stay in the list, ticked.", cells: [v_set_cel_001]), UITableViewStaticSection(headerTitle: "About", cells: [v_set_cel_002], rowHeights: [60])], of: v_set_tbl_001)
        let k_set_k01_001 = NSLayoutConstraint(item: v_set_lbl_001, attribute: .leading, relatedBy: .equal, toItem: v_set_cel_001.contentView, attribute: .leadingMargin, multiplier: 1, constant: 0)
        let k_set_k02_001 = NSLayoutConstraint(item: v_set_lbl_001, attribute: .centerY, relatedBy: .equal, toItem: v_set_cel_001.contentView, attribute: .centerY, multiplier: 1, constant: 0)
        let k_set_k03_001 = NSLayoutConstraint(item: v_set_cel_001.contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: v_set_swt_001, attribute: .trailing, multiplier: 1, constant: 0)
        let k_set_k04_001 = NSLayoutConstraint(item: v_set_swt_001, attribute: .centerY, relatedBy: .equal, toItem: v_set_cel_001.contentView, attribute: .centerY, multiplier: 1, constant: 0)
        NSLayoutConstraint.activate([k_set_k01_001, k_set_k02_001, k_set_k03_001, k_set_k04_001])
        v_set_swt_001.addTarget(owner, action: Selector("showDoneChanged:"), for: .valueChanged)
        v_set_tbl_001.dataSource = owner
        v_set_tbl_001.delegate = owner
        owner.showDoneSwitch = v_set_swt_001
        owner.versionLabel = v_set_cel_002.detailTextLabel!
        v_set_lbl_001.awakeFromNib()
        v_set_swt_001.awakeFromNib()
        v_set_cel_001.awakeFromNib()
        v_set_cel_002.awakeFromNib()
        v_set_tbl_001.awakeFromNib()
        return v_set_tbl_001
    }
}
