#!/usr/bin/env python3
"""Independent reference implementation of SPEC §3/§4 `themecheck render --format json`.

Written from /work/shared/SPEC.md only (plus Schemas/theme.schema.json for key names), never from the Swift
engine. Usage:
    reference.py --theme THEME [--data FILE.csv] [--sort COL[:asc|desc]] [--select 0,2] [--appearance light|dark]
prints the render JSON. THEME is a .yaml path or a bundled theme name (read from Themes/ of this package).
Decisions where the SPEC is silent are marked "DECISION" below and listed in README.md.
"""
import argparse
import csv
import io
import json
import math
import os
import re
import sys
from decimal import ROUND_HALF_UP, Context, Decimal, localcontext
from fractions import Fraction

import yaml

PACKAGE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
BUNDLED = os.path.join(PACKAGE, "Themes")

# ---------------------------------------------------------------- colors
SEMANTIC = {
    # name: (light, dark) as (hex6, alpha)
    "label": (("000000", 1), ("FFFFFF", 1)),
    "secondaryLabel": (("3C3C43", "0.6"), ("EBEBF5", "0.6")),
    "tertiaryLabel": (("3C3C43", "0.3"), ("EBEBF5", "0.3")),
    "systemBackground": (("FFFFFF", 1), ("000000", 1)),
    "secondarySystemBackground": (("F2F2F7", 1), ("1C1C1E", 1)),
    "tertiarySystemBackground": (("FFFFFF", 1), ("2C2C2E", 1)),
    "systemGroupedBackground": (("F2F2F7", 1), ("000000", 1)),
    "secondarySystemGroupedBackground": (("FFFFFF", 1), ("1C1C1E", 1)),
    "separator": (("3C3C43", "0.29"), ("545458", "0.6")),
    "systemGray": (("8E8E93", 1), ("8E8E93", 1)),
    "systemGray6": (("F2F2F7", 1), ("1C1C1E", 1)),
    "clear": (("000000", 0), ("000000", 0)),
    "white": (("FFFFFF", 1), ("FFFFFF", 1)),
    "black": (("000000", 1), ("000000", 1)),
    "systemRed": (("FF3B30", 1), ("FF453A", 1)),
    "systemOrange": (("FF9500", 1), ("FF9F0A", 1)),
    "systemYellow": (("FFCC00", 1), ("FFD60A", 1)),
    "systemGreen": (("34C759", 1), ("30D158", 1)),
    "systemTeal": (("30B0C7", 1), ("40CBE0", 1)),
    "systemBlue": (("007AFF", 1), ("0A84FF", 1)),
    "systemIndigo": (("5856D6", 1), ("5E5CE6", 1)),
    "systemPurple": (("AF52DE", 1), ("BF5AF2", 1)),
    "systemPink": (("FF2D55", 1), ("FF375F", 1)),
}
RGB_RE = re.compile(r"^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$")
RGBA_RE = re.compile(r"^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([0-9.]+)\s*\)$")


class RefError(Exception):
    pass


def resolve_color(spec, palette, appearance, seen=()):
    """Returns (r, g, b, alpha: Fraction)."""
    if isinstance(spec, dict) and ("light" in spec or "dark" in spec):
        return resolve_color(pick_adaptive(spec, appearance), palette, appearance, seen)
    if isinstance(spec, dict):
        base = resolve_color(spec["color"], palette, appearance, seen)
        alpha = Fraction(spec["alpha"]) if "alpha" in spec else Fraction(1)
        return (base[0], base[1], base[2], base[3] * alpha)
    s = spec
    if s.startswith("$"):
        name = s[1:]
        if name not in palette or name in seen:
            raise RefError("palette-ref " + s)
        return resolve_color(palette[name], palette, appearance, seen + (name,))
    if s.startswith("#"):
        h = s[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        a = Fraction(int(h[6:8], 16), 255) if len(h) == 8 else Fraction(1)
        return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), a)
    m = RGB_RE.match(s)
    if m:
        return (int(m[1]), int(m[2]), int(m[3]), Fraction(1))
    m = RGBA_RE.match(s)
    if m:
        return (int(m[1]), int(m[2]), int(m[3]), Fraction(m[4]))
    hex6, a = SEMANTIC[s][0 if appearance == "light" else 1]
    return (int(hex6[0:2], 16), int(hex6[2:4], 16), int(hex6[4:6], 16), Fraction(a))


def pick_adaptive(spec, appearance):
    """SPEC §6.1: `{ light, dark }` picks one color by the appearance (both keys are required)."""
    return spec["light"] if appearance == "light" else spec["dark"]


def color_text(c):
    r, g, b, a = c
    aa = math.floor(a * 255 + Fraction(1, 2))  # halves round up, exactly
    return "#%02X%02X%02X%02X" % (r, g, b, aa)


# ---------------------------------------------------------------- theme loading
def num(s):
    """A theme scalar where a number is expected (scalars are loaded untyped)."""
    if isinstance(s, (int, float)):
        return s
    f = float(s)
    return int(f) if f == int(f) and re.fullmatch(r"[+-]?\d+", s.strip()) else f


def boolean(s):
    if isinstance(s, bool):
        return s
    return s in ("true", "True", "TRUE")


def load_yaml(path):
    # BaseLoader keeps every scalar as its text: "typed by where they stand" happens below.
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=yaml.BaseLoader)


def find_theme(ref, folder):
    if ref.endswith(".yaml") or os.sep in ref:
        return ref
    if folder:
        p = os.path.join(folder, ref + ".yaml")
        if os.path.exists(p):
            return p
    p = os.path.join(BUNDLED, ref + ".yaml")
    if os.path.exists(p):
        return p
    raise RefError("extends: unknown theme " + ref)


def merge_style(parent, child):
    out = dict(parent)
    for k, v in child.items():
        if k in ("font", "padding", "format"):
            sub = dict(out.get(k, {}))
            sub.update(v)
            out[k] = sub
        else:
            out[k] = v
    return out


def norm_style(st):
    """Normalizes a style mapping: padding number -> four sides."""
    st = dict(st or {})
    if "padding" in st:
        p = st["padding"]
        if isinstance(p, dict):
            st["padding"] = {k: num(v) for k, v in p.items()}
        else:
            n = num(p)
            st["padding"] = {"top": n, "leading": n, "bottom": n, "trailing": n}
    if "font" in st:
        st["font"] = dict(st["font"])
    if "format" in st:
        st["format"] = typed_format(st["format"])
    return st


def load_theme(ref, folder=None, chain=()):
    path = find_theme(ref, folder)
    real = os.path.realpath(path)
    if real in chain:
        raise RefError("extends cycle")
    doc = load_yaml(path)
    own = {
        "name": doc["name"],
        "appearance": doc.get("appearance"),
        "palette": dict(doc.get("palette") or {}),
        "table": dict(doc.get("table") or {}),
        "cell": norm_style(doc.get("cell")),
        "header": norm_style(doc.get("header")),
        "footer": norm_style(doc.get("footer")),
        "rules": list(doc.get("rules") or []),
    }
    if "extends" not in doc:
        return own
    parent = load_theme(doc["extends"], os.path.dirname(os.path.abspath(path)), chain + (real,))
    return merge_theme(parent, own)


def merge_theme(parent, child):
    out = {"name": child["name"], "appearance": child["appearance"] or parent["appearance"]}
    out["palette"] = {**parent["palette"], **child["palette"]}
    table = {**parent["table"], **child["table"]}
    for k in ("show", "float"):
        if k in parent["table"] or k in child["table"]:
            table[k] = {**(parent["table"].get(k) or {}), **(child["table"].get(k) or {})}
    out["table"] = table
    for k in ("cell", "header", "footer"):
        out[k] = merge_style(parent[k], child[k])
    rules = list(parent["rules"])
    for r in child["rules"]:
        idx = next((i for i, p in enumerate(rules) if "name" in r and p.get("name") == r["name"]), None)
        if idx is None:
            rules.append(r)
        else:
            rules[idx] = r
    out["rules"] = rules
    return out


