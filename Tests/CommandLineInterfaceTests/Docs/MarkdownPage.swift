import Foundation

/// One Markdown page of the docs as the docs tests read it: its fenced code blocks, its relative
/// links and the anchors its headings get on GitHub.
struct MarkdownPage: Sendable {
    /// A fenced code block: where it starts, its info string and its text (the fence's indentation removed).
    struct CodeBlock: Sendable, CustomStringConvertible {
        let page: String
        /// The line of the opening fence, from 1.
        let line: Int
        let info: String
        let text: String
        /// The `## ` heading the block sits under (empty before the first one).
        let section: String

        /// The info string's words: the language first.
        var words: [String] { info.split(separator: " ").map(String.init) }
        var language: String { words.first ?? "" }

        var description: String { "\(page):\(line)" }
    }

    /// A link or image target, as written.
    struct Link: Sendable {
        let line: Int
        let target: String
    }

    /// The page's path relative to the repository, such as `docs/goldens.md`.
    let path: String
    let blocks: [CodeBlock]
    let links: [Link]
    /// The anchors of the page's headings, as GitHub makes them.
    let anchors: Set<String>

    init(path: String, text: String) {
        self.path = path
        var blocks: [CodeBlock] = []
        var links: [Link] = []
        var anchors: Set<String> = []
        var slugCounts: [String: Int] = [:]
        var section = ""
        var open: (line: Int, indent: Int, fence: String, info: String, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if var block = open {
                if trimmed.hasPrefix(block.fence), trimmed.allSatisfy({ $0 == block.fence.first }) {
                    blocks.append(
                        CodeBlock(
                            page: path, line: block.line, info: block.info,
                            text: block.lines.map { $0 + "\n" }.joined(), section: section))
                    open = nil
                } else {
                    block.lines.append(String(line.dropFirst(min(indent, block.indent))))
                    open = block
                }
                continue
            }
            if let fence = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                let marks = String(trimmed.prefix { $0 == fence.first })
                open = (index + 1, indent, marks, trimmed.dropFirst(marks.count).trimmingCharacters(in: .whitespaces), [])
                continue
            }
            if indent < 4, trimmed.hasPrefix("#") {
                let marks = trimmed.prefix { $0 == "#" }
                let title = trimmed.dropFirst(marks.count).trimmingCharacters(in: .whitespaces)
                if marks.count == 2 { section = title }
                let slug = Self.slug(title)
                let count = slugCounts[slug, default: 0]
                slugCounts[slug] = count + 1
                anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            }
            links += Self.links(in: String(line)).map { Link(line: index + 1, target: $0) }
        }
        self.blocks = blocks
        self.links = links
        self.anchors = anchors
    }

    /// GitHub's anchor for a heading: its text without inline markup, lower-cased, every character that
    /// is not a letter, a digit, a space, a hyphen or an underscore dropped, spaces turned into hyphens.
    static func slug(_ title: String) -> String {
        var text = title.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
        let kept = text.lowercased().unicodeScalars.filter { scalar in
            CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar) || " -_".unicodeScalars.contains(scalar)
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The targets of the inline links and images on one line, outside inline code.
    static func links(in line: String) -> [String] {
        let prose = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
        guard let pattern = try? NSRegularExpression(pattern: #"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#) else { return [] }
        let range = NSRange(prose.startIndex..., in: prose)
        return pattern.matches(in: prose, range: range).compactMap { match in
            Range(match.range(at: 1), in: prose).map { String(prose[$0]) }
        }
    }
}
