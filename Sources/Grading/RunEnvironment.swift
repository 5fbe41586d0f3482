/// The environment a graded program runs in: what it sees of "the machine".
///
/// The chapters promise some results "on every machine" (a day is midnight
/// UTC wherever the program runs), so the hidden and generated cases run on
/// a machine deliberately unlike the grader's: a time zone far from UTC
/// whose offset is not a whole number of hours. An answer that leans on
/// `TimeZone.current` (a `DateFormatter` without `timeZone = UTC`) is then
/// off by 9 h 30 min, as it would be on a learner's machine somewhere.
///
/// The chapter's visible case is its own program printing the output block
/// the chapter shows, which was made in UTC: it runs in UTC, and says so.
///
/// The locale cannot be varied the same way: on Linux, Foundation's
/// `Locale.current` is `en_001` whatever `LANG` or `LC_ALL` say
/// (swift-foundation reads no environment for it), so only the time zone
/// differs from the grader's.
enum RunEnvironment {
    /// The zone the hidden cases run in: UTC−09:30 all year (no daylight
    /// saving), so a midnight-UTC day falls on the previous local day.
    static let caseTimeZone = "Pacific/Marquesas"

    /// The zone the chapters' output blocks were made in.
    static let chapterTimeZone = "UTC"

    /// The environment for one of the driver's modes (`chapter`, `cases`,
    /// `generate`): the reference answer's generated expectations are made
    /// on the same foreign machine as the answer's run.
    static func forMode(_ mode: String) -> [String: String] {
        ["LANG": "C.UTF-8", "HOME": "/tmp", "TZ": mode == "chapter" ? chapterTimeZone : caseTimeZone]
    }
}
