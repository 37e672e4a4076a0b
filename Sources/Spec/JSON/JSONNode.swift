/// A parsed JSON value together with where it starts in the source.
public struct JSONNode: Sendable {
    public let value: JSONValue
    public let location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// One member of a JSON object, with the location of its key.
public struct JSONMember: Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: JSONNode
}

/// A JSON value. Objects keep their members in source order so diagnostics come out in reading order.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The name used in messages: "a string", "an object", …
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
