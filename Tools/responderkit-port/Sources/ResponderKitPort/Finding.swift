/// Something the tool could not convert, with where it is and what a person should do.
public struct Finding: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// What was found.
    public var message: String
    /// What to write instead.
    public var fix: String

    public init(file: String, line: Int, column: Int, message: String, fix: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }

    /// `file:line:column: message` and, on the next line, the fix — the form editors recognise.
    public var description: String {
        "\(file):\(line):\(column): \(message)\n    fix: \(fix)"
    }
}
