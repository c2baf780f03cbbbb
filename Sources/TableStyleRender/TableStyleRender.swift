// The TableStyleRender module.
