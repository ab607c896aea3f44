import ResponderKit

/// The Archive tab: the notes swiped away from the list, in a `UITableViewController`.
final class ArchiveViewController: UITableViewController {
    private let archive: Archive

    init(archive: Archive) {
        self.archive = archive
        super.init(style: .plain)
        title = "Archive"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "archived")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("archive shows \(archive.notes.count)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { archive.notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "archived", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = archive.notes[indexPath.row]
        content.secondaryText = "archived"
        cell.contentConfiguration = content
        return cell
    }
}
