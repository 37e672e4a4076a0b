/// What a text field holds (its text content type).
package enum ContentType: String, CaseIterable, Sendable, Hashable {
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
