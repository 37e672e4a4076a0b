import Foundation

extension GoldenStore {
    /// Removes goldens no render produces any more (`relatives`, paths inside the folder), each with its
    /// pending files (`….new.png`, `….new.json`), under the folder's lock. Their manifest entries are the
    /// caller's to drop (`GoldenManifest.remove`, in the run's one `updateManifest`): until then a check
    /// sees a listed golden without its file only for renders that no longer exist, which it never compares.
    package func remove(_ relatives: [String]) throws(GoldenError) {
        for relative in relatives {
            let file = path(relative)
            var companions = [file]
            if relative.hasSuffix(".png") {
                let stem = String(file.dropLast(4))
                companions += [stem + ".new.png", stem + ".new.json"]
            }
            for item in companions where FileManager.default.fileExists(atPath: item) {
                do {
                    try FileManager.default.removeItem(atPath: item)
                } catch {
                    let reason = (error as NSError).localizedFailureReason ?? "\(error)"
                    throw .unwritable(path: item, reason: "an orphan golden cannot be removed (\(reason))")
                }
            }
        }
    }
}
