/// How a field is validated. digitCount and length on a card number are the Amex trap; cardNetwork means Luhn plus the network's own lengths.
package enum ValidationRule: String, CaseIterable, Sendable, Hashable {
    case nonEmpty
    case email
    case digitCount
    case length
    case pattern
    case cardNetwork
}
