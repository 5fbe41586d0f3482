import Foundation
import Testing
@testable import Grading

/// The kit's vocabulary is compiled once (``KitModule``) and every step kit
/// imports it: a kit compiles only its harness, generator and driver.
@Suite("The kit's vocabulary, compiled once for every exercise", .serialized, .tags(.slow))
struct KitModuleTests {
    @Test("two exercises' kits share one compiled kit module and compile only their own three files")
    func oneModuleForTwoKits() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kit-module-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let setup = try GraderSetup(course: TestCourse.setup.course, productsDirectory: TestCourse.productsDirectory, cacheDirectory: cache,
                                    limits: TestCourse.setup.limits)
        for id in ["kebab-strategy", "mana-decoding"] {
            let reference = TestCourse.root.appendingPathComponent("Solutions/\(id)/answer.swift")
            let result = try TestCourse.slots.with { try Checker(setup: setup).check(CheckRequest(exercise: .id(id), answer: .file(reference, shownAs: nil), seeds: .one(7), slot: $0)) }
            #expect(result.status == .passed, "\(id): \(result.cases.filter { $0.status != .passed }.map(\.message))")
        }
        let kits = cache.appendingPathComponent("kits")
        let folders = try FileManager.default.contentsOfDirectory(atPath: kits.path).filter { !$0.hasPrefix(".") }
        let modules = folders.filter { $0.hasPrefix("module-") }
        #expect(modules.count == 1, "\(folders)")
        let module = kits.appendingPathComponent(try #require(modules.first))
        #expect(FileManager.default.fileExists(atPath: module.appendingPathComponent("interface/WorkbookKit.swiftmodule").path))
        #expect(FileManager.default.fileExists(atPath: module.appendingPathComponent("WorkbookKit.o").path))
        let stepKits = folders.filter { !$0.hasPrefix("module-") }
        #expect(stepKits.count == 2, "\(folders)")
        for kit in stepKits {
            let compiled = try FileManager.default.contentsOfDirectory(atPath: kits.appendingPathComponent(kit).appendingPathComponent("harness").path)
            #expect(Set(compiled) == ["WorkbookHarness.swift", "WorkbookGenerator.swift", "main.swift"])
        }
    }
}
