import Dispatch
import Files
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells, on `queue`, which of a set of files changed: written and closed, replaced by a rename
/// (how editors save), created or deleted. Nothing polls: on Linux one inotify descriptor watches
/// the files' folders and a Dispatch read source wakes when it has events; on macOS a Dispatch
/// file-system-object source watches each file (re-opened when an editor replaces it). Changes
/// that arrive together (an editor's several writes) are reported once, 50 ms after the first.
final class FileWatcher: @unchecked Sendable {
    private let queue: DispatchQueue
    private let onChange: (FileWatcher, [String]) -> Void
    /// The absolute paths watched.
    private var files: Set<String> = []
    /// Folders (absolute) any of whose files changing is reported (on macOS: the folder itself).
    private var watchedFolders: Set<String> = []
    private var changed: Set<String> = []
    private var flushScheduled = false
    #if os(Linux)
        private let descriptor: Int32
        private var watches: [Int32: String] = [:]
        private var source: DispatchSourceRead?
    #else
        private var sources: [String: DispatchSourceFileSystemObject] = [:]
    #endif

    /// Must be created and used on `queue`.
    init(queue: DispatchQueue, onChange: @escaping (FileWatcher, [String]) -> Void) throws {
        self.queue = queue
        self.onChange = onChange
        #if os(Linux)
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw WatchError("cannot watch files: inotify_init1 failed: \(String(cString: strerror(errno)))") }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.readEvents() }
            source.resume()
            self.source = source
        #endif
    }

    /// Watches exactly these files, and anything in these folders (absolute paths), from now on.
    func watch(_ paths: Set<String>, folders: Set<String> = []) throws {
        watchedFolders = folders
        #if os(Linux)
            files = paths
            let wanted = Set(paths.map { FilePath.deletingLastComponent($0) }).union(folders)
            for folder in wanted where !watches.values.contains(folder) {
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
                let watch = inotify_add_watch(descriptor, folder, mask)
                guard watch >= 0 else { throw WatchError("cannot watch the folder \(folder): \(String(cString: strerror(errno)))") }
                watches[watch] = folder
            }
        #else
            for (path, source) in sources where !paths.contains(path) && !folders.contains(path) {
                source.cancel()
                sources[path] = nil
            }
            files = paths.union(folders)
            for path in files where sources[path] == nil { open(path) }
        #endif
    }

    func stop() {
        #if os(Linux)
            source?.cancel()
            source = nil
            close(descriptor)
        #else
            for source in sources.values { source.cancel() }
            sources = [:]
        #endif
    }

    private func note(_ path: String) {
        guard files.contains(path) || watchedFolders.contains(FilePath.deletingLastComponent(path)) else { return }
        changed.insert(path)
        guard !flushScheduled else { return }
        flushScheduled = true
        queue.asyncAfter(deadline: .now() + .milliseconds(50)) { [weak self] in
            guard let self else { return }
            flushScheduled = false
            let paths = changed.sorted()
            changed = []
            if !paths.isEmpty { onChange(self, paths) }
        }
    }

    #if os(Linux)
        /// Reads every event waiting: `struct inotify_event` (wd, mask, cookie, len) and `len` bytes of name.
        private func readEvents() {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let (watch, length) = buffer.withUnsafeBytes { bytes -> (Int32, Int) in
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, Int(event.len))
                    }
                    let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
                    if let folder = watches[watch], !nameBytes.isEmpty {
                        note(folder + "/" + String(decoding: nameBytes, as: UTF8.self))
                    }
                    offset += header + length
                }
            }
        }
    #else
        /// Watches one file; when it is deleted or renamed (an editor's save), it is reported and
        /// watched again once a file is back at its path.
        private func open(_ path: String) {
            let descriptor = Darwin.open(path, O_EVTONLY)
            guard descriptor >= 0 else {
                queue.asyncAfter(deadline: .now() + .milliseconds(100)) { [weak self] in
                    guard let self, files.contains(path), sources[path] == nil else { return }
                    open(path)
                }
                return
            }
            let source = DispatchSource.makeFileSystemObjectSource(
                fileDescriptor: descriptor, eventMask: [.write, .extend, .delete, .rename],
                queue: queue)
            source.setEventHandler { [weak self, weak source] in
                guard let self, let source else { return }
                note(path)
                if !source.data.intersection([.delete, .rename]).isEmpty {
                    source.cancel()
                    sources[path] = nil
                    open(path)
                }
            }
            source.setCancelHandler { close(descriptor) }
            sources[path] = source
            source.resume()
        }
    #endif
}
