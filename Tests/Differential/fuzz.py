#!/usr/bin/env python3
"""Differential fuzzer: random themes + CSV tables, `themecheck render --format json` vs reference.py.

    python3 Tests/Differential/fuzz.py [--cases N] [--seconds S] [--seed K] [--binary PATH] [--keep DIR]

Prints a minimal diff for each disagreeing case (first few differing cells) and a summary.
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference  # noqa: E402

SEMANTIC = list(reference.SEMANTIC.keys())
ALPHAS = ["0", "1", "0.5", "0.08", "0.12", "0.3", "0.25", "0.15", "0.7", "0.333", "0.1", "0.9", "1.0", "0.05",
          "0.6", ".5", "0.29", "0.502", "0.998"]


class Num:
    """A number written exactly as `text` in YAML."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


class Q:
    """A string that must be double-quoted."""

    def __init__(self, s):
        self.s = s


# ---------------------------------------------------------------- YAML emission
PLAIN_OK = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$-. ")


def scalar(v, R):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, Num):
        return v.text
    if isinstance(v, int):
        return str(v)
    if isinstance(v, Q):
        v = v.s
        force = True
    else:
        force = False
    plain = (not force and v and set(v) <= PLAIN_OK and v[0] not in "-. " and v[-1] != " "
             and v not in ("true", "false", "null", "yes", "no", "on", "off", "y", "n", "~")
             and not reference.NUMBER_RE.match(v) and not v.lower() in ("true", "false", "null", "yes", "no"))
    if plain and R.random() < 0.8:
        return v
    return json.dumps(v, ensure_ascii=False)


def flow(v, R):
    if isinstance(v, dict):
        return "{ " + ", ".join(scalar(k, R) + ": " + flow(x, R) for k, x in v.items()) + " }"
    if isinstance(v, list):
        return "[" + ", ".join(flow(x, R) for x in v) + "]"
    return scalar(v, R)


def block(v, R, indent=0):
    pad = "  " * indent
    lines = []
    if isinstance(v, dict):
        for k, x in v.items():
            if isinstance(x, (dict, list)) and x and R.random() < 0.6:
                if isinstance(x, dict):
                    lines.append(f"{pad}{scalar(k, R)}:")
                    lines.append(block(x, R, indent + 1))
                else:
                    lines.append(f"{pad}{scalar(k, R)}:")
                    for item in x:
                        if isinstance(item, dict) and item and R.random() < 0.5:
                            sub = block(item, R, indent + 2).split("\n")
                            lines.append(f"{pad}  - " + sub[0].lstrip())
                            lines.extend(sub[1:])
                        else:
                            lines.append(f"{pad}  - {flow(item, R)}")
            else:
                lines.append(f"{pad}{scalar(k, R)}: {flow(x, R)}")
    return "\n".join(lines)


