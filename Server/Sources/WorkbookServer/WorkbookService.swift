import Foundation
import Grading
import Literate
import Sandbox
import Site

/// Everything `workbook serve` answers, independent of the HTTP library:
/// the gate first, then pages, forms and the JSON API.
public final class WorkbookService: @unchecked Sendable {
    public let gate: Gate
    public let root: URL
    let productsDirectory: URL
    let limits: Limits
    public var stepRunner: (any StepRunning)?
    public var quizzes: (any QuizAsking)?

    private let lock = NSLock()
    private var loaded: Loaded
    private var verdicts: [String: Verdict] = [:]
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

    /// How many checks (compiles) this server started: tests prove a refused request starts none.
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
        case let .adoptToken(path):
            return .redirect(path.isEmpty ? "/" : path, headers: [gate.cookieHeader, ("Cache-Control", "no-store")])
        case .allow:
            var response = await route(request)
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
            return await apiCheck(id: parts[2], source: request.body)
        case ("POST", "api", _) where parts.count >= 3 && parts[1] == "run":
            return apiRun(parts: Array(parts.dropFirst(2)))
        case ("GET", _, _), ("POST", _, _):
            return .text(404, "404: nothing at \(request.path); the contents page is at /")
        default:
            return .text(405, "405: \(request.method) is not used here; pages are GET, forms and the API are POST")
        }
    }

    // MARK: - Pages

    func page(named name: String) -> ServeResponse {
        let (loaded, problem) = current()
        guard let page = loaded.pages[name] else {
            return .text(404, "404: no page \(name); the contents page is at /")
        }
        let chapter = loaded.course.chapters.first { SiteRenderer.pageFileName(of: $0) == name }
        var composer = PageComposer(course: loaded.course, files: AnswerFiles(workspace: LearnerWorkspace(course: loaded.course)),
                                    verdicts: lock.withLock { verdicts }, stamp: changeStamp(), problem: problem,
                                    steps: chapter.flatMap { c in stepRunner?.steps(of: c) } ?? [])
        for id in chapter?.exerciseIDs ?? [] { composer.notices[id] = takeNotice(id) }
        return .html(composer.compose(page.html, chapter: chapter))
    }

    /// The form at each exercise: saves the editor's text, then checks or
    /// shows a hint. Without script, redirects back to the exercise; the
    /// page's script asks for the exercise's panel alone.
    func exerciseForm(id: String, request: ServeRequest) async -> ServeResponse {
        let (loaded, _) = current()
        guard let chapter = loaded.course.chapter(forExercise: id) else {
            return .text(404, "404: there is no exercise '\(id)'; the contents page at / lists them")
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
                                        stamp: changeStamp(), problem: nil, steps: [])
            var response = ServeResponse.html(composer.panel(for: id, notice: notice))
            response.headers.append(("X-Workbook-Stamp", changeStamp()))
            return response
        }
        if let notice { lock.withLock { notices[id] = notice } }
        return .redirect("/\(SiteRenderer.pageFileName(of: chapter))#exercise-\(id)")
    }

    private var notices: [String: String] = [:]

    func takeNotice(_ id: String) -> String? {
        lock.withLock { notices.removeValue(forKey: id) }
    }

    /// Checks `Exercises/<id>.swift` as `workbook check <id>` does, records
    /// progress, and keeps the verdict for the page.
    func checkOwnFile(id: String, loaded: Loaded) async throws -> CheckResult {
        let workspace = LearnerWorkspace(course: loaded.course)
        let url = try workspace.ensureAnswer(for: id).url
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let result = try await runCheck(loaded: loaded) { checker in
            try checker.check(exercise: id, answer: url, displayPath: workspace.displayPath(for: url))
        }
        try? workspace.record(result, answerText: text)
        lock.withLock { verdicts[id] = Verdict(text: text, result: result) }
        return result
    }

    func runCheck(loaded: Loaded, _ body: @escaping @Sendable (Checker) throws -> CheckResult) async throws -> CheckResult {
        lock.withLock { checksStarted += 1 }
        let checker = Checker(setup: loaded.setup)
        return try await withCheckedThrowingContinuation { continuation in
            checkQueue.async {
                continuation.resume(with: Result { try body(checker) })
            }
        }
    }

    // MARK: - API

    /// `POST /api/check/<id>`, body = the answer's source: exactly what
    /// `workbook check <id> --format json` prints for that source. Nothing is saved.
    func apiCheck(id: String, source: Data) async -> ServeResponse {
        let (loaded, _) = current()
        guard loaded.course.exercise(id) != nil else {
            return apiError(404, "there is no exercise '\(id)'; known: \(loaded.course.exercises.map(\.id).joined(separator: ", "))")
        }
        guard let text = String(validating: source, as: UTF8.self), !text.utf8.contains(0) else {
            return apiError(400, "the body is not UTF-8 Swift source; send the answer's text as the request body")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return apiError(400, "the body is empty; send the answer's source as the request body")
        }
        do {
            let path = "Exercises/\(id).swift"
            let result = try await runCheck(loaded: loaded) { checker in
                try checker.check(exercise: id, answerText: text, answerPath: path)
            }
            return .json(try ExercismReport.json(for: result) + Data("\n".utf8))
        } catch {
            return apiError(500, "\(error)")
        }
    }

    func apiRun(parts: [String]) -> ServeResponse {
        guard let runner = stepRunner else {
            return apiError(501, "this build has no step runner ('workbook run'); checks work: POST /api/check/<id>")
        }
        let (loaded, _) = current()
        guard parts.count == 2, let chapter = loaded.course.chapters.first(where: { $0.slug == parts[0] || SiteRenderer.pageFileName(of: $0) == parts[0] + ".html" }) else {
            return apiError(404, "no such step; use POST /api/run/<chapter page without .html>/<step id>")
        }
        do {
            return .json(try runner.runJSON(chapter: chapter, step: parts[1]))
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
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return String(format: "%016llx", hash)
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
