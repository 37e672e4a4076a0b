/// How a picker is drawn (SwiftUI's `.pickerStyle`): equal segments; a menu row showing the choice;
/// or its options listed inline as rows, the choice checked.
package enum PickerStyle: String, CaseIterable, Sendable, Hashable {
    case segmented, menu, inline
}