# ---------------------------------------------------------------- theme generation
class Gen:
    def __init__(self, R, palette_names):
        self.R = R
        self.pal = palette_names

    def color(self, depth=0):
        R = self.R
        if depth < 2 and R.random() < 0.12:
            return self.adaptive_color(depth)
        k = R.randrange(9 if depth < 2 else 8)
        if k <= 1:
            return R.choice(SEMANTIC)
        if k == 2:
            return Q("#" + "".join(R.choice("0123456789abcdefABCDEF") for _ in range(3)))
        if k == 3:
            return Q("#" + "".join(R.choice("0123456789ABCDEFabcdef") for _ in range(6)))
        if k == 4:
            return Q("#" + "".join(R.choice("0123456789ABCDEF") for _ in range(6)) +
                     R.choice(["80", "7F", "00", "FF", "1A", "33", "%02X" % R.randrange(256)]))
        if k == 5:
            return Q("rgb(%d, %d, %d)" % (R.randrange(256), R.randrange(256), R.randrange(256)))
        if k == 6:
            return Q("rgba(%d,%d, %d, %s)" % (R.randrange(256), R.randrange(256), R.randrange(256), R.choice(ALPHAS)))
        if k == 7:
            if self.pal:
                return "$" + R.choice(self.pal)
            return R.choice(SEMANTIC)
        d = {"color": self.color(depth + 1)}
        if R.random() < 0.85:
            d["alpha"] = Num(R.choice(ALPHAS))
        return d

    def adaptive_color(self, depth):
        """SPEC §6.1: `{ light, dark }`, each any color form (adaptive ones and palette references included)."""
        COVERAGE["adaptive colors"] += 1
        d = {"light": self.color(depth + 1), "dark": self.color(depth + 1)}
        return d if self.R.random() < 0.7 else {"dark": d["dark"], "light": d["light"]}

    def value_format(self):
        """SPEC §6.4: a random subset of the `format` sub-keys."""
        R = self.R
        gens = (("decimals", lambda: R.choice(["none", Num("0"), Num("1"), Num("2"), Num("3"), Num("20")])),
                ("grouping", lambda: R.random() < 0.6),
                ("groupingSeparator", lambda: R.choice([",", ".", " ", "'", "_", "", "\u202F", "ab"])),
                ("decimalSeparator", lambda: R.choice([".", ",", "·", "", "dec"])),
                ("negative", lambda: R.choice(["minus", "parentheses"])),
                ("prefix", lambda: R.choice(["$", "€ ", "", "≈", "USD ", "p"])),
                ("suffix", lambda: R.choice([" kr", "%", "", " €", "x"])),
                ("percent", lambda: R.random() < 0.5),
                ("abbreviate", lambda: R.random() < 0.5),
                ("zero", lambda: R.choice(["none", "-", "—", "", "zero", Q("none")])))
        return {key: gen() for key, gen in gens if R.random() < 0.35}

    def style(self):
        R = self.R
        st = {}
        if R.random() < 0.3:
            st["format"] = self.value_format()
        if R.random() < 0.4:
            f = {}
            for key, gen in (("family", lambda: R.choice(["system", "monospaced", "Menlo", "Helvetica Neue"])),
                             ("size", lambda: Num(R.choice(["1", "12", "14", "17.5", "200", "9"]))),
                             ("weight", lambda: R.choice(["ultraLight", "thin", "light", "regular", "medium",
                                                          "semibold", "bold", "heavy", "black"])),
                             ("italic", lambda: R.random() < 0.5),
                             ("monospacedDigits", lambda: R.random() < 0.5)):
                if R.random() < 0.4:
                    f[key] = gen()
            st["font"] = f
        for key in ("textColor", "backgroundColor", "borderColor"):
            if R.random() < 0.3:
                st[key] = self.color()
        if R.random() < 0.2:
            st["borderWidth"] = Num(R.choice(["0", "1", "0.5", "20", "2"]))
        if R.random() < 0.25:
            st["alignment"] = R.choice(["leading", "center", "trailing", "natural"])
        if R.random() < 0.25:
            if R.random() < 0.5:
                st["padding"] = Num(R.choice(["0", "4", "8", "2.5", "12"]))
            else:
                st["padding"] = {s: Num(R.choice(["0", "1", "3", "6.5"])) for s in ("top", "leading", "bottom", "trailing")
                                 if R.random() < 0.5}
        if R.random() < 0.15:
            st["lineBreak"] = R.choice(["truncateTail", "truncateMiddle", "truncateHead", "wrap", "clip"])
        if R.random() < 0.15:
            st["cellStyle"] = R.choice(["default", "subtitle", "value1", "value2"])
        if R.random() < 0.15:
            st["accessory"] = R.choice(["none", "checkmark", "disclosure", "detail"])
        if R.random() < 0.2:
            st["borderSides"] = self.border_sides()
        return st

    def border_sides(self):
        """borderSides: any order, duplicates, sometimes empty."""
        R = self.R
        return [R.choice(["top", "leading", "bottom", "trailing"]) for _ in range(R.randrange(0, 6))]

    def separator(self):
        """table.separator: none or { color, width }."""
        R = self.R
        if R.random() < 0.25:
            return "none"
        return {"color": self.color(), "width": Num(R.choice(["0", "1", "0.5", "20", "2", "3.25"]))}

    def label_markers(self, show):
        """table.show.labelMarkers, into a generated show mapping."""
        if self.R.random() < 0.3:
            show["labelMarkers"] = self.R.random() < 0.5
        return show

    def number(self):
        return Num(self.R.choice(["0", "-0", "1", "-1", "1.5", "1.50", "2", "-2.5", "10", "100", "0.5", "-3", "3"]))

    def text_arg(self):
        R = self.R
        if R.random() < 0.15:
            return self.number()
        return R.choice(["a", "A", "ab", "over", "overdue", "Overdue", "paid", "PAID", "1", "1.50", "-", "e", "é",
                         "É", "x y", "true", "z", "0", "Zed", ".", "5", "e\u0301", "\U0001F600", "ß", "ss", "SS", "i", "ǆ", "ﬀ", "ff",
                         "٣4", "a\u00a0b", "x\u3000", "Müller", "ı", "İ", "\u212a", "ſ", "ς"])

    def regex(self):
        R = self.R
        atoms = ["a", "b", "o", "e", "d", "1", "0", ".", "[a-c]", "[0-9]", "(ab|c)", "(o|e)", "\\.", "[^a]", "-",
                 "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "[\\d_]", "(?:a|\\d)", "\\x41", "é", "[]a]",
                 "[a-]", "[É]", "\\u00e9", "A", "O", "P", "i", "k", "s", "σ"]
        s = ""
        for _ in range(R.randrange(1, 4)):
            s += R.choice(atoms) + R.choice(["", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "+?"])
        if R.random() < 0.3:
            s = "^" + s
        if R.random() < 0.3:
            s = s + "$"
        return s

    def value_test(self, inline=False):
        R = self.R
        if not inline and R.random() < 0.4:
            return R.choice(["negative", "positive", "zero", "null", "empty", "number", "text", "bool"])
        d = {}
        n = R.randrange(1, 3)
        for _ in range(n):
            k = R.choice(["lt", "lte", "gt", "gte", "eq", "ne", "between", "equals", "contains", "prefix",
                          "suffix", "in", "matches"])
            if k == "between":
                a, b = sorted([R.randrange(-3, 12) for _ in range(2)])
                d[k] = [Num(str(a)), Num(str(b) if R.random() < 0.7 else str(b + 0.5))]
            elif k == "in":
                d[k] = [self.text_arg() for _ in range(R.randrange(1, 4))]
            elif k == "matches":
                d[k] = Q(self.regex())
            elif k in ("lt", "lte", "gt", "gte", "eq", "ne"):
                d[k] = self.number()
            else:
                d[k] = self.text_arg()
        if any(k in d for k in reference.TEXT_KEYS) and R.random() < 0.4:
            d["ignoreCase"] = R.random() < 0.7
        return d

    def predicate(self, cols, depth=0):
        R = self.R
        p = {}
        n = R.choice([0, 1, 1, 1, 2, 2, 3])
        for _ in range(n):
            k = R.choice(["value", "value", "column", "row", "row", "rowValue", "section", "sort", "all", "any",
                          "not"] if depth < 2 else ["value", "column", "row", "rowValue", "section", "sort"])
            if k == "value":
                p[k] = self.value_test()
            elif k == "column":
                c = R.randrange(5)
                if c == 0:
                    p[k] = "highlighted"
                elif c == 1:
                    p[k] = {"name": R.choice(cols + ["Nope"])}
                elif c == 2:
                    p[k] = {"names": R.sample(cols + ["Nope"], R.randrange(0, min(3, len(cols) + 1)))}
                elif c == 3:
                    p[k] = {"index": R.randrange(0, len(cols) + 1)}
                else:
                    p[k] = {"kind": R.choice(["number", "text"])}
            elif k == "row":
                c = R.randrange(4)
                if c <= 1:
                    p[k] = R.choice(["even", "odd", "first", "last", "selected"])
                elif c == 2:
                    p[k] = {"index": R.randrange(0, 6)}
                else:
                    r = {"every": R.randrange(1, 4)}
                    if R.random() < 0.6:
                        r["offset"] = R.randrange(0, 5)
                    p[k] = r
            elif k == "rowValue":
                col = R.choice(cols + ["Nope"])
                x = R.random()
                if x < 0.4:
                    p[k] = {"column": col, "value": self.value_test()}
                elif x < 0.8:
                    p[k] = {"column": col, **self.value_test(inline=True)}
                else:
                    p[k] = {"column": col, "value": self.value_test(), **self.value_test(inline=True)}
                    if R.random() < 0.5:
                        p[k]["ignoreCase"] = R.random() < 0.7
            elif k == "section":
                secs = ["header", "body", "footer"]
                p[k] = R.choice(secs) if R.random() < 0.6 else R.sample(secs, R.randrange(1, 4))
            elif k == "sort":
                p[k] = R.choice(["ascending", "descending"])
            elif k in ("all", "any"):
                p[k] = [self.predicate(cols, depth + 1) for _ in range(R.randrange(0, 3))]
            else:
                p[k] = self.predicate(cols, depth + 1)
        return p

    def rules(self, cols, names):
        R = self.R
        out = []
        used = set()
        for i in range(R.randrange(0, 7)):
            r = {}
            if R.random() < 0.5:
                nm = R.choice(names)
                if nm not in used:
                    used.add(nm)
                    r["name"] = nm
            if R.random() < 0.9:
                r["when"] = self.predicate(cols)
            if R.random() < 0.9:
                r["style"] = self.style()
            if R.random() < 0.6:
                r["label"] = R.choice(["neg", "hot", "sel", "x", "label " + str(i), "overdue"])
            out.append(r)
        return out

    def table(self):
        R = self.R
        t = {}
        if R.random() < 0.3:
            t["style"] = R.choice(["plain", "grouped"])
        if R.random() < 0.3:
            t["rowHeight"] = R.choice(["automatic", Num("44"), Num("30.5")])
        for k in ("interRowSpacing", "headerHeight", "footerHeight", "searchHeight"):
            if R.random() < 0.2:
                t[k] = Num(R.choice(["0", "1", "56", "2.5"]))
        if R.random() < 0.3:
            t["show"] = {k: R.random() < 0.5 for k in ("search", "footer", "headerSortIndicator",
                                                       "footerSortIndicator", "verticalScrollBar",
                                                       "horizontalScrollBar") if R.random() < 0.4}
        if R.random() < 0.2:
            t["show"] = self.label_markers(t.get("show") or {})
        if R.random() < 0.3:
            t["separator"] = self.separator()
        if R.random() < 0.3:
            t["float"] = {k: R.random() < 0.5 for k in ("header", "footer", "search") if R.random() < 0.5}
        if R.random() < 0.3:
            t["sortArrowColor"] = self.color()
        if R.random() < 0.5:
            t["rowColors"] = [self.color() for _ in range(R.randrange(0, 4))]
        if R.random() < 0.5:
            t["highlightedRowColors"] = [self.color() for _ in range(R.randrange(0, 4))]
        if R.random() < 0.5:
            t["selectedRowColor"] = self.color()
        if R.random() < 0.2:
            t["deleteTitle"] = R.choice(["Remove", "Delete it"])
        return t


