import Testing
@testable import CountOnMeLocalization

/// Terminal columns, as a caret under an error needs them (issue 20). The expected widths follow
/// Unicode's East Asian Width (Python: `unicodedata.east_asian_width(c) in "WF"` → 2) and
/// general categories (Mn, Me, Cf → 0).
@Suite struct TerminalColumnsTests {
    @Test(arguments: [
        ("abc", 3), ("１２３ ＋ ", 10), ("漢字", 4), ("한글", 4), ("かな", 4), ("e\u{0301}", 1), ("\u{00E9}", 1),
        ("\u{200F}\u{061C}", 0), ("٣٤٠", 3), ("€ 12,50", 7), ("😀", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("", 0),
        ("a\tb", 9), ("\t", 8), ("abcdefgh\t", 16),
    ])
    func columns(text: String, expected: Int) {
        #expect(TerminalColumns.count(text) == expected)
    }

    @Test func tabsStopAtMultiplesOfEightFromWhereTheyStart() {
        #expect(TerminalColumns.count("\tx", from: 3) == 6)
        #expect(TerminalColumns.expandingTabs("1 +\tfoo") == "1 +     foo")
        #expect(TerminalColumns.expandingTabs("no tab") == "no tab")
        #expect(TerminalColumns.expandingTabs("\t", from: 6) == "  ")
    }
}
