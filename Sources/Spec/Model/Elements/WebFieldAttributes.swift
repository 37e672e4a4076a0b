/// A web field's HTML attributes beyond its label and value (format 2, web only): `aria-required`,
/// `aria-invalid`, `autocomplete` and `inputmode`. Each is nil when the spec leaves it out.
package struct WebFieldAttributes: Sendable, Hashable {
    /// aria-required="true": screen readers say "required". It is not drawn, so it is the spoken half of
    /// marking a required field only; `field.required-unmarked` still asks for a visible marker.
    package let ariaRequired: Bool?
    /// aria-invalid="true" while the field shows an inline error (its invalid submit).
    package let ariaInvalid: Bool?
    /// The autofill token(s), such as "email" or "shipping postal-code".
    package let autocomplete: String?
    package let inputMode: InputMode?

    package static let none = WebFieldAttributes()

    package init(ariaRequired: Bool? = nil, ariaInvalid: Bool? = nil, autocomplete: String? = nil, inputMode: InputMode? = nil) {
        self.ariaRequired = ariaRequired
        self.ariaInvalid = ariaInvalid
        self.autocomplete = autocomplete
        self.inputMode = inputMode
    }
}
