import CommandLineInterface

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// Frames are megabytes each and live for one case. With one heap per thread, glibc keeps freed frames
// in whichever thread's heap they came from and the peak grows from spec to spec; mapping every frame
// afresh instead costs a page fault per 4 KiB (more system time than the whole render). One heap for
// all threads reuses freed frames wherever they are needed: the corpus check peaks at 155 MiB instead
// of 191, at the same speed. (mallopt is in <malloc.h>, which the Glibc module does not include;
// M_ARENA_MAX is -8.)
@_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
_ = mallopt(-8, 1)
#endif

exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
