import Foundation
import Literate
import Testing

/// Two `#sourceLocation` paths with one file name in one module make the
/// compiler warn (their `#fileID`s clash) on every build of the target.
@Suite("Tangled targets build without #fileID clashes")
struct FileIDTests {
    static func locations(in files: [String: Data]) -> Set<String> {
        var paths: Set<String> = []
        for (name, data) in files where name.hasSuffix(".swift") {
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("#sourceLocation(file: \"") {
                paths.insert(String(line.dropFirst("#sourceLocation(file: \"".count).prefix { $0 != "\"" }))
            }
        }
        return paths
    }

    @Test func twoExercisesInOneChapter() throws {
        let directory = try TemporaryDirectory()
        try directory.write(wrapped(
            fence("swift file=main.swift", "print(\"x\")")
            + fence("swift exercise=demo-exercise", "func answer() -> Int { 0 }")
            + fence("swift exercise=second-exercise", "func second() -> Int { 0 }")
        ), to: "Chapters/01-demo.md")
        try directory.write("func answer() -> Int { 42 }\n", to: "Solutions/demo-exercise/answer.swift")
        try directory.write("func second() -> Int { 7 }\n", to: "Solutions/second-exercise/answer.swift")
        let course = try Course.load(root: directory.url)
        let tangled = try TangledTarget(course: course, chapter: try #require(course.chapters.first))
        let names = Self.locations(in: tangled.files).map { ($0 as NSString).lastPathComponent }
        #expect(names.count == Set(names).count, "clashing #fileIDs: \(names.sorted())")
        let second = String(decoding: tangled.files["Solution-second-exercise.swift"] ?? Data(), as: UTF8.self)
        #expect(second.contains("func second() -> Int { 7 }"))
        #expect(second.contains("Solutions/second-exercise/answer.swift"), "the copy names its source")
    }

    @Test func theCourseTargets() throws {
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let course = try Course.load(root: root)
        for chapter in course.chapters {
            let names = Self.locations(in: try TangledTarget(course: course, chapter: chapter).files).map { ($0 as NSString).lastPathComponent }
            #expect(names.count == Set(names).count, "\(chapter.targetName): clashing #fileIDs \(names.sorted())")
        }
    }
}
