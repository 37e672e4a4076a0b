import JSON

/// The JSON target: parses the input as a spec would be parsed; a document it accepts is written back with
/// `JSONOutput` and must read again as the same value (keys sorted, numbers as written).
enum JSONFuzzing {
    static func run(_ input: [UInt8]) -> FuzzOutcome {
        let node: JSONNode
        do {
            node = try JSONParser.parse(input)
        } catch {
            return .refused("\(error.location): \(error.message)")
        }
        let written = output(node.value).document
        let reread: JSONNode
        do {
            reread = try JSONParser.parse(Array(written.utf8))
        } catch {
            fatalError("JSONOutput wrote a document JSONParser refuses (\(error.location): \(error.message)):\n\(written)")
        }
        guard same(node.value, reread.value) else {
            fatalError("a document read back differs from the one written:\n\(written)")
        }
        return .ok
    }

    /// The value as it would be written.
    private static func output(_ value: JSONValue) -> JSONOutput {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map { output($0.value) })
        case .object(let members): .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key, output($0.value.value)) }))
        }
    }

    /// Equal values, whatever their locations and the order of object members.
    private static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0.value, $1.value) }
        case (.object(let a), .object(let b)):
            let sortedA = a.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            let sortedB = b.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            return a.count == b.count
                && zip(sortedA, sortedB).allSatisfy {
                    $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && same($0.value.value, $1.value.value)
                }
        default: return false
        }
    }
}
