import Foundation

extension ClassReport {
    /// Combines shard results (`workbook grade --shard i/n --format json`)
    /// into the report the whole class would have given. The shards must
    /// come from the same grader and course, split the same way, and be
    /// complete (every index 0..<n once) unless `allowMissing`.
    public static func merge(_ parts: [(path: String, report: ClassReport)], allowMissing: Bool = false) throws -> ClassReport {
        guard let first = parts.first else {
            throw ClassroomError.mergeMismatch("no shard results given; pass the grades.json of every shard")
        }
        var seenShards: [Int: String] = [:]
        var count: Int?
        var students: [FolderName: (StudentReport, String)] = [:]
        var stray: [SkippedFile] = []
        for (path, report) in parts {
            // An older report scored otherwise (per case before version 3): its
            // shards are graded again rather than merged under the new label.
            // Version 3 scored as 4 does (4 only types its warnings).
            guard mergeableVersions.contains(report.version) else {
                throw ClassroomError.mergeMismatch("\(path) has report version \(report.version), written by an older workbook that scored otherwise; grade every shard again with this workbook (report version \(currentVersion))")
            }
            guard report.graderVersion == first.report.graderVersion else {
                throw ClassroomError.mergeMismatch("\(path) was graded by grader version \(report.graderVersion), \(first.path) by \(first.report.graderVersion); grade every shard with the same workbook")
            }
            guard report.exercises == first.report.exercises else {
                throw ClassroomError.mergeMismatch("\(path) has other exercises, points or cases than \(first.path); grade every shard from the same course and the same --cases")
            }
            guard report.assignment == first.report.assignment else {
                throw ClassroomError.mergeMismatch("\(path) was graded for another assignment (or another version of its file) than \(first.path); grade every shard with the same --assignment")
            }
            guard report.isolation == first.report.isolation else {
                throw ClassroomError.mergeMismatch("\(path) ran with isolation '\(report.isolation)', \(first.path) with '\(first.report.isolation)'; grade every shard the same way")
            }
            if let shard = report.shard {
                if let count, count != shard.count {
                    throw ClassroomError.mergeMismatch("\(path) is shard \(shard.index)/\(shard.count), but other shards were split in \(count); grade every shard with the same --shard count")
                }
                count = shard.count
                if let other = seenShards[shard.index] {
                    throw ClassroomError.mergeMismatch("\(path) and \(other) are both shard \(shard.index)/\(shard.count); give each shard's result once")
                }
                seenShards[shard.index] = path
            }
            for student in report.students {
                if let (_, other) = students[FolderName(student.name)] {
                    throw ClassroomError.mergeMismatch("student '\(student.name)' is in both \(other) and \(path); merge results of different shards of one class")
                }
                students[FolderName(student.name)] = (student, path)
            }
            for file in report.strayFiles where !stray.contains(file) { stray.append(file) }
        }
        if let count, !allowMissing {
            let missing = (0..<count).filter { seenShards[$0] == nil }
            if !missing.isEmpty {
                throw ClassroomError.mergeMismatch("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing; pass every shard's grades.json (or --allow-missing-shards for a partial gradebook)")
            }
        }
        let sorted = students.values.map(\.0).sorted { FolderName.byBytes($0.name, $1.name) }
        var merged = ClassReport(graderVersion: first.report.graderVersion, isolation: first.report.isolation, shard: nil,
                                 exercises: first.report.exercises, strayFiles: stray.sorted { $0.file < $1.file }, students: sorted,
                                 assignment: first.report.assignment, seeds: first.report.seeds, warnings: mergedWarnings(parts.map(\.report)))
        merged.exerciseSelection = first.report.exerciseSelection
        return merged
    }
}

/// Every shard's warnings, once each, in order; the per-shard lists of
/// unknown folders and unknown submission times are kept as they are.
private func mergedWarnings(_ reports: [ClassReport]) -> [GradingWarning] {
    var seen: Set<GradingWarning> = []
    return reports.flatMap(\.warnings).filter { seen.insert($0).inserted }
}
