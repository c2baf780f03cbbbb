// A live ledger: an app's own `Identifiable` rows styled by a bundled theme, changed by the app's values
// and IDs while a viewport stays on screen. CI builds and runs it; it exits non-zero when a change reports
// or shows something other than what it should.
import Foundation
import TableStyleKitCore

enum Status: String { case cleared, pending }

struct Entry: Identifiable {
    let id: UUID
    var payee: String
    var amount: Decimal
    var status: Status
    var note: String?
}

func check(_ condition: Bool, _ message: String) {
    if !condition {
        print("LiveLedger: \(message)")
        exit(1)
    }
}

let theme = try Theme.bundled("corporate").compiled()
let payees = ["Acme", "Bolt", "Cobalt"]
var entries: [Entry] = []
for index in 0..<1_000 {
    let amount = Decimal(index * 7 % 500 - 120)
    let status: Status = index % 4 == 0 ? .pending : .cleared
    let note: String? = index % 10 == 0 ? "receipt" : nil
    entries.append(Entry(id: UUID(), payee: payees[index % 3], amount: amount, status: status, note: note))
}
let showNotes = true
let styled = StyledRows(entries, theme: theme) {
    KeyPathColumn("Payee", value: \.payee)
    KeyPathColumn("Amount", value: \.amount)
    KeyPathColumn("Status", value: \.status)
    if showNotes { KeyPathColumn("Note", value: \.note) }
}
var live = LiveTable(styled)

// A refund arrives at the top while the user reads around row 500: the first row on screen stays in place.
let shown = live.viewport(offset: live.frame(ofRow: entries[500].id)?.y ?? 0, height: 480)
let reading = shown.rows.first.flatMap { live.id(atPosition: $0.indexPath.row) }
let refund = Entry(id: UUID(), payee: "Dyno", amount: -75, status: .pending, note: "refund")
let update = live.batch(keeping: shown) { live in live.insert(refund, at: 0) }
check(update.restyledRows == [refund.id], "the insert restyled \(update.restyledRows.count) rows")
let firstVisible = live.viewport(offset: update.offset ?? 0, height: 480).rows.first
check(
    reading != nil && firstVisible.flatMap { live.id(atPosition: $0.indexPath.row) } == reading
        && firstVisible?.y == shown.rows.first?.y, "the viewport moved")

// Negative amounts are red in the corporate theme: editing one to positive changes its color.
let red = live.style(row: refund.id, column: "Amount")?.textColor
var edited = refund
edited.amount = 75
live.update(edited)
check(live.style(row: refund.id, column: "Amount")?.textColor != red, "the edit kept the negative color")

// Selecting a row restyles that row only; a new array is compared by ID.
check(live.select([entries[3].id]).restyledRows == [entries[3].id], "selection restyled other rows")
entries.removeFirst(10)
entries.insert(edited, at: 0)
live.setRows(entries)
check(live.count == entries.count && live.id(atPosition: 0) == edited.id, "setRows left another order")

print(
    "LiveLedger: \(live.count) rows; Amount of \(edited.payee): \(live.cell(row: edited.id, column: "Amount")?.display ?? "?")"
)
