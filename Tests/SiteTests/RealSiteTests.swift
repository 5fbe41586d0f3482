import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Literate
@testable import Site
import Testing

/// The repository's root (this file is Tests/SiteTests/RealSiteTests.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Elements that make a browser load something, with the attribute naming it.
let loadingAttributes: [String: [String]] = [
    "link": ["href"], "script": ["src"], "img": ["src", "srcset"], "iframe": ["src"],
    "source": ["src", "srcset"], "video": ["src", "poster"], "audio": ["src"],
    "embed": ["src"], "object": ["data"], "track": ["src"], "input": ["src"],
]

/// Renders the real chapters (learner and instructor editions) once.
/// Set WORKBOOK_SITE_DIR to keep the learner edition there (the screenshot
/// script does).
struct RenderedSite: Sendable {
    let directory: URL
    let report: SiteReport
    let instructorDirectory: URL
    let instructorReport: SiteReport

    static func make() throws -> RenderedSite {
        let course = try Course.load(root: repositoryRoot)
        // One fixed folder, emptied first, so runs never pile up copies.
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-site-tests")
        try? FileManager.default.removeItem(at: base)
        let directory = ProcessInfo.processInfo.environment["WORKBOOK_SITE_DIR"].map { URL(fileURLWithPath: $0) }
            ?? base.appendingPathComponent("learner")
        let instructorDirectory = base.appendingPathComponent("instructor")
        let report = try SiteRenderer(course: course).render(to: directory)
        let instructorReport = try SiteRenderer(course: course, instructor: true).render(to: instructorDirectory)
        return RenderedSite(directory: directory, report: report, instructorDirectory: instructorDirectory, instructorReport: instructorReport)
    }
}

