import Spec

/// Sizes as people read them: "all sizes" (all 12 Dynamic Type sizes, or a web spec's whole sweep),
/// "AX1–AX5", "zoom150–zoom200", "xSmall, large".
enum SizeList {
    static func describe(_ sizes: [SizeCategory]) -> String {
        if sizes.isEmpty { return "" }
        if sizes == SizeCategory.dynamicTypeSizes || sizes == SizeCategory.webSizes { return "all sizes" }
        let indices = sizes.map { SizeCategory.allCases.firstIndex(of: $0)! }
        if sizes.count > 2, zip(indices, indices.dropFirst()).allSatisfy({ $1 == $0 + 1 }) {
            return "\(sizes.first!.rawValue)–\(sizes.last!.rawValue)"
        }
        return sizes.map(\.rawValue).joined(separator: ", ")
    }
}
