import FuzzTargets

// libFuzzer's callback; in a plain build the same executable replays files (FuzzDriver).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.testOneInput(.png, data, size)
}

@main
enum FuzzPNG {
    static func main() {
        FuzzDriver.main(.png, testOneInput: fuzzOneInput)
    }
}
