import Foundation
import Logging
import ResponderKit

/// Bad input is what the fuzzer sends on purpose: its diagnostics are not logged (writing each one
/// to standard error would be most of the work).
let loggingOff: Void = LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }

/// libFuzzer's entry point: one input is one whole run in a fresh world.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = loggingOff
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        FuzzRun(bytes: bytes).run()
    }
    return 0
}

/// Reads the input a byte at a time; past the end it reads zeros, so every input is a valid program.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position >= bytes.count }

    mutating func next() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    /// A coordinate: mostly on the screen, sometimes outside it, sometimes not a number at all.
    mutating func coordinate() -> CGFloat {
        switch next() {
        case 255: return .nan
        case 254: return .infinity
        case 253: return -1e12
        case let byte: return CGFloat(byte) * 4 - 60
        }
    }
}

/// libFuzzer's driver, run by our own `main`: SwiftPM links an executable target's entry point under
/// a name of its own (`responderkit_fuzz_main`, aliased to `main`), so the fuzzer's `main` is not
/// used and this one starts it.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@_cdecl("responderkit_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzzOneInput(data, size)
    }
}
