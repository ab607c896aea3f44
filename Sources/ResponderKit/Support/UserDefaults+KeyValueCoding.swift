import Foundation

#if !canImport(ObjectiveC)
/// Key-value coding on `UserDefaults`, which iOS apps use to store settings
/// (`UserDefaults.standard.setValue(score, forKey: "score")`, `value(forKey:)`): on Apple's systems
/// `NSObject` gives every object `setValue(_:forKey:)` and `value(forKey:)`, and `UserDefaults`
/// answers them with its own storage (`set(_:forKey:)`, `object(forKey:)`). Foundation on Linux has
/// no key-value coding, so these are the `UserDefaults` ones only.
///
/// A key path's dots walk into stored dictionaries (`"game.score"`: the "score" of the dictionary
/// stored under "game"); setting through one stores a changed copy of the dictionary, where Apple's
/// raises because the stored dictionary is immutable.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return set(value, forKey: keyPath) }
        set(
            UserDefaults.replacing(
                parts.dropFirst(), in: object(forKey: parts[0]) as? [String: Any] ?? [:], with: value),
            forKey: parts[0])
    }

    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var current: Any? = object(forKey: parts[0])
        for part in parts.dropFirst() { current = (current as? [String: Any])?[part] }
        return current
    }

    /// `dictionary` with the value at `path` replaced (a nil value removes it).
    private static func replacing(
        _ path: ArraySlice<String>, in dictionary: [String: Any], with value: Any?
    ) -> [String: Any] {
        var copy = dictionary
        guard let first = path.first else { return copy }
        if path.count == 1 {
            copy[first] = value
        } else {
            copy[first] = replacing(path.dropFirst(), in: copy[first] as? [String: Any] ?? [:], with: value)
        }
        return copy
    }
}
#endif
