import Foundation
import TableStyleKitCore
struct Payment: Identifiable { let id = UUID(); var date: Date; var payee: String; var amount: Decimal; var cleared: Bool }
let payments = [Payment(date: .now, payee: "Acme", amount: -42.5, cleared: true), Payment(date: .now, payee: "Bolt", amount: 1200, cleared: false)]
let theme = try Theme.bundled("corporate").compiled(appearance: .dark)
let table = StyledRows(payments, theme: theme, selection: [payments[1].id], sortOrder: [KeyPathComparator(\Payment.amount, order: .reverse)]) {
    KeyPathColumn("Date", value: \.date, format: .dateTime.year().month().day())
    KeyPathColumn("Payee", value: \.payee)
    KeyPathColumn("Amount", value: \.amount)
    KeyPathColumn("Cleared", value: \.cleared)
}
if let style = table.style(row: payments[1].id, column: "Amount") {
    let color = style.textColor
    print([Double(color.red), Double(color.green), Double(color.blue)].map { $0 / 255 } + [color.alpha], style.font.size)
}
