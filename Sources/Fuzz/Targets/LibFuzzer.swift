#if FUZZING
    /// libFuzzer's entry for a program with its own `main` (LLVM 11 and later). SwiftPM gives every executable
    /// its own `main` (it links `main` to the module's entry point), so the fuzz executables call this instead
    /// of linking libFuzzer's `main`. Declared here, not in a C header: the fuzz build links libFuzzer through
    /// `-sanitize=fuzzer`, the plain build never calls it.
    @_silgen_name("LLVMFuzzerRunDriver")
    func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif
