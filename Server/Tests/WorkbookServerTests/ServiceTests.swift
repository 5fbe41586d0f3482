import Foundation
import Grading
import Literate
import Testing
@testable import WorkbookServer

/// A copy of the course in a temporary folder, served without a network:
/// requests go straight to `WorkbookService.handle`.
final class CourseCopy: @unchecked Sendable {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let root: URL
    let service: WorkbookService
    static let port = 47999

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["Chapters", "Solutions", "Tangled"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        service = try WorkbookService(root: root, productsDirectory: Self.repository.appendingPathComponent(".build/debug"),
                                      port: Self.port, token: "test-token-abcdef")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var allowed: [String: String] {
        ["Host": "127.0.0.1:\(Self.port)", "X-Workbook-Token": "test-token-abcdef"]
    }

    func send(_ method: String, _ path: String, query: [String: String] = [:], headers: [String: String]? = nil, body: String = "") async -> ServeResponse {
        await service.handle(ServeRequest(method: method, path: path, query: query, headers: headers ?? allowed, body: Data(body.utf8)))
    }

    func form(_ fields: [String: String]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
    }

    /// Every file under the course, with its contents.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try? Data(contentsOf: url)
        }
        return files
    }

    func answer(_ name: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(name), encoding: .utf8)
    }

    /// The course as the server read it.
    var course: Course { service.current().0.course }

    var exerciseCount: Int { course.exercises.count }

    func chapter(_ number: Int) throws -> Chapter {
        try #require(course.chapters.first { $0.number == number })
    }

    /// The quizzes recorded in the progress file, as `workbook quiz` reads them.
    func quizProgress() throws -> [String: Bool] {
        let data = try Data(contentsOf: root.appendingPathComponent(".workbook/progress.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])["quizzes"] as? [String: Bool] ?? [:]
    }
}

func json(_ response: ServeResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any], "not a JSON object: \(text(response).prefix(300))")
}

/// How often `needle` occurs in `haystack`.
func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

func text(_ response: ServeResponse) -> String { String(decoding: response.body, as: UTF8.self) }

