import Foundation
@testable import Similarity
import XCTest

/// `ErrorFormsPass`: how errors are passed on is written one way.
final class ErrorFormsPassTests: XCTestCase {
    /// A throwing helper made into one returning a `Result`, its callers
    /// taking the value out with `.get()`.
    func testResultHelperIsTheThrowingOne() {
        let throwing = """
        extension KeyedDecodingContainer {
            func required<T: Decodable>(_ key: Key) throws -> T { try decode(T.self, forKey: key) }
        }
        func read(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> (String, Int) {
            (try c.required(AnyCodingKey("name")), try c.required(AnyCodingKey("age")))
        }
        """
        let result = """
        extension KeyedDecodingContainer {
            func required<T: Decodable>(_ key: Key) -> Result<T, Error> { Result { try decode(T.self, forKey: key) } }
        }
        func read(_ c: KeyedDecodingContainer<AnyCodingKey>) throws -> (String, Int) {
            (try c.required(AnyCodingKey("name")).get(), try c.required(AnyCodingKey("age")).get())
        }
        """
        assertSame(throwing, result)
        // What the value is made of still counts.
        assertDifferent(throwing, result.replacingOccurrences(of: "decode(T.self", with: "decodeIfPresent(T.self"))
    }

    /// `try?`, `try!` and `try` are one; an optional result is the throwing one.
    func testTryMarksAndOptionalResults() {
        assertSame("func f(_ s: String) -> Int? { let n = try? parse(s); return n }",
                   "func f(_ s: String) throws -> Int { let n = try parse(s); return n }")
        assertSame("let v = try! JSONDecoder().decode(Card.self, from: data)", "let v = try JSONDecoder().decode(Card.self, from: data)")
        assertSame("func f() -> Result<Int, Error> { .success(1) }", "func f() throws -> Int { 1 }")
        // Another member called `get`, or one with arguments, is a call like any other.
        assertDifferent("let v = box.get(1)", "let v = box")
    }

    /// `do`/`catch`, `if let … = try?` and a `switch` over a `Result` are
    /// the same plan: the value, or what is done without it.
    func testCatchingShapesAreOne() {
        let doCatch = """
        func f(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, _ out: inout [Int], _ bad: inout [String]) {
            do {
                let value = try c.decode(Int.self, forKey: key)
                out.append(value)
            } catch {
                bad.append(key.stringValue)
            }
        }
        """
        let ifTry = """
        func f(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, _ out: inout [Int], _ bad: inout [String]) {
            if let value = try? c.decode(Int.self, forKey: key) {
                out.append(value)
            } else {
                bad.append(key.stringValue)
            }
        }
        """
        let resultSwitch = """
        func f(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, _ out: inout [Int], _ bad: inout [String]) {
            switch Result(catching: { try c.decode(Int.self, forKey: key) }) {
            case .success(let value):
                out.append(value)
            case .failure:
                bad.append(key.stringValue)
            }
        }
        """
        assertSame(doCatch, ifTry)
        assertSame(doCatch, resultSwitch)
        assertDifferent(doCatch, doCatch.replacingOccurrences(of: "bad.append(key.stringValue)", with: "throw Failure()"))
    }

    /// The statements after the value are a block like any other: a
    /// `guard` in it is the `if` it spells out, whichever shape holds it.
    func testTheRestIsABlock() {
        let doCatch = """
        func f(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, _ out: inout [Int], _ bad: inout [String]) {
            do {
                let value = try c.decode(Int.self, forKey: key)
                guard value > 0 else { return }
                out.append(value * 2 + 1)
            } catch {
                bad.append(key.stringValue)
            }
        }
        """
        let ifTry = """
        func f(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, _ out: inout [Int], _ bad: inout [String]) {
            if let value = try? c.decode(Int.self, forKey: key) {
                guard value > 0 else { return }
                out.append(value * 2 + 1)
            } else {
                bad.append(key.stringValue)
            }
        }
        """
        assertSame(doCatch, ifTry)
    }

    /// The name a `switch` over a `Result` binds is its own, even where a
    /// helper being inlined has a parameter of that name.
    func testTheBoundNameIsTheCases() {
        let shape = { (value: String) in """
        func report(_ c: KeyedDecodingContainer<AnyCodingKey>, _ value: Int) {
            use(value)
            \(value)
        }
        func main(_ c: KeyedDecodingContainer<AnyCodingKey>, _ keys: [AnyCodingKey]) {
            report(c, keys.count * 3 + 11)
        }
        """ }
        let resultSwitch = shape("""
        switch Result(catching: { try c.decode(Int.self, forKey: AnyCodingKey("k")) }) {
            case .success(let value): use(value, value * 2)
            case .failure: bad()
            }
        """)
        let doCatch = shape("""
        do {
                let value = try c.decode(Int.self, forKey: AnyCodingKey("k"))
                use(value, value * 2)
            } catch {
                bad()
            }
        """)
        assertSame(resultSwitch, doCatch)
        // Another enum's cases are not a Result's.
        assertDifferent("switch r { case .success(let v): use(v); default: bad() }", "if let v = r { use(v) } else { bad() }")
    }

    /// The plain view (and so the line view) leaves out the same marks.
    func testPlainViewLeavesOutTheMarks() {
        let plain = { (source: String) in AnswerReader(source, normalise: false).plain.tokens.map(\.kind) }
        XCTAssertEqual(plain("let a = try c.required(.id).get()"), plain("let a = c.required(.id)"))
        XCTAssertEqual(plain("func f() rethrows -> Int { try? g() }"), plain("func f() -> Int { g() }"))
        XCTAssertNotEqual(plain("let a = c.required(.id).get(1)"), plain("let a = c.required(.id)"))
    }
}
