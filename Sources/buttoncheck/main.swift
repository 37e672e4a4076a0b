import CommandLineInterface

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// Frames are a few megabytes each and live for one case. glibc raises its mmap threshold after the
// first such buffer is freed, and then keeps freed frames in per-thread heaps instead of returning
// them: the peak grows with every spec. A fixed 1 MiB threshold gives every frame its own mapping,
// returned to the system when the case ends.
// (mallopt is in <malloc.h>, which the Glibc module does not include; M_MMAP_THRESHOLD is -3.)
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
_ = mallopt(-3, 1 << 20)
#endif

exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
