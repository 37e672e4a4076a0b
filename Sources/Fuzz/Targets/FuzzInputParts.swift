/// One fuzz input that stands for several files: the first part, then each further file introduced by a
/// line `==> NAME <==` (as `head` prints several files), e.g. a spec followed by the String Catalog and the
/// tokens file it names, or the reports `merge-reports` is given.
///
///     {"version": 2, "strings": {"en": "Terms.xcstrings"}, "tokens": "brand.tokens.json", …}
///     ==> Terms.xcstrings <==
///     {"sourceLanguage": "en", "strings": {…}}
///     ==> brand.tokens.json <==
///     {"color": {…}}
package struct FuzzInputParts: Sendable {
    /// The bytes before the first header line.
    package let first: [UInt8]
    /// Each later part: the name in its header line and the bytes up to the next header line.
    package let files: [(name: String, bytes: [UInt8])]

    private static let opening = Array("==> ".utf8)
    private static let closing = Array(" <==".utf8)

    /// Splits `input` at its header lines. A header's newline and the newline before it belong to the header.
    package init(_ input: [UInt8]) {
        var parts: [(name: String, bytes: [UInt8])] = []
        var current: (name: String?, start: Int) = (nil, 0)
        var first: [UInt8]?
        var lineStart = 0
        func close(at end: Int) {
            let bytes = Array(input[current.start..<max(current.start, end)])
            if let name = current.name { parts.append((name, bytes)) } else { first = bytes }
        }
        while lineStart <= input.count {
            let lineEnd = input[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
            let line = input[lineStart..<lineEnd]
            if line.starts(with: Self.opening), line.count > Self.opening.count + Self.closing.count,
                Array(line.suffix(Self.closing.count)) == Self.closing
            {
                close(at: lineStart - 1)
                let name = line.dropFirst(Self.opening.count).dropLast(Self.closing.count)
                current = (String(decoding: name, as: UTF8.self), min(lineEnd + 1, input.count))
            }
            lineStart = lineEnd + 1
        }
        close(at: input.count)
        self.first = first ?? []
        self.files = parts
    }

    /// The one input that splits into these parts (scripts/fuzz writes its seeds the same way).
    package static func join(_ first: [UInt8], _ files: [(name: String, bytes: [UInt8])]) -> [UInt8] {
        var input = first
        for file in files {
            input += Array("\n==> \(file.name) <==\n".utf8) + file.bytes
        }
        return input
    }
}
