/// The tag that ends a scene-cache file: XXH3-128 of the cache's key followed by the file's lines,
/// 32 lower-case hex digits. It tells a file this machine's ButtonCheck wrote under its key from one
/// that was damaged, cut short, edited by hand, added to, or written under another key (restored from
/// another machine or runner): any of those changes the tag, and the file is not used. XXH3 is not a
/// cryptographic MAC: the key keeps out accidents and casual tampering (lines appended to poison it),
/// but not someone who sets out to forge a tag from tagged files they can read, so a cache folder
/// others may write is not to be shared.
package enum SceneCacheTag {
    /// The tag of `message` under `key`.
    package static func tag(key: [UInt8], message: some Collection<UInt8>) -> String {
        let hasher = XXH3()
        key.withUnsafeBytes(hasher.update)
        Array(message).withUnsafeBytes(hasher.update)
        return hasher.finalize()
    }
}