DEFAULT_STYLE = {
    "textColor": "label",
    "backgroundColor": "clear",
    "font": {"family": "system", "size": 14, "weight": "regular", "italic": False, "monospacedDigits": False},
    "alignment": "natural",
    "padding": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8},
    "lineBreak": "truncateTail",
    "borderColor": "separator",
    "borderWidth": 0,
    "cellStyle": "default",
    "accessory": "none",
    "borderSides": ["top", "leading", "bottom", "trailing"],
    "format": {"decimals": None, "grouping": False, "groupingSeparator": ",", "decimalSeparator": ".",
               "negative": "minus", "prefix": "", "suffix": "", "percent": False, "abbreviate": False,
               "zero": None},
}
FORMAT_KEYS = list(DEFAULT_STYLE["format"].keys())
STYLE_KEYS = list(DEFAULT_STYLE.keys())


def typed_font(f):
    out = {}
    for k, v in f.items():
        if k == "size":
            out[k] = num(v)
        elif k in ("italic", "monospacedDigits"):
            out[k] = boolean(v)
        else:
            out[k] = v
    return out


def typed_format(f):
    """SPEC §6.4 sub-keys typed by where they stand; `none` is null for `decimals` and `zero`."""
    out = {}
    for k, v in dict(f).items():
        if k == "decimals":
            out[k] = None if v == "none" else int(num(v))
        elif k in ("grouping", "percent", "abbreviate"):
            out[k] = boolean(v)
        elif k == "zero":
            out[k] = None if v == "none" else v
        else:
            out[k] = v
    return out


def format_display(text, fmt):
    """SPEC §6.4 steps 1-8 on the number's text as written, in exact decimal arithmetic."""
    if fmt == DEFAULT_STYLE["format"]:
        return text
    units = ["", "k", "M", "B", "T"]
    with localcontext(Context(prec=10000)):
        v = Decimal(text)
        if fmt["percent"]:
            v = v.scaleb(2)
        unit = 0
        if fmt["abbreviate"] and abs(v) >= 1000:
            unit = max(k for k in range(1, 5) if abs(v) >= Decimal(10) ** (3 * k))
            v = v.scaleb(-3 * unit)
        n = fmt["decimals"]
        if n is not None:
            r = v.quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_UP)
            if fmt["abbreviate"] and abs(r) >= 1000 and unit < 4:
                unit += 1
                v = v.scaleb(-3)
                r = v.quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_UP)
        else:
            r = v
            if unit > 0 and r.as_tuple().exponent < 0:
                r = r.normalize()
                if r.as_tuple().exponent > 0:
                    r = r.quantize(Decimal(1))
        if r.is_zero():
            if fmt["zero"] is not None:
                return fmt["zero"]
        negative = r < 0
        plain = "{:f}".format(abs(r))
        whole, _, frac = plain.partition(".")
        if fmt["grouping"]:
            groups = []
            while len(whole) > 3:
                groups.insert(0, whole[-3:])
                whole = whole[:-3]
            groups.insert(0, whole)
            whole = fmt["groupingSeparator"].join(groups)
        digits = whole + (fmt["decimalSeparator"] + frac if frac else "")
        body = fmt["prefix"] + digits + units[unit] + ("%" if fmt["percent"] else "") + fmt["suffix"]
        if not negative:
            return body
        return "-" + body if fmt["negative"] == "minus" else "(" + body + ")"


def resolved_table(theme, pal, app):
    t = theme["table"]
    show = {"search": True, "footer": True, "headerSortIndicator": True, "footerSortIndicator": True,
            "verticalScrollBar": True, "horizontalScrollBar": True, "labelMarkers": True}
    show.update({k: boolean(v) for k, v in (t.get("show") or {}).items()})
    flt = {"header": True, "footer": False, "search": True}
    flt.update({k: boolean(v) for k, v in (t.get("float") or {}).items()})
    rh = t.get("rowHeight", "automatic")
    rc = t.get("rowColors", ["systemBackground", "secondarySystemBackground"])
    hc = t.get("highlightedRowColors", [{"color": "systemBlue", "alpha": "0.08"},
                                        {"color": "systemBlue", "alpha": "0.12"}])
    sel = t.get("selectedRowColor")
    return {
        "style": t.get("style", "plain"),
        "rowHeight": rh if rh == "automatic" else num(rh),
        "interRowSpacing": num(t.get("interRowSpacing", 0)),
        "headerHeight": num(t.get("headerHeight", 50)),
        "footerHeight": num(t.get("footerHeight", 50)),
        "searchHeight": num(t.get("searchHeight", 44)),
        "show": show,
        "float": flt,
        "sortArrowColor": color_text(resolve_color(t.get("sortArrowColor", "systemBlue"), pal, app)),
        "rowColors": [color_text(resolve_color(c, pal, app)) for c in rc],
        "highlightedRowColors": [color_text(resolve_color(c, pal, app)) for c in hc],
        "selectedRowColor": None if sel is None else color_text(resolve_color(sel, pal, app)),
        "deleteTitle": t.get("deleteTitle"),
        "separator": resolved_separator(t.get("separator"), pal, app),
    }


