import Goldens

/// One question `review` asks: a pending image, with the pending transcript of its render (same spec, situation and
/// locale) shown beside it and decided with it, or a pending transcript whose render has no pending image.
struct ReviewItem: Equatable {
    let image: PendingGolden?
    let transcript: PendingTranscript?

    /// The spec's folder name.
    var slug: String { image?.slug ?? transcript?.slug ?? "" }

    /// How many pending goldens (files to accept or reject) the item holds.
    var count: Int { (image == nil ? 0 : 1) + (transcript == nil ? 0 : 1) }

    /// The images in their order, each with the first pending transcript of its render; then the transcripts no
    /// image took, by golden path.
    static func items(_ images: [PendingGolden], transcripts: [PendingTranscript]) -> [ReviewItem] {
        var left = transcripts
        var items: [ReviewItem] = []
        for image in images {
            let golden = PendingTranscript.golden(for: image)
            let index = left.firstIndex { $0.golden == golden }
            items.append(ReviewItem(image: image, transcript: index.map { left[$0] }))
            if let index { left.remove(at: index) }
        }
        return items + left.map { ReviewItem(image: nil, transcript: $0) }
    }
}
