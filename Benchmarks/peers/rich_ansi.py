"""The Rich job: read the CSV, sort by Amount, build a rich.table.Table (negative red, zebra rows, the
sorted column bold on a tint) and print it to a true-color terminal stream."""

import csv
import sys

from rich.console import Console
from rich.table import Table


def number(text: str):
    try:
        return float(text)
    except ValueError:
        return None


def main(path: str, out: str) -> None:
    with open(path, newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader)
        rows = list(reader)
    amount = header.index("Amount")
    rows.sort(key=lambda row: (number(row[amount]) is None, number(row[amount]) or 0.0))
    table = Table(row_styles=["on #FFFFFF", "on #F2F2F7"])
    for name in header:
        table.add_column(name, style="bold on #E8E8FF" if name == "Amount" else None)
    for row in rows:
        table.add_row(*[f"[#C4161C]{text}[/]" if (number(text) or 0) < 0 else text for text in row])
    with open(out, "w", encoding="utf-8") as handle:
        Console(file=handle, force_terminal=True, color_system="truecolor", width=200).print(table)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
