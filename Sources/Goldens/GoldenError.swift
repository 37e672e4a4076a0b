/// Everything that can go wrong in the golden-image stage. `description` is one line: what is
/// wrong and, where there is something to do, what to do.
public enum GoldenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two images compared do not have the same size. The names, when given, are shown in
    /// the message (typically file paths).
    case sizeMismatch(
        firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int,
        firstName: String? = nil, secondName: String? = nil)
    /// `PixelMatchOptions.threshold` is not a number from 0 to 1.
    case invalidThreshold(Double)
    /// `PixelMatchOptions.alpha` is not a number from 0 to 1.
    case invalidAlpha(Double)

    public var description: String {
        switch self {
        case let .sizeMismatch(firstWidth, firstHeight, secondWidth, secondHeight, firstName, secondName):
            let first = "\(firstWidth)x\(firstHeight)"
            let second = "\(secondWidth)x\(secondHeight)"
            let sizes: String
            if let firstName, let secondName {
                sizes = "\(firstName) is \(first) but \(secondName) is \(second)"
            } else {
                sizes = "\(first) and \(second)"
            }
            return "images differ in size: \(sizes); only images of the same size can be compared"
        case .invalidThreshold(let value):
            return "invalid threshold \(value); expected a number from 0 to 1"
        case .invalidAlpha(let value):
            return "invalid diff alpha \(value); expected a number from 0 to 1"
        }
    }

    /// The same error with the images named (for `sizeMismatch`; other errors are returned as
    /// they are).
    public func naming(_ firstName: String, _ secondName: String) -> GoldenError {
        guard case let .sizeMismatch(firstWidth, firstHeight, secondWidth, secondHeight, _, _) = self else { return self }
        return .sizeMismatch(
            firstWidth: firstWidth, firstHeight: firstHeight, secondWidth: secondWidth, secondHeight: secondHeight,
            firstName: firstName, secondName: secondName)
    }
}
