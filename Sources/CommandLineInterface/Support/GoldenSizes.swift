import Foundation
import Spec

/// `check --golden-sizes LIST`: the Dynamic Type (or web) sizes whose renders keep goldens.
enum GoldenSizes {
    /// `large,AX5` → those sizes; an empty list or an unknown size is a usage error naming the sizes there are.
    static func parse(_ text: String, command: String) throws(UsageError) -> Set<SizeCategory> {
        var sizes: Set<SizeCategory> = []
        let names = SizeCategory.allCases.map(\.rawValue)
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingCharacters(in: .whitespaces) }) {
            guard let size = SizeCategory(rawValue: part) else {
                let suggestion = Suggestion.closest(to: part, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "invalid value '\(text)' for '--golden-sizes': '\(part)' is not a size\(suggestion); "
                        + "give sizes separated by commas from: \(names.joined(separator: ", "))", command: command)
            }
            sizes.insert(size)
        }
        return sizes
    }
}
