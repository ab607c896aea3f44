import Foundation

/// The share sheet — UIKit's `UIActivityViewController`: present it with the items to share, and the
/// user chooses a service (or closes it); `completionWithItemsHandler` hears the outcome.
///
/// ```
///  present(sheet) ─▶ a row per service: the app's activities that can perform on the items, then
///                    Copy (when an item is text or a URL and `.copyToPasteboard` is not excluded)
///  Copy ─▶ UIPasteboard.general gets the texts and URLs ─▶ the sheet goes
///       ─▶ completionWithItemsHandler(.copyToPasteboard, true, nil, nil)
///  an app activity ─▶ UIActivity's flow (prepare, perform or its controller, activityDidFinish)
///       ─▶ completionWithItemsHandler(its type, completed, nil, nil)
///  Close ─▶ the sheet goes ─▶ completionWithItemsHandler(nil, false, nil, nil)
/// ```
///
/// Items that adopt ``UIActivityItemSource`` are asked for the chosen service's item. As in UIKit it
/// is presented as a popover (`popoverPresentationController` for `sourceView`/`barButtonItem`), shown
/// as a sheet on a phone. Where ResponderKit differs (docs/Differences-from-UIKit.md): the only system
/// service is Copy (no mail, messages, AirDrop or printing on Linux), and the sheet is a plain list.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the sheet reports when it is done: the service chosen (`nil`: closed), whether it
    /// completed, items it returned, and an error.
    public typealias CompletionWithItemsHandler =
        @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items given at creation.
    public let activityItems: [Any]
    /// The app's own services given at creation.
    public let applicationActivities: [UIActivity]
    /// Services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called once the sheet is done (after it and any service's controller have gone).
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Whether the user chose (or closed) while the sheet is up: later taps do nothing.
    private var finished = false
    /// An activity that finished before the sheet had gone (from `prepare`): its report waits for the
    /// dismissal.
    private var earlyFinish: (activity: UIActivity, completed: Bool)?
    private let closeButton = UIButton(type: .system)
    private var serviceButtons: [UIButton] = []

    /// A share sheet for `activityItems`, offering `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    // MARK: The services offered

    /// The items as the chosen service gets them: item sources asked for theirs.
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            if let source = item as? UIActivityItemSource {
                return source.activityViewController(self, itemForActivityType: type)
            }
            return item
        }
    }

    /// The items as the sheet sees them before a service is chosen (item sources' placeholders).
    private var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The services the sheet lists, in order: the app's (that can perform), then Copy.
    var offeredServices: [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] {
        let excluded = excludedActivityTypes ?? []
        let placeholders = placeholderItems
        var services: [(title: String, type: UIActivity.ActivityType?, activity: UIActivity?)] = []
        for activity in applicationActivities where activity.canPerform(withActivityItems: placeholders) {
            if let type = activity.activityType, excluded.contains(type) { continue }
            services.append((activity.activityTitle ?? "", activity.activityType, activity))
        }
        let copyable = placeholders.contains { $0 is String || $0 is URL || $0 is NSString }
        if copyable, !excluded.contains(.copyToPasteboard) {
            services.append(("Copy", .copyToPasteboard, nil))
        }
        return services
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        closeButton.setTitle("Close", for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    /// Each time the sheet appears (it may be presented again): the services offered now, and taps
    /// taken again.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        finished = false
        earlyFinish = nil
        buildRows()
    }

    /// A dismissal the sheet did not start (the app's `dismiss(animated:)`) reports no service.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !finished {
            finished = true
            completionWithItemsHandler?(nil, false, nil, nil)
        }
    }

    private func buildRows() {
        for row in serviceButtons { row.removeFromSuperview() }
        serviceButtons = []
        for service in offeredServices {
            let row = UIButton(type: .system)
            row.setTitle(service.title, for: .normal)
            row.contentHorizontalAlignment = .left
            serviceButtons.append(row)
            row.addAction(
                UIAction { [weak self] _ in self?.chose(service.type, activity: service.activity) }, for: .touchUpInside
            )
            view.addSubview(row)
        }
        view.setNeedsLayout()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Close at the top right, then one 52-point row per service.
        closeButton.frame = CGRect(x: view.bounds.width - 96, y: 8, width: 80, height: 44)
        for (index, row) in serviceButtons.enumerated() {
            row.frame = CGRect(x: 16, y: 60 + CGFloat(index) * 52, width: max(view.bounds.width - 32, 0), height: 52)
        }
    }

    // MARK: The user's choice

    private func closeTapped() {
        guard !finished, !isBeingDismissed else { return }
        finished = true
        dismiss(animated: true) { [self] in completionWithItemsHandler?(nil, false, nil, nil) }
    }

    private func chose(_ type: UIActivity.ActivityType?, activity: UIActivity?) {
        guard !finished, !isBeingDismissed else { return }
        guard let activity else {
            // Copy: the texts and URLs among the items go on the pasteboard (left alone, and not
            // completed, when the item sources gave none).
            finished = true
            let copied = UIPasteboard.general.setItems(items(for: .copyToPasteboard))
            dismiss(animated: true) { [self] in completionWithItemsHandler?(.copyToPasteboard, copied, nil, nil) }
            return
        }
        finished = true
        activity.presentingSheet = self
        activity.prepare(withActivityItems: items(for: type))
        let presenter = presentingViewController
        dismiss(animated: true) { [self, activity] in
            if let early = earlyFinish {
                earlyFinish = nil
                completionWithItemsHandler?(early.activity.activityType, early.completed, nil, nil)
                return
            }
            guard activity.presentingSheet != nil else { return }
            if let controller = activity.activityViewController, let presenter {
                activity.shownController = controller
                presenter.present(controller, animated: true)
            } else {
                activity.perform()
            }
        }
    }

    /// An activity the user chose called `activityDidFinish(_:)`.
    func activityFinished(_ activity: UIActivity, completed: Bool) {
        if isBeingDismissed || presentingViewController != nil {
            // Finished before the sheet has gone (from prepare): reported when it has.
            earlyFinish = (activity, completed)
            return
        }
        let report: () -> Void = { [self] in completionWithItemsHandler?(activity.activityType, completed, nil, nil) }
        let shown = activity.shownController
        activity.shownController = nil
        if let controller = shown, controller.presentingViewController != nil {
            controller.dismiss(animated: true, completion: report)
        } else {
            report()
        }
    }
}