SIDES = ("top", "leading", "bottom", "trailing")


def canonical_sides(sides):
    """borderSides as the render JSON writes it: canonical order, each side once (an empty list stays empty)."""
    return [s for s in SIDES if s in sides]


def resolved_separator(sep, pal, app):
    """table.separator: absent or `none` is null; `{ color, width }` resolves its color."""
    if sep is None or sep == "none":
        return None
    return {"color": color_text(resolve_color(sep["color"], pal, app)), "width": num(sep["width"])}


# ---------------------------------------------------------------- data
NUMBER_RE = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


def type_field(s):
    """CSV typing (SPEC §4). DECISION: quoting does not change typing; number grammar = finite decimal."""
    if s == "":
        return None
    if s == "true":
        return True
    if s == "false":
        return False
    if NUMBER_RE.match(s):
        f = float(s)
        if math.isfinite(f):
            return f
    return s


def read_csv(path):
    # DECISION: a UTF-8 byte order mark is not part of the first column's name; CRLF ends lines like LF.
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    return header, [[(t, type_field(t)) for t in r] for r in body]


class JNum(float):
    """A JSON number that remembers its literal."""


def read_json(path):
    """`{"columns": [...], "rows": [[...]], "footer": [...]}` (names or {name}; rows as arrays)."""
    def keep(text):
        n = JNum(float(text))
        n.text = text
        return n

    with open(path, encoding="utf-8") as f:
        doc = json.load(f, parse_float=keep, parse_int=keep)
    header = [c if isinstance(c, str) else c["name"] for c in doc["columns"]]

    def cell(v):
        if v is None:
            return ("", None)
        if isinstance(v, bool):
            return ("true" if v else "false", v)
        if isinstance(v, JNum):
            return (v.text, float(v))
        return (v, v)

    body = [[cell(v) for v in r] for r in doc["rows"]]
    footer = [cell(v) for v in doc["footer"]] if doc.get("footer") is not None else None
    return header, body, footer


def is_num(v):
    return isinstance(v, float)


def sort_key_group(v):
    if isinstance(v, float):
        return 0
    if isinstance(v, bool):
        return 1
    return 2


def sort_rows(rows, col, desc):
    nonnull = [r for r in rows if r[col][1] is not None]
    nulls = [r for r in rows if r[col][1] is None]

    def key(r):
        v = r[col][1]
        return (sort_key_group(v), v)

    # DECISION: descending keeps ties in file order (stable sort with the reversed comparison).
    nonnull = sorted(nonnull, key=key, reverse=desc)
    return nonnull + nulls


# ---------------------------------------------------------------- predicates
CMP = {"lt": lambda a, b: a < b, "lte": lambda a, b: a <= b, "gt": lambda a, b: a > b,
       "gte": lambda a, b: a >= b, "eq": lambda a, b: a == b, "ne": lambda a, b: a != b}
TEXT_KEYS = ("equals", "contains", "prefix", "suffix", "in", "matches")
VALUE_MAP_KEYS = tuple(CMP) + ("between",) + TEXT_KEYS + ("ignoreCase",)


def fold(s, ic):
    return s.lower() if ic else s


