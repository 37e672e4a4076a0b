/// Why a spec could not be laid out: the text engine could not shape its text, or the content is
/// beyond a size limit (`Limits`).
public struct LayoutError: Error, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
