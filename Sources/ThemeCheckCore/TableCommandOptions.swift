/// The options of a command that works on a themed table (`render`, `explain`): the shared
/// ``TableOptions`` plus its own, with the shared ones read and written as if declared on the command's
/// options (`options.theme`).
@dynamicMemberLookup
public protocol TableCommandOptions {
    /// The options shared with the other table commands.
    var table: TableOptions { get set }
}

extension TableCommandOptions {
    /// A shared option, read and written through ``table``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<TableOptions, Value>) -> Value {
        get { table[keyPath: keyPath] }
        set { table[keyPath: keyPath] = newValue }
    }
}
