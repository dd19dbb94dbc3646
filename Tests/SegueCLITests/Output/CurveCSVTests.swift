import Testing
@testable import segue
@testable import SegueStudio

@Suite struct CurveCSVTests {
    @Test func csvHasAHeaderAndOneRowPerSampleWithNineDecimals() {
        let text = CurveCSV.render([CurvePoint(t: 0, value: 0), CurvePoint(t: 0.5, value: 1.0 / 3), CurvePoint(t: 1, value: -2)])
        #expect(text == "t,value\n0.000000000,0.000000000\n0.500000000,0.333333333\n1.000000000,-2.000000000\n")
    }

    @Test func numbersAreExactToOneBillionth() {
        for value in [0.129161931123, 1.000969000001, -0.000000000499, 123456.987654321] {
            let written = Double(CurveCSV.format(value))!
            #expect(abs(written - value) <= 5e-10 + 1e-15 * abs(value))
        }
    }

    @Test func negativeZeroIsWrittenAsZeroAndNeverInExponentNotation() {
        #expect(CurveCSV.format(-0.0) == "0.000000000")
        #expect(CurveCSV.format(-1e-12) == "0.000000000")
        #expect(CurveCSV.format(1e-7) == "0.000000100")
        #expect(!CurveCSV.format(1e20).contains("e"))
    }

    @Test func emptySampleListIsJustTheHeader() {
        #expect(CurveCSV.render([]) == "t,value\n")
    }
}
