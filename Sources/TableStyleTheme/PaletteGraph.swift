/// A merged palette as numbered entries in a stable order, each with the entries its color refers to, so
/// walks over the references (chain lengths, cycles) hash every name once instead of once per step.
struct PaletteGraph {
    /// The entries' names in order: the loaded file's first, then by position, then by name.
    let names: [String]
    /// The references of entry `i` are `targets[firstTarget[i]..<firstTarget[i + 1]]` (entries of this
    /// palette only, in the order the color names them).
    private let targets: [Int]
    private let firstTarget: [Int]

    /// Numbers the entries of `palette`.
    ///
    /// - Parameters:
    ///   - palette: The merged palette.
    ///   - rootFile: The loaded file, whose entries come first.
    init(palette: [String: Sourced<ColorSpec>], rootFile: String) {
        // One integer key per entry (file, line, column packed), compared before the name: sorting
        // compares integers, not tuples.
        let clamp = (1 << 31) - 1
        let keyed = palette.map { name, entry in
            let origin = entry.origin
            let key =
                (origin.file != rootFile ? 1 << 62 : 0) | min(max(origin.line, 0), clamp) << 31
                | min(max(origin.column, 0), clamp)
            return (key: key, name: name)
        }
        names = keyed.sorted { $0.key != $1.key ? $0.key < $1.key : $0.name < $1.name }.map(\.name)
        var number: [String: Int] = [:]
        number.reserveCapacity(names.count)
        for (index, name) in names.enumerated() { number[name] = index }
        var targets: [Int] = []
        var firstTarget: [Int] = [0]
        firstTarget.reserveCapacity(names.count + 1)
        for name in names {
            if let spec = palette[name]?.value {
                targets += spec.paletteReferences.compactMap { number[$0] }
            }
            firstTarget.append(targets.count)
        }
        self.targets = targets
        self.firstTarget = firstTarget
    }

    /// The entries `entry` refers to.
    func references(of entry: Int) -> ArraySlice<Int> {
        targets[firstTarget[entry]..<firstTarget[entry + 1]]
    }

    /// For every entry, the most references followed from it before a color that refers to no entry; a
    /// reference back onto the walk (a cycle) counts as one link and ends it. Each entry is visited once
    /// (iterative, no recursion).
    func chainLengths() -> [Int] {
        var length = [Int](repeating: -1, count: names.count)
        var onPath = [Bool](repeating: false, count: names.count)
        // The walk: entries, the position of the next reference of each to follow, the longest chain below.
        var path: [Int] = []
        var next: [Int] = []
        var longest: [Int] = []
        for start in names.indices where length[start] < 0 {
            path = [start]
            next = [firstTarget[start]]
            longest = [0]
            onPath[start] = true
            while let top = path.last {
                let depth = path.count - 1
                if next[depth] < firstTarget[top + 1] {
                    let neighbor = targets[next[depth]]
                    next[depth] += 1
                    if length[neighbor] >= 0 {
                        longest[depth] = max(longest[depth], length[neighbor] + 1)
                    } else if onPath[neighbor] {
                        longest[depth] = max(longest[depth], 1)
                    } else {
                        onPath[neighbor] = true
                        path.append(neighbor)
                        next.append(firstTarget[neighbor])
                        longest.append(0)
                    }
                    continue
                }
                length[top] = longest[depth]
                onPath[top] = false
                path.removeLast()
                next.removeLast()
                longest.removeLast()
                if depth > 0 { longest[depth - 1] = max(longest[depth - 1], length[top] + 1) }
            }
        }
        return length
    }

    /// Reference cycles, one per reference back onto the walk, each rotated to start at its earliest
    /// entry, at most `limit` of them (iterative depth-first search; the walk is indexed, so finding where
    /// a cycle starts is O(1)).
    func cycles(limit: Int) -> [[Int]] {
        var state = [UInt8](repeating: 0, count: names.count)  // 1 on the walk, 2 finished
        var pathIndex = [Int](repeating: -1, count: names.count)
        var found: [[Int]] = []
        var path: [Int] = []
        var next: [Int] = []
        for start in names.indices where state[start] == 0 {
            path = [start]
            next = [firstTarget[start]]
            state[start] = 1
            pathIndex[start] = 0
            while let top = path.last {
                let depth = path.count - 1
                guard next[depth] < firstTarget[top + 1] else {
                    state[top] = 2
                    pathIndex[top] = -1
                    path.removeLast()
                    next.removeLast()
                    continue
                }
                let neighbor = targets[next[depth]]
                next[depth] += 1
                switch state[neighbor] {
                case 1:
                    let members = Array(path[pathIndex[neighbor]...])
                    // Entries are numbered in order, so the earliest is the smallest number.
                    let rotateAt = members.indices.min { members[$0] < members[$1] } ?? 0
                    found.append(Array(members[rotateAt...] + members[..<rotateAt]))
                    if found.count >= limit { return found }
                case 2:
                    continue
                default:
                    state[neighbor] = 1
                    pathIndex[neighbor] = path.count
                    path.append(neighbor)
                    next.append(firstTarget[neighbor])
                }
            }
        }
        return found
    }
}
