/// Why the golden store cannot be used.
public enum GoldenStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    case corruptManifest(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .corruptManifest(let path, let reason):
            "\(path): corrupt golden manifest: \(reason); restore it from version control or record all goldens again (--record all)"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason); check the --goldens folder and its permissions"
        }
    }
}
