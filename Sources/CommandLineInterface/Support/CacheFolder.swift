/// Where ButtonCheck keeps what it may forget (the scene cache of `check --goldens`):
/// `$BUTTONCHECK_CACHE_DIR`, else `$XDG_CACHE_HOME/buttoncheck`, else `~/.cache/buttoncheck`.
/// `BUTTONCHECK_CACHE_DIR=off` (or an empty value) turns the cache off.
enum CacheFolder {
    static func resolve(environment: [String: String]) -> String? {
        if let folder = environment["BUTTONCHECK_CACHE_DIR"] {
            return folder.isEmpty || folder == "off" ? nil : folder
        }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/buttoncheck" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/buttoncheck" }
        return nil
    }
}
