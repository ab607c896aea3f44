import Foundation
import Synchronization

/// SIGINT and SIGTERM as a quit request that is never lost, and never ignored for ever.
///
/// ```
///   signal ──▶ handler (async-signal-safe: atomics and write(2) only)
///               ├─ first one: `received` = the signal, one byte into the wake pipe
///               │     └─▶ reader (a dispatch source on the pipe, off the main thread)
///               │           ├─ the loop's quit request (the next turn, or the end of the launch,
///               │           │  terminates: `applicationWillTerminate` once)
///               │           └─ after `grace` seconds, if the loop has not begun to terminate (the
///               │              main thread is blocked): the signal's default action — the process ends
///               └─ a second one: the signal's default action at once
/// ```
///
/// The handler is installed with `sigaction` when `UIApplicationMain` starts, before the launch, so
/// a signal that arrives while `didFinishLaunching` runs is kept: the flag is set by the handler
/// itself, and the byte waits in the pipe until the reader takes it. (A dispatch signal source alone
/// registers asynchronously, and a signal in between was ignored.)
enum QuitSignals {
    /// The first quit signal received, 0 before.
    static let received = Atomic<Int32>(0)
    /// The pipe's write end, −1 until it exists.
    static let wakeDescriptor = Atomic<Int32>(-1)
    /// The loop has begun to terminate (``UIApplication/terminate()``): the watchdog stands down.
    static let taken = Atomic<Bool>(false)
    /// Counts the application's launches after a termination: a watchdog belongs to one life.
    static let lives = Atomic<Int>(0)
    /// How long the loop has to take a quit signal before the signal's default action ends the process.
    static let grace: TimeInterval = 4

    /// The handler, in C's calling convention; it touches only the atomics above and write(2).
    private static let handler: @convention(c) (Int32) -> Void = { number in
        let savedErrno = errno
        defer { errno = savedErrno }
        let first = QuitSignals.received.compareExchange(
            expected: 0, desired: number, ordering: .sequentiallyConsistent)
        guard first.exchanged else {
            // A second quit signal: the user insists. End as the signal would.
            signal(number, SIG_DFL)
            kill(getpid(), number)
            return
        }
        let descriptor = QuitSignals.wakeDescriptor.load(ordering: .sequentiallyConsistent)
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// Installs the handler for SIGINT and SIGTERM and the reader that hands a signal to `loop`.
    /// Returns the reader (to keep alive), or nil when the pipe cannot be made (then the signals keep
    /// their default action, which still ends the process).
    static func install(for loop: MainLoop) -> (any DispatchSourceRead)? {
        // The atomics are made before a signal can reach the handler (a lazy `static let` is made on
        // first use, which must not be in a handler).
        _ = received.load(ordering: .relaxed)
        _ = taken.load(ordering: .relaxed)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        // Not inherited by processes the app starts.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        wakeDescriptor.store(ends[1], ordering: .sequentiallyConsistent)
        let readEnd = ends[0]
        let reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
        reader.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 16)
            _ = read(readEnd, &buffer, buffer.count)
            let number = received.load(ordering: .sequentiallyConsistent)
            guard number != 0 else { return }
            loop.requestQuit()
            let life = lives.load(ordering: .sequentiallyConsistent)
            DispatchQueue.global().asyncAfter(deadline: .now() + grace) {
                // (An app launched again since — tests do — is not this signal's.)
                guard !taken.load(ordering: .sequentiallyConsistent),
                    lives.load(ordering: .sequentiallyConsistent) == life
                else { return }
                let message = "responderkit: the main loop did not take the quit signal within \(Int(grace)) s "
                    + "(the main thread is blocked); ending the process\n"
                FileHandle.standardError.write(Data(message.utf8))
                signal(number, SIG_DFL)
                // To the process, not this thread: dispatch's threads block signals.
                kill(getpid(), number)
            }
        }
        reader.resume()
        // A process started from a thread that blocks signals (a dispatch thread does) inherits its
        // mask: this thread takes them again.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        // A signal that came before the handler was in place ended the process (the default action);
        // one that came since is in `received` and the pipe.
        return reader
    }
}
