#if arch(x86_64)
    internal import _Builtin_intrinsics.intel
#endif

/// The blur's last step: each blurred pixel mixed over the old one by the shape's coverage (1…255), each
/// channel rounded as `UInt32(min(max(value, 0), 255) + 0.5)`, the colour no more than the alpha
/// (premultiplied). Full coverage gives the blurred pixel itself: div255(v · 255) is v.
///
/// On x86-64 it is written with SSE2 intrinsics: the generic SIMD code below compiles there to a lane at a
/// time (40 % of the blur's time went into this step). Both are the same IEEE operations in the same order,
/// so they give the same bytes (`GaussianBlurTests` runs the generic one against the reference too).
extension GaussianBlur {

    /// One row of the area: `count` pixels of `line` with `blurred` mixed over them by `coverage`.
    @inline(never)
    static func mixRow(
        _ line: UnsafeMutablePointer<UInt32>, _ blurred: UnsafeMutablePointer<SIMD4<Float>>, coverage: UnsafePointer<UInt8>,
        count: Int
    ) {
        #if arch(x86_64)
            let zero = _mm_setzero_ps()
            let top = _mm_set1_ps(255)
            let half = _mm_set1_ps(0.5)
            let round = _mm_set1_epi16(128)
            for column in 0..<count {
                let amount = coverage[column]
                guard amount > 0 else { continue }
                let value = _mm_add_ps(_mm_min_ps(_mm_max_ps(blurred[column], zero), top), half)
                // The alpha in every lane; min(⌊c⌋, ⌊a⌋) is ⌊min(c, a)⌋, and truncation is ⌊⌋ here (≥ 0).
                let high = _mm_unpackhi_ps(value, value)
                let rounded = _mm_cvttps_epi32(_mm_min_ps(value, _mm_unpackhi_ps(high, high)))
                var words = _mm_packs_epi32(rounded, rounded)
                if amount < 255 {
                    // In 16 bits: old · (255 − c) + new · c + 128 ≤ 65153, then div255.
                    let old = _mm_unpacklo_epi8(_mm_cvtsi32_si128(Int32(bitPattern: line[column])), _mm_setzero_si128())
                    let sum = _mm_add_epi16(
                        _mm_add_epi16(
                            _mm_mullo_epi16(old, _mm_set1_epi16(Int16(255 - amount))), _mm_mullo_epi16(words, _mm_set1_epi16(Int16(amount)))
                        ),
                        round)
                    words = _mm_srli_epi16(_mm_add_epi16(sum, _mm_srli_epi16(sum, 8)), 8)
                }
                line[column] = UInt32(bitPattern: _mm_cvtsi128_si32(_mm_packus_epi16(words, words)))
            }
        #else
            genericMixRow(line, blurred, coverage: coverage, count: count)
        #endif
    }

    /// `mixRow` in portable SIMD.
    static func genericMixRow(
        _ line: UnsafeMutablePointer<UInt32>, _ blurred: UnsafeMutablePointer<SIMD4<Float>>, coverage: UnsafePointer<UInt8>,
        count: Int
    ) {
        for column in 0..<count {
            let amount = UInt32(coverage[column])
            if amount > 0 { line[column] = mix(line[column], blurred[column], coverage: amount) }
        }
    }

    /// One pixel of `genericMixRow`.
    @inline(__always)
    private static func mix(_ old: UInt32, _ blurred: SIMD4<Float>, coverage: UInt32) -> UInt32 {
        let clamped = pointwiseMin(pointwiseMax(blurred, .zero), SIMD4(repeating: 255)) + 0.5
        // min(⌊c⌋, ⌊a⌋) is ⌊min(c, a)⌋.
        let value = floor(pointwiseMin(clamped, SIMD4(repeating: clamped[3])))
        if coverage == 255 { return pack(value) }
        let before = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(old, to: SIMD4<UInt8>.self))
        // div255 of each lane: (x + 128 + ((x + 128) >> 8)) >> 8.
        let sum = before &* (255 - coverage) &+ value &* coverage &+ 128
        return pack((sum &+ (sum &>> 8)) &>> 8)
    }

    /// Four lanes of 0…255 as a word, lane 0 in the low byte.
    @inline(__always)
    private static func pack(_ lanes: SIMD4<UInt32>) -> UInt32 {
        unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: lanes), to: UInt32.self)
    }
}
