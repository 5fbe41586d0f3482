/// A line diff between two versions of a file: the longest common
/// subsequence of lines kept, everything else removed or added.
enum LineDiff {
    enum Operation: Equatable {
        /// The line is in both versions (indices into old and new).
        case same(old: Int, new: Int)
        /// The line is only in the old version.
        case removed(old: Int)
        /// The line is only in the new version.
        case added(new: Int)
    }

    /// The operations turning `old` into `new`, in reading order; removed
    /// lines come before the lines added in their place.
    static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        // Lines equal at both ends need no table: trim them first.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }

        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        // lengths[i][j]: length of the LCS of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }

        var operations: [Operation] = (0..<prefix).map { .same(old: $0, new: $0) }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                operations.append(.same(old: prefix + i, new: prefix + j))
                i += 1
                j += 1
            } else if j == b.count || (i < a.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
                operations.append(.removed(old: prefix + i))
                i += 1
            } else {
                operations.append(.added(new: prefix + j))
                j += 1
            }
        }
        for k in 0..<suffix {
            operations.append(.same(old: old.count - suffix + k, new: new.count - suffix + k))
        }
        return operations
    }
}
