import ResponderKit

/// A list of notes, a button that presents the editor as a sheet, and one that loads the saved notes
/// with `async`/`await` and says so in a banner that `asyncAfter` hides — the ways iOS code starts
/// work from an action. Laid out with constraints and a stack view, as an iOS screen is: a
/// toolbar row (`UIStackView`, `.equalSpacing`) with "New note" at the leading edge and "Load" at the
/// trailing edge, the list below it filling the rest — so a wider window moves "Load" with its right
/// edge (`viewWillTransition(to:with:)` says when).
///
/// The list has pull-to-refresh (`UIRefreshControl`: pulled past its threshold it reloads,
/// then `endRefreshing()`), and a Settings button along the bottom presents the settings sheet (the
/// standard controls; SettingsViewController.swift). New note gives animated feedback on its tap.
///
/// The list is a `UITableView` in a navigation controller in a tab bar controller. A tap on
/// a row pushes the note (NoteDetailViewController.swift); a swipe left shows Delete, which moves the
/// note to the Archive tab.
final class NotesViewController: UIViewController, NoteEditorDelegate, SettingsDelegate, UITableViewDataSource,
    UITableViewDelegate
{
    private let list = UITableView(frame: .zero, style: .plain)
    private let archive: Archive
    private let addButton = UIButton(type: .system)
    private let loadButton = UIButton(type: .system)
    private let settingsButton = UIButton(type: .system)
    private let refresh = UIRefreshControl()
    private let banner = UILabel()
    private let store = NoteStore()
    private var notes: [String] = []

    init(archive: Archive) {
        self.archive = archive
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        list.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        list.dataSource = self
        list.delegate = self
        addButton.setTitle("New note", for: .normal)
        addButton.addAction(UIAction { [unowned self] _ in self.newNote() }, for: .touchUpInside)
        loadButton.setTitle("Load", for: .normal)
        loadButton.addTarget(self, action: Selector("loadNotes"), for: .touchUpInside)
        settingsButton.setTitle("Settings", for: .normal)
        settingsButton.addAction(UIAction { [unowned self] _ in self.showSettings() }, for: .touchUpInside)
        refresh.addAction(UIAction { [unowned self] _ in self.refreshNotes() }, for: .valueChanged)
        list.refreshControl = refresh
        list.alwaysBounceVertical = true
        banner.backgroundColor = .yellow
        banner.translatesAutoresizingMaskIntoConstraints = false
        let toolbar = UIStackView(arrangedSubviews: [addButton, loadButton])
        toolbar.axis = .horizontal
        toolbar.distribution = .equalSpacing
        toolbar.alignment = .fill
        for subview in [toolbar, list, settingsButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            toolbar.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            toolbar.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 40),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
            addButton.widthAnchor.constraint(equalToConstant: 160),
            loadButton.widthAnchor.constraint(equalTo: addButton.widthAnchor),
            list.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 16),
            list.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: settingsButton.topAnchor, constant: -8),
            settingsButton.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
            settingsButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
            settingsButton.widthAnchor.constraint(equalToConstant: 160),
            settingsButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// Back from a note: its row is deselected as the list comes back (what UITableViewController does).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = list.indexPathForSelectedRow { list.deselectRow(at: selected, animated: animated) }
    }

    // MARK: The table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let note = notes[indexPath.row]
        say("open \(note)")
        navigationController?.pushViewController(NoteDetailViewController(note: note), animated: true)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            let note = notes.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            archive.add(note)
            Task { await store.delete(note) }
            say("deleted \(note)")
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The window is being resized: the constraints move the controls; this only says so.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let described = "\(Int(size.width))×\(Int(size.height))"
        say("resizing to \(described)")
        coordinator.animate(alongsideTransition: nil) { _ in say("resized to \(described)") }
    }

    override func actionMethod(for action: Selector) -> UIActionMethod? {
        if action == Selector("loadNotes") { return { [weak self] _, _ in self?.loadNotes() } }
        return super.actionMethod(for: action)
    }

    /// The Load button's action: the read runs while the screen stays responsive; the list and a
    /// banner appear when it is done, and the banner goes away by itself.
    func loadNotes() {
        say("loading")
        loadButton.isEnabled = false
        Task {
            let loaded = await store.load()
            notes = loaded
            showRows()
            loadButton.isEnabled = true
            say("loaded \(loaded.count) notes")
            showBanner("Loaded \(loaded.count) notes")
            // The banner goes away after a second, too soon for a screen reader to reach it: say it.
            if UIAccessibility.isVoiceOverRunning {
                UIAccessibility.post(notification: .announcement, argument: "Loaded \(loaded.count) notes")
            }
        }
    }

    /// The banner across the top of the screen, whatever its width.
    private func showBanner(_ text: String) {
        banner.text = text
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 36),
        ])
        say("banner shown")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.banner.removeFromSuperview()
            say("banner hidden")
        }
    }

    /// One row per note.
    private func showRows() {
        list.reloadData()
    }

    /// Pulled past the refresh control's threshold: reload, then put the list back.
    private func refreshNotes() {
        say("refreshing")
        Task {
            let loaded = await store.load()
            notes = loaded
            showRows()
            refresh.endRefreshing()
            say("refreshed \(loaded.count) notes")
        }
    }

    private func showSettings() {
        say("settings")
        let settings = SettingsViewController()
        settings.delegate = self
        present(settings, animated: true) { say("settings shown") }
    }

    func settingsDidFinish(_ settings: SettingsViewController) {
        dismiss(animated: true) { say("settings closed") }
    }

    private func newNote() {
        say("new note")
        // Animated feedback: the button dips and comes back while the editor comes up.
        UIView.animate(withDuration: 0.1, delay: 0, options: [.autoreverse, .allowUserInteraction], animations: {
            self.addButton.alpha = 0.5
        }, completion: { _ in self.addButton.alpha = 1 })
        let editor = NoteEditorViewController()
        editor.delegate = self
        present(editor, animated: true) { say("editor shown") }
    }

    func noteEditor(_ editor: NoteEditorViewController, didSave text: String) {
        notes.append(text)
        showRows()
        Task { await store.save(text) }
        say("saved \"\(text)\"; \(notes.count) note\(notes.count == 1 ? "" : "s")")
        dismiss(animated: true) { say("editor closed") }
    }
}