def value_test(vt, value, text, pop=None, section="body"):
    if isinstance(vt, str) and vt in STAT_KEYWORDS:
        return statistic_holds(vt, None, value, pop, section)
    if isinstance(vt, str):
        if vt == "null":
            return value is None
        if vt == "empty":
            return value is None or value == ""
        if vt == "number":
            return is_num(value)
        if vt == "text":
            return isinstance(value, str)
        if vt == "bool":
            return isinstance(value, bool)
        if not is_num(value):
            return False
        return {"negative": value < 0, "positive": value > 0, "zero": value == 0}[vt]
    ic = boolean(vt.get("ignoreCase", "false"))
    for k, arg in vt.items():
        if k in STAT_KEYS:
            if not statistic_holds(k, arg, value, pop, section):
                return False
        elif k in CMP:
            if not is_num(value) or not CMP[k](value, float(arg)):
                return False
        elif k == "between":
            if not is_num(value) or not (float(arg[0]) <= value <= float(arg[1])):
                return False
        elif k in TEXT_KEYS:
            if value is None:
                return False
            t = fold(text, ic)
            if k == "equals" and t != fold(arg, ic):
                return False
            if k == "contains" and fold(arg, ic) not in t:
                return False
            if k == "prefix" and not t.startswith(fold(arg, ic)):
                return False
            if k == "suffix" and not t.endswith(fold(arg, ic)):
                return False
            if k == "in" and t not in [fold(a, ic) for a in arg]:
                return False
            if k == "matches" and not re.search(translate_regex(arg), text, re.IGNORECASE if ic else 0):
                return False
    return True


def translate_regex(pat):
    """DECISION: the `matches` dialect reads like Python's `re` on str: `\\d \\w \\s` are Unicode classes and
    `$` also matches before a final line feed, so the fuzzer's simple patterns pass through unchanged."""
    return pat


def has_section(p):
    if not isinstance(p, dict):
        return False
    if "section" in p:
        return True
    return any(has_section(q) for q in p.get("all", []) + p.get("any", [])) or has_section(p.get("not"))


def holds(p, c):
    for k, arg in p.items():
        ok = True
        if k == "value":
            ok = value_test(arg, c["value"], c["text"], c["pops"][c["col"]], c["section"])
        elif k == "column":
            if arg == "highlighted":
                ok = c["col"] == c["sortcol"]
            elif "name" in arg:
                ok = c["colname"] == arg["name"]
            elif "names" in arg:
                ok = c["colname"] in arg["names"]
            elif "index" in arg:
                ok = c["col"] == int(arg["index"])
            elif "kind" in arg:
                ok = c["kind"] == arg["kind"]
        elif k == "row":
            i, n = c["row"], c["rowcount"]
            if isinstance(arg, str):
                ok = {"even": i % 2 == 0, "odd": i % 2 == 1, "first": i == 0, "last": i == n - 1,
                      "selected": c["selected"]}[arg]
            elif "index" in arg:
                ok = i == int(arg["index"])
            else:
                e, o = int(arg["every"]), int(arg.get("offset", 0))
                ok = i >= o and (i - o) % e == 0
        elif k == "rowValue":
            name = arg["column"]
            if name not in c["rowcells"]:
                ok = False
            else:
                # `value:` and inline keys may stand together: all must hold. DECISION: an inline
                # `ignoreCase` also applies to a `value:` mapping that does not set its own.
                inline = {kk: vv for kk, vv in arg.items() if kk not in ("column", "value")}
                v, t = c["rowcells"][name]
                tests = []
                if "value" in arg:
                    vt = arg["value"]
                    if isinstance(vt, dict) and "ignoreCase" in inline and "ignoreCase" not in vt:
                        vt = {**vt, "ignoreCase": inline["ignoreCase"]}
                    tests.append(vt)
                if set(inline) - {"ignoreCase"}:
                    tests.append(inline)
                ok = all(value_test(vt, v, t, c["named_pops"][name], c["section"]) for vt in tests)
        elif k == "section":
            ok = c["section"] == arg if isinstance(arg, str) else c["section"] in arg
        elif k == "sort":
            ok = c["sortdir"] == arg
        elif k == "all":
            ok = all(holds(q, c) for q in arg)
        elif k == "any":
            ok = any(holds(q, c) for q in arg)
        elif k == "not":
            ok = not holds(arg, c)
        elif k == "custom":
            ok = False
        if not ok:
            return False
    return True


