import Literate
import Markdown
import Testing

@Suite("Info strings")
struct InfoStringTests {
    @Test func languageAndAttributes() {
        let info = InfoString("swift file=Book.swift append")
        #expect(info.raw == "swift file=Book.swift append")
        #expect(info.language == "swift")
        #expect(info.attributes.map(\.name) == ["file", "append"])
        #expect(info.attributes.map(\.value) == ["Book.swift", nil])
        #expect(info.value(of: "file") == "Book.swift")
        #expect(info.value(of: "append") == nil)
        #expect(info.has("append"))
        #expect(!info.has("fails"))
    }

    @Test func repeatedSpacesAndTabsSeparate() {
        let info = InfoString("output \t elide  ")
        #expect(info.language == "output")
        #expect(info.attributes.map(\.name) == ["elide"])
    }

    @Test func emptyValueAndValueWithEquals() {
        let info = InfoString("swift file= exercise=a=b")
        #expect(info.value(of: "file") == "")
        #expect(info.has("file"))
        #expect(info.value(of: "exercise") == "a=b")
    }

    @Test func emptyInfo() {
        let info = InfoString("")
        #expect(info.language == "")
        #expect(info.attributes.isEmpty)
    }
}

@Suite("Every attribute gives the right kind")
struct SnippetKindTests {
    @Test func tangledFile() {
        #expect(kind("swift file=Book.swift") == .tangled(file: "Book.swift", append: false))
        #expect(kind("swift file=Optional+Unwrap.swift") == .tangled(file: "Optional+Unwrap.swift", append: false))
        #expect(kind("swift file=main.swift") == .tangled(file: "main.swift", append: false))
    }

    @Test func appended() {
        #expect(kind("swift file=Book.swift append") == .tangled(file: "Book.swift", append: true))
        #expect(kind("swift append file=Book.swift") == .tangled(file: "Book.swift", append: true))
    }

    @Test func shownAndFails() {
        #expect(kind("swift") == .shown)
        #expect(kind("swift fails file=main.swift") == .fails)
        #expect(kind("swift fails") == nil, "a failing block says where it stands")
    }

    @Test func exerciseStub() {
        #expect(kind("swift exercise=demo-exercise") == .exercise(id: "demo-exercise"))
        #expect(kind("swift exercise=second-exercise") == .exercise(id: "second-exercise"))
    }

    @Test func outputs() {
        #expect(kind("output") == .output(elide: false))
        #expect(kind("output elide") == .output(elide: true))
    }

    @Test func hint() {
        #expect(kind("hint exercise=demo-exercise") == .hint(exercise: "demo-exercise"))
    }

    @Test func otherLanguagesAreShown() {
        for language in ["json", "text", "sh", "markdown", ""] {
            #expect(kind(language) == .shown, "language '\(language)'")
        }
    }

    @Test func linesAndLanguage() throws {
        let snippet = try read("swift file=Book.swift", line: 42).get()
        #expect(snippet.fenceLine == 42)
        #expect(snippet.line == 43)
        #expect(snippet.language == "swift")
        #expect(snippet.isCompiled)
        #expect(try read("swift exercise=demo-exercise").get().isCompiled)
        #expect(try !read("swift").get().isCompiled)
        #expect(try !read("output").get().isCompiled)
        // An indented block's code starts on its own line.
        let indented = try SnippetReader(path: demoPath, knownExercises: [])
            .read(CodeBlock(info: "", code: "x\n", line: 7, isFenced: false), blockIndex: 3).get()
        #expect(indented.line == 7)
        #expect(indented.blockIndex == 3)
    }

