/// HMAC-SHA256 (RFC 2104): the tag that authenticates a scene-cache file with a secret key.
package enum HMAC {
    /// The 64 lower-case hex digits of HMAC-SHA256 of `message` under `key`.
    package static func sha256(key: [UInt8], message: some Collection<UInt8>) -> String {
        var block = key.count > 64 ? bytes(ofHex: SHA256.hex(key)) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5C })
        outer.update(bytes(ofHex: inner.finalize()))
        return outer.finalize()
    }

    /// The bytes a string of (lower-case) hex digit pairs stands for.
    private static func bytes(ofHex hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        func value(_ digit: UInt8) -> UInt8 { digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10 }
        return stride(from: 0, to: digits.count - 1, by: 2).map { value(digits[$0]) << 4 | value(digits[$0 + 1]) }
    }
}
