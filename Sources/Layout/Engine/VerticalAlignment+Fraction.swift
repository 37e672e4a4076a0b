import Spec

extension VerticalAlignment {
    /// Where an item shorter than its row sits: 0 top, 0.5 centre, 1 bottom. A stretched item is as tall as
    /// its row, so it starts at the top.
    var fraction: Double {
        switch self {
        case .top, .stretch: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
