import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line's paths turned into the Swift files to port, and every path that is not one,
/// named for what it is.
///
///     paths ─▶ each: a file, or every `.swift` file under a folder (sorted)
///           ─▶ missing / dangling link / not a regular file / not UTF-8  ──▶ a problem, the run goes on
///           ─▶ the same file reached twice (a second path, a symbolic or hard link) ──▶ ported once
///           ─▶ the bytes: a UTF-8 byte order mark is set aside (and written back), line endings kept
struct InputFiles {
    /// The files to port, each once.
    var sources: [SourceFile] = []
    /// Paths that could not be ported, with what they are; the run goes on without them (exit 2).
    var problems: [String] = []

    init(paths: [String]) {
        var seen: Set<FileIdentity> = []
        for path in paths { collect(path, explicit: true, seen: &seen) }
    }

    private mutating func collect(_ path: String, explicit: Bool, seen: inout Set<FileIdentity>) {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            problems.append("\(path): no such file or folder")
            return
        }
        var target = stat()
        guard stat(path, &target) == 0 else {
            problems.append("\(path): a symbolic link whose target does not exist (a dangling link)")
            return
        }
        switch target.st_mode & S_IFMT {
        case S_IFDIR:
            // A folder given on the command line is searched; one met in a search (even one named
            // `Foo.swift`) is searched by the enumerator itself.
            guard explicit else { return }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                problems.append("\(path): a folder that cannot be read")
                return
            }
            var found: [String] = []
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                found.append((path as NSString).appendingPathComponent(relative))
            }
            for file in found.sorted() { collect(file, explicit: false, seen: &seen) }
        case S_IFREG:
            if explicit, !path.hasSuffix(".swift") {
                problems.append("\(path): not a Swift file (its name does not end in .swift)")
                return
            }
            guard seen.insert(FileIdentity(device: UInt64(target.st_dev), inode: UInt64(target.st_ino))).inserted else {
                return
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append("\(path): a file that cannot be read (permission denied?)")
                return
            }
            guard let source = SourceFile(path: path, bytes: [UInt8](data)) else {
                problems.append("\(path): not UTF-8 text")
                return
            }
            sources.append(source)
        default:
            problems.append("\(path): not a regular file (a device, socket or pipe)")
        }
    }

    /// A file on disk, the same whichever path or link reaches it.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }
}

extension SourceFile {
    /// A file's bytes: UTF-8, with or without a byte order mark (kept aside, so the porter's offsets
    /// are the text's, and written back).
    init?(path: String, bytes: [UInt8]) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasBOM = bytes.starts(with: bom)
        guard let text = String(validating: hasBOM ? bytes.dropFirst(3) : bytes[...], as: UTF8.self) else { return nil }
        self.init(path: path, text: text)
        self.hasByteOrderMark = hasBOM
    }


    /// `\r\n` when the file's lines mostly end so: what the porter's inserted lines end with.
    var lineEnding: String {
        var crlf = 0, lf = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A { if previous == 0x0D { crlf += 1 } else { lf += 1 } }
            previous = byte
        }
        return crlf > lf ? "\r\n" : "\n"
    }
}
