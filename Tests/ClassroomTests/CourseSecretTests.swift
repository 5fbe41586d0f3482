import Foundation
import Testing
import Classroom

@Suite("The course secret")
struct CourseSecretTests {
    @Test("made once, 0600, the same for graders starting at once; refused when others can read it")
    func madeOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("course-secret-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("secrets/course")
        final class Values: @unchecked Sendable {
            let lock = NSLock()
            var values: [String] = []
            var errors: [String] = []
        }
        let found = Values()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            do {
                let value = try CourseSecret.loadOrCreate(at: url).value
                found.lock.lock(); found.values.append(value); found.lock.unlock()
            } catch {
                found.lock.lock(); found.errors.append("\(error)"); found.lock.unlock()
            }
        }
        #expect(found.errors.isEmpty, "\(found.errors)")
        #expect(found.values.count == 8 && Set(found.values).count == 1)
        #expect(found.values.first?.count == 64)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["course"], "no temporary file is left")

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        #expect(throws: ClassroomError.self) { try CourseSecret.loadOrCreate(at: url) }

        // Two courses (two folders) get two secrets.
        let cache = folder.appendingPathComponent("cache")
        let one = CourseSecret.location(courseRoot: URL(fileURLWithPath: "/courses/a"), privateSolutions: nil, cache: cache)
        let two = CourseSecret.location(courseRoot: URL(fileURLWithPath: "/courses/b"), privateSolutions: nil, cache: cache)
        #expect(one != two && one.path.hasPrefix(cache.path))
        #expect(CourseSecret.location(courseRoot: URL(fileURLWithPath: "/courses/a"), privateSolutions: folder, cache: cache).path == folder.appendingPathComponent(".course-secret").path)
    }
}
