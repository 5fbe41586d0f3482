import Foundation
import Literate
import Toolchain

/// What every compile of one chapter needs: its fixtures, the runtime library
/// when the code imports Crypto, and the compiler flags.
struct BuildContext: Sendable {
    let fixtures: URL
    let runtime: URL?
    let includePaths: [String]

    init(setup: GraderSetup, chapter: Chapter, texts: [String]) throws {
        fixtures = try setup.fixturesCopy(for: chapter)
        runtime = texts.contains { Self.mentions("import Crypto", in: $0) } ? try setup.runtimeLibraryDirectory() : nil
        includePaths = runtime == nil ? [] : [setup.productsDirectory.appendingPathComponent("Modules").path]
    }

    var readOnlyPaths: [String] { [fixtures.path] + (runtime.map { [$0.path] } ?? []) }

    /// Whether `text` holds `needle`, bytes compared (`memchr` for its
    /// first byte, `memcmp` for the rest): Foundation's `String.contains`
    /// took a few milliseconds of every check over the harness and the
    /// chapter's files.
    static func mentions(_ needle: String, in text: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let pattern = wanted.baseAddress, let first = wanted.first else { return true }
                guard var cursor = haystack.baseAddress.map(UnsafeRawPointer.init) else { return false }
                let end = cursor + haystack.count
                while end - cursor >= wanted.count, let found = memchr(cursor, Int32(first), end - cursor) {
                    let at = UnsafeRawPointer(found)
                    if end - at < wanted.count { return false }
                    if memcmp(at, pattern, wanted.count) == 0 { return true }
                    cursor = at + 1
                }
                return false
            }
        }
    }

    /// The `Bundle.module` the chapter's code loads its fixtures through.
    var bundleAccessor: String {
        "import Foundation\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle(path: \"\(fixtures.path)\")!\n}\n"
    }

    func request(sources: [String], output: String, moduleName: String = "Exercise") -> CompileRequest {
        var request = CompileRequest(sources: sources, output: output, moduleName: moduleName)
        request.swiftLanguageVersion = "5"
        request.timeoutSeconds = 120
        request.includePaths = includePaths
        if let runtime {
            request.libraryPaths = [runtime.path]
            request.libraries = ["CourseSupport"]
        }
        // No -file-prefix-map: it makes swiftc rebuild its module cache (3× the
        // compile time); paths are mapped back in diagnostics and crash reports.
        request.extraFlags = ["-suppress-warnings"]
        return request
    }

    /// A compile of the learner's module `Exercise` (no `main.swift` of its
    /// own: the driver is the grader's), with testing enabled, so the
    /// harness may use the chapter's internal names, and library evolution.
    /// Library evolution makes public types resilient only: an internal type
    /// (every chapter and answer type) keeps a fixed layout, which a
    /// `@testable` client builds in. So the kit never holds a value of a
    /// type the answer declares (``StepKit``), and the order of an answer's
    /// stored properties or enum cases cannot change what the kit reads.
    func exerciseRequest(sources: [String], output: String) -> CompileRequest {
        var request = request(sources: sources, output: output)
        request.extraFlags += ["-parse-as-library", "-enable-library-evolution", "-enable-testing"]
        return request
    }
}