# ---------------------------------------------------------------- §6.2 statistics, §6.3 scales and bars
# Separate from the forms above: `--no-statistics` turns them off and the generator is the one above.
STATISTICS = True


class StatisticsGen(Gen):
    """Adds statistics value tests (in `value`, `rowValue`, inside all/any/not), color scales in rules'
    textColor/backgroundColor and `bar` in bases and rules."""

    def value_test(self, inline=False):
        if self.R.random() < 0.3:
            return self.statistics_value_test(inline)
        return super().value_test(inline)

    def statistics_value_test(self, inline):
        R = self.R
        if not inline and R.random() < 0.5:
            return R.choice(list(reference.STAT_KEYWORDS))
        k = R.choice(list(reference.STAT_KEYS))
        if k in ("top", "bottom"):
            d = {k: Num(str(R.choice([1, 1, 2, 3, 5, 20])))}
        else:
            d = {k: Num(R.choice(["0.5", "10", "25", "33.3", "50", "99.9", "100"]))}
        if R.random() < 0.3:
            d[R.choice(["gt", "lt", "ne"])] = self.number()
        return d

    def anchor(self):
        R = self.R
        x = R.random()
        if x < 0.3:
            return self.number()
        if x < 0.75:
            return R.choice(["min", "max", "mean", "median"])
        return {"percentile": Num(R.choice(["0", "10", "25", "50", "75", "90", "100", "33.3"]))}

    def scale(self):
        R = self.R
        return {"scale": [{"at": self.anchor(), "color": self.color()} for _ in range(R.randrange(2, 6))]}

    def bar(self):
        R = self.R
        if R.random() < 0.2:
            return "none"
        d = {"color": self.color()}
        if R.random() < 0.5:
            d["negativeColor"] = self.color()
        if R.random() < 0.4:
            d["min"] = self.anchor()
        if R.random() < 0.4:
            d["max"] = self.anchor()
        return d

    def style(self):
        st = super().style()
        if self.R.random() < 0.2:
            st["bar"] = self.bar()
        return st

    def rules(self, cols, names):
        out = super().rules(cols, names)
        for r in out:
            if "style" in r:
                for key in ("textColor", "backgroundColor"):
                    if self.R.random() < 0.25:
                        r["style"][key] = self.scale()
        return out


