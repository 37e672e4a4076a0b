/// How a picker is drawn (SwiftUI's `.pickerStyle`). Format 2 draws the segmented style.
public enum PickerStyle: String, CaseIterable, Sendable, Hashable {
    case segmented
}