@Suite(.serialized, .tags(.slow)) struct RealSiteTests {
    let site: RenderedSite

    /// Rendered once for all the tests below (a suite's init runs per test).
    static let rendered = Result { try RenderedSite.make() }

    init() throws {
        site = try Self.rendered.get()
    }

    @Test func everyChapterHasAPage() throws {
        let course = try Course.load(root: repositoryRoot)
        #expect(course.chapters.count >= 4)
        // The index, one page per chapter, the whole-course page.
        #expect(site.report.pagesWritten == course.chapters.count + 2)
        #expect(site.report.warnings.isEmpty, "learner edition warnings: \(site.report.warnings)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: site.directory.path))
        #expect(names.contains("index.html"))
        #expect(names.contains("assets"))
        for chapter in course.chapters {
            #expect(names.contains((chapter.path as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: ".html")))
        }
    }

    @Test func renderingAllChaptersIsFast() {
        print("site: rendered \(site.report.pagesWritten) pages in \(site.report.duration) (instructor edition: \(site.instructorReport.duration))")
        // Not a measure of speed (scripts/render-bench.sh is): a bound with
        // room for a machine running other work (a debug render takes 1-4 s
        // beside a full test run), which only a render gone badly wrong
        // (say, quadratic) passes.
        #if DEBUG
        let limit = Duration.seconds(30)
        #else
        let limit = Duration.seconds(5)
        #endif
        #expect(site.report.duration < limit, "rendering took \(site.report.duration)")
    }

    @Test func everyPageIsWellFormedAndLoadsNothingFromOutside() throws {
        for (directory, pages) in [(site.directory, site.report.pages), (site.instructorDirectory, site.instructorReport.pages)] {
            for page in pages {
                let data = try Data(contentsOf: page)
                let document: XMLDocument
                do {
                    document = try XMLDocument(data: data, options: [])
                } catch {
                    Issue.record("\(page.path): not well-formed: \(error)")
                    continue
                }
                let root = try #require(document.rootElement())
                #expect(root.name == "html")
                var ids = Set<String>()
                var localLinks: [String] = []
                for element in allElements(root) {
                    let name = element.name ?? ""
                    for attribute in loadingAttributes[name] ?? [] {
                        guard let value = element.attribute(forName: attribute)?.stringValue else { continue }
                        #expect(!isExternal(value), "\(page.lastPathComponent): <\(name) \(attribute)=\"\(value)\"> loads from outside")
                        if !isExternal(value), !value.hasPrefix("data:") {
                            let file = directory.appendingPathComponent(String(value.split(separator: "#").first ?? ""))
                            #expect(FileManager.default.fileExists(atPath: file.path), "\(page.lastPathComponent): <\(name) \(attribute)=\"\(value)\"> names a missing file")
                        }
                    }
                    if let id = element.attribute(forName: "id")?.stringValue {
                        #expect(!ids.contains(id), "\(page.lastPathComponent): duplicate id \(id)")
                        ids.insert(id)
                    }
                    if name == "a", let href = element.attribute(forName: "href")?.stringValue, !isExternal(href), !href.hasPrefix("mailto:") {
                        localLinks.append(href)
                    }
                    #expect(element.attribute(forName: "style") == nil, "inline style in \(page.lastPathComponent)")
                }
                // Every relative link points at a page of the site, and every
                // anchor at an element with that id.
                for link in localLinks {
                    let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let file = parts[0].isEmpty ? page.lastPathComponent : parts[0]
                    let target = directory.appendingPathComponent(file)
                    #expect(FileManager.default.fileExists(atPath: target.path), "\(page.lastPathComponent): broken link \(link)")
                    if parts.count == 2, !parts[1].isEmpty, let targetData = try? Data(contentsOf: target) {
                        let text = String(decoding: targetData, as: UTF8.self)
                        #expect(text.contains("id=\"\(parts[1])\""), "\(page.lastPathComponent): link \(link) names no element")
                    }
                }
            }
        }
    }

    @Test func stylesheetLoadsNothingFromOutside() throws {
        let css = try String(contentsOf: site.directory.appendingPathComponent("assets/workbook.css"), encoding: .utf8)
        #expect(!css.contains("@import"))
        #expect(!css.contains("url("))
        #expect(css.contains("prefers-color-scheme: dark"))
        #expect(css.contains("@media print"))
    }

    @Test func chapterPagesShowTheSnippetsTheyHold() throws {
        let course = try Course.load(root: repositoryRoot)
        for chapter in course.chapters {
            let name = (chapter.path as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: ".html")
            let html = try String(contentsOf: site.directory.appendingPathComponent(name), encoding: .utf8)
            var outputs = 0, stubs = 0, hints = 0
            for snippet in chapter.snippets {
                switch snippet.kind {
                case .output: outputs += 1
                case .exercise: stubs += 1
                case .hint: hints += 1
                default: break
                }
            }
            #expect(occurrences(of: "<figure class=\"listing output\">", in: html) == outputs, "\(name)")
            #expect(occurrences(of: "<section class=\"exercise\"", in: html) == stubs, "\(name)")
            #expect(occurrences(of: "<details class=\"hint\">", in: html) == hints, "\(name)")
            for id in chapter.exerciseIDs {
                #expect(html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression).contains("./workbook check \(id)"),
                        "\(name) does not say how to check \(id)")
            }
            // Swift code is highlighted.
            #expect(html.contains("<span class=\"kw\">"), "\(name) has no highlighted keyword")
        }
    }

    @Test func searchIndexCoversEverySectionOfEveryChapter() throws {
        let course = try Course.load(root: repositoryRoot)
        let data = try Data(contentsOf: site.directory.appendingPathComponent("search-index.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: String]])
        let indexed = Set(sections.map { "\($0["page"] ?? "")#\($0["anchor"] ?? "")" })
        let ids = course.exercises.map(\.id)
        var headings = 0
        for chapter in course.chapters {
            let page = SiteRenderer.fileName(of: chapter)
            #expect(indexed.contains("\(page)#"), "\(page): its opening is not in the search index")
            for heading in sectionHeadings(of: chapter, exerciseIDs: ids) {
                #expect(indexed.contains("\(page)#\(heading.anchor)"), "\(page)#\(heading.anchor) is not in the search index")
                headings += 1
            }
        }
        #expect(sections.count == course.chapters.count + headings)
        #expect(sections.allSatisfy { !($0["text"] ?? "").isEmpty || !($0["anchor"] ?? "").isEmpty })
    }

    @Test func instructorEditionHasEveryAnswer() throws {
        #expect(site.instructorReport.warnings.isEmpty, "\(site.instructorReport.warnings)")
        let course = try Course.load(root: repositoryRoot)
        // The chapter pages, not the whole-course page that repeats them.
        let chapterPages = site.instructorReport.pages.filter { $0.lastPathComponent != "print.html" }
        let all = try chapterPages.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        #expect(occurrences(of: "<div class=\"instructor\">", in: all) == course.exercises.count)
        #expect(occurrences(of: "<table class=\"cases\">", in: all) == course.exercises.count)
    }
}

func isExternal(_ value: String) -> Bool {
    let lower = value.trimmingCharacters(in: .whitespaces).lowercased()
    return lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("//") || lower.contains("://")
}

func allElements(_ element: XMLElement) -> [XMLElement] {
    [element] + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap(allElements)
}
