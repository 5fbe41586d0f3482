import Foundation
import Literate
import Testing

/// Steps are named as the chapter names them: "Step 3" is `3`, its later
/// output blocks `3.2`, `3.3`….
@Suite("Step names")
struct StepNameTests {
    @Test("reading a name: 3, 3.1, 3.2, step-3-2; nonsense is refused")
    func parsing() {
        #expect(StepName("3") == StepName(step: 3))
        #expect(StepName("3.1") == StepName(step: 3))
        #expect(StepName("3.2") == StepName(step: 3, block: 2))
        #expect(StepName("step-3-2") == StepName(step: 3, block: 2))
        #expect(StepName("3-2") == StepName(step: 3, block: 2))
        for bad in ["", "0", "3.", ".2", "3.0", "x", "3.2.1", "-1", "３"] { #expect(StepName(bad) == nil, "\(bad)") }
        #expect(StepName(step: 3, block: 2).description == "3.2")
        #expect(StepName(step: 3).description == "3")
        #expect(StepName(step: 3, block: 2).slug == "3-2")
    }

    @Test("a heading's step number")
    func headings() {
        #expect(StepName.number(inHeading: "Step 3: Bytes hiding in a string") == 3)
        #expect(StepName.number(inHeading: "Step 12") == 12)
        #expect(StepName.number(inHeading: "Steps to take") == nil)
        #expect(StepName.number(inHeading: "Step 3x") == nil)
        #expect(StepName.number(inHeading: "Exercise: step 3") == nil)
    }

    static let stepped = wrapped(
        "## Step 1: first\n\n"
        + fence("swift file=main.swift", "print(1)")
        + fence("output", "1")
        + "## Step 2: second\n\n"
        + fence("output", "1")
        + "### Exercise: inside step 2\n\n"
        + fence("swift exercise=demo-exercise", "let x = 1")
        + fence("output", "1")
        + fence("output", "1")
        + "## What you built\n\nNo output here.\n")

    @Test("outputs are named by their step heading, subsections included")
    func named() throws {
        let chapter = try demoChapter(Self.stepped)
        let outputs = chapter.snippets.filter { if case .output = $0.kind { true } else { false } }
        #expect(outputs.compactMap { chapter.stepName(of: $0)?.description } == ["1", "2", "2.2", "2.3"])
        let tangler = Tangler(chapter: chapter) { SourceFile(name: SourceFile.solutionName($0), text: "") }
        #expect(try tangler.steps().map(\.name.description) == ["1", "2", "2.2", "2.3"])
        #expect(chapter.subsection(containingBlock: outputs[2].blockIndex) == "Exercise: inside step 2")
    }

    @Test("without Step headings, output blocks are numbered in order")
    func unnamedChapter() throws {
        let chapter = try demoChapter(wrapped(fence("swift file=main.swift", "print(1)") + fence("output", "1") + fence("output", "1")))
        #expect(chapter.stepNames.values.map(\.description).sorted() == ["1", "2"])
    }

    @Test("an output outside any step, and steps out of order, are errors at their lines")
    func errors() {
        let outside = wrapped(
            "## Step 1: first\n\n" + fence("swift file=main.swift", "print(1)") + fence("output", "1")
            + "## An aside\n\n" + fence("output", "1"))
        let found = problems(outside)
        #expect(found.map(\.line) == [lineNumber(of: "```output", in: outside, occurrence: 2)])
        #expect(found.first?.message.contains("outside any 'Step N' section (it is under 'An aside')") == true, "\(found)")

        let skipped = wrapped(
            "## Step 1: first\n\n" + fence("swift file=main.swift", "print(1)") + fence("output", "1")
            + "## Step 3: third\n\n" + fence("output", "1"))
        let misnumbered = problems(skipped)
        #expect(misnumbered.map(\.line) == [lineNumber(of: "## Step 3", in: skipped)])
        #expect(misnumbered.first?.message.contains("2nd 'Step' heading but it says Step 3") == true, "\(misnumbered)")
    }

    @Test("a failing block names the file it stands in place of; the errors shown after it are read")
    func failingBlocks() throws {
        #expect(problems(wrapped(fence("swift fails", "let x: Int = \"\""))).first?.message.contains("must say where it stands") == true)
        #expect(problems(wrapped(fence("swift fails file=A.swift append", "let x = 1"))).first?.message.contains("'append' cannot go with 'fails'") == true)
        let markdown = wrapped(
            fence("swift file=main.swift", "print(1)")
            + fence("swift fails file=main.swift", "# import Foundation\nlet x: Int = \"\"")
            + fence("text", "main.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'\n1 | let x: Int = \"\"\n  |              `- error: cannot convert value of type 'String' to specified type 'Int'\nwarning: not an error")
            + fence("output", "1"))
        let chapter = try demoChapter(markdown)
        let tangler = Tangler(chapter: chapter) { SourceFile(name: SourceFile.solutionName($0), text: "") }
        let steps = try tangler.failSteps()
        #expect(steps.count == 1)
        #expect(steps.first?.shownErrors == ["cannot convert value of type 'String' to specified type 'Int'"])
        #expect(steps.first?.shownAt == lineNumber(of: "```text", in: markdown))
        let main = try #require(steps.first?.files.first { $0.name == "main.swift" })
        #expect(main.text.contains("import Foundation\nlet x: Int = \"\""))
        #expect(!main.text.contains("print(1)"), "the failing block stands in place of the file")
        // The failing block changes nothing for the steps after it.
        #expect(try tangler.steps().first?.files.first { $0.name == "main.swift" }?.text.contains("print(1)") == true)
        // Its hidden lines are not shown.
        #expect(chapter.snippets.first { $0.kind == .fails }?.visibleCode.trimmingCharacters(in: .newlines) == "let x: Int = \"\"")
    }
}
