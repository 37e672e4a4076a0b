/// What a text field holds (its text content type).
public enum ContentType: String, CaseIterable, Sendable, Hashable {
    case text
    case name
    case emailAddress
    case password
    case newPassword
    case telephoneNumber
    case postalCode
    case creditCardNumber
    case oneTimeCode
}
