import ResponderKit

/// Where the notes are kept: an actor, read and written with `async`/`await` as an app's disk or
/// network store is. Reading takes a moment (as a real read would), so the screen shows it loading.
actor NoteStore {
    private var saved: [String] = ["Milk", "Eggs"]

    /// The saved notes, after a read that takes `delay` seconds.
    func load(delay: TimeInterval = 0.2) async -> [String] {
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        return saved
    }

    /// Adds a note.
    func save(_ note: String) {
        saved.append(note)
    }

    /// Removes a note (it goes to the archive).
    func delete(_ note: String) {
        saved.removeAll { $0 == note }
    }
}

/// The notes deleted from the list, which the Archive tab shows.
@MainActor
final class Archive {
    private(set) var notes: [String] = []

    func add(_ note: String) { notes.append(note) }
}
