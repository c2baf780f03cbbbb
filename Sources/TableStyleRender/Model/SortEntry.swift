/// A row's place in a sort: its primary key's rank and key (``SortKeyColumn``) inline, so comparing two
/// rows reads one small value each, and its position.
struct SortEntry {
    var key: UInt64
    var index: Int
    var rank: UInt8
}
