import SeededRandom
import Testing

@testable import StyleSnapshotTesting

@Suite("Line diff")
struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff().unified(from: "a\nb\n", to: "a\nb\n") == nil)
    }

    @Test func oneChangedLineWithThreeLinesOfContext() throws {
        let reference = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = reference.replacingOccurrences(of: "line 5\n", with: "line five\n")
        let diff = try #require(
            LineDiff().unified(from: reference, to: actual, referenceLabel: "ref", actualLabel: "act"))
        #expect(
            diff == """
                --- ref
                +++ act
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeSeparateHunksAndCloseOnesMerge() throws {
        let reference = (1...20).map { "l\($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "l\($0)" }
        lines[1] = "X"  // line 2
        lines[17] = "Y"  // line 18: far away, second hunk
        let diff = try #require(LineDiff().unified(from: reference, to: lines.joined(separator: "\n")))
        #expect(diff.components(separatedBy: "\n@@ ").count == 3, "two hunks")
        #expect(diff.contains("@@ -1,5 +1,5 @@\n l1\n-l2\n+X\n l3\n"))
        #expect(diff.contains("@@ -15,6 +15,6 @@\n l15\n l16\n l17\n-l18\n+Y\n l19\n l20\n"))

        var close = (1...20).map { "l\($0)" }
        close[4] = "A"  // line 5
        close[10] = "B"  // line 11: 5 unchanged lines between, within 2 × 3 context
        let merged = try #require(LineDiff().unified(from: reference, to: close.joined(separator: "\n")))
        #expect(merged.components(separatedBy: "@@ -").count == 2)
        #expect(merged.contains("@@ -2,13 +2,13 @@"))
    }

    @Test func insertionIntoAnEmptyTextNamesLineZero() throws {
        let diff = try #require(LineDiff().unified(from: "", to: "a\nb\n"))
        #expect(diff.hasSuffix("@@ -0,0 +1,2 @@\n+a\n+b\n"))
        let removal = try #require(LineDiff().unified(from: "a\nb\nc\n", to: "a\nc\n"))
        #expect(removal.hasSuffix("@@ -1,3 +1,2 @@\n a\n-b\n c\n"))
    }

    @Test func onlyTheFinalLineBreakDiffers() throws {
        let diff = try #require(LineDiff().unified(from: "a\nb\n", to: "a\nb"))
        #expect(diff.contains("differ only in the final line break"))
    }

    /// The script is minimal (as long as the LCS allows) and replays into both texts.
    @Test(arguments: 0..<40) func scriptIsShortestAndReplays(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed) &+ 7)
        let alphabet = ["a", "b", "c", "d"]
        let old = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator) ?? "a"
        }
        let new = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator) ?? "a"
        }
        let script = LineDiff().edits(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
        let replayedOld = script.filter { $0.operation != .insert }.map(\.text)
        let replayedNew = script.filter { $0.operation != .delete }.map(\.text)
        let expectedOld = LineDiff.lines(of: old.joined(separator: "\n")).map(String.init)
        let expectedNew = LineDiff.lines(of: new.joined(separator: "\n")).map(String.init)
        #expect(replayedOld == expectedOld)
        #expect(replayedNew == expectedNew)
        let changes = script.filter { $0.operation != .equal }.count
        let lcs = longestCommonSubsequence(expectedOld, expectedNew)
        #expect(changes == expectedOld.count + expectedNew.count - 2 * lcs)
        // Line numbers point back into the texts.
        for edit in script {
            if let line = edit.referenceLine { #expect(expectedOld[line] == edit.text) }
            if let line = edit.actualLine { #expect(expectedNew[line] == edit.text) }
        }
    }

    @Test func beyondTheEditBoundTheMiddleBecomesOneReplacement() {
        let old = (0..<30).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<30).map { "new \($0)" }.joined(separator: "\n")
        let script = LineDiff(maximumEditDistance: 5).edits(
            from: "same\n" + old + "\nend", to: "same\n" + new + "\nend")
        #expect(script.first?.operation == .equal)
        #expect(script.last?.operation == .equal)
        #expect(script.filter { $0.operation == .delete }.count == 30)
        #expect(script.filter { $0.operation == .insert }.count == 30)
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
