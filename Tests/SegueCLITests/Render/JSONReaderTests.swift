import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

@Suite struct JSONReaderTests {
    static func parse(_ text: String) throws(JSONReader.SyntaxError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    static func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func parsesEveryKindOfValueKeepingKeyOrder() throws {
        let value = try Self.parse(#"{"b": [1, -2.5, 3e2, 0], "a": {"t": true, "f": false, "n": null}, "s": "x\"\\\/\n\u00e9\ud83d\ude00"}"#)
        #expect(value == .object([
            ("b", .array([.number(1), .number(-2.5), .number(300), .number(0)])),
            ("a", .object([("t", .bool(true)), ("f", .bool(false)), ("n", .null)])),
            ("s", .string("x\"\\/\né😀")),
        ]))
    }

    @Test func trueIsNotTheNumberOne() throws {
        #expect(try Self.parse("[true, 1]") == .array([.bool(true), .number(1)]))
    }

    @Test func duplicateKeysAreKeptForTheSceneReaderToReject() throws {
        guard case .object(let members) = try Self.parse(#"{"a": 1, "a": 2}"#) else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "a"])
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        #expect(Self.error("{\n  \"size\": [1, 2],\n}") == "invalid JSON at line 3, column 1: expected a key in double quotes")
        #expect(Self.error("[1 2]") == "invalid JSON at line 1, column 4: expected ',' or ']' in an array")
        #expect(Self.error("{\"a\" 1}") == "invalid JSON at line 1, column 6: expected ':' after the key \"a\"")
        #expect(Self.error("") == "invalid JSON at line 1, column 1: the text ends where a value was expected")
        #expect(Self.error("[1] x") == "invalid JSON at line 1, column 5: unexpected text after the value")
        #expect(Self.error("tru") == "invalid JSON at line 1, column 1: unexpected text; did you mean true?")
        #expect(Self.error("01") == "invalid JSON at line 1, column 1: a number cannot start with 0")
        #expect(Self.error("1.") == "invalid JSON at line 1, column 3: expected a digit after the decimal point")
        #expect(Self.error("1e999") == "invalid JSON at line 1, column 1: the number 1e999 is out of range")
        #expect(Self.error("NaN") == "invalid JSON at line 1, column 1: unexpected character 'N'")
        #expect(Self.error("\"abc") == "invalid JSON at line 1, column 1: the string that starts here is not closed")
        #expect(Self.error("\"a\\qb\"") == "invalid JSON at line 1, column 3: unknown escape \\'q'")
        #expect(Self.error("\"\\ud83d\"") == "invalid JSON at line 1, column 8: a high surrogate escape without its low surrogate")
        #expect(Self.error("\"a\tb\"") == "invalid JSON at line 1, column 3: a control character inside a string (write it as an escape)")
        #expect(Self.error("// comment\n{}") == "invalid JSON at line 1, column 1: unexpected character '/'")
    }

    @Test func invalidUTF8InAStringIsAnError() {
        #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse([0x22, 0xFF, 0x22]) }
    }

    @Test func deepNestingIsRefusedInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(Self.error(deep) == "invalid JSON at line 1, column 257: nesting deeper than 256 levels")
        #expect(throws: Never.self) { try Self.parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)) }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test func summariesDescribeWhatWasFound() {
        #expect(JSONValue.number(2).summary == "the number 2")
        #expect(JSONValue.number(2.5).summary == "the number 2.5")
        #expect(JSONValue.array([.number(1), .number(2), .number(3)]).summary == "3 numbers")
        #expect(JSONValue.array([.number(1), .string("x")]).summary == "an array of 2 items")
        #expect(JSONValue.string("red").summary == "the string \"red\"")
        #expect(JSONValue.object([]).summary == "an object")
        #expect(JSONValue.bool(false).summary == "false")
    }
}