# ---------------------------------------------------------------- §6.2 statistics, §6.3 scales and bars
STAT_KEYWORDS = ("max", "min", "aboveAverage", "belowAverage", "duplicate", "unique")
STAT_KEYS = ("top", "bottom", "topPercent", "bottomPercent")


def pop_numbers(pop):
    return [v for v in (pop or []) if is_num(v) and not (isinstance(v, float) and math.isnan(v))]


def occurrence_key(v):
    """Equality for duplicate/unique: numbers by value (-0 is 0), text by code points, bools by value."""
    if v is None or v == "" and isinstance(v, str):
        return None
    if isinstance(v, bool):
        return ("bool", v)
    if is_num(v):
        return ("number", float(v) + 0.0)
    return ("text", v)


def statistic_holds(key, arg, value, pop, section):
    if section != "body":
        return False  # header and footer cells never hold a statistics test
    if key in ("duplicate", "unique"):
        mine = occurrence_key(value)
        if mine is None:
            return False
        count = sum(1 for v in pop if occurrence_key(v) == mine)
        return count >= 2 if key == "duplicate" else count <= 1
    if not is_num(value):
        return False
    x = float(value)
    nums = [float(v) for v in pop_numbers(pop)]
    if key == "max":
        return bool(nums) and x == max(nums)
    if key == "min":
        return bool(nums) and x == min(nums)
    if key in ("aboveAverage", "belowAverage"):
        if not nums:
            return False
        mean = math.fsum(nums) / len(nums)
        return x > mean if key == "aboveAverage" else x < mean
    if key in ("top", "bottom"):
        n = int(num(arg))
    else:
        n = max(1, math.floor(len(nums) * float(arg) / 100))
    if key in ("top", "topPercent"):
        return sum(1 for v in nums if v > x) < n
    return sum(1 for v in nums if v < x) < n


def percentile(nums, p):
    vs = sorted(nums)
    n = len(vs)
    pos = (n - 1) * p / 100
    i = math.floor(pos)
    if i >= n - 1:
        return vs[n - 1]
    return vs[i] + (vs[i + 1] - vs[i]) * (pos - i)


def anchor_position(at, pop):
    """A stop or bar end: a number, min, max, mean, median, { percentile: p }; None when it needs numbers."""
    if isinstance(at, dict):
        p = float(at["percentile"])
    elif at in ("min", "max", "mean", "median"):
        p = None
    else:
        return float(at)
    nums = [float(v) for v in pop_numbers(pop)]
    if not nums:
        return None
    if p is not None:
        return percentile(nums, p)
    if at == "min":
        return min(nums)
    if at == "max":
        return max(nums)
    if at == "mean":
        return math.fsum(nums) / len(nums)
    return percentile(nums, 50)


def color_bytes(spec, pal, app):
    r, g, b, a = resolve_color(spec, pal, app)
    return (r, g, b, math.floor(a * 255 + Fraction(1, 2)))


def scale_color(stops, value, pop, pal, app):
    if not is_num(value):
        return None
    x = float(value)
    placed = []
    for stop in stops:
        pos = anchor_position(stop["at"], pop)
        if pos is None:
            return None
        placed.append((pos, color_bytes(stop["color"], pal, app)))
    placed.sort(key=lambda pc: pc[0])  # stable
    ps = [p for p, _ in placed]
    cs = [c for _, c in placed]
    if x <= ps[0]:
        c = cs[0]
    elif x >= ps[-1]:
        c = cs[-1]
    else:
        i = next(i for i in range(len(ps) - 1) if x < ps[i + 1])
        t = (x - ps[i]) / (ps[i + 1] - ps[i])
        c = tuple(math.floor(cs[i][k] + (cs[i + 1][k] - cs[i][k]) * t + 0.5) for k in range(4))
    return "#%02X%02X%02X%02X" % c


