import JSON

/// Replaces JSON literals in a file's bytes, each found by the line and column its first character has
/// (as the JSON reader counts them: lines split at `\n`, columns count Unicode scalars), every other byte
/// kept: formatting, key order, comments of whitespace, line endings.
enum LiteralPatch {
    struct Problem: Error, Equatable {
        let message: String
    }

    /// One replacement: the literal at `location` becomes `replacement`.
    struct Change: Equatable {
        let location: SourceLocation
        let replacement: String
        /// Set for an added member: `location` is where the object starts, and `"member": replacement` is
        /// added before the first of its members named in `before` (else before its first member), in the
        /// whitespace that member is written with.
        var member: String? = nil
        var before: [String] = []
    }

    static func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int? { JSONSourceText.offset(of: location, in: bytes) }

    static func literalEnd(from start: Int, in bytes: [UInt8]) -> Int? { JSONSourceText.literalEnd(from: start, in: bytes) }

    /// The literal's text at `location` (quotes included), or nil.
    static func literal(at location: SourceLocation, in bytes: [UInt8]) -> String? {
        guard let start = offset(of: location, in: bytes), let end = literalEnd(from: start, in: bytes) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `bytes` with every change made; a problem when a location holds no literal or two changes overlap.
    static func apply(_ changes: [Change], to bytes: [UInt8], file: String) -> Result<[UInt8], Problem> {
        var ranges: [(range: Range<Int>, replacement: String)] = []
        for change in changes {
            if let member = change.member {
                guard
                    let insertion = JSONSourceText.insertion(
                        member, value: change.replacement, into: change.location, before: change.before, in: bytes)
                else {
                    return .failure(
                        Problem(
                            message: "\(file):\(change.location): no JSON object starts here; "
                                + "the file changed since it was checked, check it again"))
                }
                ranges.append(insertion)
                continue
            }
            guard let start = offset(of: change.location, in: bytes), let end = literalEnd(from: start, in: bytes) else {
                return .failure(
                    Problem(
                        message: "\(file):\(change.location): no JSON literal starts here; "
                            + "the file changed since it was checked, check it again"))
            }
            ranges.append((start..<end, change.replacement))
        }
        ranges.sort { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for (range, replacement) in ranges {
            guard range.lowerBound >= position else {
                return .failure(Problem(message: "\(file): two fixes change overlapping text at byte \(range.lowerBound)"))
            }
            result += bytes[position..<range.lowerBound]
            result += Array(replacement.utf8)
            position = range.upperBound
        }
        result += bytes[position...]
        return .success(result)
    }
}
