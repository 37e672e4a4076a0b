internal import CXXHash

/// XXH3-128 (libxxhash), streamed: a fast non-cryptographic 128-bit hash, for pixel and file
/// hashes of goldens. The digest is written as the canonical (big-endian) 32 hex digits.
struct XXH3 {
    private let state: OpaquePointer

    init() {
        // XXH3_createState only fails when malloc does; there is no meaningful way on from there.
        guard let state = XXH3_createState() else { fatalError("XXH3_createState: out of memory") }
        self.state = state
        XXH3_128bits_reset(state)
    }

    func update(_ bytes: UnsafeRawBufferPointer) {
        #if os(Linux) && arch(x86_64)
            XXH3_128bits_update_dispatch(state, bytes.baseAddress, bytes.count)
        #else
            XXH3_128bits_update(state, bytes.baseAddress, bytes.count)
        #endif
    }

    /// The digest; the state is released, so `finalize` is the last call.
    func finalize() -> String {
        let hash = XXH3_128bits_digest(state)
        XXH3_freeState(state)
        return Self.hex(hash.high64) + Self.hex(hash.low64)
    }

    /// XXH3-128 of `bytes` in one call.
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes(hex)
    }

    /// XXH3-128 of the bytes in `buffer` in one call.
    static func hex(_ buffer: UnsafeRawBufferPointer) -> String {
        #if os(Linux) && arch(x86_64)
            let hash = XXH3_128bits_dispatch(buffer.baseAddress, buffer.count)
        #else
            let hash = XXH3_128bits(buffer.baseAddress, buffer.count)
        #endif
        return hex(hash.high64) + hex(hash.low64)
    }

    /// XXH3-64 of `bytes` in one call.
    static func hash64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        #if os(Linux) && arch(x86_64)
            XXH3_64bits_dispatch(bytes.baseAddress, bytes.count)
        #else
            XXH3_64bits(bytes.baseAddress, bytes.count)
        #endif
    }

    private static func hex(_ word: UInt64) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