    @Test func kindsInAChapter() throws {
        let markdown = wrapped(
            fence("swift file=Book.swift", "struct Book {}")
            + fence("swift file=main.swift", "print(1)")
            + fence("output", "1")
            + fence("swift exercise=demo-exercise", "let stub = 0")
            + fence("hint exercise=demo-exercise", "Think.")
            + fence("swift fails file=main.swift", "let x: Int = \"\"")
            + fence("json", "{}")
        )
        let chapter = try demoChapter(markdown)
        #expect(chapter.snippets.map(\.kind) == [
            .tangled(file: "Book.swift", append: false), .tangled(file: "main.swift", append: false),
            .output(elide: false), .exercise(id: "demo-exercise"), .hint(exercise: "demo-exercise"), .fails, .shown,
        ])
        #expect(chapter.snippets.map(\.fenceLine) == ["```swift file=Book", "```swift file=main", "```output", "```swift exercise", "```hint", "```swift fails", "```json"].map { lineNumber(of: $0, in: markdown) })
        #expect(chapter.exerciseIDs == ["demo-exercise"])
        #expect(chapter.hints(for: "demo-exercise").map(\.code) == ["Think.\n"])
        #expect(chapter.title == "Demo chapter")
        #expect(chapter.number == 1)
        #expect(chapter.slug == "demo")
        #expect(chapter.targetName == "Demo")
        #expect(chapter.path == demoPath)
    }

    @Test func targetNameIsUpperCamelCase() throws {
        let chapter = try demoChapter("# T\n", path: "Chapters/12-rays-books-2.md")
        #expect(chapter.targetName == "RaysBooks2")
        #expect(chapter.number == 12)
        #expect(chapter.slug == "rays-books-2")
    }
}

@Suite("Hidden lines")
struct HiddenLineTests {
    static let code = """
    # import Foundation
    #
    struct Book: Decodable {
    #if DEBUG
        let id: String
    #endif
    #sourceLocation(file: "x", line: 1)
    #sourceLocation()
    }
    #  indented hidden
    #not a hidden line
    
    """

