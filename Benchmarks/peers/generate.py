"""Writes the comparison table: ROWS rows x 10 columns (7 numeric, about 30 % negative), as CSV."""

import random
import sys

PAYEES = ["Acme Corp", "Globex", "Initech", "Umbrella", "Müller GmbH", "e\u0301clair", "Stark Ind.",
          "Wayne, Inc.", "Soylent", "Hooli"]
STATUS = ["paid", "overdue", "pending", ""]


def main(path: str, rows: int) -> None:
    random.seed(7)
    with open(path, "w", encoding="utf-8") as out:
        out.write("Date,Payee,Amount,Tax,Qty,Status,Rate,Flag,Note,Score\n")
        for i in range(rows):
            amount = random.choice([round(random.uniform(-5000, 5000), 2), 0, -0.0, 1e3, ""])
            out.write(
                f"2026-{1 + i % 12:02d}-{1 + i % 28:02d},\"{random.choice(PAYEES)}\",{amount},"
                f"{round(random.uniform(-50, 50), 3)},{random.randint(-3, 100)},{random.choice(STATUS)},"
                f"{random.random():.4f},{random.choice(['true', 'false', ''])},note {i},{random.randint(0, 10)}\n")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
