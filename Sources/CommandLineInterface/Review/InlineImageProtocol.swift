import Foundation

/// A terminal's way of showing an image between lines of text: the kitty graphics protocol (kitty, and
/// terminals that set `KITTY_WINDOW_ID`) or iTerm2's inline images (iTerm2, WezTerm). `review` shows each
/// pending golden's expected | diff | actual image with it; elsewhere it prints the paths and a command
/// that opens them.
enum InlineImageProtocol: Equatable {
    case kitty
    case iTerm2

    /// The protocol the terminal described by `environment` speaks, if any: `TERM=xterm-kitty` or
    /// `KITTY_WINDOW_ID` for kitty; `TERM_PROGRAM=iTerm.app` or `WezTerm` for iTerm2's.
    static func detect(_ environment: [String: String]) -> InlineImageProtocol? {
        if environment["TERM"] == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty { return .kitty }
        if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "") { return .iTerm2 }
        return nil
    }

    /// The escape sequence that shows `png` (a PNG file's bytes) `columns` character cells wide, its height
    /// in proportion, followed by a line feed. kitty gets the image in chunks of 4096 base64 characters
    /// (`m=1` until the last) and is asked not to answer (`q=2`), so no reply reaches standard input.
    func sequence(png: [UInt8], columns: Int) -> String {
        let base64 = Data(png).base64EncodedString()
        switch self {
        case .kitty:
            var chunks: [Substring] = []
            var rest = Substring(base64)
            repeat {
                chunks.append(rest.prefix(4096))
                rest = rest.dropFirst(4096)
            } while !rest.isEmpty
            var text = ""
            for (index, chunk) in chunks.enumerated() {
                let more = index < chunks.count - 1 ? 1 : 0
                let keys = index == 0 ? "a=T,f=100,q=2,c=\(columns),m=\(more)" : "m=\(more)"
                text += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
            }
            return text + "\n"
        case .iTerm2:
            return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);preserveAspectRatio=1:\(base64)\u{07}\n"
        }
    }
}
