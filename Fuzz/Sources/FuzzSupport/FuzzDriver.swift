/// libFuzzer's driver, called from each fuzz executable's entry point. SwiftPM names an
/// executable's entry point `<Target>_main` and points the linker's `main` at it, which would
/// hide libFuzzer's own `main`; calling `LLVMFuzzerRunDriver` from there runs the fuzzer the same way.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// Runs libFuzzer with the process's arguments, feeding each input to `callback`. `warmUp`, when
/// given, goes through `callback` once before libFuzzer starts: what a process does once (the
/// first text's font discovery: about 1 s of CPU and 1 GB under AddressSanitizer) is then not
/// charged to the first input, whose 10-second timeout is wall-clock time — on a loaded machine
/// that first input timed out although it needs about a second of CPU.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, warmUp: [UInt8]? = nil,
                      _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    if let warmUp { _ = warmUp.withUnsafeBufferPointer { callback($0.baseAddress, $0.count) } }
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
