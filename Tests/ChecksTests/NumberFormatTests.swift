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

    /// The family, one row a value: each unit's formatter and what it writes. `points` rounds to one
    /// decimal first, so 12.96 reads "13" (not "13.0"), as the layout findings always wrote it.
    @Test(
        arguments: [
            ("points", 212, "212"), ("points", 12.5, "12.5"), ("points", 12.96, "13"), ("points", 12.94, "12.9"),
            ("points", -3.25, "-3.3"), ("points", 0.04, "0"),
            ("pixels", 12.5, "13px"), ("pixels", 12.4, "12px"), ("pixels", 0, "0px"),
            ("pixels3", 12.3456, "12.346px"), ("pixels3", 40, "40px"), ("pixels3", 0.5, "0.5px"),
            ("percent", 0.456, "46%"), ("percent", 0.004, "0%"), ("percent", 1, "100%"),
            ("shortest", 0, "0"), ("shortest", 1, "1"), ("shortest", 0.05, "0.05"), ("shortest", 2.5, "2.5"),
            ("ratio", 4.499, "4.49:1"), ("ratio", 3, "3.00:1"),
        ] as [(String, Double, String)])
    func eachUnitReadsOneWay(unit: String, value: Double, text: String) {
        let formatted =
            switch unit {
            case "points": NumberFormat.points(value)
            case "pixels": NumberFormat.pixels(value)
            case "pixels3": NumberFormat.pixels(value, places: 3)
            case "percent": NumberFormat.percent(value)
            case "shortest": NumberFormat.shortest(value)
            default: NumberFormat.ratio(value)
            }
        #expect(formatted == text)
    }

    /// How much of an image differs, as the golden outcome and `review` write it: two decimals, rounded.
    @Test(arguments: [(312, 90_000, "0.35"), (1, 3, "33.33"), (2, 3, "66.67"), (5, 5, "100.00"), (0, 0, "0.00"), (7, 0, "700.00")])
    func theShareOfDifferingPixels(part: Int, whole: Int, text: String) {
        #expect(NumberFormat.share(part, of: whole) == text)
    }
}
