import Files
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What identifies the code that draws pixels in this process: the linker's build ID (ELF
/// `NT_GNU_BUILD_ID`, a hash of everything linked in) of the running executable and of every shared
/// library it has loaded (the C library's maths, FreeType), read once. Nil where a build ID cannot be
/// read (another platform, a binary linked without one): renders are then always hashed in full.
package enum BuildIdentity {
    package static let current: String? = {
        #if os(Linux)
            guard let executable = elfBuildID(of: "/proc/self/exe") else { return nil }
            var lines = ["executable \(executable)"]
            for library in loadedLibraries() {
                lines.append("\((library as NSString).lastPathComponent) \(elfBuildID(of: library) ?? "no build id")")
            }
            return lines.joined(separator: "\n")
        #else
            return nil
        #endif
    }()

    /// The shared libraries mapped into this process (`/proc/self/maps`), sorted.
    static func loadedLibraries() -> [String] {
        // /proc files report no size: read with the one reader that reads to the end.
        guard let maps = try? FileIO.readAll("/proc/self/maps", limit: 16 << 20) else { return [] }
        var libraries: Set<String> = []
        for line in maps.split(separator: UInt8(ascii: "\n")) {
            // address perms offset dev inode path
            guard let slash = line.firstIndex(of: UInt8(ascii: "/")) else { continue }
            let path = String(decoding: line[slash...], as: UTF8.self)
            if path.contains(".so") { libraries.insert(path) }
        }
        return libraries.sorted()
    }

    /// The GNU build ID of an ELF file (64-bit, little-endian) in hex, from its program headers' notes.
    package static func elfBuildID(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 20 else { return nil }
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                let got = pread(descriptor, buffer.baseAddress, count, off_t(offset))
                initialized = max(got, 0)
            }
            return bytes.count == count ? bytes : nil
        }
        func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
            (0..<size).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
        }
        // ELF magic, 64-bit class (2), little-endian (1).
        guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = integer(header, 0x20, 8)
        let entrySize = Int(integer(header, 0x36, 2))
        let count = Int(integer(header, 0x38, 2))
        guard entrySize >= 56, count > 0, let table = read(programHeaders, entrySize * count) else { return nil }
        for index in 0..<count {
            let entry = index * entrySize
            // PT_NOTE
            guard integer(table, entry, 4) == 4 else { continue }
            let offset = integer(table, entry + 8, 8)
            let size = Int(integer(table, entry + 0x20, 8))
            guard let notes = read(offset, size) else { continue }
            var at = 0
            while at + 12 <= notes.count {
                let nameSize = Int(integer(notes, at, 4))
                let descriptionSize = Int(integer(notes, at + 4, 4))
                let type = integer(notes, at + 8, 4)
                let name = at + 12
                let description = name + (nameSize + 3) / 4 * 4
                guard description + descriptionSize <= notes.count else { break }
                // NT_GNU_BUILD_ID, owner "GNU\0"
                if type == 3, nameSize == 4, notes[name..<(name + 4)] == [0x47, 0x4E, 0x55, 0], descriptionSize > 0 {
                    let digits = Array("0123456789abcdef")
                    return String(
                        notes[description..<(description + descriptionSize)].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
                }
                at = description + (descriptionSize + 3) / 4 * 4
            }
        }
        return nil
    }
}
