import Literate
import Testing

@Suite struct TOMLLinesTests {
    static let text = """
    title = "Week 3"
    [late]
    penalty = 0.1
    "per day" = true

    [[exercises]]
    id = "kebab-strategy"
    [[exercises]]
    id = 'hex-data-strategy'
    points = 5
    [quiz-3]
    answer = "B"
    """

    @Test func keysAndHeadersByTheirLines() {
        let lines = TOMLLines(Self.text)
        #expect(lines.line(of: "title", in: "") == 1)
        #expect(lines.header("late") == 2)
        #expect(lines.line(of: "penalty", in: "late") == 3)
        #expect(lines.line(of: "per day", in: "late") == 4, "a quoted key is found by its name")
        #expect(lines.header("exercises[0]") == 6 && lines.header("exercises[1]") == 8)
        #expect(lines.line(of: "points", in: "exercises[1]") == 10)
        // A key not written: its section's header, unless asked for the key alone.
        #expect(lines.line(of: "points", in: "exercises[0]") == 6)
        #expect(lines.line(of: "points", in: "exercises[0]", exactly: true) == nil)
        #expect(lines.header("quiz-3") == 11)
        #expect(lines.header("") == nil)
    }
}
