import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one key at a time from descriptor 0 (in single-key mode).
struct KeyReader {
    /// The next key as a character (a UTF-8 sequence read whole); nil at the end of input or on an
    /// error other than an interrupted read. An escape sequence (an arrow or function key) is read whole
    /// and returned as its ESC alone.
    func next() -> Character? {
        var bytes: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == 0x1B {
                drain()
                return "\u{1B}"
            }
            bytes.append(byte)
            if bytes.count >= Self.length(of: bytes[0]) {
                return String(decoding: bytes, as: UTF8.self).first
            }
        }
    }

    /// Reads and drops the rest of an escape sequence that arrives with its ESC (within 50 ms): `ESC [`
    /// or `ESC O`, parameters, and a final byte from `@` to `~`. A key pressed after it is kept.
    private func drain() {
        guard let introducer = byte(within: 50), introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return }
        while let next = byte(within: 50), !(0x40...0x7E).contains(next) {}
    }

    /// The next byte if one arrives within `milliseconds`.
    private func byte(within milliseconds: Int32) -> UInt8? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        var byte: UInt8 = 0
        guard poll(&descriptor, 1, milliseconds) > 0, read(0, &byte, 1) == 1 else { return nil }
        return byte
    }

    /// The length of a UTF-8 sequence from its first byte (1 for a byte that starts none).
    private static func length(of first: UInt8) -> Int {
        switch first {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
    }
}
