/// A word for a POSIX shell, for the command lines the tool prints for people to paste (`buttoncheck
/// review …` in the HTML report, the command that opens a pending golden's images).
package enum ShellWord {
    /// `word` as it is when it needs no quoting, else in single quotes.
    package static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                let letterOrDigit = scalar.value < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)))
                return letterOrDigit || "-_./,:=+@%".unicodeScalars.contains(scalar)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
