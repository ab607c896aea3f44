import Foundation

/// The coder a storyboard or nib gives `init?(coder:)` — standing where UIKit's `UINibDecoder` does.
///
/// The objects of a translated storyboard are made with `init?(coder:)`, as UIKit makes them, so the
/// setup an app does there (a `commonInit()`, a `super.init(coder:)` it relies on) runs. What
/// Interface Builder set is applied by the translation right after, not read from the coder: this
/// coder holds no values, and every `decode…` answers "absent" (`nil`, `false`, zero) instead of
/// trapping as Foundation's abstract `NSCoder` does.
public final class StoryboardCoder: NSCoder, @unchecked Sendable {
    public override init() { super.init() }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeCInt(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
    public override func decodeObject() -> Any? { nil }
    public override func decodeData() -> Data? { nil }
    public override func decodePropertyList(forKey key: String) -> Any? { nil }
    public override func decodePropertyList() -> Any? { nil }
    public override var systemVersion: UInt32 { 0 }
    public override var error: (any Error)? { nil }
    public override func failWithError(_ error: any Error) {}
    public override func version(forClassName className: String) -> Int { 0 }
    public override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {}
    public override func encode(_ object: Any?, forKey key: String) {}
    public override func encode(_ value: Bool, forKey key: String) {}
    public override func encode(_ value: Int, forKey key: String) {}
    public override func encode(_ value: Double, forKey key: String) {}
    public override func encode(_ value: Float, forKey key: String) {}
    public override func encode(_ value: Int32, forKey key: String) {}
    public override func encode(_ value: Int64, forKey key: String) {}
    public override func encodeConditionalObject(_ object: Any?, forKey key: String) {}
    public override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }
}
