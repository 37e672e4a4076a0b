import Foundation
import ProcessMemory
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spawned child's peak memory, as the benchmark and the fuzz tests read it.
@Suite struct ChildPeakMemoryTests {
    /// Tests/ProcessMemoryTests/Fixtures, found from this source file: `/proc/<pid>/status` texts copied from Linux.
    static func fixture(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// `cat /proc/self/status`: `VmHWM:\t    1728 kB` between `VmPeak` (3060) and `VmRSS` (1728).
    @Test func readsVmHWMFromARealStatusText() throws {
        #expect(ChildPeakMemory.highWaterKiB(status: try Self.fixture("status-cat.txt")) == 1728)
    }

    /// A kernel thread's status (kthreadd, pid 2) has no `Vm…` lines, nor has an exited child's before it is reaped.
    @Test func aStatusWithoutVmHWMHasNone() throws {
        let status = try Self.fixture("status-kthreadd.txt")
        #expect(status.contains("Name:\tkthreadd") && !status.contains("VmHWM"))
        #expect(ChildPeakMemory.highWaterKiB(status: status) == nil)
        #expect(ChildPeakMemory.highWaterKiB(status: "") == nil)
        #expect(ChildPeakMemory.highWaterKiB(status: "VmHWM:\t     kB\n") == nil)
    }

    /// wait4's figure is the child's only when it is above our own peak; at or below it, the polled `VmHWM` stands.
    @Test func theReportedPeakCountsOnlyAboveOurOwn() {
        #expect(ChildPeakMemory.peakKiB(reported: 250_000, own: 100_000, polled: 240_000) == 250_000)
        #expect(ChildPeakMemory.peakKiB(reported: 100_000, own: 100_000, polled: 30_000) == 30_000)
        #expect(ChildPeakMemory.peakKiB(reported: 100_000, own: 100_000, polled: 0) == 0)
    }

    #if os(Linux)
        /// This process's own status has a `VmHWM`; a process that does not exist has none.
        @Test func readsThisProcessAndNotAMissingOne() throws {
            let own = try #require(ChildPeakMemory.highWaterKiB(of: "self"))
            #expect(own > 1024)
            #expect(ChildPeakMemory.highWaterKiB(of: "\(Int32.max)") == nil)
        }

        /// A child that holds 32 MiB more than a shell does: its peak is its own (the polled `VmHWM`, at least 32 MiB),
        /// not this test process's high-water mark, which posix_spawn's vfork hands to the child's `ru_maxrss`.
        @Test func aSpawnedChildsPeakIsItsOwn() throws {
            let script = "x=$(head -c 33554432 /dev/zero | tr '\\0' a); sleep 0.2; echo ${#x} >/dev/null"
            let words: [String] = ["/bin/sh", "-c", script]
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            #expect(posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0)
            var memory = ChildPeakMemory(pid: pid)
            var usage = rusage()
            var status: Int32 = 0
            while wait4(pid, &status, WNOHANG, &usage) == 0 {
                memory.poll()
                usleep(5_000)
            }
            #expect(status == 0)
            #expect(memory.polledKiB >= 32_768)
            let bytes = memory.bytes(usage)
            #expect(bytes >= 32 << 20 && bytes < 1 << 30)
        }
    #endif
}
