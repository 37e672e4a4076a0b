import Foundation
import Pixels
@testable import PNG

/// Shared helpers for the PNG tests.
enum Support {
    /// Tests/PNGTests/Fixtures, found from this source file (not a SwiftPM resource).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    /// A deterministic image with varied colours, alpha 0, 255 and partial alpha.
    static func patternImage(width: Int, height: Int, seed: UInt64 = 1) -> RGBAImage {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in bytes.indices {
            // xorshift64*
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            bytes[index] = UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
        }
        var image = RGBAImage(width: width, height: height, bytes: bytes)!
        // Make sure the special alphas occur.
        if width * height >= 3 {
            image[0, 0] = RGBA8(10, 20, 30, 0)
            image[1 % width, 1 / width] = RGBA8(200, 100, 50, 255)
            image[2 % width, 2 / width] = RGBA8(1, 2, 3, 128)
        }
        return image
    }

    /// A fresh empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "png-tests-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        // Restore write permission first so that cleanup works after chmod tests.
        _ = chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    static func contents(ofDirectory path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// True when running as root, where permission bits do not stop writes.
    static var isRoot: Bool { geteuid() == 0 }

    static let pngcheckPath: String? = ["/usr/bin/pngcheck", "/usr/local/bin/pngcheck", "/opt/homebrew/bin/pngcheck"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs pngcheck on a file; returns its exit status and output.
    static func pngcheck(_ path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pngcheckPath!)
        process.arguments = ["-v", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// CRC-32 as PNG uses it (ISO-HDLC, reflected 0xEDB88320).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// One chunk: length, type, data and a correct CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(crc32(body))
    }

    /// A PNG made of the signature, an IHDR with these fields, then `rest`.
    static func png(
        width: UInt32, height: UInt32, depth: UInt8 = 8, colourType: UInt8 = 6,
        rest: [UInt8] = chunk("IEND", [])
    ) -> [UInt8] {
        func be(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be(width) + be(height) + [depth, colourType, 0, 0, 0]) + rest
    }

    /// Recomputes every chunk's CRC in place (stops at the first chunk that does not fit).
    static func fixCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let end = offset + 12 + length
            guard end <= bytes.count else { return }
            let crc = crc32(bytes[(offset + 4)..<(end - 4)])
            for index in 0..<4 { bytes[end - 4 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            offset = end
        }
    }

    /// The chunk types of a PNG stream, in order.
    static func chunkTypes(_ bytes: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
