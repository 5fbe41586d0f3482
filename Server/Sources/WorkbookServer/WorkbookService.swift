import Foundation
import Grading
import Literate
import Sandbox
import Site
import Hashing

/// Everything `workbook serve` answers, independent of the HTTP library:
/// the gate first, then pages, forms and the JSON API.
public final class WorkbookService: @unchecked Sendable {
    public let gate: Gate
    public let root: URL
    let productsDirectory: URL
    let limits: Limits

    private let lock = NSLock()
    private var loaded: Loaded
    private var verdicts: [String: Verdict] = [:]
    /// The last run of each step: `<chapter slug>/<step number>` → its record.
    private var runs: [String: RunRecord] = [:]
    /// The option last chosen in the page, by quiz key (`<chapter slug>/<quiz id>`).
    private var quizChoices: [String: Int] = [:]
    private var checksStarted = 0
    /// One check at a time: the machine's cores go to the compiler.
    private let checkQueue = DispatchQueue(label: "workbook.serve.check")

    /// The course as last read from disk, its grader and its rendered pages.
    struct Loaded {
        var stamp: String
        var course: Course
        var setup: GraderSetup
        var pages: [String: SitePage]
    }

    /// The last check's verdict, for the answer text it judged.
    struct Verdict {
        var text: String
        var result: CheckResult
    }

    public init(root: URL, productsDirectory: URL, port: Int, limits: Limits = Limits(), token: String = Gate.newToken()) throws {
        self.root = root
        self.productsDirectory = productsDirectory
        self.limits = limits
        self.gate = Gate(token: token, port: port)
        self.loaded = try Self.load(root: root, productsDirectory: productsDirectory, limits: limits)
    }

    /// How many checks and runs (compiles) this server started: tests prove a refused request starts none.
    public var checkCount: Int { lock.withLock { checksStarted } }

    // MARK: - Loading

    static func chapterStamp(root: URL) -> String {
        stamp(of: root.appendingPathComponent("Chapters"), suffix: ".md")
    }

