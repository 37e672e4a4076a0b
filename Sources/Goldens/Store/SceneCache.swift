import Files
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pixel hashes of renders this build of ButtonCheck has hashed before, by their scene: a local
/// cache, outside any goldens folder and never committed, that lets `check --goldens` find a render
/// identical to its golden without reading its pixels.
///
/// A scene (`fingerprint(context:journal:)`) is the build's identity, the render's environment (font
/// files, FreeType, HarfBuzz, the font stack) and every drawing call that made the pixels
/// (`PaintJournal`). Drawing is deterministic, so one scene always gives the same pixels, and the cache
/// maps it to the `HashKind.current` hash of those pixels, learned whenever a render's pixels were
/// hashed (recorded, or compared in full). A golden still passes only if its file is the one its
/// manifest entry describes: the cache also keeps the hash of each golden file it read, with the
/// file's stamp (`FileStamp`: identity, size, modification and status-change times), and a file
/// whose stamp is unchanged need not be read again; and, for each golden file it decoded, the pixel
/// hash its bytes decode to, so that a manifest entry's two hashes are only ever trusted together
/// once the file was found to hold those pixels. `--verify-pixels` leaves the cache out and
/// hashes (and decodes) every render and every golden file.
///
/// One file per build and goldens folder (`scenes-<build>-<folder>.txt`: lines `<scene> <pixels>`,
/// `png <file hash> <pixels>` and `file <hash> <stamp> <path>`, then `mac <SceneCacheTag of the lines
/// before it>`), so a file grows with its folder, not with every project checked; a run reads it once
/// and adds what it learned when it ends. The tag is made with a key kept outside the cache folder
/// (`SceneCacheKey`): a file whose tag does not verify (lines added, a file made by someone else) is
/// not used at all, and without a key there is no cache. A file that would grow past `maximumEntries`
/// keeps only what the run used and learned. The files of all but the newest few builds are removed
/// (only files named as this cache names them). A cache that cannot be read or written costs speed
/// only: it is then as if it were empty.
package final class SceneCache: @unchecked Sendable {
    /// The file of this build's scenes.
    package let file: String
    /// The build's identity (`BuildIdentity`), part of every fingerprint.
    package let build: String
    private let lock = NSLock()
    /// The key tags are made with; nil: no key, no cache (nothing is read or saved).
    private let key: [UInt8]?
    private var known: Entries
    private var learned = Entries()
    /// The known scenes and files this run looked up and found.
    private var usedScenes: Set<String> = []
    private var usedFiles: Set<String> = []
    private var usedDecoded: Set<String> = []
    /// The working folder, which relative paths are keyed under (two projects' `goldens/…` are different files).
    private let workingFolder: String

    /// What a cache file holds.
    struct Entries {
        /// Scene → pixel hash.
        var scenes: [String: String] = [:]
        /// Golden file path → its stamp and the hash of its bytes.
        var files: [String: (stamp: FileStamp, digest: String)] = [:]
        /// The hash of a golden file's bytes → the pixel hash they were found to decode to.
        var decoded: [String: String] = [:]

        var isEmpty: Bool { scenes.isEmpty && files.isEmpty && decoded.isEmpty }
        var count: Int { scenes.count + files.count + decoded.count }

        mutating func merge(_ other: Entries) {
            scenes.merge(other.scenes) { _, new in new }
            files.merge(other.files) { _, new in new }
            decoded.merge(other.decoded) { _, new in new }
        }
    }

    /// Builds whose files are kept besides the current one's.
    static let otherBuildsKept = 3
    /// Lines a file may hold (about 66 bytes each; reading it is part of every run).
    let maximumEntries: Int
    /// The most a cache file is read.
    static let maximumFileSize = 64 << 20

    /// The cache of `build` for the goldens in `folder` (made absolute), in `directory` (read now; made
    /// when something is learned), authenticated with the key in `keyFile` (made there if there is none;
    /// `SceneCacheKey.defaultFile`). No key file, one that cannot be used, or one inside `directory`
    /// (where whatever restores or shares the cache would carry it too): no cache.
    package init(directory: String, build: String, folder: String, keyFile: String?, maximumEntries: Int = 100_000) {
        self.build = build
        self.maximumEntries = maximumEntries
        let workingFolder = FileManager.default.currentDirectoryPath
        self.workingFolder = workingFolder
        let absolute = Self.absolute(folder, in: workingFolder)
        let file = "\(directory)/\(Self.prefix(build: build))\(XXH3.hex(Array(absolute.utf8)).prefix(16)).txt"
        self.file = file
        let cacheFolder = Self.absolute(directory, in: workingFolder)
        let key = keyFile.flatMap { keyFile in
            let keyPath = Self.absolute(keyFile, in: workingFolder)
            return keyPath.hasPrefix(cacheFolder.hasSuffix("/") ? cacheFolder : cacheFolder + "/") ? nil : SceneCacheKey.load(keyPath)
        }
        self.key = key
        known = key.map { Self.read(file, key: $0) } ?? Entries()
    }

    /// The start of the names of a build's files: `scenes-<16 hex digits>-`.
    static func prefix(build: String) -> String {
        "scenes-\(XXH3.hex(Array(build.utf8)).prefix(16))-"
    }

    /// The hex digest naming a render's scene: this build, its `context` (environment and font
    /// stack, described by the caller) and its journal's bytes.
    package func fingerprint(context: String, journal: [UInt8]) -> String {
        let hasher = XXH3()
        for part in [build, context] {
            var length = UInt64(part.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { hasher.update($0) }
            var text = part
            text.withUTF8 { hasher.update(UnsafeRawBufferPointer($0)) }
        }
        journal.withUnsafeBytes { hasher.update($0) }
        return hasher.finalize()
    }

    /// The `HashKind.current` pixel hash of the scene's render, if this build has hashed it before.
    package func pixels(ofScene scene: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let pixels = learned.scenes[scene] { return pixels }
        guard let pixels = known.scenes[scene] else { return nil }
        usedScenes.insert(scene)
        return pixels
    }

    /// The hash of the bytes of the file at `path` when they were last read, if its stamp is still `stamp`.
    package func digest(ofFile path: String, stamp: FileStamp) -> String? {
        let path = Self.absolute(path, in: workingFolder)
        lock.lock()
        defer { lock.unlock() }
        if let entry = learned.files[path] { return entry.stamp == stamp ? entry.digest : nil }
        guard let entry = known.files[path], entry.stamp == stamp else { return nil }
        usedFiles.insert(path)
        return entry.digest
    }

    /// The `HashKind.current` pixel hash the golden file whose bytes hash to `digest` was found to decode to, if
    /// this build decoded it before.
    package func pixels(ofFile digest: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let pixels = learned.decoded[digest] { return pixels }
        guard let pixels = known.decoded[digest] else { return nil }
        usedDecoded.insert(digest)
        return pixels
    }

    /// Remembers that the golden file whose bytes hash to `digest` decoded to pixels of `HashKind.current` hash `pixels`.
    package func learn(decodedFile digest: String, pixels: String) {
        lock.lock()
        defer { lock.unlock() }
        if known.decoded[digest] != pixels { learned.decoded[digest] = pixels }
    }

    /// Remembers the hash of a file's bytes, read while it had `stamp`, if it still has that stamp (a
    /// file written while it was read is not remembered).
    package func learn(file path: String, stamp: FileStamp, digest: String) {
        guard FileStamp(path: path) == stamp else { return }
        let path = Self.absolute(path, in: workingFolder)
        guard !path.contains("\n") else { return }
        lock.lock()
        defer { lock.unlock() }
        if let entry = known.files[path], entry.stamp == stamp, entry.digest == digest { return }
        learned.files[path] = (stamp, digest)
    }

    /// Remembers the `HashKind.current` hash of the pixels a scene gave.
    package func learn(scene: String, pixels: String) {
        lock.lock()
        defer { lock.unlock() }
        if known.scenes[scene] != pixels { learned.scenes[scene] = pixels }
    }

    /// `path`, made absolute: files are keyed by it, and so is the goldens folder's cache file.
    private static func absolute(_ path: String, in workingFolder: String) -> String {
        path.hasPrefix("/") ? path : workingFolder + "/" + path
    }

    /// Adds what this run learned to the file (merged with what other runs added meanwhile), written
    /// atomically; removes the files of older builds. Does nothing when nothing was learned; a
    /// failure leaves the cache as it was.
    package func save() {
        lock.lock()
        let learned = self.learned
        var used = Entries()
        for scene in usedScenes { used.scenes[scene] = known.scenes[scene] }
        for path in usedFiles { used.files[path] = known.files[path] }
        for digest in usedDecoded { used.decoded[digest] = known.decoded[digest] }
        lock.unlock()
        guard let key, !learned.isEmpty else { return }
        let directory = FilePath.folder(of: file)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return
        }
        var merged = Self.read(file, key: key)
        if merged.count + learned.count > maximumEntries { merged = used }
        merged.merge(learned)
        var text = merged.scenes.keys.sorted().map { "\($0) \(merged.scenes[$0]!)\n" }.joined()
        text += merged.decoded.keys.sorted().map { "png \($0) \(merged.decoded[$0]!)\n" }.joined()
        for path in merged.files.keys.sorted() {
            let (stamp, digest) = merged.files[path]!
            text +=
                "file \(digest) \(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds) "
                + "\(stamp.changeSeconds) \(stamp.changeNanoseconds) \(path)\n"
        }
        text += "mac \(SceneCacheTag.tag(key: key, message: Array(text.utf8)))\n"
        do {
            try FileIO.writeAtomically(Array(text.utf8), to: file)
        } catch {
            return
        }
        removeOtherBuilds(in: directory)
    }

    /// Removes the scene files of all but the `otherBuildsKept` most recently written other builds (each
    /// build's files for every goldens folder go together). Only regular files named exactly as this cache
    /// names its own (`scenes-<16 hex digits>-<16 hex digits>.txt`) are removed: whatever else is in the
    /// folder is not the cache's.
    private func removeOtherBuilds(in directory: String) {
        let current = Self.prefix(build: build)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        // "scenes-<16>-": the build part of a name.
        var newest: [String: Int] = [:]
        var files: [String: [String]] = [:]
        for name in names where Self.isCacheFileName(name) && !name.hasPrefix(current) {
            let build = String(name.prefix(current.count))
            let path = "\(directory)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
                let written = Int(info.st_mtimespec.tv_sec)
            #else
                let written = Int(info.st_mtim.tv_sec)
            #endif
            newest[build] = max(newest[build] ?? written, written)
            files[build, default: []].append(path)
        }
        for build in newest.keys.sorted(by: { newest[$0]! > newest[$1]! }).dropFirst(Self.otherBuildsKept) {
            for path in files[build] ?? [] { unlink(path) }
        }
    }

    /// Whether `name` is one this cache gives its files: `scenes-`, 16 lower-case hex digits, `-`, 16 more, `.txt`.
    static func isCacheFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 44, name.hasPrefix("scenes-"), name.hasSuffix(".txt"), bytes[23] == UInt8(ascii: "-") else { return false }
        return (bytes[7..<23] + bytes[24..<40]).allSatisfy(isHexDigit)
    }

    /// The entries of a cache file whose last line is the tag of the lines before it under `key`; none for a
    /// file without one, or whose tag does not verify. Lines that are not entries of the current hash kind are skipped.
    static func read(_ file: String, key: [UInt8]) -> Entries {
        guard var bytes = try? FileIO.readAll(file, limit: maximumFileSize), bytes.last == UInt8(ascii: "\n") else { return Entries() }
        bytes.removeLast()
        let start = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let tag = String(decoding: bytes[start...], as: UTF8.self)
        guard tag.hasPrefix("mac "), tag.dropFirst(4) == SceneCacheTag.tag(key: key, message: bytes[..<start]) else { return Entries() }
        bytes.removeSubrange(start...)
        let length = HashKind.current.hexLength
        func isDigest(_ field: ArraySlice<UInt8>) -> Bool { field.count == length && field.allSatisfy(Self.isHexDigit) }
        var entries = Entries()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 9, omittingEmptySubsequences: false)
            if fields.count == 2, isDigest(fields[0]), isDigest(fields[1]) {
                entries.scenes[String(decoding: fields[0], as: UTF8.self)] = String(decoding: fields[1], as: UTF8.self)
            } else if fields.count == 3, fields[0].elementsEqual("png".utf8), isDigest(fields[1]), isDigest(fields[2]) {
                entries.decoded[String(decoding: fields[1], as: UTF8.self)] = String(decoding: fields[2], as: UTF8.self)
            } else if fields.count == 10, fields[0].elementsEqual("file".utf8), isDigest(fields[1]), !fields[9].isEmpty {
                let n = fields[2...8].compactMap { Int(String(decoding: $0, as: UTF8.self)) }
                guard n.count == 7 else { continue }
                let stamp = FileStamp(
                    device: UInt64(truncatingIfNeeded: n[0]), inode: UInt64(truncatingIfNeeded: n[1]), size: Int64(n[2]),
                    seconds: n[3], nanoseconds: n[4], changeSeconds: n[5], changeNanoseconds: n[6], isRegularFile: true)
                entries.files[String(decoding: fields[9], as: UTF8.self)] = (stamp, String(decoding: fields[1], as: UTF8.self))
            }
        }
        return entries
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