def generator(R, palette_names):
    return StatisticsGen(R, palette_names) if STATISTICS else Gen(R, palette_names)


def gen_theme(R, name, parent, cols, pal_names_all, defined):
    own_pal = R.sample(pal_names_all, R.randrange(0, len(pal_names_all) + 1))
    # Palette entries may refer only to names defined before them in a fixed order (no cycles).
    theme = {"format": 1, "name": name}
    if parent:
        theme["extends"] = parent
    if R.random() < 0.3:
        theme["appearance"] = R.choice(["light", "dark"])
    if own_pal:
        pal = {}
        for nm in sorted(own_pal, key=pal_names_all.index):
            earlier = [x for x in pal_names_all[:pal_names_all.index(nm)] if x in defined or x in own_pal]
            pal[nm] = Gen(R, earlier).color()
        theme["palette"] = pal
    g = generator(R, [])
    theme["_gen"] = g
    return theme


def finish_theme(R, theme, pal_avail, cols, rule_names):
    g = generator(R, pal_avail)
    del theme["_gen"]
    if R.random() < 0.6:
        theme["table"] = g.table()
    for s in ("cell", "header", "footer"):
        if R.random() < 0.5:
            theme[s] = g.style()
    if R.random() < 0.9:
        theme["rules"] = g.rules(cols, rule_names)
    return theme


