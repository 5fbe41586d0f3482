// expect-fail: compile
// Hopes the compiler will synthesize encode(to:) from an extension in
// another file; it will not.
extension Customer: Encodable {}
