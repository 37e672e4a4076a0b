import Files
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The secret key scene-cache files are tagged under (`SceneCache`, `SceneCacheTag`): 32 random bytes
/// in a file of their own, readable by their owner alone and kept outside the cache folder, so that a
/// cache folder restored from elsewhere (a CI cache shared across branches) or written by hand cannot
/// vouch for a pixel hash: lines added to a cache file, or a whole file made elsewhere, do not verify
/// and are not used.
package enum SceneCacheKey {
    /// Bytes in a key.
    static let length = 32

    /// Where the key is kept: `$XDG_STATE_HOME/buttoncheck/scene-cache.key`, else
    /// `~/.local/state/buttoncheck/scene-cache.key`; nil when neither is an absolute path (then there
    /// is no cache).
    package static func defaultFile(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/buttoncheck/scene-cache.key" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/buttoncheck/scene-cache.key" }
        return nil
    }

    /// The key in `file`, made there (in a folder made 0700, the file 0600) when there is none yet. nil
    /// when it cannot be made or read, or when the file is not a regular file of this user's, readable
    /// and writable by this user alone (a key others can read or replace authenticates nothing).
    package static func load(_ file: String) -> [UInt8]? {
        if let key = readKey(file) { return key }
        guard errno == ENOENT else { return nil }
        let folder = FilePath.folder(of: file)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return nil
        }
        // Written in full under a temporary name, then linked into place: a run starting at the same
        // moment reads one whole key or makes its own and finds this one there.
        let temporary = folder + "/.scene-cache.key.\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        defer { unlink(temporary) }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let written = key.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        guard close(fd) == 0, written == length else { return nil }
        if link(temporary, file) != 0, errno != EEXIST { return nil }
        return readKey(file)
    }

    /// The key in `file` if it is one this user alone can read and write; nil otherwise (`errno` is
    /// ENOENT when there is no file).
    private static func readKey(_ file: String) -> [UInt8]? {
        let fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_mode & 0o077 == 0,
            info.st_size == off_t(length)
        else {
            errno = EACCES
            return nil
        }
        var key = [UInt8](repeating: 0, count: length)
        let count = key.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        guard count == length else {
            errno = EIO
            return nil
        }
        return key
    }
}
