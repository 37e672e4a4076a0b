/// Why a spec could not be laid out: the text engine could not shape its text, or the content is
/// beyond a size limit (`Limits`).
package struct LayoutError: Error, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