def theme_yaml(theme, R):
    out = ["# generated"]
    for k, v in theme.items():
        if isinstance(v, (dict, list)) and v:
            if R.random() < 0.7:
                out.append(block({k: v}, R))
            else:
                out.append(f"{k}: {flow(v, R)}")
        else:
            out.append(f"{k}: {flow(v, R)}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- data generation
COLNAMES = ["Amount", "Status", "Name", "Q", "x y", "Total", "When", "é"]
NUMS = ["0", "-0", "1", "-1", "1.50", "1.5", "2", "-2.5", "10", "100", "0.5", "-3", "3", "1e2", ".5", "-0.0", "7"]
TEXTS = ["overdue", "Overdue", "paid", "PAID", "abc", "Zed", "é", "É", "a,b", "x y", "ab", "b", "1a", "-", "o",
         "e", "Ä", "zz", "a\"q", " ", "l1\nl2", "e\u0301", "\U0001F600", "\uFF21", "ß", "SS", "İ", "ǅ", "ﬀ", "FF"]


# Numbers that exercise value formats (SPEC §6.4): halves, rollovers, long digit strings, exponents.
FORMAT_NUMS = ["2.675", "0.125", "-0.125", "999950", "999.96", "999999999950", "1234567.891", "-1234", "1500",
               "1234", "1000.00", "-0.001", "0.0049", "1e3", "1.5e3", "-2E-3", "12345678901234567890.5", "0.005",
               "9.995", "+7", "007", "5.", ".05", "-999.5", "1e-7", "123456789012345", "0e5", "-0e-3"]


def gen_data(R):
    ncol = R.randrange(1, 5)
    cols = R.sample(COLNAMES, ncol)
    kinds = [R.choice(["num", "num", "text", "mixed", "empty"]) for _ in cols]
    rows = []
    for _ in range(R.randrange(0, 9)):
        row = []
        for k in kinds:
            x = R.random()
            if k == "empty" or x < 0.12:
                v = ""
            elif k == "num" or (k == "mixed" and x < 0.45):
                v = R.choice(FORMAT_NUMS) if R.random() < 0.4 else R.choice(NUMS)
            elif k == "mixed" and x < 0.6:
                v = R.choice(["true", "false"])
            else:
                v = R.choice(TEXTS)
            row.append(v)
        rows.append(row)
    return cols, rows


def json_text(cols, rows, R):
    """The same table as a JSON data file: numbers keep their literal, text stays text, optional footer."""
    def lit(v):
        if v == "":
            return "null"
        if v in ("true", "false"):
            return v
        if reference.NUMBER_RE.match(v) and not v.startswith((".", "+")) and not v.endswith(".") and \
                not (len(v) > 1 and v.lstrip("-").startswith("0") and v.lstrip("-")[1:2].isdigit()):
            return v if R.random() < 0.85 else json.dumps(v)  # a quoted number is text in JSON
        return json.dumps(v, ensure_ascii=R.random() < 0.5)

    parts = ['"columns": [' + ", ".join(json.dumps(c) for c in cols) + "]",
             '"rows": [' + ", ".join("[" + ", ".join(lit(v) for v in r) + "]" for r in rows) + "]"]
    if R.random() < 0.6:
        foot = [R.choice(["Total", "", "7", "-1.50", "true", "x"]) for _ in cols]
        parts.append('"footer": [' + ", ".join(lit(v) for v in foot) + "]")
    return "{" + ", ".join(parts) + "}\n"


def csv_field(v, R):
    if any(c in v for c in ",\"\n") or v.startswith(" ") or (R.random() < 0.1):
        return '"' + v.replace('"', '""') + '"'
    return v


def csv_text(cols, rows, R):
    lines = [",".join(csv_field(c, R) for c in cols)]
    for r in rows:
        if r == [""] and R.random() < 0.7:
            lines.append('""')  # a lone empty field: quoted, so the line is not blank
            continue
        lines.append(",".join(csv_field(v, R) for v in r))
    if rows and rows[-1] == [""] and lines[-1] == "":
        lines[-1] = '""'  # a blank last line without a newline would not be a row
    eol = "\r\n" if R.random() < 0.2 else "\n"
    bom = "\ufeff" if R.random() < 0.1 else ""
    return bom + eol.join(lines) + (eol if R.random() < 0.8 else "")


# ---------------------------------------------------------------- comparison
def strict_eq(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a.keys()) == list(b.keys()) and all(strict_eq(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(strict_eq(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def diff(ref, got, path="", out=None, limit=12):
    if out is None:
        out = []
    if len(out) >= limit:
        return out
    if isinstance(ref, dict) and isinstance(got, dict):
        if list(ref.keys()) != list(got.keys()):
            out.append(f"{path}: keys ref={list(ref.keys())} got={list(got.keys())}")
        for k in ref:
            if k in got:
                diff(ref[k], got[k], f"{path}.{k}", out, limit)
    elif isinstance(ref, list) and isinstance(got, list):
        if len(ref) != len(got):
            out.append(f"{path}: length ref={len(ref)} got={len(got)}")
        for i, (x, y) in enumerate(zip(ref, got)):
            diff(x, y, f"{path}[{i}]", out, limit)
    elif not strict_eq(ref, got):
        out.append(f"{path}: ref={json.dumps(ref, ensure_ascii=False)} got={json.dumps(got, ensure_ascii=False)}")
    return out


def cell_diffs(ref, got):
    out = []
    for k in ("theme", "appearance", "table", "columns"):
        diff(ref.get(k), got.get(k), k, out)
    rc, gc = ref["cells"], got.get("cells", [])
    if len(rc) != len(gc):
        out.append(f"cells: count ref={len(rc)} got={len(gc)}")
    for a, b in zip(rc, gc):
        d = diff(a, b, f"cell[{a['section']} r{a['row']} c{a['column']}]", [], 6)
        out.extend(d)
        if len(out) > 12:
            break
    if list(ref.keys()) != list(got.keys()):
        out.append(f"top keys ref={list(ref.keys())} got={list(got.keys())}")
    return out


# ---------------------------------------------------------------- one case
DEMO = {}


def demo_table(binary, work):
    """The built-in demo table (what render uses without --data), read back from a render with a bare theme."""
    if not DEMO:
        path = os.path.join(work, "bare-demo.yaml")
        with open(path, "w") as f:
            f.write("format: 1\nname: bare-demo\n")
        out = json.loads(subprocess.run([binary, "render", "--format", "json", "--theme", path],
                                        capture_output=True, text=True, check=True).stdout)
        os.remove(path)
        DEMO["cols"] = [c["name"] for c in out["columns"]]
        grid = {}
        for c in out["cells"]:
            grid.setdefault((c["section"], c["row"]), {})[c["column"]] = c["text"]
        n = len(DEMO["cols"])
        DEMO["rows"] = [[grid[k][j] for j in range(n)] for k in sorted(grid) if k[0] == "body"]
        DEMO["footer"] = [grid[("footer", 0)][j] for j in range(n)] if ("footer", 0) in grid else None
    return DEMO


def demo_json(demo):
    """The demo table as a JSON data file for the reference, typed as CSV fields would be."""
    def lit(v):
        t = reference.type_field(v)
        return "null" if t is None else (v if not isinstance(t, str) else json.dumps(v))

    parts = ['"columns": ' + json.dumps(demo["cols"]),
             '"rows": [' + ", ".join("[" + ", ".join(lit(v) for v in r) + "]" for r in demo["rows"]) + "]"]
    if demo["footer"] is not None:
        parts.append('"footer": [' + ", ".join(lit(v) for v in demo["footer"]) + "]")
    return "{" + ", ".join(parts) + "}\n"


def run_case(R, binary, work):
    use_demo = R.random() < 0.12
    if use_demo:
        demo = demo_table(binary, work)
        cols, rows = list(demo["cols"]), demo["rows"]
    else:
        cols, rows = gen_data(R)
    pal_names = ["brand", "soft", "p2", "accent"]
    rule_names = ["r1", "r2", "r3", "neg", "hot"]
    for f in os.listdir(work):
        os.remove(os.path.join(work, f))
    # extends chain: 0-2 generated parents, optionally rooted at a bundled theme
    depth = R.choice([0, 0, 1, 1, 2])
    parent = R.choice([None, None, None, "minimal", "corporate", "dark"])
    pal_avail = []
    if parent == "minimal":
        pal_avail = ["negative"]
    names = [f"t{i}-{R.randrange(1000)}" for i in range(depth + 1)]
    for i, nm in enumerate(names):
        th = gen_theme(R, nm, parent, cols, pal_names, set(pal_avail))
        pal_avail = sorted(set(pal_avail) | set((th.get("palette") or {}).keys()))
        th = finish_theme(R, th, pal_avail, cols, rule_names)
        with open(os.path.join(work, nm + ".yaml"), "w") as f:
            f.write(theme_yaml(th, R))
        parent = nm
    theme_path = os.path.join(work, names[-1] + ".yaml")
    data = os.path.join(work, "data.json" if use_demo or R.random() < 0.3 else "data.csv")
    with open(data, "w", newline="") as f:
        if use_demo:
            f.write(demo_json(demo))
        else:
            f.write(json_text(cols, rows, R) if data.endswith(".json") else csv_text(cols, rows, R))
    args = ["--theme", theme_path] + ([] if use_demo else ["--data", data])
    sort = None
    if R.random() < 0.6:
        j = R.randrange(len(cols))
        sort = (cols[j] if R.random() < 0.7 else str(j)) + R.choice(["", ":asc", ":desc"])
        args += ["--sort", sort]
    select = []
    if rows and R.random() < 0.5:
        select = sorted(R.sample(range(len(rows)), R.randrange(1, len(rows) + 1)))
        args += ["--select", ",".join(map(str, select))]
    appearance = None
    if R.random() < 0.3:
        appearance = R.choice(["light", "dark"])
        args += ["--appearance", appearance]
    try:
        ref = reference.render(theme_path, data, sort, select, appearance)
        ref = json.loads(json.dumps(ref))
    except reference.RefError as e:
        ref = {"error": str(e)}
    p = subprocess.run([binary, "render", "--format", "json"] + args, capture_output=True, text=True, timeout=30)
    if "error" in ref:
        if p.returncode == 1:
            return None, args
        return [f"reference error {ref['error']} but binary exit {p.returncode}"], args
    if p.returncode != 0:
        return [f"binary exit {p.returncode}: {p.stderr.strip()[:600]}"], args
    got = json.loads(p.stdout)
    note_format_coverage(got)
    d = cell_diffs(ref, got)
    return (d or None), args


# Cases whose render drew a formatted number (display != text) or used an adaptive color: evidence that
# the SPEC §6.1/§6.4 forms were exercised, printed with the summary.
COVERAGE = {"formatted cases": 0, "formatted cells": 0, "adaptive colors": 0}


def note_format_coverage(got):
    shown = sum(1 for c in got.get("cells", []) if c.get("display", c.get("text")) != c.get("text"))
    COVERAGE["formatted cells"] += shown
    COVERAGE["formatted cases"] += 1 if shown else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--binary", default=os.path.join(reference.PACKAGE, ".build", "debug", "themecheck"))
    ap.add_argument("--keep", help="copy each failing case's files to DIR/case-N")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--max-fail", type=int, default=20)
    ap.add_argument("--no-statistics", action="store_true", help="leave out statistics tests, scales and bars")
    a = ap.parse_args()
    global STATISTICS
    STATISTICS = not a.no_statistics
    work = tempfile.mkdtemp(prefix="tsk-diff-")
    start = time.time()
    fails = 0
    n = 0
    for n in range(a.cases):
        if time.time() - start > a.seconds:
            break
        seed = a.seed * 1_000_003 + n
        R = random.Random(seed)
        d, args = run_case(R, a.binary, work)
        if d:
            fails += 1
            print(f"--- case seed={seed}: themecheck render --format json {' '.join(args)}")
            for line in d[:12]:
                print("   ", line)
            if a.keep:
                dst = os.path.join(a.keep, f"case-{seed}")
                shutil.rmtree(dst, ignore_errors=True)
                shutil.copytree(work, dst)
                print("    kept in", dst)
            if fails >= a.max_fail:
                n += 1
                break
    else:
        n = a.cases
    shutil.rmtree(work, ignore_errors=True)
    print(f"{n} cases, {fails} disagreeing, {time.time() - start:.1f}s; "
          + ", ".join(f"{k}: {v}" for k, v in COVERAGE.items()))
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
