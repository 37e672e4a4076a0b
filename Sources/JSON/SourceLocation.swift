/// A position in a source file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
