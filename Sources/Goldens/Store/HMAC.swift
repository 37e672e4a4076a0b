/// HMAC-SHA256 (RFC 2104): the tag that authenticates a scene-cache file with a secret key.
package enum HMAC {
    /// The 64 lower-case hex digits of HMAC-SHA256 of `message` under `key`.
    package static func sha256(key: [UInt8], message: some Collection<UInt8>) -> String {
        var block = key
        if block.count > 64 {
            var hasher = SHA256()
            hasher.update(key)
            block = hasher.finalizeBytes()
        }
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5C })
        outer.update(inner.finalizeBytes())
        return outer.finalize()
    }
}