def bar_of(bar, value, pop, pal, app):
    if bar == "none" or not isinstance(bar, dict) or not is_num(value):
        return None
    x = float(value)
    nums = [float(v) for v in pop_numbers(pop)]
    lo = anchor_position(bar["min"], pop) if "min" in bar else (min(0.0, min(nums)) if nums else None)
    hi = anchor_position(bar["max"], pop) if "max" in bar else (max(0.0, max(nums)) if nums else None)
    if lo is None or hi is None or hi <= lo:
        return None

    def f(v):
        return min(1.0, max(0.0, (v - lo) / (hi - lo)))

    axis = f(0.0)
    color = bar.get("negativeColor", bar["color"]) if x < 0 else bar["color"]

    def rounded(v):
        return math.floor(v * 10000 + 0.5) / 10000

    return {"color": color_text(resolve_color(color, pal, app)), "from": rounded(min(f(x), axis)),
            "to": rounded(max(f(x), axis))}


# ---------------------------------------------------------------- render
def apply(style, layer):
    for k, v in layer.items():
        if k in ("textColor", "backgroundColor"):
            # A scale keeps the lower layers' color (used where the scale does not apply); a color clears it.
            if isinstance(v, dict) and "scale" in v:
                style[k + "Scale"] = v["scale"]
            else:
                style[k] = v
                style.pop(k + "Scale", None)
        elif k == "font":
            style["font"] = {**style["font"], **typed_font(v)}
        elif k == "padding":
            style["padding"] = {**style["padding"], **v}
        elif k == "format":
            style["format"] = {**style["format"], **v}
        elif k == "borderWidth":
            style[k] = num(v)
        else:
            style[k] = v


def finish_style(style, pal, app, value=None, section="header", pop=None):
    out = {}
    for k in STYLE_KEYS:
        v = style[k]
        if k in ("textColor", "backgroundColor", "borderColor"):
            v = color_text(resolve_color(v, pal, app))
        elif k == "padding":
            v = {s: v[s] for s in ("top", "leading", "bottom", "trailing")}
        elif k == "font":
            v = {s: v[s] for s in ("family", "size", "weight", "italic", "monospacedDigits")}
        elif k == "borderSides":
            v = canonical_sides(v)
        elif k == "format":
            v = {s: v[s] for s in FORMAT_KEYS}
        out[k] = v
    if section == "body":
        for k in ("textColor", "backgroundColor"):
            if k + "Scale" in style:
                computed = scale_color(style[k + "Scale"], value, pop, pal, app)
                if computed is not None:
                    out[k] = computed
    out["bar"] = bar_of(style.get("bar", "none"), value, pop, pal, app) if section == "body" else None
    # SPEC §6.8: style gains "bar", "borderSides" and "format", in that order, after "accessory".
    order = [k for k in out if k not in ("bar", "borderSides", "format")] + ["bar", "borderSides", "format"]
    return {k: out[k] for k in order if k in out}


