import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--write`: every changed file rewritten, or none.
///
///     check every file first: a regular file we may write (a read-only one is refused) ──▶ any refused: nothing
/// written
///     write each in place, through a symbolic link to its target, into the same inode (hard links stay one file,
///       its permissions and owner stay as they were)
///     a write fails ──▶ the files written before it get their original bytes back ──▶ nothing changed
struct FileWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// Whether every file is as it was: nothing was written, or what was written was restored.
        var leftFilesAsTheyWere = true
    }

    /// Writes `files`, all or none. Throws a failure that says which file and why, and whether the
    /// others were restored.
    static func writeAll(_ files: [(path: String, original: [UInt8], ported: [UInt8])],
                         overwrite: (String, [UInt8]) throws -> Void = FileWriter.overwrite) throws {
        var refused: [String] = []
        for file in files {
            var info = stat()
            if stat(file.path, &info) != 0 {
                refused.append("\(file.path): no longer exists")
            } else if info.st_mode & S_IFMT != S_IFREG {
                refused.append("\(file.path): no longer a regular file")
            } else if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 {
                // The mode, not access(2) alone: root may write any file, but a read-only one is
                // read-only on purpose.
                refused.append("\(file.path): read-only; make it writable to port it")
            } else if access(file.path, W_OK) != 0 {
                refused.append("\(file.path): cannot be written (\(reason(errno)))")
            }
        }
        if !refused.isEmpty { throw Failure(description: refused.joined(separator: "\n")) }
        var written: [(path: String, original: [UInt8])] = []
        for file in files {
            do {
                try overwrite(file.path, file.ported)
                written.append((file.path, file.original))
            } catch {
                var message = "\(file.path): cannot be written (\(error))"
                var unrestored: [String] = []
                for done in written.reversed() {
                    do { try overwrite(done.path, done.original) } catch { unrestored.append(done.path) }
                }
                // The failed file itself may be half written.
                do { try overwrite(file.path, file.original) } catch { unrestored.append(file.path) }
                message += unrestored.isEmpty
                    ? "; the \(written.count) file\(written.count == 1 ? "" : "s") written before it were restored"
                    : "; could not restore \(unrestored.joined(separator: ", ")): check them"
                throw Failure(description: message, leftFilesAsTheyWere: unrestored.isEmpty)
            }
        }
    }

    /// Replaces the contents of the file at `path` (following a symbolic link), keeping its inode.
    static func overwrite(_ path: String, with bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw Failure(description: reason(errno)) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: reason(errno))
            }
            offset += count
        }
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw Failure(description: reason(errno)) }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
