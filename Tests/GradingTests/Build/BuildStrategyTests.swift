@testable import Grading
import Testing

@Suite("Which build path an answer takes")
struct BuildStrategyTests {
    @Test func anAnswerWhoseInterfaceCannotBeJudgedIsCompiledWhole() {
        for kept in [true, false, nil] as [Bool?] {
            for keeps in [true, false] {
                #expect(BuildStrategy.choose(interfaceJudged: false, objectsKeptForSkeleton: kept, keepsObjects: keeps) == .wholeModule)
            }
        }
    }

    @Test func withoutObjectsForItsSkeletonAnAnswerIsCompiledWhole() {
        #expect(BuildStrategy.choose(interfaceJudged: true, objectsKeptForSkeleton: false, keepsObjects: true) == .wholeModuleKeepingObjects)
        #expect(BuildStrategy.choose(interfaceJudged: true, objectsKeptForSkeleton: false, keepsObjects: false) == .wholeModule)
    }

    @Test func withObjectsForItsSkeletonTheAnswerIsCompiledFirst() {
        #expect(BuildStrategy.choose(interfaceJudged: true, objectsKeptForSkeleton: true, keepsObjects: true) == .answerFirst(keepsObjects: true))
        #expect(BuildStrategy.choose(interfaceJudged: true, objectsKeptForSkeleton: true, keepsObjects: false) == .answerFirst(keepsObjects: false))
    }

    /// Whether objects were kept cannot be read: the answer is compiled
    /// first, as when they were (the kept objects are looked up after).
    @Test func anUnreadableRecordTriesTheAnswerFirst() {
        #expect(BuildStrategy.choose(interfaceJudged: true, objectsKeptForSkeleton: nil, keepsObjects: true) == .answerFirst(keepsObjects: true))
    }
}
