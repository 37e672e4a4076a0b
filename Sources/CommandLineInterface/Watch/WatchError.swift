/// The watcher could not start or keep watching (the system refused a watch). Exit status 2.
struct WatchError: Error, Sendable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
