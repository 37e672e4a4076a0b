/// A CI recipe file that is not what its test needs (a job, step or key missing), with what is wrong.
struct RecipeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
