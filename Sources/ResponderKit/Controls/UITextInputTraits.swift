import Foundation

/// The keyboard's settings for a text input — UIKit's `UITextInputTraits` (Apple's documentation):
/// the keyboard type, the Return key's title, capitalization, correction, secure entry, content type.
/// `UITextField` and `UISearchBar` keep them; ResponderKit's on-screen keyboard does not change with
/// them (Differences: the traits are stored), except that nothing else reads them either.
@MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default` = 0, dark, light }
/// The keyboard's layout (UIKit's raw values).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}
/// The Return key's title (UIKit's raw values).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// What a field holds, for autofill (UIKit's constants, raw values as UIKit's).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

extension UITextField: UITextInputTraits {}
extension UISearchBar: UITextInputTraits {
    public var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}
