import Checks
import Testing

/// The one number formatter: ratios are cut, never rounded up, on their decimal form.
@Suite struct NumberFormatTests {
    @Test func ratiosAreCutSoAMissNeverReadsAsAPass() {
        #expect(NumberFormat.ratio(4.499) == "4.49:1")
        #expect(NumberFormat.ratio(4.4999999999) == "4.49:1")
        #expect(NumberFormat.ratio(3) == "3.00:1")
        #expect(NumberFormat.ratio(21) == "21.00:1")
    }

    /// (4.6 × 100).rounded(.down) is 459 in binary arithmetic; the decimal cut keeps 4.60.
    @Test func valuesWithoutAnExactBinaryFormKeepTheirDigits() {
        #expect(NumberFormat.ratio(4.6) == "4.60:1")
        #expect(NumberFormat.ratio(1.15) == "1.15:1")
        #expect(NumberFormat.truncated(4.29, places: 2) == "4.29")
        #expect(NumberFormat.compact(4.6, truncating: true) == "4.6")
    }

    @Test func signsExponentsAndCompactForms() {
        #expect(NumberFormat.truncated(-71.26, places: 1) == "-71.2")
        #expect(NumberFormat.truncated(-0.04, places: 1) == "0.0")
        #expect(NumberFormat.truncated(0.00005, places: 2) == "0.00")
        #expect(NumberFormat.truncated(12, places: 0) == "12")
        #expect(NumberFormat.compact(44, truncating: false) == "44")
        #expect(NumberFormat.compact(4.4712, truncating: false) == "4.47")
        #expect(NumberFormat.compact(4.476, truncating: false) == "4.48")
        #expect(NumberFormat.compact(4.476, truncating: true) == "4.47")
        #expect(NumberFormat.compact(-0.001, truncating: false) == "0")
        #expect(NumberFormat.oneDecimal(71.111) == "71.1")
    }
}
