import Testing
@testable import SegueStudio

@Suite struct ArgumentTextTests {
    @Test func numbersParseWithSurroundingSpacesIgnored() throws {
        #expect(try ArgumentText.number(" 0.25 ", option: "--x") == 0.25)
        #expect(try ArgumentText.number("-3", option: "--x") == -3)
    }

    @Test func nonNumbersAndNonFiniteNumbersAreRejectedWithTheOptionAndTheText() {
        for text in ["abc", "", "nan", "inf", "-infinity", "1,2"] {
            #expect(throws: OptionValueError("--x must be a number, got \"\(text)\"")) {
                try ArgumentText.number(text, option: "--x")
            }
        }
    }

    @Test func rangesReadAsIntervalsWithOpenAndClosedEnds() {
        #expect(NumberRequirement.interval(0, 1, includingLower: false).phrase == "a number in (0, 1]")
        #expect(NumberRequirement.interval(-1, 1, includingLower: false).phrase == "a number in (-1, 1]")
        #expect(NumberRequirement.interval(0, 0.5).phrase == "a number in [0, 0.5]")
        #expect(throws: OptionValueError("--damping must be a number in (0, 1], got \"0\"")) {
            try ArgumentText.number("0", option: "--damping", .interval(0, 1, includingLower: false))
        }
        #expect(throws: OptionValueError("--mass must be a number > 0, got \"-1\"")) {
            try ArgumentText.number("-1", option: "--mass", .positive)
        }
    }

    @Test func listsSplitOnCommasAndRejectEmptyOrBadItems() throws {
        #expect(try ArgumentText.numberList("0, 0.5 ,1", option: "--values") == [0, 0.5, 1])
        #expect(try ArgumentText.numberList("7", option: "--values") == [7])
        for text in ["1,,2", "1,a", ",", "", "1;2"] {
            #expect(throws: OptionValueError("--values must be a comma-separated list of numbers, got \"\(text)\"")) {
                try ArgumentText.numberList(text, option: "--values")
            }
        }
    }

    @Test func listsCheckTheirItemRangeAndCount() {
        #expect(throws: OptionValueError("--key-times items must each be a number in [0, 1], got \"1.5\" in \"0,1.5\"")) {
            try ArgumentText.numberList("0,1.5", option: "--key-times", .interval(0, 1))
        }
        #expect(throws: OptionValueError("--control must have 4 numbers, got 2 in \"1,2\"")) {
            try ArgumentText.numberList("1,2", option: "--control", count: 4)
        }
    }

    @Test func integersMustBeWholeAndInRange() throws {
        #expect(try ArgumentText.integer("101", option: "--samples", in: 2...10_000) == 101)
        for text in ["1", "2.5", "x", "-3", "10001"] {
            #expect(throws: OptionValueError("--samples must be a whole number from 2 to 10000, got \"\(text)\"")) {
                try ArgumentText.integer(text, option: "--samples", in: 2...10_000)
            }
        }
    }

    @Test func choicesListTheValidOnes() {
        #expect(throws: OptionValueError("--mode must be one of a, b; got \"c\"")) {
            try ArgumentText.choice("c", option: "--mode", from: ["a", "b"])
        }
    }

    @Test func sizesAreWidthByHeightInRange() throws {
        let size = try ArgumentText.size("800x500", option: "--size", width: 200...8000, height: 150...8000)
        #expect(size.width == 800 && size.height == 500)
        let upper = try ArgumentText.size("640X480", option: "--size", width: 200...8000, height: 150...8000)
        #expect(upper.width == 640 && upper.height == 480)
        for text in ["800", "800x", "x500", "axb", "100x500", "800x100000", "800x500x2"] {
            #expect(throws: OptionValueError.self) {
                try ArgumentText.size(text, option: "--size", width: 200...8000, height: 150...8000)
            }
        }
    }
}
