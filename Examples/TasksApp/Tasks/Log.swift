import Foundation

/// Prints a line at once (`print` buffers its output when it goes into a pipe), so whoever drives
/// the app — a person at a terminal, or a test — sees each step as it happens.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