    @Test func tangledBlocksHideLines() throws {
        for info in ["swift file=Book.swift", "swift exercise=demo-exercise", "swift file=Book.swift append"] {
            let snippet = try read(info, code: Self.code).get()
            #expect(snippet.code == """
            import Foundation

            struct Book: Decodable {
            #if DEBUG
                let id: String
            #endif
            #sourceLocation(file: "x", line: 1)
            #sourceLocation()
            }
             indented hidden
            #not a hidden line

            """, "\(info)")
            #expect(snippet.visibleCode == """
            struct Book: Decodable {
            #if DEBUG
                let id: String
            #endif
            #sourceLocation(file: "x", line: 1)
            #sourceLocation()
            }
            #not a hidden line

            """, "\(info)")
        }
    }

    @Test func shownBlocksKeepEveryLine() throws {
        for info in ["swift", "output", "text", "hint exercise=demo-exercise"] {
            let snippet = try read(info, code: Self.code).get()
            #expect(snippet.code == Self.code, "\(info)")
            #expect(snippet.visibleCode == Self.code, "\(info)")
        }
    }
}

@Suite("Errors in info strings")
struct InfoStringErrorTests {
    func message(_ info: String, line: Int = 10, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let found = errors(info, line: line)
        #expect(found.count == 1, "expected one error for '\(info)', got \(found)", sourceLocation: sourceLocation)
        #expect(found.allSatisfy { $0.path == demoPath && $0.line == line }, "\(found)", sourceLocation: sourceLocation)
        return found.first?.message ?? ""
    }

    @Test func unknownAttributeSuggestsTheClosest() {
        let text = message("swift fiel=Book.swift", line: 42)
        #expect(text.contains("unknown attribute 'fiel'"))
        #expect(text.contains("did you mean 'file'?"))
        #expect(errors("swift fiel=Book.swift", line: 42).first?.description
            == "Chapters/01-demo.md:42: error: unknown attribute 'fiel' in info string 'swift fiel=Book.swift'; did you mean 'file'?")
        #expect(message("swift apend file=A.swift").contains("did you mean 'append'?"))
        #expect(message("swift exercize=demo-exercise").contains("did you mean 'exercise'?"))
        #expect(message("output elid").contains("did you mean 'elide'?"))
        #expect(message("swift failz").contains("did you mean 'fails'?"))
    }

    @Test func unknownAttributeFarFromEverything() {
        let text = message("swift colour=blue")
        #expect(text.contains("unknown attribute 'colour'"))
        #expect(!text.contains("did you mean"))
        #expect(text.contains("'file'"))
    }

    @Test func attributeOnTheWrongLanguage() {
        let onOutput = message("output file=Book.swift")
        #expect(onOutput.contains("'output' blocks take no attribute 'file'"))
        #expect(onOutput.contains("'swift'"))
        #expect(message("swift elide").contains("'swift' blocks take no attribute 'elide'"))
        // The attribute is refused first; what it would have needed may follow.
        for (info, wanted) in [("json append", "'json' blocks take no attribute 'append'"),
                               ("hint fails exercise=demo-exercise", "'hint' blocks take no attribute 'fails'")] {
            let found = errors(info)
            #expect(found.first?.message.contains(wanted) == true, "\(found)")
            #expect(!found.isEmpty && found.allSatisfy { $0.line == 10 && $0.path == demoPath })
        }
    }

    @Test func flagGivenAValue() {
        let text = message("swift file=Book.swift append=yes")
        #expect(text.contains("'append' is a flag"))
        #expect(text.contains("'append=yes'"))
        #expect(message("output elide=true").contains("'elide' is a flag"))
        #expect(message("swift fails=1 file=A.swift").contains("'fails' is a flag"))
    }

    @Test func valueMissing() {
        #expect(message("swift file").contains("'file' needs a value"))
        #expect(message("swift file=").contains("'file' needs a value"))
        #expect(message("swift exercise").contains("'exercise' needs a value"))
        #expect(message("hint exercise=").contains("'exercise' needs a value"))
    }

    @Test func badFileNames() {
        for name in ["../Book.swift", "Book.txt", ".swift", "Sub/Book.swift", "Bad%name.swift", "Book.swift.bak"] {
            #expect(message("swift file=\(name)").contains("'file=\(name)' is not a plain Swift file name"), "\(name)")
        }
    }

    @Test func appendWithoutFile() {
        #expect(message("swift append").contains("'append' needs 'file='"))
    }

    @Test func fileAndExercise() {
        #expect(message("swift file=Book.swift exercise=demo-exercise").contains("not both"))
    }

    @Test func failsAndTangled() {
        #expect(kind("swift fails file=Book.swift") == .fails, "a failing block stands in place of a file, not tangled")
        #expect(message("swift exercise=demo-exercise fails").contains("'fails' marks code that is only shown"))
    }

    @Test func unknownExercise() {
        let close = message("swift exercise=demo-exercize")
        #expect(close.contains("unknown exercise 'demo-exercize'"))
        #expect(close.contains("did you mean 'demo-exercise'?"))
        let far = message("hint exercise=zzz")
        #expect(far.contains("unknown exercise 'zzz'"))
        #expect(far.contains("known exercises: demo-exercise, second-exercise"))
    }

    @Test func duplicateAttribute() {
        #expect(message("swift file=Book.swift file=Card.swift").contains("attribute 'file' is given twice"))
        #expect(message("output elide elide").contains("attribute 'elide' is given twice"))
    }

    @Test func hintWithoutExercise() {
        #expect(message("hint").contains("'hint exercise=<id>'"))
    }

    @Test func everyProblemOfOneBlockIsReported() {
        let found = errors("output fiel=x elide=1", line: 5)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.line == 5 && $0.path == demoPath })
    }
}

@Suite("Errors in chapters")
struct ChapterErrorTests {
    func single(_ markdown: String, at marker: String, occurrence: Int = 1, path: String = demoPath,
                sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let found = problems(markdown, path: path, sourceLocation: sourceLocation)
        #expect(found.count == 1, "expected one error, got \(found)", sourceLocation: sourceLocation)
        #expect(found.first?.path == path, sourceLocation: sourceLocation)
        #expect(found.first?.line == lineNumber(of: marker, in: markdown, occurrence: occurrence), "\(found)", sourceLocation: sourceLocation)
        return found.first?.message ?? ""
    }

    @Test func infoStringErrorAtItsFence() {
        let markdown = wrapped(fence("swift file=Book.swift", "struct Book {}") + fence("swift fiel=Card.swift", "struct Card {}"))
        #expect(single(markdown, at: "fiel=").contains("did you mean 'file'?"))
    }

    @Test func outputBeforeMain() {
        let markdown = wrapped(fence("swift file=Book.swift", "struct Book {}") + fence("output", "1") + fence("swift file=main.swift", "print(1)") + fence("output", "1"))
        #expect(single(markdown, at: "```output").contains("before any 'swift file=main.swift'"))
    }

    @Test func secondStub() {
        let markdown = wrapped(fence("swift file=main.swift", "print(1)") + fence("swift exercise=demo-exercise", "let a = 0")
            + fence("output", "1") + fence("swift exercise=demo-exercise", "let b = 0"))
        let text = single(markdown, at: "```swift exercise", occurrence: 2)
        #expect(text.contains("a second stub for exercise 'demo-exercise'"))
        #expect(text.contains("line \(lineNumber(of: "```swift exercise", in: markdown))"))
    }

    @Test func hintBeforeStub() {
        let markdown = wrapped(fence("swift file=main.swift", "print(1)") + fence("hint exercise=demo-exercise", "Look.")
            + fence("swift exercise=demo-exercise", "let a = 0"))
        #expect(single(markdown, at: "```hint").contains("a hint for 'demo-exercise' before that exercise's stub"))
    }

    @Test func hintForAnotherChaptersExerciseIsAlsoBeforeItsStub() {
        let markdown = wrapped(fence("swift exercise=demo-exercise", "let a = 0") + fence("hint exercise=second-exercise", "Look."))
        #expect(single(markdown, at: "```hint").contains("'second-exercise'"))
    }

    @Test func snippetWithAttributesInAList() {
        let markdown = wrapped("1. Write this:\n\n   ```swift file=Book.swift\n   struct Book {}\n   ```\n\n2. Done.\n")
        #expect(single(markdown, at: "```swift file=Book").contains("must stand at the top level"))
    }

    @Test func outputAndHintInAQuote() {
        let markdown = wrapped(fence("swift file=main.swift", "print(1)") + "> ```output\n> 1\n> ```\n\n> ```hint exercise=demo-exercise\n> x\n> ```\n")
        let found = problems(markdown)
        #expect(found.map(\.line) == [lineNumber(of: "> ```output", in: markdown), lineNumber(of: "> ```hint", in: markdown)])
        #expect(found.allSatisfy { $0.message.contains("top level") })
    }

    @Test func plainCodeInAListIsFine() throws {
        let chapter = try demoChapter(wrapped("- Like this:\n\n  ```swift\n  let a = 1\n  ```\n\n- Or:\n\n  ```json\n  {}\n  ```\n"))
        #expect(chapter.snippets.isEmpty)
    }

    @Test func unterminatedFence() {
        let markdown = wrapped(fence("swift file=main.swift", "print(1)") + "```output\n1\n\nProse that was meant to follow.\n")
        #expect(single(markdown, at: "```output").contains("no closing fence"))
    }

    @Test func badChapterFileNames() {
        for path in ["Chapters/1-demo.md", "Chapters/01-Demo.md", "Chapters/01_demo.md", "Chapters/01-demo.markdown",
                     "Chapters/01-.md", "Chapters/01--demo.md", "Chapters/01-demo-.md", "Chapters/ab-demo.md", "Chapters/001-demo.md"] {
            let found = problems("# Fine\n", path: path)
            #expect(found.count == 1, "\(path)")
            #expect(found.first?.path == path)
            #expect(found.first?.line == 1)
            #expect(found.first?.message.contains("'NN-slug.md'") == true, "\(path)")
        }
    }

    @Test func goodChapterFileNames() throws {
        for path in ["Chapters/01-demo.md", "Chapters/42-two-words.md", "x/03-a1.md"] {
            #expect(throws: Never.self, "\(path)") { try demoChapter("# Fine\n", path: path) }
        }
    }

    @Test func missingTitle() {
        let found = problems("Prose first.\n\n## Only a section\n\n" + fence("swift", "let a = 1"))
        #expect(found.count == 1)
        #expect(found.first?.path == demoPath)
        #expect(found.first?.line == 1)
        #expect(found.first?.message.contains("level-1 heading") == true)
    }

    @Test func everyProblemIsReportedSortedByLine() {
        let markdown = "Untitled.\n\n" + fence("output", "1") + fence("swift fiel=A.swift", "x") + fence("hint exercise=demo-exercise", "h")
        let found = problems(markdown)
        #expect(found.map(\.line) == [1, lineNumber(of: "```output", in: markdown), lineNumber(of: "fiel=", in: markdown), lineNumber(of: "```hint", in: markdown)])
        #expect(found.allSatisfy { $0.path == demoPath })
        #expect(LiterateErrors(found).description.split(separator: "\n").count == 4)
    }
}
