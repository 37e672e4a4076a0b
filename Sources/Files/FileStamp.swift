#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file is at one moment: its identity (an atomic rewrite replaces it), size, and the times
/// of its last modification and last status change, to the nanosecond. Two stamps differ when the
/// file was written between them (the status-change time cannot be set back by hand, as the
/// modification time can).
package struct FileStamp: Equatable, Sendable {
    package let device: UInt64
    package let inode: UInt64
    package let size: Int64
    package let seconds: Int
    package let nanoseconds: Int
    package let changeSeconds: Int
    package let changeNanoseconds: Int
    /// A regular file (symbolic links followed), not a folder, FIFO, device or socket.
    package let isRegularFile: Bool

    /// The file's stamp now; nil when it cannot be read (missing, unreadable).
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
            changeSeconds = Int(info.st_ctimespec.tv_sec)
            changeNanoseconds = Int(info.st_ctimespec.tv_nsec)
        #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
            changeSeconds = Int(info.st_ctim.tv_sec)
            changeNanoseconds = Int(info.st_ctim.tv_nsec)
        #endif
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }

    package init(
        device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int, changeSeconds: Int, changeNanoseconds: Int,
        isRegularFile: Bool
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.changeSeconds = changeSeconds
        self.changeNanoseconds = changeNanoseconds
        self.isRegularFile = isRegularFile
    }
}
