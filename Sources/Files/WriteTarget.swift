/// How `FileIO.writeAtomically` writes to a path, decided from what is there now (`FileIO.writeTarget`).
package enum WriteTarget: Equatable, Sendable {
    /// A new temporary file next to `path`, renamed over it: for a regular file or none yet. Through a
    /// symbolic link, `path` is the file the link names, so the link stays as it is.
    case replace(path: String)
    /// Opened and written where it is, never renamed over: a FIFO or a character device (`/dev/null`,
    /// a terminal, `/dev/stdout` into a pipe).
    case inPlace
    /// Opened and appended to where it is: a file reached through a link that names no path of it
    /// (`/dev/stdout` redirected to a file, whose link in /proc is not a path to rename next to).
    case append
    /// Written through the process's own open descriptor, at its offset: a regular file the path reaches
    /// through `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` (standard output redirected
    /// to a file). What the run printed there stays, and the file is not replaced behind the shell's back.
    case descriptor(Int32)
}