@Suite("Serving the course", .serialized)
struct ServiceTests {
    @Test("refused requests get 403 and compile nothing, save nothing")
    func refusalsDoNothing() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let answer = try course.answer("Solutions/kebab-strategy/answer.swift")
        let refused: [[String: String]] = [
            ["Host": "127.0.0.1:47999"],
            ["Host": "127.0.0.1:47999", "X-Workbook-Token": "wrong"],
            course.allowed.merging(["Origin": "http://evil.example"]) { $1 },
            course.allowed.merging(["Host": "evil.example"]) { $1 },
            course.allowed.merging(["Host": "evil.example:47999"]) { $1 },
        ]
        for headers in refused {
            let api = await course.send("POST", "/api/check/kebab-strategy", headers: headers, body: answer)
            #expect(api.status == 403, "\(headers)")
            // Runs and quizzes are behind the same gate.
            for (path, body) in [("/api/run/rays-books/1", ""), ("/run/rays-books/1", ""),
                                 ("/api/quiz/rays-books/missing-key", "A"), ("/quiz/rays-books/missing-key", "choice=A")] {
                #expect(await course.send("POST", path, headers: headers, body: body).status == 403, "\(path) \(headers)")
            }
            let form = await course.send("POST", "/exercise/kebab-strategy", headers: headers, body: course.form(["answer": answer, "action": "check"]))
            #expect(form.status == 403, "\(headers)")
            let page = await course.send("GET", "/01-rays-books.html", headers: headers)
            #expect(page.status == 403 && !text(page).contains("<html"), "\(headers)")
        }
        #expect(course.service.checkCount == 0)
        #expect(course.snapshot() == before, "a refused request changed a file of the course")
    }

    @Test("GET / lists the chapters, a chapter page has an editor at its exercise and progress in the sidebar")
    func pages() async throws {
        let course = try CourseCopy()
        let index = await course.send("GET", "/")
        #expect(index.status == 200)
        for title in ["Ray", "Magic", "Alpha Vantage", "Encodable"] {
            #expect(text(index).contains(title), "index lacks \(title)")
        }
        let page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("<textarea id=\"editor-kebab-strategy\""))
        #expect(page.contains("action=\"exercise/kebab-strategy\""))
        #expect(page.contains("Progress: 0 of \(course.exerciseCount) passed"))
        #expect(!page.contains("<details class=\"hint\">"), "hints come one at a time, not all in the page")
        let css = await course.send("GET", "/assets/workbook.css")
        #expect(css.status == 200 && css.header("Content-Type")!.hasPrefix("text/css"))
        // Every script the page names is served: the site's own and its search index.
        for script in ["workbook.js", "search-index.js"] {
            #expect(page.contains("assets/\(script)"), "the page does not load \(script)")
            let served = await course.send("GET", "/assets/\(script)")
            #expect(served.status == 200 && served.header("Content-Type")!.hasPrefix("text/javascript"), "\(script): \(served.status)")
            #expect(!served.body.isEmpty)
        }
        #expect(await course.send("GET", "/nothing.html").status == 404)
    }

    @Test("no response sets a cookie: pages live under the token's folder, and their links, forms and redirects stay in it")
    func tokenFolder() async throws {
        let course = try CourseCopy()
        let host = ["Host": "localhost:47999"]
        let folder = await course.send("GET", "/test-token-abcdef", headers: host)
        #expect(folder.status == 303 && folder.header("Location") == "/test-token-abcdef/")
        let index = await course.send("GET", "/test-token-abcdef/", headers: host)
        let chapter = await course.send("GET", "/test-token-abcdef/01-rays-books.html", headers: host)
        let css = await course.send("GET", "/test-token-abcdef/_serve/serve.css", headers: host)
        #expect(index.status == 200 && chapter.status == 200 && css.status == 200)
        for response in [folder, index, chapter, css] {
            #expect(response.header("Set-Cookie") == nil)
            #expect(response.header("Referrer-Policy") == "same-origin")
        }
        // Every address the server adds to a page is relative (inside the token's folder).
        let page = text(chapter)
        for attribute in ["href=\"/", "src=\"/", "action=\"/"] {
            #expect(!page.contains(attribute), "\(attribute) in the served page")
        }
        #expect(!text(await course.send("GET", "/_serve/serve.js")).contains("\"/api/"))
        // The form's redirect (the page without script) goes back into the folder.
        let posted = await course.send("POST", "/test-token-abcdef/exercise/kebab-strategy",
                                       headers: host.merging(["Origin": "http://localhost:47999"]) { $1 }, body: course.form(["action": "save", "answer": "let x = 1\n"]))
        #expect(posted.status == 303 && posted.header("Location") == "/test-token-abcdef/01-rays-books.html#exercise-kebab-strategy")
        // The cookie the server used to set is no token now.
        #expect(await course.send("GET", "/", headers: host.merging(["Cookie": "workbook_token_47999=test-token-abcdef"]) { $1 }).status == 403)
    }

    @Test("the API checks a body: pass for a correct answer, fail for a wrong one, error for one that does not compile; nothing is saved")
    func apiCheck() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let pass = try JSONSerialization.jsonObject(with: await course.send("POST", "/api/check/kebab-strategy", body: try course.answer("Solutions/kebab-strategy/answer.swift")).body) as? [String: Any]
        #expect(pass?["status"] as? String == "pass")
        #expect(pass?["version"] as? Int == 3)
        let wrong = try course.answer("Tests/GradingTests/Answers/kebab-strategy/wrong-removes-dashes.swift")
        let fail = try JSONSerialization.jsonObject(with: await course.send("POST", "/api/check/kebab-strategy", body: wrong).body) as? [String: Any]
        #expect(fail?["status"] as? String == "fail")
        let broken = try JSONSerialization.jsonObject(with: await course.send("POST", "/api/check/kebab-strategy", body: "let x: Int = \"no\"\n").body) as? [String: Any]
        #expect(broken?["status"] as? String == "error")
        let message: String = (broken?["message"] as? String) ?? ""
        #expect(message.contains("Exercises/kebab-strategy.swift:1:"))
        #expect(await course.send("POST", "/api/check/kebab-strategy", body: "  \n").status == 400)
        // The rules `workbook check` reads an answer file by: UTF-8, no NUL byte, at most 512 KiB.
        #expect(await course.send("POST", "/api/check/kebab-strategy", body: "let x = 1\u{0}\n").status == 400)
        let large = await course.send("POST", "/api/check/kebab-strategy", body: String(repeating: "// a comment\n", count: 45_000))
        #expect(large.status == 400)
        #expect(String(decoding: large.body, as: UTF8.self).contains("more than an answer can be (512 KiB at most)"))
        let latin1 = await course.service.handle(ServeRequest(method: "POST", path: "/api/check/kebab-strategy", query: [:], headers: course.allowed,
                                                              body: Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A])))
        #expect(latin1.status == 400)
        #expect(await course.send("POST", "/api/check/no-such-exercise", body: "x").status == 404)
        #expect(await course.send("POST", "/api/check/kebab-strategy", query: ["seed": "twelve"], body: "x").status == 400)
        #expect(course.service.checkCount == 3)
        #expect(course.snapshot() == before)
    }

    @Test("the API's JSON is byte for byte what 'workbook check <id> --format json' prints, for the same seed")
    func apiMatchesCommandLine() async throws {
        let workbook = CourseCopy.repository.appendingPathComponent(".build/debug/workbook")
        try #require(FileManager.default.isExecutableFile(atPath: workbook.path), "build the course's package first (swift build)")
        let course = try CourseCopy()
        for source in [try course.answer("Solutions/kebab-strategy/answer.swift"),
                       try course.answer("Tests/GradingTests/Answers/kebab-strategy/wrong-splits-once.swift")] {
            let seed = String(UInt64.random(in: 0...UInt64.max))
            let api = await course.send("POST", "/api/check/kebab-strategy", query: ["seed": seed], body: source)
            try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: course.root.appendingPathComponent("Exercises/kebab-strategy.swift"))
            let process = Process()
            process.executableURL = workbook
            process.arguments = ["check", "kebab-strategy", "--format", "json", "--seed", seed, "--course", course.root.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(text(api) == String(decoding: printed, as: UTF8.self))
        }
    }

    @Test("the page's form saves Exercises/<id>.swift, checks it, and the page shows the verdict and the file")
    func formSavesAndChecks() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let answer = try course.answer("Solutions/kebab-strategy/answer.swift")
        let response = await course.send("POST", "/exercise/kebab-strategy", body: course.form(["answer": answer.replacingOccurrences(of: "\n", with: "\r\n"), "action": "check"]))
        #expect(response.status == 303)
        #expect(response.header("Location") == "/test-token-abcdef/01-rays-books.html#exercise-kebab-strategy")
        let saved = try String(contentsOf: course.root.appendingPathComponent("Exercises/kebab-strategy.swift"), encoding: .utf8)
        #expect(saved == answer, "saved with LF line ends, exactly as typed")
        let page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("data-status=\"pass\""))
        #expect(page.contains("✓ kebab-strategy: passed"))
        #expect(page.contains("Progress: 1 of \(course.exerciseCount) passed"))
        // Only the answer and the progress file were written.
        let changed = Set(course.snapshot().filter { before[$0.key] != $0.value }.keys)
        #expect(changed == ["Exercises/kebab-strategy.swift", ".workbook/progress.json"])
    }

    @Test("a learner who starts at chapter 6 is sent on in chapter 6: the verdict's Next:, the sidebar and the index page, never chapter 1")
    func nextStepFollowsTheLearner() async throws {
        let course = try CourseCopy()
        let answer = try course.answer("Solutions/lenient-coordinate/answer.swift")
        let response = await course.send("POST", "/exercise/lenient-coordinate", body: course.form(["answer": answer, "action": "check"]))
        #expect(response.status == 303)
        let page = text(await course.send("GET", "/06-field-notes.html"))
        #expect(page.contains("✓ lenient-coordinate: passed"))
        let next = "<a href=\"06-field-notes.html#exercise-count-or-many\"><code>count-or-many</code></a>"
        #expect(page.contains("<p class=\"serve-next\">Next: \(next)</p>"), "the verdict names the next exercise of chapter 6")
        #expect(page.contains("<li class=\"serve-current\">"), "the sidebar marks one exercise")
        #expect(page.contains("href=\"06-field-notes.html#exercise-count-or-many\" aria-current=\"step\""), "the sidebar marks chapter 6's next")
        #expect(!page.contains("#exercise-hex-data-strategy\" aria-current"), "never chapter 1's first")
        let index = text(await course.send("GET", "/"))
        #expect(index.contains("Your exercise now: \(next)"), "the index page sends the learner on in chapter 6")
    }

    @Test("an edit made in another editor shows in the page, and the change stamp moves")
    func editsOnDiskShow() async throws {
        let course = try CourseCopy()
        let first = course.service.changeStamp()
        _ = await course.send("POST", "/exercise/kebab-strategy", body: course.form(["answer": "// first\n", "action": "save"]))
        let second = course.service.changeStamp()
        #expect(first != second)
        try Data("// typed elsewhere <here>\n".utf8).write(to: course.root.appendingPathComponent("Exercises/kebab-strategy.swift"))
        let page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("// typed elsewhere &lt;here&gt;"))
        #expect(!page.contains("// first"))
    }

    @Test("hints come one at a time and are counted in the progress file")
    func hints() async throws {
        let course = try CourseCopy()
        var page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("Show hint 1 of"))
        #expect(!page.contains("serve-hint-title"))
        let panel = await course.send("POST", "/exercise/kebab-strategy", headers: course.allowed.merging(["X-Workbook-Fragment": "panel"]) { $1 },
                                      body: course.form(["action": "hint"]))
        #expect(text(panel).hasPrefix("<div class=\"serve-panel\""))
        #expect(text(panel).contains("Hint 1 of") && text(panel).contains("Show hint 2 of"))
        page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("Hint 1 of") && !page.contains("Hint 2 of"))
        let progress = try String(contentsOf: course.root.appendingPathComponent(".workbook/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"kebab-strategy\" : 1"))
    }

    @Test("every output block gets a Run button, every quiz a form, and the page gives no quiz's answer away")
    func runButtonsAndQuizForms() async throws {
        let course = try CourseCopy()
        for chapter in course.course.chapters {
            let page = text(await course.send("GET", "/\(chapter.path.split(separator: "/").last!.dropLast(3)).html"))
            let outputs = chapter.snippets.filter { if case .output = $0.kind { true } else { false } }.count
            #expect(outputs > 0)
            #expect(occurrences(of: "<figure class=\"listing output\">", in: page) == outputs)
            #expect(occurrences(of: "class=\"serve-run-button\"", in: page) == outputs, "chapter \(chapter.number)")
            // Each named as the chapter names its step (`3`, `3.2` as `3-2` in the address).
            for name in chapter.stepNames.values {
                #expect(page.contains("action=\"run/\(chapter.slug)/\(name.slug)\""), "step \(name)")
                #expect(page.contains(">Run step \(name)</button>"), "step \(name)")
            }
            #expect(chapter.stepNames.count == outputs)
            #expect(occurrences(of: "<form class=\"serve-quiz-form\"", in: page) == chapter.quizzes.count)
            #expect(!page.contains("<details class=\"quiz-answer\">"), "the static page's 'Show the answer' is not served")
            for (_, quiz) in chapter.quizzes {
                #expect(page.contains("action=\"quiz/\(chapter.slug)/\(quiz.id)\""))
            }
        }
        let quizzes = course.course.chapters.map { $0.quizzes.count }.reduce(0, +)
        #expect(text(await course.send("GET", "/")).contains("Quizzes: 0 of \(quizzes) answered right"))
    }

    @Test("Run: the chapter's own step passes in place (form) and as JSON (API); nothing is written")
    func runChapterStep() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let form = await course.send("POST", "/run/rays-books/1")
        #expect(form.status == 303)
        #expect(form.header("Location") == "/test-token-abcdef/01-rays-books.html#run-1")
        let page = text(await course.send("GET", "/01-rays-books.html"))
        let panel = try #require(page.components(separatedBy: "<div class=\"serve-run\" id=\"run-1\"").dropFirst().first)
        #expect(panel.contains("data-status=\"pass\""))
        #expect(panel.contains("Step 1 prints what the chapter shows"))
        #expect(page.contains("id=\"run-result-2\" role=\"status\" aria-live=\"polite\" data-status=\"none\""), "other steps did not run")
        // The API: the same step by the page's name and as step-1.
        let api = try json(await course.send("POST", "/api/run/01-rays-books/step-1"))
        #expect(api["version"] as? Int == 3)
        #expect(api["status"] as? String == "pass")
        let tests = try #require(api["tests"] as? [[String: Any]])
        #expect(tests.count == 1 && tests.first?["status"] as? String == "pass")
        #expect(tests.first?["test_code"] as? String == "./workbook run 1 --step 1")
        let step = try #require(api["step"] as? [String: Any])
        let chapter = try course.chapter(1)
        let output = try #require(chapter.snippets.first { if case .output = $0.kind { true } else { false } })
        #expect(step["expected"] as? String == output.code)
        #expect(step["location"] as? String == "\(chapter.path):\(output.fenceLine)")
        #expect(course.service.checkCount == 2)
        #expect(await course.send("POST", "/api/run/rays-books/99").status == 404)
        #expect(await course.send("POST", "/api/run/no-chapter/1").status == 404)
        #expect(await course.send("POST", "/run/rays-books/0").status == 404)
        #expect(course.service.checkCount == 2, "an unknown step compiles nothing")
        #expect(course.snapshot() == before, "a run writes nothing in the course")
    }

    @Test("Run: a step with an exercise runs the learner's saved answer: the starter fails with a line diff, the reference answer passes")
    func runLearnersAnswer() async throws {
        let course = try CourseCopy()
        let chapter = try course.chapter(1)
        let steps = try StepRunnerProbe.steps(course)
        let number = try #require(steps.first { $0.exercises == ["hex-data-strategy"] }?.name.slug, "a step of chapter 1 includes hex-data-strategy alone")
        let starter = try json(await course.send("POST", "/api/run/rays-books/\(number)"))
        #expect(starter["status"] as? String == "fail")
        let step = try #require(starter["step"] as? [String: Any])
        #expect(step["exercises"] as? [String] == ["hex-data-strategy"])
        let diff = try #require(step["diff"] as? [[String: Any]])
        #expect(diff.contains { $0["kind"] as? String == "expected" }, "the diff names lines the chapter shows and the program did not print")
        let message = (starter["tests"] as? [[String: Any]])?.first?["message"] as? String ?? ""
        #expect(message.contains("\(chapter.path):") && message.contains("\n- "))
        // The page shows the same difference in place, once the form ran it.
        #expect(await course.send("POST", "/run/rays-books/\(number)").status == 303)
        let page = text(await course.send("GET", "/01-rays-books.html"))
        let panel = try #require(page.components(separatedBy: "id=\"run-\(number)\"").dropFirst().first?.components(separatedBy: "</div>\n</div>").first)
        #expect(panel.contains("data-status=\"fail\"") && panel.contains("<del>- "))
        // A saved answer changes what the step runs, and the page says the old result is stale.
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try Data(try course.answer("Solutions/hex-data-strategy/answer.swift").utf8).write(to: course.root.appendingPathComponent("Exercises/hex-data-strategy.swift"))
        let stale = text(await course.send("GET", "/01-rays-books.html"))
        #expect(stale.components(separatedBy: "id=\"run-\(number)\"").dropFirst().first?.contains("changed since this step last ran") == true)
        let answered = try json(await course.send("POST", "/api/run/rays-books/\(number)"))
        #expect(answered["status"] as? String == "pass", "\(answered)")
    }

    @Test("a quiz answered in the page: wrong, then right, with the explanation; recorded as 'workbook quiz' records it")
    func quizInPage() async throws {
        let course = try CourseCopy()
        let chapter = try course.chapter(1)
        let quiz = try #require(chapter.quizzes.first).quiz
        let right = String(Quiz.letters[quiz.correctIndex])
        let wrong = String(Quiz.letters[(quiz.correctIndex + 1) % quiz.options.count])
        let key = "\(chapter.slug)/\(quiz.id)"
        var page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("id=\"quiz-result-\(quiz.id)\" role=\"status\" aria-live=\"polite\" data-status=\"none\""))

        let answered = await course.send("POST", "/quiz/rays-books/\(quiz.id)", body: "choice=\(wrong)")
        #expect(answered.status == 303 && answered.header("Location") == "/test-token-abcdef/01-rays-books.html#quiz-\(quiz.id)")
        page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("id=\"quiz-result-\(quiz.id)\" role=\"status\" aria-live=\"polite\" data-status=\"wrong\""))
        #expect(page.contains("(option \(right)), not"))
        #expect(page.contains("value=\"\(wrong)\" required checked"))
        #expect(try course.quizProgress() == [key: false])

        // With the page's script: the quiz's panel alone comes back.
        let fragment = text(await course.send("POST", "/quiz/rays-books/\(quiz.id)", headers: course.allowed.merging(["X-Workbook-Fragment": "place"]) { $1 },
                                              body: "choice=\(right.lowercased())"))
        #expect(fragment.hasPrefix("<aside class=\"quiz serve-quiz\" id=\"quiz-\(quiz.id)\">"))
        #expect(fragment.contains("data-status=\"right\""))
        if !quiz.explanation.isEmpty { #expect(fragment.contains("serve-quiz-explanation")) }
        #expect(try course.quizProgress() == [key: true])
        #expect(text(await course.send("GET", "/")).contains("Quizzes: 1 of"))

        // No choice: a notice, nothing recorded.
        #expect(await course.send("POST", "/quiz/rays-books/\(quiz.id)", body: "").status == 303)
        #expect(text(await course.send("GET", "/01-rays-books.html")).contains("Choose one of the options first"))
        #expect(await course.send("POST", "/quiz/rays-books/no-such-quiz", body: "choice=A").status == 404)
        #expect(course.service.checkCount == 0, "a quiz compiles nothing")
    }

    @Test("the quiz API: a letter in, right or wrong, the right letter and the explanation out")
    func quizAPI() async throws {
        let course = try CourseCopy()
        let (_, quiz) = try #require(try course.chapter(2).quizzes.first)
        let right = String(Quiz.letters[quiz.correctIndex])
        let reply = try json(await course.send("POST", "/api/quiz/\(try course.chapter(2).slug)/\(quiz.id)", body: right + "\n"))
        #expect(reply["correct"] as? Bool == true)
        #expect(reply["answer"] as? String == right && reply["chosen"] as? String == right)
        #expect(reply["explanation"] as? String == quiz.explanation)
        let wrong = String(Quiz.letters[(quiz.correctIndex + 1) % quiz.options.count])
        #expect(try json(await course.send("POST", "/api/quiz/2/\(quiz.id)", body: wrong))["correct"] as? Bool == false)
        #expect(await course.send("POST", "/api/quiz/2/\(quiz.id)", body: "Z").status == 400)
        #expect(await course.send("POST", "/api/quiz/2/nothing", body: "A").status == 404)
    }
}

/// The chapter's steps as the server sees them.
enum StepRunnerProbe {
    static func steps(_ course: CourseCopy) throws -> [StepRunner.Step] {
        let loaded = course.service.current().0
        return try StepRunner(setup: loaded.setup).steps(of: try course.chapter(1))
    }
}
