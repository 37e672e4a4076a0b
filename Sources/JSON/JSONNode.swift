/// A parsed JSON value together with where it starts in the source.
package struct JSONNode: Sendable {
    package let value: JSONValue
    package let location: SourceLocation

    package init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// One member of a JSON object, with the location of its key.
package struct JSONMember: Sendable {
    package let key: String
    package let keyLocation: SourceLocation
    package let value: JSONNode
}

/// A JSON value. Objects keep their members in source order so diagnostics come out in reading order.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The name used in messages: "a string", "an object", …
    package var kindDescription: String {
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
