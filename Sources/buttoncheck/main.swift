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
    // of 191, at the same speed.
    //
    // The buffers of one case smaller than an @3x frame (a paragraph's pixels and coverage for the
    // contrast checks, a shape's coverage, an encoded PNG: 0.1–4 MiB) were mapped afresh and unmapped when
    // freed, and the top of the heap went back to the system once 128 KiB of it was free, so every case
    // faulted their pages in again: 14,000 faults and 12 % of the CPU of a `check` of the benchmark spec.
    // Kept in the heap below 8 MiB and trimmed past 64 MiB free, they are reused. Measured (user+system
    // CPU, peak): `check` 0.19 → 0.17 s at 59 MiB; `render --jobs 2` 0.58 → 0.53 s at 112 MiB; the corpus
    // 5.5 → 5.35 s at 184 MiB. (A larger threshold puts @3x frames in the heap too, and two threads then
    // peak at 140 MiB.) mallopt is in <malloc.h>, which the Glibc module does not include; M_ARENA_MAX
    // is -8, M_MMAP_THRESHOLD -3, M_TRIM_THRESHOLD -1.
    @_silgen_name("mallopt") func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
    _ = mallopt(-8, 1)
    _ = mallopt(-3, 8 << 20)
    _ = mallopt(-1, 64 << 20)
#endif

exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