    static func stamp(of directory: URL, suffix: String) -> String {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted()
        return names.map { name -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name):\(size):\(date)"
        }.joined(separator: "|")
    }

    static func load(root: URL, productsDirectory: URL, limits: Limits) throws -> Loaded {
        let stamp = chapterStamp(root: root)
        let course = try Course.load(root: root)
        let setup = try GraderSetup(course: course, productsDirectory: productsDirectory, limits: limits)
        let pages = SiteRenderer(course: course).renderPages().pages
        return Loaded(stamp: stamp, course: course, setup: setup, pages: Dictionary(pages.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The course, re-read when a chapter changed on disk. A chapter with an
    /// error keeps the last good version and says why.
    func current() -> (Loaded, problem: String?) {
        let stamp = Self.chapterStamp(root: root)
        let known = lock.withLock { loaded }
        if known.stamp == stamp { return (known, nil) }
        do {
            let fresh = try Self.load(root: root, productsDirectory: productsDirectory, limits: limits)
            lock.withLock { loaded = fresh }
            return (fresh, nil)
        } catch {
            return (known, "A chapter on disk has an error, so the page shows its last good version: \(error)")
        }
    }

    /// Changes whenever a chapter or an answer changes on disk (the page's
    /// script reloads when it does).
    public func changeStamp() -> String {
        let text = Self.chapterStamp(root: root) + "#" + Self.stamp(of: root.appendingPathComponent("Exercises"), suffix: ".swift")
        return fingerprint(text)
    }

    // MARK: - Requests

    public func handle(_ request: ServeRequest) async -> ServeResponse {
        switch gate.decide(request) {
        case let .refuse(reason):
            return gate.response(for: reason)
        case let .redirect(location):
            return .redirect(location, headers: [("Cache-Control", "no-store"), ("Referrer-Policy", "same-origin")])
        case let .allow(path):
            var routed = request
            routed.path = path
            var response = await route(routed)
            response.headers.append(("Cache-Control", "no-store"))
            response.headers.append(("X-Content-Type-Options", "nosniff"))
            response.headers.append(("Referrer-Policy", "same-origin"))
            response.headers.append(("X-Frame-Options", "DENY"))
            return response
        }
    }

    func route(_ request: ServeRequest) async -> ServeResponse {
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch (request.method, parts.first, parts.count) {
        case ("GET", nil, _), ("GET", "index.html", 1):
            return page(named: "index.html")
        case ("GET", "assets", 2) where parts[1] == "workbook.css":
            guard let css = try? SiteRenderer.stylesheetSource() else { return .text(500, "the site's stylesheet is missing from the build; rebuild the server") }
            return ServeResponse(status: 200, headers: [("Content-Type", "text/css; charset=utf-8")], body: Data(css.utf8))
        case ("GET", "assets", 2) where parts[1] == "workbook.js":
            guard let script = try? SiteRenderer.scriptSource() else { return .text(500, "the site's script is missing from the build; rebuild the server") }
            return ServeResponse(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Data(script.utf8))
        case ("GET", "assets", 2) where parts[1] == "search-index.js":
            guard let index = try? SiteRenderer(course: current().0.course).searchIndexScript() else { return .text(500, "the search index could not be built from the chapters") }
            return ServeResponse(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: index)
        case ("GET", "_serve", 2) where parts[1] == "serve.css":
            return ServeResponse(status: 200, headers: [("Content-Type", "text/css; charset=utf-8")], body: Data(ServerAssets.css.utf8))
        case ("GET", "_serve", 2) where parts[1] == "serve.js":
            return ServeResponse(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Data(ServerAssets.script.utf8))
        case ("GET", let name?, 1) where name.hasSuffix(".html"):
            return page(named: name)
        case ("GET", "api", 2) where parts[1] == "stamp":
            return .json(Data("{\"stamp\":\"\(changeStamp())\"}".utf8))
        case ("POST", "exercise", 2):
            return await exerciseForm(id: parts[1], request: request)
        case ("POST", "api", 3) where parts[1] == "check":
            return await apiCheck(id: parts[2], source: request.body, seed: request.query["seed"])
        case ("POST", "api", _) where parts.count >= 2 && parts[1] == "run":
            return await apiRun(parts: Array(parts.dropFirst(2)))
        case ("POST", "api", _) where parts.count >= 2 && parts[1] == "quiz":
            return apiQuiz(parts: Array(parts.dropFirst(2)), body: request.body)
        case ("POST", "run", 3):
            return await runForm(chapter: parts[1], step: parts[2], request: request)
        case ("POST", "quiz", 3):
            return quizForm(chapter: parts[1], quiz: parts[2], request: request)
        case ("GET", _, _), ("POST", _, _):
            return .text(404, "404: nothing at \(request.path); the contents page is the address './workbook serve' printed")
        default:
            return .text(405, "405: \(request.method) is not used here; pages are GET, forms and the API are POST")
        }
    }

    // MARK: - Pages

    func page(named name: String) -> ServeResponse {
        let (loaded, problem) = current()
        guard let page = loaded.pages[name] else {
            return .text(404, "404: no page \(name); the contents page is the address './workbook serve' printed")
        }
        let chapter = loaded.course.chapters.first { SiteRenderer.pageFileName(of: $0) == name }
        var composer = self.composer(loaded: loaded, chapter: chapter, problem: problem)
        for id in chapter?.exerciseIDs ?? [] { composer.notices[id] = takeNotice(id) }
        if let chapter {
            let prefix = "\(chapter.slug)/"
            composer.placeNotices = lock.withLock {
                let taken = notices.filter { $0.key.hasPrefix(prefix) }
                for key in taken.keys { notices[key] = nil }
                return Dictionary(uniqueKeysWithValues: taken.map { (String($0.key.dropFirst(prefix.count)), $0.value) })
            }
        }
        return .html(composer.compose(page.html, chapter: chapter))
    }

    /// A page composer with what this server knows now: verdicts, the
    /// chapter's steps and their last runs, the quiz choices.
    func composer(loaded: Loaded, chapter: Chapter?, problem: String?) -> PageComposer {
        var composer = PageComposer(course: loaded.course, files: AnswerFiles(workspace: LearnerWorkspace(course: loaded.course)),
                                    verdicts: lock.withLock { verdicts }, stamp: changeStamp(), problem: problem)
        if let chapter {
            do {
                composer.steps = try StepRunner(setup: loaded.setup).steps(of: chapter)
            } catch {
                composer.problem = (problem.map { $0 + " " } ?? "") + "The chapter's steps cannot be run from this page: \(error)"
            }
            let prefix = "\(chapter.slug)/"
            lock.withLock {
                for (key, record) in runs where key.hasPrefix(prefix) {
                    if let number = Int(key.dropFirst(prefix.count)) { composer.runs[number] = record }
                }
                composer.quizChoices = quizChoices.filter { $0.key.hasPrefix(prefix) }
            }
        }
        return composer
    }

    /// The form at each exercise: saves the editor's text, then checks or
    /// shows a hint. Without script, redirects back to the exercise; the
    /// page's script asks for the exercise's panel alone.
    func exerciseForm(id: String, request: ServeRequest) async -> ServeResponse {
        let (loaded, _) = current()
        guard let chapter = loaded.course.chapter(forExercise: id) else {
            return .text(404, "404: there is no exercise '\(id)'; the contents page lists them")
        }
        let form = FormData(request.body)
        let files = AnswerFiles(workspace: LearnerWorkspace(course: loaded.course))
        var notice: String?
        do {
            if let answer = form["answer"] { try files.save(answer, for: id) }
            switch form["action"] ?? "save" {
            case "check":
                _ = try await checkOwnFile(id: id, loaded: loaded)
            case "hint":
                if try LearnerWorkspace(course: loaded.course).nextHint(for: id) == nil {
                    notice = "You have seen every hint for this exercise."
                }
            default:
                break
            }
        } catch {
            notice = "\(error)"
        }
        if request.header("x-workbook-fragment") != nil {
            let composer = PageComposer(course: loaded.course, files: files, verdicts: lock.withLock { verdicts },
                                        stamp: changeStamp(), problem: nil)
            var response = ServeResponse.html(composer.panel(for: id, notice: notice))
            response.headers.append(("X-Workbook-Stamp", changeStamp()))
            return response
        }
        if let notice { lock.withLock { notices[id] = notice } }
        return .redirect("\(gate.base)\(SiteRenderer.pageFileName(of: chapter))#exercise-\(id)")
    }

    private var notices: [String: String] = [:]

    func takeNotice(_ id: String) -> String? {
        lock.withLock { notices.removeValue(forKey: id) }
    }

    /// Checks `Exercises/<id>.swift` as `workbook check <id>` does, records
    /// progress, and keeps the verdict for the page.
    func checkOwnFile(id: String, loaded: Loaded) async throws -> CheckResult {
        let learnerCheck = LearnerCheck(setup: loaded.setup)
        let outcome = try await oneAtATime { try learnerCheck.run(id) }
        lock.withLock { verdicts[id] = Verdict(text: outcome.answerText, result: outcome.result) }
        return outcome.result
    }

    func runCheck(loaded: Loaded, _ body: @escaping @Sendable (Checker) throws -> CheckResult) async throws -> CheckResult {
        let checker = Checker(setup: loaded.setup)
        return try await oneAtATime { try body(checker) }
    }

    /// Runs a compile (a check or a step) on the queue that takes one at a
    /// time, and counts it.
    func oneAtATime<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        lock.withLock { checksStarted += 1 }
        return try await withCheckedThrowingContinuation { continuation in
            checkQueue.async {
                continuation.resume(with: Result { try body() })
            }
        }
    }

    // MARK: - API

    /// `POST /api/check/<id>[?seed=N]`, body = the answer's source: exactly
    /// what `workbook check <id> --format json [--seed N]` prints for that
    /// source (without a seed, generated cases use a fresh one, as the command
    /// does). Nothing is saved.
    func apiCheck(id: String, source: Data, seed seedText: String? = nil) async -> ServeResponse {
        let (loaded, _) = current()
        guard loaded.course.exercise(id) != nil else {
            return apiError(404, "there is no exercise '\(id)'; known: \(loaded.course.exercises.map(\.id).joined(separator: ", "))")
        }
        // The rules `workbook check` reads an answer file by.
        let text: String
        switch Result(catching: { () throws(AnswerText.Problem) in try AnswerText.validate(source) }) {
        case let .success(valid):
            text = valid
        case let .failure(.tooLarge(bytes)):
            return apiError(400, "the body is \(bytes / 1024) KiB, more than an answer can be (\(AnswerText.maximumBytes / 1024) KiB at most); send only the code the exercise asks for")
        case .failure(.notUTF8), .failure(.nulBytes):
            return apiError(400, "the body is not UTF-8 Swift source; send the answer's text as the request body")
        case .failure(.empty):
            return apiError(400, "the body is empty; send the answer's source as the request body")
        }
        var seed: UInt64?
        if let seedText {
            guard let number = UInt64(seedText) else {
                return apiError(400, "seed=\(seedText.prefix(30)) is not a seed; give a whole number from 0 to \(UInt64.max), as './workbook check --seed' takes")
            }
            seed = number
        }
        do {
            let path = "Exercises/\(id).swift"
            let result = try await runCheck(loaded: loaded) { [seed] checker in
                try checker.check(CheckRequest(exercise: .id(id), answer: .text(text, shownAs: path), seeds: .given(seed)))
            }
            // The cases give each test its rule and a visible case's input, as for `workbook check --format json`.
            let cases = (try? Checker(setup: loaded.setup).cases(for: id)) ?? []
            return .json(try ExercismReport.json(for: result, cases: cases) + Data("\n".utf8))
        } catch {
            return apiError(500, "\(error)")
        }
    }

    // MARK: - Runs

    /// A chapter named in an address: its slug (`rays-books`), page name
    /// without `.html` (`01-rays-books`), number or target.
    func chapter(named name: String, in course: Course) -> Chapter? {
        let lowered = name.lowercased()
        return course.chapters.first { chapter in
            chapter.slug == lowered || SiteRenderer.pageFileName(of: chapter) == lowered + ".html"
                || Int(lowered) == chapter.number || chapter.targetName.lowercased() == lowered
        }
    }

    /// The step an address names as the chapter names it (`3`, `3.2`,
    /// `3-2`, `step-3-2`), with every step of its chapter.
    enum StepLookup {
        case found(StepRunner.Step, total: Int)
        case missing(String)
    }

    func lookUpStep(chapter name: String, step: String, loaded: Loaded) -> StepLookup {
        guard let chapter = self.chapter(named: name, in: loaded.course) else {
            return .missing("there is no chapter '\(name)'; the chapters are \(loaded.course.chapters.map(\.slug).joined(separator: ", "))")
        }
        let steps: [StepRunner.Step]
        do { steps = try StepRunner(setup: loaded.setup).steps(of: chapter) } catch { return .missing("\(error)") }
        guard let found = StepRunner(setup: loaded.setup).step(named: step, in: steps) else {
            return .missing("chapter \(chapter.number) has no step '\(step)'; its steps are \(steps.map(\.name.description).joined(separator: ", "))")
        }
        return .found(found, total: steps.count)
    }

    /// Runs a step as `workbook run <chapter> --step <n>` does (the learner's
    /// answers as saved, or the starter code where there is none yet; nothing
    /// is written) and keeps the result for the page.
    func run(_ step: StepRunner.Step, total: Int, loaded: Loaded) async throws -> RunRecord {
        let runner = StepRunner(setup: loaded.setup)
        let outcome = try await oneAtATime { try runner.run(step) }
        let record = RunRecord(outcome: outcome, total: total)
        lock.withLock { runs["\(step.chapter.slug)/\(step.number)"] = record }
        return record
    }

    /// `POST /run/<chapter>/<n>`, the Run button's form.
    func runForm(chapter name: String, step: String, request: ServeRequest) async -> ServeResponse {
        let (loaded, _) = current()
        guard case let .found(found, total) = lookUpStep(chapter: name, step: step, loaded: loaded) else {
            return .text(404, "404: no step \(step) in chapter \(name); the chapter's page has a Run button at each output")
        }
        var notice: String?
        do { _ = try await run(found, total: total, loaded: loaded) } catch { notice = "\(error)" }
        if request.header("x-workbook-fragment") != nil {
            var composer = self.composer(loaded: loaded, chapter: found.chapter, problem: nil)
            if let notice { composer.placeNotices["run-\(found.name.slug)"] = notice }
            let current = composer.steps.first { $0.number == found.number } ?? found
            return .html(composer.runPanel(current, chapter: found.chapter))
        }
        if let notice { lock.withLock { notices["\(found.chapter.slug)/run-\(found.name.slug)"] = notice } }
        return .redirect("\(gate.base)\(SiteRenderer.pageFileName(of: found.chapter))#run-\(found.name.slug)")
    }

    /// `POST /api/run/<chapter>/<n>`: runs the step with the answers as saved
    /// and answers the run's JSON (``RunReport``). Saves nothing.
    func apiRun(parts: [String]) async -> ServeResponse {
        let (loaded, _) = current()
        guard parts.count == 2 else {
            return apiError(404, "no such step; use POST /api/run/<chapter>/<step>, e.g. /api/run/rays-books/1")
        }
        switch lookUpStep(chapter: parts[0], step: parts[1], loaded: loaded) {
        case let .missing(message):
            return apiError(404, message)
        case let .found(step, total):
            do {
                let record = try await run(step, total: total, loaded: loaded)
                return .json(try RunReport.json(record.outcome, total: record.total))
            } catch {
                return apiError(500, "\(error)")
            }
        }
    }

    // MARK: - Quizzes

    func lookUpQuiz(chapter name: String, quiz id: String, loaded: Loaded) -> QuizSession.Item? {
        guard let chapter = self.chapter(named: name, in: loaded.course),
              let found = chapter.quizzes.first(where: { $0.quiz.id == id }) else { return nil }
        return QuizSession.Item(chapter: chapter, snippet: found.snippet, quiz: found.quiz)
    }

    /// Judges a letter as `workbook quiz` does and records the answer in the
    /// same progress file.
    func answer(_ item: QuizSession.Item, letter: String, loaded: Loaded) throws -> QuizSession.Answer? {
        guard let chosen = QuizSession.choice(letter, optionCount: item.quiz.options.count) else { return nil }
        let answer = QuizSession.verdict(for: item, chosen: chosen).answer
        try LearnerWorkspace(course: loaded.course).recordQuiz([(answer.key, answer.correct)])
        lock.withLock { quizChoices[item.key] = chosen }
        return answer
    }

    /// `POST /quiz/<chapter>/<id>`, a quiz's form (`choice=<letter>`).
    func quizForm(chapter name: String, quiz id: String, request: ServeRequest) -> ServeResponse {
        let (loaded, _) = current()
        guard let item = lookUpQuiz(chapter: name, quiz: id, loaded: loaded) else {
            return .text(404, "404: no quiz '\(id)' in chapter \(name); the chapter's page lists its quizzes")
        }
        var notice: String?
        do {
            if try answer(item, letter: FormData(request.body)["choice"] ?? "", loaded: loaded) == nil {
                notice = "Choose one of the options first, then Answer."
            }
        } catch {
            notice = "\(error)"
        }
        if request.header("x-workbook-fragment") != nil {
            var composer = self.composer(loaded: loaded, chapter: item.chapter, problem: nil)
            if let notice { composer.placeNotices["quiz-\(id)"] = notice }
            return .html(composer.quizPanel(item.quiz, chapter: item.chapter))
        }
        if let notice { lock.withLock { notices["\(item.chapter.slug)/quiz-\(id)"] = notice } }
        return .redirect("\(gate.base)\(SiteRenderer.pageFileName(of: item.chapter))#quiz-\(id)")
    }

    /// `POST /api/quiz/<chapter>/<id>`, body = a letter: whether it is right,
    /// the right letter and the explanation; recorded like `workbook quiz`.
    func apiQuiz(parts: [String], body: Data) -> ServeResponse {
        let (loaded, _) = current()
        guard parts.count == 2, let item = lookUpQuiz(chapter: parts[0], quiz: parts[1], loaded: loaded) else {
            return apiError(404, "no such quiz; use POST /api/quiz/<chapter>/<quiz id> ('./workbook quiz --list' shows them)")
        }
        let letter = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let letters = Quiz.letters.prefix(item.quiz.options.count).map(String.init)
        do {
            guard let answer = try self.answer(item, letter: letter, loaded: loaded) else {
                return apiError(400, "the body must be one letter of \(letters.joined(separator: ", ")); got '\(letter.prefix(20))'")
            }
            let object: [String: Any] = [
                "quiz": item.key,
                "chosen": letters[answer.chosen],
                "correct": answer.correct,
                "answer": letters[item.quiz.correctIndex],
                "explanation": item.quiz.explanation,
            ]
            return .json(try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + Data("\n".utf8))
        } catch {
            return apiError(500, "\(error)")
        }
    }

    func apiError(_ status: Int, _ message: String) -> ServeResponse {
        let data = (try? JSONSerialization.data(withJSONObject: ["error": message], options: [.sortedKeys])) ?? Data()
        return .json(data + Data("\n".utf8), status: status)
    }
}

/// FNV-1a, 64 bits: a short fingerprint of the files' names, sizes and dates.
func fingerprint(_ text: String) -> String {
    String(format: "%016llx", FNV1a.hash(text))
}

/// `application/x-www-form-urlencoded` fields.
struct FormData {
    private var fields: [String: String] = [:]

    init(_ body: Data) {
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String {
                String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
            }
            let name = decode(parts[0])
            if fields[name] == nil { fields[name] = parts.count > 1 ? decode(parts[1]) : "" }
        }
    }

    subscript(name: String) -> String? { fields[name] }
}
