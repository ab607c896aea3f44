import Foundation

/// The app's tasks.
@MainActor
final class TaskStore {
    static let shared = TaskStore()
    var titles = ["Buy milk", "Call Ada", "Water the plants"]
    var done: Set<String> = []
    var showsDone = true
}
