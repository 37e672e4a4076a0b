/// How a date picker is drawn (SwiftUI's `.datePickerStyle`): compact, its date on a grey button in a
/// Form row.
package enum DatePickerStyle: String, CaseIterable, Sendable, Hashable {
    case compact
}