def render(theme_ref, data_path, sort=None, select=(), appearance=None):
    theme = load_theme(theme_ref, None)
    app = appearance or theme["appearance"] or "light"
    pal = theme["palette"]
    for c in pal.values():
        resolve_color(c, pal, app)  # unknown names and cycles are errors even when unused
    table = resolved_table(theme, pal, app)
    footer = None
    if data_path.endswith(".json"):
        header, rows, footer = read_json(data_path)
    else:
        header, rows = read_csv(data_path)
    ncol = len(header)
    rows = [r + [("", None)] * (ncol - len(r)) for r in rows]
    indexed = list(enumerate(rows))  # file index kept for --select
    sortcol, sortdir = None, None
    if sort:
        name, _, d = sort.rpartition(":") if sort.endswith((":asc", ":desc")) else (sort, "", "asc")
        sortcol = header.index(name) if name in header else int(name)
        sortdir = "descending" if d == "desc" else "ascending"
        nonnull = [ir for ir in indexed if ir[1][sortcol][1] is not None]
        nulls = [ir for ir in indexed if ir[1][sortcol][1] is None]
        nonnull.sort(key=lambda ir: (sort_key_group(ir[1][sortcol][1]), ir[1][sortcol][1]),
                     reverse=(sortdir == "descending"))
        indexed = nonnull + nulls
    kinds = []
    # DECISION: a column's kind looks at its body values only (a footer's "Total" does not make it text).
    for j in range(ncol):
        vals = [r[j][1] for r in rows if r[j][1] is not None]
        kinds.append("number" if vals and all(is_num(v) for v in vals) else "text")
    base = {k: (dict(v) if isinstance(v, dict) else v) for k, v in DEFAULT_STYLE.items()}
    cell_base = dict(base)
    apply(cell_base, theme["cell"])
    sec_base = {"body": cell_base}
    for s in ("header", "footer"):
        b = {k: (dict(v) if isinstance(v, dict) else v) for k, v in cell_base.items()}
        apply(b, theme[s])
        sec_base[s] = b
    rules = theme["rules"]
    rc = [c for c in table["rowColors"]]
    hc = [c for c in table["highlightedRowColors"]]
    rc_raw = theme["table"].get("rowColors", ["systemBackground", "secondarySystemBackground"])
    hc_raw = theme["table"].get("highlightedRowColors",
                                [{"color": "systemBlue", "alpha": "0.08"}, {"color": "systemBlue", "alpha": "0.12"}])
    sel_raw = theme["table"].get("selectedRowColor")
    cells = []
    # §6.2: a column's population is its values in every body row (the first column of a name for rowValue).
    pops = [[r[j][1] for r in rows] for j in range(ncol)]
    named_pops = {}
    for j, h in enumerate(header):
        named_pops.setdefault(h, pops[j])

    def one(section, ri, nrows, j, value, text, rowcells, selected):
        st = {k: (dict(v) if isinstance(v, dict) else v) for k, v in sec_base[section].items()}
        if section == "body":
            lst = None
            if j == sortcol:
                lst = hc_raw if hc_raw else (rc_raw if rc_raw else None)
            elif rc_raw:
                lst = rc_raw
            if lst:
                st["backgroundColor"] = lst[ri % len(lst)]
            if selected and sel_raw is not None:
                st["backgroundColor"] = sel_raw
        ctx = {"section": section, "row": ri, "rowcount": nrows, "col": j, "colname": header[j],
               "kind": kinds[j], "value": value, "text": text, "rowcells": rowcells, "selected": selected,
               "sortcol": sortcol, "sortdir": sortdir, "pops": pops, "named_pops": named_pops}
        labels = []
        for r in rules:
            when = r.get("when")
            if when is None:
                if section != "body":
                    continue
            else:
                if not has_section(when) and section != "body":
                    continue
                if not holds(when, ctx):
                    continue
            apply(st, norm_style(r.get("style")))
            if "label" in r:
                labels.append(r["label"])
        finished = finish_style(st, pal, app, value, section, pops[j])
        # SPEC §6.8: a header cell's text is its column name, never formatted; numbers get their format.
        shown = format_display(text, finished["format"]) if section != "header" and is_num(value) else text
        cells.append({"section": section, "row": ri, "column": j, "group": 0 if section == "body" else None,
                      "text": text, "display": shown, "style": finished, "labels": labels})

    # DECISION: a header cell's value is its column name as text.
    hcells = {}
    for j, h in enumerate(header):
        hcells.setdefault(h, (h, h))
    for j, h in enumerate(header):
        one("header", 0, 1, j, h, h, hcells, False)
    sel = set(select)
    for ri, (fi, r) in enumerate(indexed):
        rowcells = {}
        for j, h in enumerate(header):
            rowcells.setdefault(h, (r[j][1], r[j][0]))
        for j in range(ncol):
            one("body", ri, len(indexed), j, r[j][1], r[j][0], rowcells, fi in sel)
    # DECISION: `table.show.footer: false` hides the footer row, so the render tree has no footer cells.
    if footer is not None and table["show"]["footer"]:
        fcells = {}
        for j, h in enumerate(header):
            fcells.setdefault(h, (footer[j][1], footer[j][0]))
        for j in range(ncol):
            one("footer", 0, 1, j, footer[j][1], footer[j][0], fcells, False)
    columns = [{"name": h, "highlighted": j == sortcol, "sort": sortdir if j == sortcol else None}
               for j, h in enumerate(header)]
    return {"theme": theme["name"], "appearance": app, "table": table, "columns": columns, "cells": cells}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--theme", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--sort")
    ap.add_argument("--select", default="")
    ap.add_argument("--appearance")
    a = ap.parse_args()
    select = [int(x) for x in a.select.split(",") if x.strip()]
    print(json.dumps(render(a.theme, a.data, a.sort, select, a.appearance), ensure_ascii=False))


if __name__ == "__main__":
    main()
