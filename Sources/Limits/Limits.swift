/// Every size limit ButtonCheck enforces, in one place, so that no input — however small the file —
/// can make it allocate without bound, recurse off the end of the stack or run for hours.
///
/// Static limits (viewport, nesting, node count, text length) are checked when a spec is read, with a
/// located diagnostic. Dynamic ones (content height, canvas pixels) are checked after layout and before
/// any pixel is allocated. Image limits are checked before a PNG is read or decoded.
///
/// The memory budget: a canvas costs 4 bytes per pixel (8-bit RGBA), so the largest canvas,
/// `maximumCanvasPixels`, is 64 MiB, and the largest viewport (1024 × 1366 pt at @3x, 3072 × 4098
/// pixels) 48 MiB. A filled shape keeps only the pixels of its measured ring, glass blurs in bands of
/// 256 rows, and a sweep runs frames this large one at a time: measured peaks for checking that viewport at
/// every size (release build) are 91 MiB under a full-screen bordered button and 150 MiB under a
/// full-screen glass one. A web viewport may be 1920 CSS px wide, bounded by `maximumViewportPixels` at its
/// scale: checking 1920 × 1366 px at 2 peaks at 77 MiB, and at 151 MiB under a full-page material and glass.
package enum Limits {
    // MARK: - Spec (checked when reading)

    /// Viewport width in points (an iPad Pro 12.9" is 1024 pt wide in portrait).
    package static let viewportWidth: ClosedRange<Double> = 1...1024
    /// Viewport height in points (the iPad Pro 12.9" is 1366 pt tall).
    package static let viewportHeight: ClosedRange<Double> = 1...1366
    /// A web spec's viewport width in CSS px: desktop pages up to a 1920 px window. Its canvas is
    /// bounded by `maximumViewportPixels` at the spec's scale, not by its sides alone.
    package static let webViewportWidth: ClosedRange<Double> = 1...1920
    /// Pixels the viewport itself may take at the spec's scale (width × height × scale²) on the web:
    /// one canvas, `maximumCanvasPixels`. 1920 × 1366 px fits at scale 2, 1440 × 900 at 3.
    package static let maximumViewportPixels = maximumCanvasPixels
    /// Pixels per point.
    package static let scale: ClosedRange<Int> = 1...3
    /// Nodes in a spec's view tree (stacks, texts, controls, spacers, …).
    package static let maximumNodes = 2000
    /// Levels of nesting in the view tree (the content node is level 1). Deep enough for any real
    /// screen; it bounds the stack layout, rendering and checks need (about 60 KB per level in a
    /// debug build).
    package static let maximumNesting = 100
    /// Characters (Unicode scalars) in any one string of a spec: a title, a text, a label.
    package static let maximumTextLength = 2000

    /// Renders one spec may ask for: locales × setting combinations × appearances × sizes × states,
    /// checked when the spec is read. The corpus's largest spec asks for 48; every combination of the four
    /// display settings in both appearances, at 12 sizes in all 5 states, is 1,920. A run is bounded by
    /// this many renders a spec (one frame per job at a time), and a contact sheet by its rows.
    package static let maximumRenders = 4096

    /// Bytes in a spec or tokens file (2,000 nodes of 2,000-character strings fit).
    package static let maximumSpecBytes = 16 << 20

    // MARK: - Layout (checked after layout, before rendering)

    /// Content height in points (content taller than the viewport scrolls, up to this).
    package static let maximumContentHeight: Double = 8192
    /// Canvas height in pixels.
    package static let maximumCanvasHeight = 16384
    /// Pixels in one canvas (64 MiB at 4 bytes per pixel).
    package static let maximumCanvasPixels = 16_777_216

    // MARK: - Images read (backdrops, goldens, `diff` inputs)

    /// Bytes read from one PNG file.
    package static let maximumImageBytes = 64 << 20
    /// Pixels a PNG may declare in its header (width × height), checked before decoding.
    package static let maximumImagePixels = 16_777_216
    /// Pixels per side a PNG may declare.
    package static let maximumImageSide = 16384

    /// Bytes per canvas pixel the memory budget assumes (8-bit RGBA).
    package static let bytesPerPixel = 4

    /// `bytes` written for people: "64 MiB".
    package static func describe(bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// A whole number with thousands separators: 16,777,216.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
