"""The pandas job: read the CSV, sort by Amount, style (negative red, zebra rows, the sorted column
tinted and bold) and write Styler.to_html."""

import sys

import pandas as pd


def main(path: str, out: str) -> None:
    frame = pd.read_csv(path).sort_values("Amount", kind="stable")
    numeric = frame.select_dtypes("number").columns

    def zebra(row):
        color = "#FFFFFF" if row.name % 2 == 0 else "#F2F2F7"
        return [f"background-color: {color}"] * len(row)

    frame = frame.reset_index(drop=True)
    styler = (
        frame.style.apply(zebra, axis=1)
        .map(lambda v: "color: #C4161C" if v < 0 else "", subset=numeric)
        .set_properties(subset=["Amount"], **{"background-color": "#E8E8FF", "font-weight": "bold"})
    )
    with open(out, "w", encoding="utf-8") as handle:
        handle.write(styler.to_html())


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
