// The TableStyleSchema module.
